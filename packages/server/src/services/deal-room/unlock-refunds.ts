import { UNLOCK_REFUND_DAYS, unlockRefundNotice } from '@rg/domain/deal-room'
import type { Queryable } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import { notifyUser } from '../notifications.ts'

/**
 * Fair credits (docs/product/credits.md "Fair credits", docs/decisions/1501-unlock-refunds.md), as the service role in
 * the transaction that takes the offer off the market: every unlock of the offer younger than UNLOCK_REFUND_DAYS and
 * not refunded yet is stamped and its charge goes back as one UNLOCK_REFUND transaction, and the investor is told.
 *
 * Exactly once: the stamp is an `update … where refunded_at is null returning`, so of two concurrent withdrawals the
 * second waits for the first's row locks and then finds nothing to stamp; the unique index on (user, offer) for
 * UNLOCK_REFUND backs that up. An unlock racing the withdrawal reads the offer `for share` (unlock.ts), so it either
 * commits first and is refunded here, or waits and sees the offer off the market.
 */
export async function refundRecentUnlocks(
  service: Queryable,
  mailer: Mailer,
  offerId: number,
  origin: string,
): Promise<number> {
  const stamped = (
    await service.query<{ user_id: string }>(
      `update public.offer_unlocks set refunded_at = now()
       where offer_id = $1 and refunded_at is null and created_at > now() - make_interval(days => $2)
       returning user_id`,
      [offerId, UNLOCK_REFUND_DAYS],
    )
  ).rows
  if (stamped.length === 0) return 0
  const name =
    (await service.query<{ pub_name: string }>('select pub_name from public.offers where id = $1', [offerId]))
      .rows[0]?.pub_name ?? ''
  for (const { user_id: userId } of stamped) {
    const charged = -Number(
      (
        await service.query<{ total: string | number }>(
          `select coalesce(sum(amount), 0) as total from public.credit_transactions
           where user_id = $1 and offer_id = $2 and reason = 'LISTING_UNLOCK'`,
          [userId, offerId],
        )
      ).rows[0]?.total ?? 0,
    )
    if (charged <= 0) continue
    await service.query(
      `insert into public.credit_transactions (user_id, amount, reason, offer_id, note)
       values ($1, $2, 'UNLOCK_REFUND', $3, 'Nabídka stažena do 7 dnů od odemčení')`,
      [userId, charged, offerId],
    )
    const notice = unlockRefundNotice(name, charged)
    await notifyUser(
      service,
      mailer,
      userId,
      { kind: 'UNLOCK_REFUNDED', ...notice, link: '/portal/credits', linkLabel: 'Zobrazit kredity' },
      origin,
    )
  }
  return stamped.length
}
