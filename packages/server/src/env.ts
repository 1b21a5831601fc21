import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export interface SupabaseConfig {
  url: string
  anonKey: string
  /** Legacy HS256 project secret; without it tokens are verified through the project's JWKS only. */
  jwtSecret: string | undefined
}

export interface ServerEnv {
  port: number
  dataDir: string
  databaseUrl: string | undefined
  /** Folder with the built web app (index.html, assets). */
  clientDir: string
  production: boolean
  /** Public origin of the site (BASE_URL); without it the origin of each request is used. */
  baseUrl: string | undefined
  /** Set in Supabase mode: authentication is the real Supabase Auth and /auth/v1 is not served. */
  supabase: SupabaseConfig | undefined
  smtpUrl: string | undefined
  /** SMTP sender address. */
  mailFrom: string
  /** Fill the demo accounts on first start (always in embedded mode, with DEMO_DATA=1 in Supabase mode). */
  demoData: boolean
  siteEmail: string | undefined
  sitePhone: string | undefined
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const supabase = env.SUPABASE_URL
    ? {
        url: env.SUPABASE_URL.replace(/\/+$/, ''),
        anonKey: env.SUPABASE_ANON_KEY ?? '',
        jwtSecret: env.SUPABASE_JWT_SECRET || undefined,
      }
    : undefined
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    clientDir: path.resolve(env.CLIENT_DIR ?? path.join(repoRoot, 'packages/app/build/client')),
    production: env.NODE_ENV === 'production',
    // only an absolute URL counts (Vite-based tools put BASE_URL='/' into the environment)
    baseUrl: /^https?:\/\//.test(env.BASE_URL ?? '') ? env.BASE_URL?.replace(/\/+$/, '') : undefined,
    supabase,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tržiště investičních příležitostí <noreply@localhost>',
    demoData: supabase ? env.DEMO_DATA === '1' : env.DEMO_DATA !== '0',
    siteEmail: env.SITE_EMAIL || undefined,
    sitePhone: env.SITE_PHONE || undefined,
  }
}
