import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

/** The embedded auth schema (what Supabase provides in hosted mode): every test database starts with it. */
export const embeddedAuthSql = readFileSync(
  fileURLToPath(new URL('../src/db/embedded-auth.sql', import.meta.url)),
  'utf8',
)
