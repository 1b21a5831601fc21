import { canUnlock } from '@rg/domain'
import { asService } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { OfferRow } from './offer-read.ts'

export type UnlockOutcome =
  | { ok: true; charged: number; balance: number }
  | { ok: false; status: 402 | 404 | 409; code: string; message: string }

export const OFFER_NOT_FOUND_MESSAGE = 'Nabídka nebyla nalezena.'

/**
 * PRODUCT.md "Unlocking" as one transaction: the user's profile row is locked first (`for no key update`, which
 * still lets other transactions insert rows referencing the profile), so concurrent unlocks by the same user run one
 * after another on real Postgres (PGlite runs transactions one at a time anyway);
 * then the balance is summed, canUnlock decides, and the -50 charge and the grant are written together. A repeat
 * finds the grant and charges nothing; the unique index on (user, offer) for LISTING_UNLOCK backs that up.
 * Runs as the service role because users never write credits or grants themselves (no grants to them).
 * `onUnlocked` runs after a first (charged) unlock in the same transaction, e.g. to tell the owner.
 */
export function unlockOffer(
  db: Database,
  userId: string,
  offerId: number,
  onUnlocked?: (tx: Queryable) => Promise<void>,
): Promise<UnlockOutcome> {
  return asService(
    db,
    async (tx) => {
      await tx.query('select id from public.profiles where id = $1 for no key update', [userId])
      const offer = (
        await tx.query<Pick<OfferRow, 'kind' | 'status' | 'owner_id'>>(
          'select kind, status, owner_id from public.offers where id = $1',
          [offerId],
        )
      ).rows[0]
      const already =
        (
          await tx.query('select 1 from public.offer_unlocks where offer_id = $1 and user_id = $2', [
            offerId,
            userId,
          ])
        ).rows.length > 0
      // An offer the user cannot see does not exist for them (no hint that a draft is there).
      if (!offer || (!already && offer.owner_id !== userId && offer.status !== 'PUBLISHED')) {
        return { ok: false, status: 404, code: 'not_found', message: OFFER_NOT_FOUND_MESSAGE }
      }
      const balance = Number(
        (
          await tx.query<{ balance: string | number }>(
            'select coalesce(sum(amount), 0) as balance from public.credit_transactions where user_id = $1',
            [userId],
          )
        ).rows[0]?.balance ?? 0,
      )
      const decision = canUnlock(
        { kind: offer.kind, status: offer.status, ownerId: offer.owner_id },
        { userId, balance, alreadyUnlocked: already },
      )
      if (!decision.ok) {
        return decision.code === 'insufficient-credits'
          ? { ok: false, status: 402, code: 'insufficient_credits', message: decision.message }
          : {
              ok: false,
              status: 409,
              code: `unlock_${decision.code.replace('-', '_')}`,
              message: decision.message,
            }
      }
      if (decision.charge > 0) {
        await tx.query(
          `insert into public.credit_transactions (user_id, amount, reason, offer_id, created_by)
           values ($1, $2, 'LISTING_UNLOCK', $3, $1)`,
          [userId, -decision.charge, offerId],
        )
        await tx.query(
          'insert into public.offer_unlocks (offer_id, user_id) values ($1, $2) on conflict do nothing',
          [offerId, userId],
        )
        await onUnlocked?.(tx)
      }
      return { ok: true, charged: decision.charge, balance: balance - decision.charge }
    },
    userId,
  )
}
