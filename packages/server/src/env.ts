import path from 'node:path'
import { fileURLToPath } from 'node:url'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export interface ServerEnv {
  port: number
  dataDir: string
  databaseUrl: string | undefined
  /** Folder with the built web app (index.html, assets). */
  clientDir: string
  production: boolean
}

export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  return {
    port: Number(env.PORT ?? 3000),
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    clientDir: path.resolve(env.CLIENT_DIR ?? path.join(repoRoot, 'packages/app/build/client')),
    production: env.NODE_ENV === 'production',
  }
}
