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

/** A setting the server cannot start with; the message says which and what it expects. */
export class EnvError extends Error {
  override name = 'EnvError'
}

/**
 * BASE_URL is the site's public origin: links in e-mails and the CSRF Origin check use it as it is, so it must be
 * an http(s) origin without a path, query or credentials ("https://trziste.cz", a trailing slash is fine). Empty or
 * unset means "the origin of each request". Anything else stops the start: a relative '/' (what Vite-based tools
 * put into the environment) or a path would otherwise break sign-up links and every state-changing request.
 */
export function parseBaseUrl(value: string | undefined): string | undefined {
  const raw = value?.trim()
  if (!raw) return undefined
  const expected = 'očekává se adresa webu, např. https://trziste.cz'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new EnvError(`BASE_URL „${raw}“ není platná adresa (${expected}).`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new EnvError(`BASE_URL „${raw}“ musí začínat http:// nebo https:// (${expected}).`)
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/')
    throw new EnvError(
      `BASE_URL „${raw}“ smí obsahovat jen protokol, doménu a port, bez cesty (${expected}).`,
    )
  return url.origin
}

/**
 * The server's settings from the environment. Throws an EnvError for a setting it cannot use (main.ts prints its
 * message and exits). Tests pass an explicit object: Vitest puts BASE_URL='/' into process.env.
 */
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
    baseUrl: parseBaseUrl(env.BASE_URL),
    supabase,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tržiště investičních příležitostí <noreply@localhost>',
    demoData: supabase ? env.DEMO_DATA === '1' : env.DEMO_DATA !== '0',
    siteEmail: env.SITE_EMAIL || undefined,
    sitePhone: env.SITE_PHONE || undefined,
  }
}
