import type { EndpointInput } from '@rg/domain/contract'
import { OFF_MARKET_STATUSES } from '@rg/domain/deal-room'
import {
  MAX_UNPUBLISHED_OFFERS,
  type OfferDetail,
  type OfferTransitionResponse,
  UNPUBLISHED_LIMIT_REACHED,
  UNPUBLISHED_STATUSES,
  type UnlockResponse,
} from '@rg/domain/offers'
import type { Role } from '@rg/domain/profile'
import { asUser } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { refundRecentUnlocks } from '../deal-room/unlock-refunds.ts'
import { moderationNotice, notifyUser, unlockNotice } from '../notifications.ts'
import { OFFER_NOT_FOUND, type Outcome, ok, refused } from '../outcome.ts'
import { asServiceWithin } from '../service-role.ts'
import { actAsViewer, type SignedIn } from './act-as-viewer.ts'
import { loadOfferDetail } from './offer-read.ts'
import {
  createOffer as insertOffer,
  type OfferCreateInput,
  transitionOffer,
  updateOffer,
} from './offer-write.ts'
import { unlockOffer } from './unlock.ts'

/*
 * The offer's lifecycle as the requester: create, edit, submit, the admin's approve/reject (and the owner's other
 * steps), unlocking. Every write runs as the user (RLS and the guard triggers agree underneath); what tells the
 * owner (a notification and an e-mail) is the server's own write, in the same transaction.
 */

async function offerRef(tx: Queryable, id: number) {
  const row = (
    await tx.query<{ owner_id: string; kind: 'LISTING' | 'SERVICE'; pub_name: string }>(
      'select owner_id, kind, pub_name from public.offers where id = $1',
      [id],
    )
  ).rows[0]
  return row ? { ownerId: row.owner_id, ref: { id, kind: row.kind, name: row.pub_name } } : null
}

/** A transition other than 'edit'; an admin's approval or rejection reaches the owner in the same transaction. */
export function changeOfferStatus(
  db: Database,
  mailer: Mailer,
  claims: SignedIn,
  id: number,
  { action, reason }: EndpointInput<'transitionOffer'>['body'],
  origin: string,
): Promise<Outcome<OfferTransitionResponse>> {
  return actAsViewer(db, claims, async (tx, viewer) => {
    const result = await transitionOffer(tx, viewer, id, action, reason)
    if (!result.ok) return result
    if (action === 'approve' || action === 'reject') {
      await asServiceWithin(tx, async (service) => {
        const offer = await offerRef(service, id)
        if (!offer || offer.ownerId === viewer.userId) return
        const notice = moderationNotice(action, offer.ref, result.value.rejectionReason)
        await notifyUser(service, mailer, offer.ownerId, notice, origin)
      })
    }
    // Fair credits (decision 1501): leaving the market refunds the unlocks of the last 7 days, once.
    if (OFF_MARKET_STATUSES.includes(result.value.status)) {
      await asServiceWithin(tx, (service) => refundRecentUnlocks(service, mailer, id, origin))
    }
    return ok({ id, ...result.value })
  })
}

/** The owner's submit of a DRAFT or REJECTED offer for moderation. */
export function submitOffer(
  db: Database,
  claims: SignedIn,
  id: number,
): Promise<Outcome<OfferTransitionResponse>> {
  return actAsViewer(db, claims, async (tx, viewer) => {
    const result = await transitionOffer(tx, viewer, id, 'submit', undefined)
    return result.ok ? ok({ id, ...result.value }) : result
  })
}

/**
 * A new DRAFT of the requester's, answered as its detail (201), while they hold fewer than MAX_UNPUBLISHED_OFFERS
 * unpublished offers (docs/decisions/1230-account-bounds.md). The count is taken under a per-user lock, so parallel
 * creates cannot all pass it.
 */
export function createOffer(
  db: Database,
  claims: SignedIn,
  input: OfferCreateInput,
): Promise<Outcome<OfferDetail>> {
  return actAsViewer(db, claims, async (tx, viewer) => {
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`offers:${viewer.userId}`])
    const unpublished = Number(
      (
        await tx.query<{ n: number }>(
          'select count(*)::int as n from public.offers where owner_id = $1 and status = any($2::text[])',
          [viewer.userId, [...UNPUBLISHED_STATUSES]],
        )
      ).rows[0]?.n ?? 0,
    )
    if (unpublished >= MAX_UNPUBLISHED_OFFERS) return refused(UNPUBLISHED_LIMIT_REACHED)
    const id = await insertOffer(tx, viewer.userId, input)
    const detail = await loadOfferDetail(tx, id, viewer)
    return detail ? ok(detail, 201) : OFFER_NOT_FOUND
  })
}

export function editOffer(
  db: Database,
  claims: SignedIn,
  id: number,
  input: EndpointInput<'updateOffer'>['body'],
): Promise<Outcome<OfferDetail>> {
  return actAsViewer(db, claims, async (tx, viewer) => {
    const result = await updateOffer(tx, viewer, id, input)
    if (!result.ok) return result
    const detail = await loadOfferDetail(tx, id, viewer)
    return detail ? ok(detail) : OFFER_NOT_FOUND
  })
}

/**
 * Unlocking a listing (or confirming an unlocked one); a first, charged unlock tells the owner in the unlock's own
 * transaction, which runs as the service role (users never write credits). Answers the offer as now visible.
 */
export async function unlockForUser(
  db: Database,
  mailer: Mailer,
  claims: SignedIn,
  id: number,
  origin: string,
  role: Role,
  shareContact?: boolean,
): Promise<Outcome<UnlockResponse>> {
  const charge = await unlockOffer(
    db,
    claims.sub,
    id,
    // the offer and its unlock count come from the unlock's own statements (docs/decisions/1750-unlock-critical-section.md)
    (tx, unlock) =>
      notifyUser(tx, mailer, unlock.ownerId, unlockNotice(unlock.offer, unlock.unlockCount), origin),
    shareContact,
  )
  if (!charge.ok) return charge
  // the viewer's role as the route read it with the session (docs/decisions/1751-request-round-trips.md)
  const offer = await asUser(db, claims, (tx) => loadOfferDetail(tx, id, { userId: claims.sub, role }))
  if (!offer) return OFFER_NOT_FOUND
  return ok({ offerId: id, ...charge.value, offer })
}
