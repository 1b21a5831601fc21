import type { ServerEnv } from '../env.ts'
import type { Database } from './database.ts'
import { openPglite } from './pglite.ts'
import { openPostgres } from './postgres.ts'

export function openDatabase(
  env: Pick<ServerEnv, 'databaseUrl' | 'dataDir'> & Partial<Pick<ServerEnv, 'databaseNamedStatements'>>,
): Promise<Database> {
  return env.databaseUrl
    ? openPostgres(env.databaseUrl, { namedStatements: env.databaseNamedStatements ?? true })
    : openPglite(env.dataDir)
}
