import { USER_NOT_FOUND } from '@rg/domain/fields'
import { DELETE_EMAIL_MISMATCH, type Role } from '@rg/domain/profile'
import { accountDeletionRefusal } from '@rg/domain/roles'
import { STORAGE_BUCKETS, type StorageBucket } from '@rg/domain/uploads'
import { asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { Storage } from '../../storage/storage.ts'
import { fail, type Outcome, ok, refused } from '../outcome.ts'

/*
 * GDPR self-service (issue 16): the export of everything the product holds about the user and the deletion of the
 * account. What deletion keeps, and why, is docs/decisions/0980-account-deletion-and-retention.md.
 */

/**
 * Each section of the export: its name, the columns, the rows (always filtered by the requester's id, $1) and the
 * key it is read in order of, a batch at a time (a unique column of the section's table).
 */
interface ExportSection {
  name: string
  columns: string
  from: string
  key: string
}
const section = (name: string, from: string, key = 't.id', columns = 't.*'): ExportSection => ({
  name,
  columns,
  from,
  key,
})
const OWN_OFFER = 'join public.offers o on o.id = t.offer_id where o.owner_id = $1'
const EXPORT_SECTIONS: readonly ExportSection[] = [
  section('orders', 'public.orders t where t.user_id = $1'),
  section('creditTransactions', 'public.credit_transactions t where t.user_id = $1'),
  section('creditSubscriptions', 'public.credit_subscriptions t where t.user_id = $1'),
  // the buyer's tax documents: the invoices and, beside them, the credit notes correcting them (decision 1312)
  section('invoices', 'public.invoices t where t.user_id = $1'),
  section('creditNotes', 'public.credit_notes t where t.user_id = $1'),
  section('offers', 'public.offers t where t.owner_id = $1'),
  section('offersPrivate', `public.offer_private t ${OWN_OFFER}`, 't.offer_id'),
  section('offerHistory', `public.offer_history t ${OWN_OFFER}`),
  section('offerPhotos', `public.offer_photos t ${OWN_OFFER}`),
  section('offerDocuments', `public.offer_documents t ${OWN_OFFER}`),
  section('unlocks', 'public.offer_unlocks t where t.user_id = $1', 't.offer_id'),
  section('reviews', 'public.reviews t where t.author_id = $1'),
  section('watchdogs', 'public.watchdogs t where t.user_id = $1'),
  section('investmentPreferences', 'public.investment_preferences t where t.user_id = $1', 't.user_id'),
  // the contact's own columns; `search` and `sort_key` only restate them (docs/decisions/1321)
  section(
    'contacts',
    'public.contacts t where t.user_id = $1',
    't.id',
    `t.id, t.user_id, t.name, t.job_title, t.company, t.ico, t.emails, t.phones, t.addresses, t.tags, t.offer_ids,
     t.created_at, t.updated_at`,
  ),
  section('notes', 'public.notes t where t.user_id = $1'),
  section('coldCalls', 'public.cold_calls t where t.user_id = $1'),
  section('callLogs', 'public.call_logs t where t.user_id = $1'),
  section('documents', 'public.user_documents t where t.user_id = $1'),
  section('notifications', 'public.notifications t where t.user_id = $1'),
  section('notificationPreferences', 'public.notification_preferences t where t.user_id = $1', 't.user_id'),
  section('consents', 'public.cookie_consents t where t.user_id = $1'),
]

/** Rows of one section per query: a few MB of JSON at most (a full contact is about 3 kB). */
export const EXPORT_BATCH_ROWS = 1_000

/** A section's rows a batch at a time, in the order of its key; nothing when the table is not in this database. */
async function* sectionRows(
  read: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
  { columns, from, key }: ExportSection,
  userId: string,
  batch: number,
): AsyncGenerator<Record<string, unknown>[]> {
  let after: string | null = null
  for (;;) {
    const cursor: string | null = after
    let rows: Array<Record<string, unknown>>
    try {
      rows = await read(
        async (tx) =>
          (
            await tx.query<Record<string, unknown>>(
              `select ${columns}, ${key}::text as export_key__ from ${from}
               ${cursor === null ? '' : `and ${key} > $3`} order by ${key} limit $2`,
              cursor === null ? [userId, batch] : [userId, batch, cursor],
            )
          ).rows,
      )
    } catch (error) {
      // a table the product has not created in this database is left out, not fatal
      if ((error as { code?: string }).code === '42P01') return
      throw error
    }
    // an empty table still answers its empty list once, so every section the database has is in the export
    if (!rows.length) {
      if (cursor === null) yield rows
      return
    }
    after = String(rows.at(-1)?.export_key__)
    for (const row of rows) delete row.export_key__
    yield rows
    if (rows.length < batch) return
  }
}

/**
 * Everything the product holds about the user (GDPR, issue 16) as JSON text in pieces, a section's batch at a time,
 * so the server's memory stays that of one batch whatever the account holds (issue 30, docs/decisions/1324). Each
 * batch is its own short transaction as the user (RLS applies on top of the explicit filter, so nobody else's row
 * can appear); no transaction or connection waits on a slow download. The profile is read first: an unknown user is
 * a 404 before anything is sent. The answer is the shape of dataExportSchema.
 */
async function openAccountExport(
  read: <T>(fn: (tx: Queryable) => Promise<T>) => Promise<T>,
  userId: string,
  now: Date,
  batch = EXPORT_BATCH_ROWS,
): Promise<Outcome<AsyncGenerator<string>>> {
  const profile = await read(
    async (tx) => (await tx.query('select * from public.profiles where id = $1', [userId])).rows[0],
  )
  if (!profile) return refused(USER_NOT_FOUND)
  async function* pieces(): AsyncGenerator<string> {
    yield `{"exportedAt":${JSON.stringify(now.toISOString())},"profile":${JSON.stringify(profile)}`
    for (const s of EXPORT_SECTIONS) {
      let first = true
      for await (const rows of sectionRows(read, s, userId, batch)) {
        const text = rows.map((row) => JSON.stringify(row)).join(',')
        yield first ? `,${JSON.stringify(s.name)}:[${text}` : `,${text}`
        first = false
      }
      if (!first) yield ']'
    }
    yield '}\n'
  }
  return ok(pieces())
}

/** The requester's own export (openAccountExport), each batch read as them. */
export const exportAccountData = (
  db: Database,
  claims: RequestClaims & { sub: string },
  now: Date,
  batch = EXPORT_BATCH_ROWS,
) => openAccountExport((fn) => asUser(db, claims, fn), claims.sub, now, batch)

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
