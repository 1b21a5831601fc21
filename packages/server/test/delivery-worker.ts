/*
 * A delivery worker in a process of its own, for the crash test (services/watchdogs/delivery-crash.test.ts): it
 * settles immediate watchdog deliveries on DATABASE_URL in batches until nothing is due, slowed down per mail so the
 * test can SIGKILL it in the middle of a batch.
 */
import { openPostgres } from '../src/db/postgres.ts'
import { createMailer, type Mailer } from '../src/mail/mailer.ts'
import { deliverImmediateBatch } from '../src/services/watchdogs/delivery.ts'

const url = process.env.DATABASE_URL
if (!url) throw new Error('DATABASE_URL is required')
const db = await openPostgres(url)
const outbox = createMailer(db, { from: 'test@localhost' })
const slow: Mailer = {
  transport: outbox.transport,
  deliver: () => outbox.deliver(),
  close: () => outbox.close(),
  outboxInsert: (message, recipient, firstParam) => outbox.outboxInsert(message, recipient, firstParam),
  queued: () => outbox.queued(),
  async send(message, q) {
    await outbox.send(message, q)
    await new Promise((resolve) => setTimeout(resolve, 20))
  },
}
process.stdout.write('ready\n')
while (
  (await deliverImmediateBatch(db, slow, { origin: 'https://trziste.example.cz', batchSize: 25 })) > 0
) {}
process.stdout.write('done\n')
outbox.close()
await db.close()
