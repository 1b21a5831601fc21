import { mkdtempSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createApp, type ServedEndpoints } from '../src/app.ts'
import type { AuthLimits } from '../src/auth/gotrue.ts'
import { generateSigningKey, type SigningKey } from '../src/auth/keys.ts'
import type { Database } from '../src/db/database.ts'
import { readEnv, type ServerEnv } from '../src/env.ts'
import type { WorkGate } from '../src/images/gate.ts'
import { listen } from '../src/listen.ts'
import { createMailer } from '../src/mail/mailer.ts'
import type { Metrics } from '../src/metrics.ts'
import type { MarketplaceLimits } from '../src/routes/offers/offer-routes.ts'
import type { Storage } from '../src/storage/storage.ts'
import type { TestBackend } from './databases.ts'

export interface OutboxMail {
  to: string
  subject: string
  text: string
  html: string | null
  headers?: Record<string, string>
  createdAt: string
}

export interface TestServer {
  url: string
  db: Database
  /** The database's connection URL (real Postgres only), for a second process to work on the same data. */
  databaseUrl: string | undefined
  key: SigningKey
  /** The contract entries the app serves. */
  served: ServedEndpoints
  /** Kept mails, newest first, optionally only those to `to`. */
  outbox(to?: string): Promise<OutboxMail[]>
  /** The link in the newest mail to `to`. */
  lastLink(to: string): Promise<string>
  close(): Promise<void>
}

export interface TestServerOptions {
  env?: Partial<ServerEnv>
  authLimits?: Partial<AuthLimits>
  /** Reuse a database (several app instances with different limits on one database). */
  db?: Database
  key?: SigningKey
  /** Share a storage with the test (e.g. demo offers seeded into the storage /img reads). */
  storage?: Storage
  marketplaceLimits?: Partial<MarketplaceLimits>
  /** The image-work gate of /img and avatar uploads (a test holds its slots to see who waits). */
  imageGate?: WorkGate
  /** The background jobs' health /readyz reports (none by default: not ready). */
  jobs?: { healthy(): boolean }
  /** Prometheus metrics the test also feeds (job runs); by default the app's own when METRICS_TOKEN is set. */
  metrics?: Metrics
}

/** A stand-in for the built app: a pre-rendered page and the SPA fallback, each with an inline script. */
export const testClientDir = mkdtempSync(path.join(tmpdir(), 'rg-client-'))
writeFileSync(
  path.join(testClientDir, 'index.html'),
  '<!DOCTYPE html><html lang="cs"><head><title>Domů</title></head><body><script>window.x = 1</script></body></html>',
)
writeFileSync(
  path.join(testClientDir, '__spa-fallback.html'),
  '<!DOCTYPE html><html><head></head><body>spa<script>boot()</script></body></html>',
)

/** Starts the real Hono app on a free port against a migrated database of `backend`. */
export async function startTestServer(
  backend: TestBackend,
  options: TestServerOptions = {},
): Promise<TestServer> {
  let db = options.db
  let drop = async () => {}
  let databaseUrl: string | undefined
  if (!db) {
    const opened = await backend.openMigrated()
    db = opened.db
    drop = opened.drop
    databaseUrl = opened.url
  }
  const key = options.key ?? (await generateSigningKey()).key
  // The app is created after the port is known: links come from the configured origin only (BASE_URL), which is
  // this server's own address unless the test sets one.
  let handler: (req: Request, env: unknown) => Response | Promise<Response> = () =>
    new Response(null, { status: 503 })
  const server = listen({ fetch: (req, env) => handler(req, env), port: 0 })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const url = `http://localhost:${(server.address() as AddressInfo).port}`
  const env: ServerEnv = {
    ...readEnv({}),
    dataDir: 'memory://',
    clientDir: testClientDir,
    baseUrl: url,
    ...options.env,
  }
  const mailer = createMailer(db, { from: 'test@localhost' })
  const app = await createApp({
    env,
    db,
    mailer,
    key,
    log: () => {},
    authLimits: { bcryptCost: 4, verifyRequestsPer5Min: 1000, ...options.authLimits },
    marketplaceLimits: options.marketplaceLimits,
    storage: options.storage,
    imageGate: options.imageGate,
    jobs: options.jobs,
    ...(options.metrics ? { metrics: options.metrics } : {}),
  })
  handler = (req, env) => app.fetch(req, env)
  const outbox = async (to?: string) => {
    const mails = (await (await fetch(`${url}/dev/outbox`)).json()) as OutboxMail[]
    return to ? mails.filter((m) => m.to === to) : mails
  }
  return {
    url,
    db,
    databaseUrl,
    key,
    served: app.served,
    outbox,
    async lastLink(to) {
      const mail = (await outbox(to))[0]
      const link = mail?.text.match(/https?:\/\/\S+/)?.[0]
      if (!link) throw new Error(`no link in the mail to ${to}`)
      return link
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      mailer.close()
      await drop()
    },
  }
}
