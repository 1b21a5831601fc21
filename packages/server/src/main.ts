import { readFileSync } from 'node:fs'
import path from 'node:path'
import { operatorLine } from '@rg/domain/site'
import { createApp } from './app.ts'
import { loadOrCreateSigningKey } from './auth/keys.ts'
import type { Database } from './db/database.ts'
import { prepareSchema } from './db/migrate.ts'
import { openDatabase } from './db/open.ts'
import { EnvError, isLoopbackHost, publicOrigin, readEnv, repoRoot, type ServerEnv } from './env.ts'
import { accessExpiryJob } from './jobs/access-expiry-job.ts'
import { messageDigestJob } from './jobs/message-digest-job.ts'
import { type RunningJobs, startJobs } from './jobs/runner.ts'
import { parseDigestHour, watchdogJobs } from './jobs/watchdog-jobs.ts'
import { listen } from './listen.ts'
import { createMailer } from './mail/mailer.ts'
import { createMetrics } from './metrics.ts'
import { jsonLog } from './middlewares/request-log.ts'
import { OfferStatsBuffer, STATS_FLUSH_MS } from './services/deal-room/stats-buffer.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ensureDemoData } from './services/demo-data.ts'
import { ensureDemoOffers } from './services/demo-offers.ts'
import { grantJob } from './services/orders/grants.ts'
import { passwordChangeJob } from './services/profile/password-changes.ts'
import { createStorage } from './storage/storage.ts'

let env: ServerEnv
let digestHour: number
try {
  env = readEnv()
  digestHour = parseDigestHour(process.env.WATCHDOG_DIGEST_HOUR)
} catch (error) {
  // A wrong setting stops the start with the reason alone, not a stack trace.
  if (!(error instanceof EnvError)) throw error
  console.error(`\n  Server nelze spustit: ${error.message}\n`)
  process.exit(1)
}
const embedded = !env.supabase
const db: Database = await openDatabase(env)
// The auth schema exists on Supabase; in embedded mode (PGlite or DATABASE_URL) the server provides it. Instances
// starting together take turns (db/migrate.ts prepareSchema).
const applied = await prepareSchema(
  db,
  embedded
    ? readFileSync(path.join(repoRoot, 'packages/server/src/db/embedded-auth.sql'), 'utf8')
    : undefined,
)
const demo = env.demoData ? await ensureDemoData(db) : false
// Demo listings and services with generated photos, once (a later start finds them and adds nothing).
const storage = createStorage(env)
if (env.demoData) await ensureDemoOffers(db, storage)
const key = embedded ? await loadOrCreateSigningKey(env.dataDir) : undefined
// every e-mail names who sends it, as the site's footer does
const mailer = createMailer(db, {
  smtpUrl: env.smtpUrl,
  from: env.mailFrom,
  footer: `Provozovatel: ${operatorLine(env.operator)}`,
})
const metrics = env.metricsToken ? createMetrics(db) : undefined
let jobs: RunningJobs | undefined
// Browse impressions and detail views, counted in memory and flushed by a job (decision 1502).
const statsBuffer = new OfferStatsBuffer()
const app = await createApp({
  env,
  db,
  mailer,
  key,
  storage,
  metrics,
  jobs: { healthy: () => jobs?.healthy() ?? false },
  statsBuffer,
})
// Background jobs, each claiming its rows so any number of instances is safe: monthly subscription credits
// (services/orders/grants.ts) and watchdog alerts, whose e-mail links use BASE_URL, else this server's own address.
jobs = startJobs(
  [
    grantJob(db),
    ...watchdogJobs({ db, mailer, origin: publicOrigin(env), digestHour }),
    passwordChangeJob(db, mailer, publicOrigin(env)),
    accessExpiryJob(db, mailer, publicOrigin(env)),
    messageDigestJob(db, mailer, publicOrigin(env), digestHour),
    { name: 'offer-stats-flush', everyMs: STATS_FLUSH_MS, run: () => statsBuffer.flush(db) },
  ],
  jsonLog,
  metrics?.observeJob,
)

// Loopback only unless HOST is set (docs/security.md "Modes"); `localhost` may resolve to ::1 first, so the default
// loopback listener also takes IPv6 loopback when the machine has it.
const extra: ReturnType<typeof listen>[] = []
const server = listen({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
  const url = env.baseUrl ?? `http://localhost:${info.port}`
  if (env.host === '127.0.0.1') {
    const v6 = listen({ fetch: app.fetch, port: info.port, hostname: '::1' })
    v6.on('error', () => {})
    extra.push(v6)
  }
  const lines = [
    '',
    `  Tržiště investičních příležitostí běží na ${url}`,
    env.production
      ? '  Režim: produkce (bez ukázkových účtů a bez /dev/outbox)'
      : isLoopbackHost(env.host)
        ? `  Režim: místní ukázka (naslouchá na ${env.host}; HOST a BASE_URL viz README)`
        : `  Režim: ukázka v síti (DEMO_ON_NETWORK=1, naslouchá na ${env.host}; ukázkové účty a /dev/outbox jsou dostupné všem v síti)`,
    `  Databáze: ${env.databaseUrl ? 'Postgres (DATABASE_URL)' : `PGlite v ${env.dataDir}`}${applied.length ? `, použity migrace: ${applied.length}` : ''}`,
    `  Přihlášení: ${embedded ? 'vestavěné (/auth/v1)' : `Supabase (${env.supabase?.url})`}`,
    `  Pošta: ${mailer.transport === 'smtp' ? 'SMTP' : `${url}/dev/outbox.html`}`,
  ]
  if (env.demoData) {
    lines.push(`  Ukázkové účty${demo ? ' (právě vytvořené)' : ''}, heslo ${DEMO_PASSWORD}:`)
    for (const a of DEMO_ACCOUNTS) lines.push(`    ${a.email.padEnd(18)} ${a.role}`)
  }
  console.log([...lines, ''].join('\n'))
  jsonLog({ level: 'info', msg: 'listening', port: info.port, migrations: applied.length })
})

// Graceful shutdown: stop accepting, let requests finish, then close the database so PGlite flushes to disk.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    jsonLog({ level: 'info', msg: 'shutting down', signal })
    mailer.close()
    for (const s of extra) s.close()
    server.close(async () => {
      await jobs?.stop()
      await statsBuffer.flush(db).catch(() => undefined)
      await db.close()
      process.exit(0)
    })
    setTimeout(() => process.exit(1), 10_000).unref()
  })
}
