/**
 * What the API benchmark (scripts/bench/api.mjs) needs from the server to prepare its throw-away databases and to run
 * the same SQL as GET /api/offers. Exported as `@rg/server/bench-support`; the app never imports it.
 */
import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

export { loadOrCreateSigningKey } from '../../auth/keys.ts'
export { signAccessToken } from '../../auth/tokens.ts'
export { migrate } from '../../db/migrate.ts'
export { openPglite } from '../../db/pglite.ts'
export { openPostgres } from '../../db/postgres.ts'
export { DEMO_PASSWORD } from '../demo-data.ts'
export { BROWSE_SHAPES } from './browse-shapes.ts'
export { seedCatalogue } from './catalogue-seed.ts'
export { BROWSE_SQL, browseParams } from './offer-list.ts'

/** The embedded auth schema (auth.users and friends), as main.ts applies it before the migrations. */
export const embeddedAuthSql = () =>
  readFileSync(fileURLToPath(new URL('../../db/embedded-auth.sql', import.meta.url)), 'utf8')
