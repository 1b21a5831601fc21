import type { Database } from '../db/database.ts'
import { EnvError } from '../env.ts'
import type { Mailer } from '../mail/mailer.ts'
import { deliverFavouriteBatch } from '../services/discovery/favourite-delivery.ts'
import { deliverImmediateBatch, notifyDigestRows, sendDigests } from '../services/watchdogs/delivery.ts'
import type { Job } from './runner.ts'

export interface WatchdogJobOptions {
  db: Database
  mailer: Mailer
  origin: string
  /** WATCHDOG_DIGEST_HOUR, the Europe/Prague hour digests go out at. */
  digestHour: number
}

/** Immediate alerts every 15 s (well within the promised minute); digests checked every minute. */
export function watchdogJobs({ db, mailer, origin, digestHour }: WatchdogJobOptions): Job[] {
  return [
    {
      name: 'watchdog-immediate',
      everyMs: 15_000,
      async run() {
        while ((await deliverImmediateBatch(db, mailer, { origin })) > 0) {}
        while ((await notifyDigestRows(db)) > 0) {}
        while ((await deliverFavouriteBatch(db, mailer, { origin })) > 0) {}
        // SMTP: the outbox rows just written go out now rather than on the mailer's own timer.
        await mailer.deliver()
      },
    },
    {
      name: 'watchdog-digests',
      everyMs: 60_000,
      run: () => sendDigests(db, mailer, { origin, hour: digestHour }),
    },
  ]
}

/** WATCHDOG_DIGEST_HOUR: a whole hour 0-23, 7 when unset. */
export function parseDigestHour(value: string | undefined): number {
  if (value === undefined || value === '') return 7
  const hour = Number(value)
  if (!Number.isInteger(hour) || hour < 0 || hour > 23) {
    throw new EnvError(`WATCHDOG_DIGEST_HOUR musí být celá hodina 0–23, je „${value}“.`)
  }
  return hour
}
