import type { EndpointInput } from '@rg/domain/contract'
import { adminTakedown, type OfferTransitionResponse } from '@rg/domain/offers'
import type { Database } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { writeAudit } from '../audit-log.ts'
import { refundRecentUnlocks } from '../deal-room/unlock-refunds.ts'
import { notifyUser, takedownNotice } from '../notifications.ts'
import { fail, OFFER_NOT_FOUND, type Outcome, ok } from '../outcome.ts'
import { asServiceWithin } from '../service-role.ts'
import { actAsViewer, type SignedIn } from './act-as-viewer.ts'
import { loadOfferRow, viewerIsAdmin } from './offer-read.ts'
import { writeHistory } from './offer-write.ts'

/*
 * The operator's take-down (docs/decisions/1351-admin-takedown.md): an admin pauses or closes an offer on the market
 * with a reason. In one transaction, as the admin: the status, the offer's history line with the reason (the owner
 * reads it there), the audit entry, and the owner's notification and e-mail. Watchdogs that reported the offer are
 * told it was withdrawn by the database's own watchdog trigger (the same CLOSED event as the owner's pause or close).
 */

const AUDIT_ACTION = { pause: 'OFFER_PAUSED', close: 'OFFER_CLOSED' } as const

export function takeDownOffer(
  db: Database,
  mailer: Mailer,
  claims: SignedIn,
  id: number,
  { action, reason }: EndpointInput<'adminTakeDownOffer'>['body'],
  origin: string,
): Promise<Outcome<OfferTransitionResponse>> {
  return actAsViewer(db, claims, async (tx, viewer) => {
    const row = await loadOfferRow(tx, id, true)
    if (!row) return OFFER_NOT_FOUND
    const actor = { isOwner: row.owner_id === viewer.userId, isAdmin: viewerIsAdmin(viewer) }
    const result = adminTakedown(row.status, action, actor, reason)
    if (!result.ok)
      return fail(
        actor.isAdmin ? 409 : 403,
        actor.isAdmin ? 'invalid_transition' : 'forbidden',
        result.message,
      )
    const stamp = action === 'close' ? ', closed_at = now()' : ''
    await tx.query(`update public.offers set status = $2${stamp} where id = $1`, [id, result.next])
    await writeHistory(tx, {
      offerId: id,
      actorId: viewer.userId,
      action,
      from: row.status,
      to: result.next,
      reason,
    })
    await writeAudit(
      tx,
      viewer.userId,
      { targetId: row.owner_id, subject: `offer:${id}` },
      AUDIT_ACTION[action],
      { status: row.status },
      { status: result.next },
      reason,
    )
    await asServiceWithin(tx, (service) =>
      notifyUser(
        service,
        mailer,
        row.owner_id,
        takedownNotice(action, { id, kind: row.kind, name: row.pub_name }, reason),
        origin,
      ),
    )
    // An operator's take-down refunds recent unlocks like the owner's pause or close (decision 1501).
    await asServiceWithin(tx, (service) => refundRecentUnlocks(service, mailer, id, origin))
    return ok({ id, status: result.next, rejectionReason: row.rejection_reason })
  })
}
