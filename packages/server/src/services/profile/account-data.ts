import {
  accountDeletionRefusal,
  type DataExport,
  DELETE_EMAIL_MISMATCH,
  type Role,
  STORAGE_BUCKETS,
  type StorageBucket,
  USER_NOT_FOUND,
} from '@rg/domain'
import type { Database, Queryable } from '../../db/database.ts'
import type { Storage } from '../../storage/storage.ts'
import { fail, type Outcome, ok, refused } from '../outcome.ts'

/*
 * GDPR self-service (issue 16): the export of everything the product holds about the user and the deletion of the
 * account. What deletion keeps, and why, is docs/decisions/0980-account-deletion-and-retention.md.
 */

/** Each section of the export: its name and the query, always filtered by the requester's id ($1). */
const EXPORT_SECTIONS: ReadonlyArray<[string, string]> = [
  ['orders', 'select * from public.orders where user_id = $1 order by created_at'],
  ['creditTransactions', 'select * from public.credit_transactions where user_id = $1 order by created_at'],
  ['creditSubscriptions', 'select * from public.credit_subscriptions where user_id = $1 order by starts_at'],
  ['offers', 'select * from public.offers where owner_id = $1 order by id'],
  [
    'offersPrivate',
    'select p.* from public.offer_private p join public.offers o on o.id = p.offer_id where o.owner_id = $1',
  ],
  [
    'offerHistory',
    `select h.* from public.offer_history h join public.offers o on o.id = h.offer_id where o.owner_id = $1
     order by h.created_at`,
  ],
  [
    'offerPhotos',
    'select f.* from public.offer_photos f join public.offers o on o.id = f.offer_id where o.owner_id = $1',
  ],
  [
    'offerDocuments',
    'select f.* from public.offer_documents f join public.offers o on o.id = f.offer_id where o.owner_id = $1',
  ],
  ['unlocks', 'select * from public.offer_unlocks where user_id = $1 order by created_at'],
  ['reviews', 'select * from public.reviews where author_id = $1'],
  ['watchdogs', 'select * from public.watchdogs where user_id = $1'],
  ['investmentPreferences', 'select * from public.investment_preferences where user_id = $1'],
  // the contact's own columns; `search` and `sort_key` only restate them (docs/decisions/1321)
  [
    'contacts',
    `select id, user_id, name, job_title, company, ico, emails, phones, addresses, tags, offer_ids, created_at,
       updated_at from public.contacts where user_id = $1`,
  ],
  ['notes', 'select * from public.notes where user_id = $1'],
  ['coldCalls', 'select * from public.cold_calls where user_id = $1'],
  ['callLogs', 'select * from public.call_logs where user_id = $1'],
  ['documents', 'select * from public.user_documents where user_id = $1'],
  ['notifications', 'select * from public.notifications where user_id = $1 order by created_at'],
  ['notificationPreferences', 'select * from public.notification_preferences where user_id = $1'],
  ['consents', 'select * from public.cookie_consents where user_id = $1 order by created_at'],
]

/** Runs as the user (RLS applies on top of the explicit filter), so nobody else's row can appear. */
export async function exportAccountData(
  tx: Queryable,
  userId: string,
  now: Date,
): Promise<Outcome<DataExport>> {
  const profile = (await tx.query('select * from public.profiles where id = $1', [userId])).rows[0]
  if (!profile) return refused(USER_NOT_FOUND)
  const out: DataExport = { exportedAt: now.toISOString(), profile }
  for (const [name, sql] of EXPORT_SECTIONS) {
    // a savepoint per section: a table the product has not created in this database is left out, not fatal
    await tx.query(`savepoint export_section`)
    try {
      out[name] = (await tx.query(sql, [userId])).rows
      await tx.query('release savepoint export_section')
    } catch (error) {
      await tx.query('rollback to savepoint export_section')
      if ((error as { code?: string }).code !== '42P01') throw error
    }
  }
  return ok(out)
}

/** The anonymous address a deleted account keeps, unique per account and never deliverable (.invalid). */
export const deletedEmail = (userId: string) => `smazany-ucet-${userId}@smazano.invalid`

interface StoredFile {
  bucket: StorageBucket
  key: string
}

/**
 * Erases the account in one transaction as the server (service role): the caller has verified the requester's
 * claims and the typed e-mail. Answers the files to remove once the transaction committed.
 */
export async function eraseAccount(
  tx: Queryable,
  userId: string,
  confirmEmail: string,
): Promise<Outcome<StoredFile[]>> {
  const profile = (
    await tx.query<{ email: string; avatar_path: string | null; role: Role }>(
      'select email, avatar_path, role from public.profiles where id = $1 for update',
      [userId],
    )
  ).rows[0]
  if (!profile) return refused(USER_NOT_FOUND)
  if (profile.email.toLowerCase() !== confirmEmail.trim().toLowerCase()) return refused(DELETE_EMAIL_MISMATCH)
  if (profile.role === 'SUPER_ADMIN') {
    // the last super admin is never demoted (0981), and deleting the account would demote them: the super admins
    // are counted under a lock of their rows, as changeRole does, so two deleting at once cannot both pass
    const superAdmins = (
      await tx.query(
        `select id from public.profiles where role = 'SUPER_ADMIN' and blocked_at is null for update`,
      )
    ).rows.length
    const refusal = accountDeletionRefusal(profile.role, superAdmins)
    if (refusal) return fail(409, 'last_super_admin', refusal)
  }
  const email = profile.email.toLowerCase()

  const files: StoredFile[] = []
  if (profile.avatar_path) files.push({ bucket: STORAGE_BUCKETS.avatars, key: profile.avatar_path })
  const stored = await tx.query<{ bucket: StorageBucket; key: string }>(
    `select $2::text as bucket, storage_path as key from public.user_documents where user_id = $1
     union all select $3::text, f.storage_path from public.offer_photos f join public.offers o on o.id = f.offer_id
       where o.owner_id = $1
     union all select $4::text, f.storage_path from public.offer_documents f join public.offers o on o.id = f.offer_id
       where o.owner_id = $1`,
    [userId, STORAGE_BUCKETS.documents, STORAGE_BUCKETS.listingImages, STORAGE_BUCKETS.listingDocuments],
  )
  files.push(...stored.rows)

  // Offers: never published ones go; the others are closed (investors who unlocked them paid for that history) and
  // lose their files with the rest.
  await tx.query(
    `delete from public.offers where owner_id = $1 and published_at is null and status <> 'CLOSED'`,
    [userId],
  )
  await tx.query(
    `update public.offers set status = 'CLOSED', closed_at = coalesce(closed_at, now())
     where owner_id = $1 and status <> 'CLOSED'`,
    [userId],
  )
  await tx.query(
    `delete from public.offer_photos where offer_id in (select id from public.offers where owner_id = $1)`,
    [userId],
  )
  await tx.query(
    `delete from public.offer_documents where offer_id in (select id from public.offers where owner_id = $1)`,
    [userId],
  )

  // What is the user's own and not needed by anyone: gone.
  for (const table of [
    'call_logs',
    'cold_calls',
    'notes',
    'contacts',
    'watchdogs',
    'investment_preferences',
    'user_documents',
    'notifications',
    'notification_preferences',
    'cookie_consents',
    'offer_views',
  ])
    await tx.query(`delete from public.${table} where user_id = $1`, [userId])
  await tx.query('delete from public.reviews where author_id = $1', [userId])
  await tx.query('delete from public.review_reports where reporter_id = $1', [userId])
  // The admins' notes about the user name and describe them (docs/decisions/0982-admin-user-notes.md).
  await tx.query(`delete from public.notes where kind = 'USER' and subject_id = $1`, [userId])
  // What they sent through the public forms, signed in or not, names and e-mails them.
  for (const table of ['spotter_tips', 'contact_messages'])
    await tx.query(`delete from public.${table} where user_id = $1 or lower(email) = $2`, [userId, email])
  await tx.query('delete from public.mail_outbox where lower(to_address) = $1', [email])

  // Recorded first: the invoices' trigger lets an issued invoice lose the buyer's e-mail only for an erased account.
  await tx.query('insert into public.account_deletions (user_id) values ($1) on conflict do nothing', [
    userId,
  ])
  // Issued invoices are kept (accounting law) with the buyer's identification the invoice needs (name, address,
  // IČO, DIČ) and nothing else: the e-mail the product copied beside it goes (migration 20261126100000).
  await tx.query(
    'update public.invoices set customer = public.invoice_customer_erased(customer) where user_id = $1',
    [userId],
  )
  // The profile stays as an anonymous tombstone for the orders and the ledger the law keeps.
  await tx.query(
    `update public.profiles set email = $2, role = 'USER', first_name = null, last_name = null, phone = null,
       company_name = null, ico = null, dic = null, street = null, city = null, postcode = null, region = null, avatar_path = null,
       verification_status = 'NONE', verification_note = null, verification_requested_at = null,
       product_guide_tooltips_viewed = '{}', blocked_at = coalesce(blocked_at, now())
     where id = $1`,
    [userId, deletedEmail(userId)],
  )
  // Sign-in: the same tables in both modes (GoTrue's auth schema); sessions and identities end with the account.
  await tx.query('delete from auth.sessions where user_id = $1', [userId])
  await tx.query('delete from auth.identities where user_id = $1', [userId])
  await tx.query(
    `update auth.users set email = $2, encrypted_password = null, raw_user_meta_data = '{}'::jsonb,
       phone = null, banned_until = 'infinity', deleted_at = now(), confirmation_token = null, recovery_token = null,
       email_change = null, email_change_token_new = null
     where id = $1`,
    [userId, deletedEmail(userId)],
  )
  return ok(files)
}

/** After the commit: a file that cannot be removed now is not a reason to undo the erasure. */
export async function removeFiles(storage: Storage, files: readonly StoredFile[]): Promise<void> {
  await Promise.allSettled(files.map((f) => storage.remove(f.bucket, f.key)))
}

/**
 * Deletes the requester's account: erased in one transaction as the server (auth tables, ledger tombstone), for the
 * requester whose claims the route verified, then its files removed once that committed.
 */
export async function deleteAccount(
  db: Database,
  storage: Storage,
  userId: string,
  confirmEmail: string,
): Promise<Outcome<{ ok: true }>> {
  const outcome = await db.transaction((tx) => eraseAccount(tx, userId, confirmEmail))
  if (!outcome.ok) return outcome
  await removeFiles(storage, outcome.value)
  return ok({ ok: true as const })
}
