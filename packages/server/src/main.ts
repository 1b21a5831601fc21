import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createApp } from './app.ts'
import type { Database } from './db/database.ts'
import { migrate } from './db/migrate.ts'
import { openDatabase } from './db/open.ts'
import { readEnv } from './env.ts'

const env = readEnv()
const db: Database = await openDatabase(env)
if (!env.databaseUrl) {
  await db.exec(readFileSync(fileURLToPath(new URL('./db/embedded-auth.sql', import.meta.url)), 'utf8'))
}
const applied = await migrate(db)
const app = createApp({ env, db })
const server = serve({ fetch: app.fetch, port: env.port }, (info) => {
  const url = `http://localhost:${info.port}`
  console.log(
    [
      '',
      `  Tržiště investičních příležitostí běží na ${url}`,
      `  Databáze: ${env.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite v ${env.dataDir}`}${applied.length ? `, použity migrace: ${applied.length}` : ''}`,
      '',
    ].join('\n'),
  )
})

// Graceful shutdown: stop accepting, let requests finish, then close the database so PGlite flushes to disk.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    server.close(async () => {
      await db.close()
      process.exit(0)
    })
    setTimeout(() => process.exit(1), 10_000).unref()
  })
}
