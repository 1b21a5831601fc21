import { formatCzk } from '@rg/domain/czech-format'
import type { OfferKind } from '@rg/domain/offers'
import { asService } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { escapeHtml } from '../../http.ts'
import type { Mailer, MailMessage } from '../../mail/mailer.ts'
import type { Notice } from '../notifications.ts'
import { offerPath } from '../watchdogs/alert-mail.ts'
import { retryDelayMinutes } from '../watchdogs/delivery.ts'

/*
 * Favourite alerts (docs/decisions/1550-favourites-alert-like-a-watchdog.md), delivered like a watchdog's immediate
 * ones (services/watchdogs/delivery.ts): rows written by the offers trigger favourite_offer_event are claimed with
 * FOR UPDATE SKIP LOCKED, the in-app notification and the e-mail (a mail_outbox row) are written in the same
 * transaction as the row is marked sent, so each is told exactly once. The e-mail follows the user's preference for
 * watchdog alerts (WATCHDOG_MATCH, "Hlídací psi a oblíbené nabídky").
 *
 * One event, one alert (docs/decisions/1621-one-alert-per-event.md): when the same change of the offer also reached one
 * of the user's watchdogs (a watchdog row of the same user, offer and event written by the same transaction, so with
 * the same created_at), the watchdog tells it and the favourite row is settled without a word.
 */

type FavouriteEvent = 'PRICE_DROP' | 'CLOSED' | 'CHANGED'

interface DueRow {
  id: string
  user_id: string
  email: string | null
  event: FavouriteEvent
  offer_id: string
  offer_kind: OfferKind
  offer_name: string
  old_price: string | null
  new_price: string | null
  attempts: number
  /** A watchdog of the same user tells the same change (same offer, event and transaction). */
  told: boolean
}

export interface FavouriteAlert {
  event: FavouriteEvent
  offerId: number
  offerKind: OfferKind
  offerName: string
  oldPrice: number | null
  newPrice: number | null
}

const TITLES: Record<FavouriteEvent, string> = {
  PRICE_DROP: 'Oblíbená nabídka zlevnila',
  CLOSED: 'Oblíbená nabídka byla stažena',
  CHANGED: 'Oblíbená nabídka byla upravena',
}

/** The one line that says what happened to the favourite. */
export function favouriteLine(a: FavouriteAlert): string {
  const name = `„${a.offerName}“`
  switch (a.event) {
    case 'PRICE_DROP':
      return `Nabídka ${name} zlevnila: cena klesla z ${formatCzk(a.oldPrice)} na ${formatCzk(a.newPrice)}.`
    case 'CLOSED':
      return `Nabídka ${name} byla stažena nebo uzavřena.`
    case 'CHANGED':
      return `Nabídka ${name} byla upravena a znovu schválena.`
  }
}

export function favouriteNotice(a: FavouriteAlert): Notice {
  return {
    kind: 'WATCHDOG_MATCH',
    title: TITLES[a.event],
    body: favouriteLine(a),
    link: offerPath(a),
    linkLabel: 'Zobrazit nabídku',
  }
}

export function favouriteMail(to: string, origin: string, a: FavouriteAlert): MailMessage {
  const url = `${origin}${offerPath(a)}`
  const settings = `${origin}/portal/notifications`
  const line = favouriteLine(a)
  return {
    to,
    subject: `${TITLES[a.event]}: ${a.offerName}`,
    text: [
      'Dobrý den,',
      line,
      `Zobrazit nabídku: ${url}`,
      `Upozornění chodí, protože nabídku máte v oblíbených. Odeberte ji z oblíbených, nebo si e-maily vypněte v nastavení oznámení: ${settings}`,
      'Tržiště investičních příležitostí',
    ].join('\n\n'),
    html:
      `<p>Dobrý den,</p><p>${escapeHtml(line)} <a href="${escapeHtml(url)}">Zobrazit nabídku</a></p>` +
      `<p>Upozornění chodí, protože nabídku máte v oblíbených. Odeberte ji z oblíbených, nebo si e-maily vypněte v <a href="${escapeHtml(settings)}">nastavení oznámení</a>.</p>` +
      '<p>Tržiště investičních příležitostí</p>',
  }
}

const MAIL_TO = `case when 'WATCHDOG_MATCH' = any (coalesce(np.email_off, '{}')) then null else p.email end`

const toAlert = (r: DueRow): FavouriteAlert => ({
  event: r.event,
  offerId: Number(r.offer_id),
  offerKind: r.offer_kind,
  offerName: r.offer_name,
  oldPrice: r.old_price === null ? null : Number(r.old_price),
  newPrice: r.new_price === null ? null : Number(r.new_price),
})

async function insertNotice(tx: Queryable, userId: string, n: Notice) {
  await tx.query(
    'insert into public.notifications (user_id, kind, title, body, link) values ($1, $2, $3, $4, $5)',
    [userId, n.kind, n.title, n.body, n.link],
  )
}

/** One batch of favourite alerts; answers how many rows it settled (0: nothing is due). */
export async function deliverFavouriteBatch(
  db: Database,
  mailer: Mailer,
  options: { origin: string; batchSize?: number },
): Promise<number> {
  const limit = options.batchSize ?? 100
  return asService(db, async (tx) => {
    const { rows } = await tx.query<DueRow>(
      `select d.id, d.user_id, ${MAIL_TO} as email, d.event, d.offer_id, o.kind as offer_kind,
         o.pub_name as offer_name, d.old_price, d.new_price, d.attempts,
         exists (select 1 from public.watchdog_deliveries w where w.user_id = d.user_id and w.offer_id = d.offer_id
           and w.event = d.event and w.created_at = d.created_at) as told
       from public.favourite_deliveries d
       join public.profiles p on p.id = d.user_id
       left join public.notification_preferences np on np.user_id = d.user_id
       join public.offers o on o.id = d.offer_id
       where d.sent_at is null and d.next_attempt_at <= now()
       order by d.id limit ${limit}
       for update of d skip locked`,
    )
    for (const r of rows) {
      await tx.query('savepoint favourite_alert')
      try {
        // Unhearted since, or told by a watchdog of the same user from the same change: settled without a word.
        const still = await tx.query('select 1 from public.favourites where user_id = $1 and offer_id = $2', [
          r.user_id,
          r.offer_id,
        ])
        if (still.rows.length && !r.told) {
          const alert = toAlert(r)
          await insertNotice(tx, r.user_id, favouriteNotice(alert))
          if (r.email) await mailer.send(favouriteMail(r.email, options.origin, alert), tx)
        }
        await tx.query(
          'update public.favourite_deliveries set sent_at = now(), attempts = attempts + 1, error = null where id = $1',
          [r.id],
        )
      } catch (error) {
        await tx.query('rollback to savepoint favourite_alert')
        await tx.query(
          `update public.favourite_deliveries set attempts = attempts + 1, error = $2,
             next_attempt_at = now() + make_interval(mins => $3) where id = $1`,
          [r.id, String(error), retryDelayMinutes(r.attempts + 1)],
        )
      }
      await tx.query('release savepoint favourite_alert')
    }
    return rows.length
  })
}
