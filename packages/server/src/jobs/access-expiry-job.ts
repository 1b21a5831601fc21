import type { Database } from '../db/database.ts'
import type { Mailer } from '../mail/mailer.ts'
import { expireAccessRequests } from '../services/deal-room/access.ts'
import type { Job } from './runner.ts'

/**
 * Access requests the owner left unanswered for 7 days release their credits (decision 1521). Every minute, in
 * batches, each claimed with FOR UPDATE SKIP LOCKED so instances share the work and a request is released once.
 */
export function accessExpiryJob(db: Database, mailer: Mailer, origin: string): Job {
  return {
    name: 'access-request-expiry',
    everyMs: 60_000,
    async run() {
      while ((await expireAccessRequests(db, mailer, origin)) > 0) {}
      await mailer.deliver()
    },
  }
}
