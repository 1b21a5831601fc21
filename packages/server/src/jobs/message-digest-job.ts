import type { Database } from '../db/database.ts'
import type { Mailer } from '../mail/mailer.ts'
import { sendMessageDigests } from '../services/deal-room/message-digest.ts'
import type { Job } from './runner.ts'

/** The daily digest of messages (decision 1681), checked every minute like the watchdog digests, at their hour. */
export function messageDigestJob(db: Database, mailer: Mailer, origin: string, hour: number): Job {
  return {
    name: 'message-digests',
    everyMs: 60_000,
    async run() {
      await sendMessageDigests(db, mailer, { origin, hour })
      await mailer.deliver()
    },
  }
}
