import { storageQuotaMessage } from '@rg/domain/uploads'
import type { Queryable } from '../db/database.ts'
import { fail, type Outcome, ok } from './outcome.ts'

/*
 * One storage quota per account (DOCUMENTS_QUOTA_MB, docs/decisions/1230-account-bounds.md): the document store's
 * files and the photos and documents of the account's own offers, drafts included. Every upload that stores a file
 * for the account takes the same per-user lock first, so parallel uploads, wherever they go, cannot slip under it.
 */

/** Bytes the user's files take: store documents, offer photos and offer documents (owner's rows under RLS). */
export async function storageUsedBytes(tx: Queryable, userId: string): Promise<number> {
  const { rows } = await tx.query<{ n: string | number | null }>(
    `select coalesce((select sum(size_bytes) from public.user_documents where user_id = $1), 0)
          + coalesce((select sum(d.size_bytes) from public.offer_documents d
                        join public.offers o on o.id = d.offer_id where o.owner_id = $1), 0)
          + coalesce((select sum(p.size_bytes) from public.offer_photos p
                        join public.offers o on o.id = p.offer_id where o.owner_id = $1), 0) as n`,
    [userId],
  )
  return Number(rows[0]?.n ?? 0)
}

/**
 * Locks the user's storage for the rest of the transaction and answers whether `addBytes` more fit: a Czech 413
 * saying how much is left when they do not.
 */
export async function reserveStorage(
  tx: Queryable,
  userId: string,
  addBytes: number,
  quotaBytes: number,
): Promise<Outcome<{ usedBytes: number }>> {
  await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`documents:${userId}`])
  const used = await storageUsedBytes(tx, userId)
  if (used + addBytes > quotaBytes) return fail(413, 'quota', storageQuotaMessage(used, quotaBytes, addBytes))
  return ok({ usedBytes: used })
}
