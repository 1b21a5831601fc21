import { resolveShareContact, unlockTermsRefusal } from '@rg/domain/deal-room'
import { canUnlock, unlockRefusal } from '@rg/domain/offers'
import { ASYNC_COMMIT, asService } from '../../db/as-user.ts'
import { type Database, lastStatement, prepared, type Queryable } from '../../db/database.ts'
import { OPEN_THREAD_SQL } from '../deal-room/threads.ts'
import { OFFER_NOT_FOUND, type Outcome, ok, refused } from '../outcome.ts'
import type { OfferRow } from './offer-read.ts'

export interface UnlockCharge {
  charged: number
  balance: number
}

/** A first, charged unlock as the owner's notice needs it: the offer and how many unlocks it has now, this one too. */
export interface FirstUnlock {
  ownerId: string
  offer: { id: number; kind: 'LISTING' | 'SERVICE'; name: string }
  unlockCount: number
}

/** Everything the unlock's decision needs, in one round trip (docs/decisions/1662-unlock-round-trips.md): $1 the offer, $2 the user. */
const UNLOCK_STATE_SQL = prepared(
  `with o as (select kind, status, owner_id, pub_name from public.offers where id = $1 for share)
   select o.kind, o.status, o.owner_id, o.pub_name,
     exists (select 1 from public.offer_unlocks u where u.offer_id = $1 and u.user_id = $2) as already,
     (select coalesce(sum(c.amount), 0) from public.credit_transactions c where c.user_id = $2) as balance,
     -- The agreement that applies now: the owner's newest own text, else the platform's (decision 1680).
     exists (select 1 from public.offer_nda_acceptances a
             where a.offer_id = $1 and a.user_id = $2
               and case when public.offer_nda_text_version($1) is null
                     then a.nda_version = (select max(version) from public.nda_versions)
                     else a.offer_text_version = public.offer_nda_text_version($1) end) as nda,
     coalesce(t.requires_nda, false) as requires_nda,
     coalesce(t.requires_approval, false) as requires_approval,
     (select s.share_by_default from public.contact_sharing_preferences s where s.user_id = $2) as share_default
   from o left join public.offer_deal_terms t on t.offer_id = $1`,
)

/**
 * One statement from the per-offer lock to the end of the writes (docs/decisions/1772-unlock-in-one-statement.md):
 * take_investor_no takes the lock and, in a snapshot of its own after it, the lead's stable number on this offer
 * ("Investor č. 7") and the unlocks before this one; the charge, the grant and the thread between investor and owner
 * (openThread's statement) are written with them. $1 the offer, $2 the user, $3 the charge, $4 share the contact.
 */
const UNLOCK_WRITE_SQL = prepared(
  `with n as materialized (select * from public.take_investor_no($1)), charge as (
     insert into public.credit_transactions (user_id, amount, reason, offer_id, created_by)
     values ($2, $3, 'LISTING_UNLOCK', $1, $2) returning 1
   ), grant_row as (
     insert into public.offer_unlocks (offer_id, user_id, share_contact, share_changed_at, investor_no)
     select $1, $2, $4, case when $4 then now() end, n.investor_no from n
     on conflict do nothing returning 1
   ), thread as (
     ${OPEN_THREAD_SQL}
     returning 1
   )
   select n.unlocks_before + (select count(*) from grant_row) as unlocks from n`,
)

/**
 * Unlocking (docs/decisions/0500-marketplace-search-and-unlock.md) as one transaction: the user's profile row is locked first (`for no key update`, which
 * still lets other transactions insert rows referencing the profile), so concurrent unlocks by the same user run one
 * after another on real Postgres (PGlite runs transactions one at a time anyway);
 * then the balance is summed, canUnlock decides, and the -50 charge and the grant are written together. A repeat
 * finds the grant and charges nothing; the unique index on (user, offer) for LISTING_UNLOCK backs that up. The offer
 * is read `for share`, so an unlock and a withdrawal of the same offer run one after the other (decision 1501: the
 * withdrawal then refunds the unlock, or the unlock finds the offer off the market).
 * Runs as the service role because users never write credits or grants themselves (no grants to them).
 * `onUnlocked` runs after a first (charged) unlock in the same transaction, e.g. to tell the owner, as its last statement
 * (at most one statement: its COMMIT goes with it).
 * `shareContact` is the checkbox "Sdílet můj kontakt s vlastníkem" (docs/decisions/1500-lead-contact-consent.md): given,
 * it is stored on this unlock (a repeat unlock changes it) and remembered as the user's default; absent, the remembered
 * default applies to a first unlock and a repeat changes nothing.
 */
export function unlockOffer(
  db: Database,
  userId: string,
  offerId: number,
  onUnlocked?: (tx: Queryable, unlock: FirstUnlock) => Promise<void>,
  shareContact?: boolean,
): Promise<Outcome<UnlockCharge>> {
  return asService(
    db,
    async (tx) => {
      // The lock is a statement of its own: the reads after it must see the commit of the user's unlock it waited for
      // (a statement's snapshot is taken when it starts, under READ COMMITTED).
      await tx.query('select id from public.profiles where id = $1 for no key update', [userId])
      // Everything the decision needs in one round trip, parsed once per connection (decisions 1662, 1779).
      const state = (
        await tx.query<
          Pick<OfferRow, 'kind' | 'status' | 'owner_id' | 'pub_name'> & {
            already: boolean
            balance: string | number
            nda: boolean
            requires_nda: boolean
            requires_approval: boolean
            share_default: boolean | null
          }
        >(UNLOCK_STATE_SQL, [offerId, userId])
      ).rows[0]
      const offer = state
      const already = state?.already ?? false
      // An offer the user cannot see does not exist for them (no hint that a draft is there).
      if (!offer || (!already && offer.owner_id !== userId && offer.status !== 'PUBLISHED')) {
        return OFFER_NOT_FOUND
      }
      const balance = Number(offer.balance)
      const decision = canUnlock(
        { kind: offer.kind, status: offer.status, ownerId: offer.owner_id },
        { userId, balance, alreadyUnlocked: already },
      )
      if (!decision.ok) {
        return refused(unlockRefusal(decision))
      }
      // An offer whose owner asks for an NDA and/or approval is unlocked through those (decision 1521).
      if (decision.charge > 0) {
        const terms = unlockTermsRefusal(
          {
            kind: offer.kind,
            status: offer.status,
            ownerId: offer.owner_id,
            terms: { requiresNda: offer.requires_nda, requiresApproval: offer.requires_approval },
          },
          { userId, balance, unlocked: already, ndaAccepted: offer.nda, pending: false },
        )
        if (terms) return refused(terms)
      }
      if (shareContact !== undefined) {
        await tx.query(
          `insert into public.contact_sharing_preferences (user_id, share_by_default) values ($1, $2)
           on conflict (user_id) do update set share_by_default = excluded.share_by_default, updated_at = now()`,
          [userId, shareContact],
        )
      }
      if (decision.charge > 0) {
        const remembered = shareContact !== undefined ? shareContact : (offer.share_default ?? false)
        const share = resolveShareContact(shareContact, remembered)
        // the lock, the number, the charge, the grant and the thread in one statement (decision 1772)
        const written = await tx.query<{ unlocks: string | number }>(UNLOCK_WRITE_SQL, [
          offerId,
          userId,
          -decision.charge,
          share,
        ])
        // the notice is the transaction's last statement: the COMMIT goes with it, and the number lock is released
        // one round trip sooner (docs/decisions/1774-commit-with-the-last-statement.md)
        await onUnlocked?.(lastStatement(tx), {
          ownerId: offer.owner_id,
          offer: { id: offerId, kind: offer.kind, name: offer.pub_name },
          unlockCount: Number(written.rows[0]?.unlocks ?? 0),
        })
      } else if (already && shareContact !== undefined) {
        await tx.query(
          `update public.offer_unlocks set share_contact = $3, share_changed_at = now()
           where offer_id = $1 and user_id = $2 and share_contact is distinct from $3`,
          [offerId, userId, shareContact],
        )
      }
      return ok({ charged: decision.charge, balance: balance - decision.charge })
    },
    userId,
    // The commit does not wait for the disk (docs/decisions/1750-unlock-critical-section.md): the per-offer number lock
    // is held until the commit, and a WAL flush of 2-3 ms inside it queued every other unlock of the same offer.
    ASYNC_COMMIT,
  )
}
