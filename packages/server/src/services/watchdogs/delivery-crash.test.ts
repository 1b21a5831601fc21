import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { endpointUrl } from '@rg/domain/contract'
import { watchdogSchema } from '@rg/domain/watchdog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { createMailer, type Mailer } from '../../mail/mailer.ts'
import { deliverImmediateBatch } from './delivery.ts'

/*
 * docs/decisions/1022-watchdog-delivery.md: a worker process killed with SIGKILL in the middle of a batch loses no
 * alert and sends none twice. Real Postgres only: a second process needs a database it can connect to (PGlite here
 * lives in this process's memory).
 */
const ORIGIN = 'https://trziste.example.cz'
const WORKER = fileURLToPath(new URL('../../../test/delivery-worker.ts', import.meta.url))
const ROOT = fileURLToPath(new URL('../../../../../', import.meta.url))
const postgres = backends.find((b) => b.name === 'postgres')

describe.runIf(postgres)('watchdog delivery across a SIGKILL on real Postgres', () => {
  let server: TestServer
  let mailer: Mailer
  let owner: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(postgres as NonNullable<typeof postgres>, { env: { baseUrl: ORIGIN } })
    mailer = createMailer(server.db, { from: 'test@localhost' })
    owner = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(async () => {
    mailer?.close()
    await server?.close()
  })

  const counts = async (email: string, watchdogId: string) => {
    const { rows } = await server.db.query<{ mails: string; distinct: string; sent: string; unsent: string }>(
      `select (select count(*) from public.mail_outbox where to_address = $1) as mails,
         (select count(distinct subject) from public.mail_outbox where to_address = $1) as distinct,
         (select count(*) from public.watchdog_deliveries where watchdog_id = $2 and sent_at is not null) as sent,
         (select count(*) from public.watchdog_deliveries where watchdog_id = $2 and sent_at is null) as unsent`,
      [email, watchdogId],
    )
    const r = rows[0]
    return {
      mails: Number(r?.mails),
      distinct: Number(r?.distinct),
      sent: Number(r?.sent),
      unsent: Number(r?.unsent),
    }
  }

  it('loses none and duplicates none when the worker is killed mid-batch', async () => {
    const count = 400
    const user = await apiUser(server)
    const created = await user.json(endpointUrl('createWatchdog'), 'POST', {
      name: 'Pád',
      keywords: ['nikde-nic'],
    })
    expect(created.status).toBe(201)
    const watchdog = watchdogSchema.parse(await created.json())
    const offerId = await publishedListing(owner, admin, { pubName: 'Nabídka pro pád' })
    await server.db.query(
      `insert into public.watchdog_deliveries (watchdog_id, user_id, offer_id, event, new_price)
       select $1, $2, $3, 'NEW', g from generate_series(1, ${count}) g`,
      [watchdog.id, user.id, offerId],
    )

    const worker = spawn(process.execPath, ['--import', 'tsx', WORKER], {
      cwd: ROOT,
      env: { ...process.env, DATABASE_URL: server.databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const exited = new Promise<NodeJS.Signals | null>((resolve) =>
      worker.once('exit', (_code, signal) => resolve(signal)),
    )
    // wait until the worker has committed a few batches, then kill it while it works on the next one
    await expect
      .poll(async () => (await counts(user.email, watchdog.id)).sent, { timeout: 60_000, interval: 25 })
      .toBeGreaterThanOrEqual(50)
    worker.kill('SIGKILL')
    expect(await exited).toBe('SIGKILL')

    // what committed is whole: every settled row has its one mail, no mail exists without its row
    const atKill = await counts(user.email, watchdog.id)
    expect(atKill.unsent).toBeGreaterThan(0)
    expect(atKill.mails).toBe(atKill.sent)

    // another worker finishes the rest once the dead connection's locks are gone
    await expect
      .poll(
        async () => {
          await deliverImmediateBatch(server.db, mailer, { origin: ORIGIN, batchSize: 200 })
          return (await counts(user.email, watchdog.id)).unsent
        },
        { timeout: 60_000, interval: 100 },
      )
      .toBe(0)
    expect(await counts(user.email, watchdog.id)).toEqual({
      mails: count,
      distinct: count,
      sent: count,
      unsent: 0,
    })
  })
})
