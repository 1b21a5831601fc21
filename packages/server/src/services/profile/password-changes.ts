import { asService } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { Job } from '../../jobs/runner.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { notifyUser, passwordChangedNotice } from '../notifications.ts'

/*
 * The "password changed" notice and mail come from the database: a trigger on auth.users' password hash writes a row
 * of public.password_changes wherever the change was made (migration 20261130120000, docs/decisions/1378). The
 * embedded /auth/v1 tells the user at once in the changing transaction; a change made by hosted Supabase's GoTrue is
 * told by the job below. Either way the user hears once per change, however many instances run.
 */

/** Tells `userId` about their untold password changes (one notice for any number of them) in `tx`. */
export async function tellPasswordChange(
  tx: Queryable,
  mailer: Mailer,
  origin: string,
  userId: string,
): Promise<boolean> {
  const { rows } = await tx.query<{ id: string }>(
    `update public.password_changes set told_at = now()
     where id in (select id from public.password_changes where user_id = $1 and told_at is null for update skip locked)
     returning id`,
    [userId],
  )
  if (!rows.length) return false
  await notifyUser(tx, mailer, userId, passwordChangedNotice(), origin)
  return true
}

/** Tells every user with an untold password change, in batches; answers how many users were told. */
export async function tellPasswordChanges(db: Database, mailer: Mailer, origin: string): Promise<number> {
  let told = 0
  for (;;) {
    const batch = await asService(db, async (tx) => {
      const { rows } = await tx.query<{ user_id: string }>(
        `select distinct user_id from (
           select user_id from public.password_changes where told_at is null order by id limit 100
           for update skip locked) due`,
      )
      let n = 0
      for (const r of rows) if (await tellPasswordChange(tx, mailer, origin, r.user_id)) n++
      return { claimed: rows.length, told: n }
    })
    told += batch.told
    if (batch.claimed === 0) return told
  }
}

/** Every 15 s, like immediate watchdog alerts: a change made through hosted Supabase is told within a minute. */
export function passwordChangeJob(db: Database, mailer: Mailer, origin: string): Job {
  return { name: 'password-changes', everyMs: 15_000, run: () => tellPasswordChanges(db, mailer, origin) }
}
