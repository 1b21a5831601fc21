import { formatCzk } from '@rg/domain/czech-format'
import { type OfferKind, regionLabel } from '@rg/domain/offers'
import { WATCHDOG_EVENT_LABELS, type WatchdogEvent } from '@rg/domain/watchdog'
import { escapeHtml } from '../../http.ts'
import type { MailMessage } from '../../mail/mailer.ts'
import type { Notice } from '../notifications.ts'

/** One row to deliver, joined with what its texts need. */
export interface AlertItem {
  event: WatchdogEvent
  offerId: number
  offerKind: OfferKind
  offerName: string
  region: string | null
  oldPrice: number | null
  newPrice: number | null
}

export const offerPath = (item: Pick<AlertItem, 'offerKind' | 'offerId'>) =>
  `/portal/${item.offerKind === 'SERVICE' ? 'services' : 'listings'}/${item.offerId}`

/** The one line that says what happened, e.g. "Cena klesla z 9 000 000 Kč na 8 000 000 Kč." */
export function alertLine(item: AlertItem): string {
  const name = `„${item.offerName}“`
  const where = item.region ? `, ${regionLabel(item.region)}` : ''
  switch (item.event) {
    case 'NEW':
      return `Nová nabídka ${name}${where}, ${formatCzk(item.newPrice)}.`
    case 'PRICE_DROP':
      return `Nabídka ${name} zlevnila: cena klesla z ${formatCzk(item.oldPrice)} na ${formatCzk(item.newPrice)}.`
    case 'CLOSED':
      return `Nabídka ${name} byla stažena nebo uzavřena.`
    case 'CHANGED':
      return `Nabídka ${name}, kterou jste odemkli, byla upravena.`
  }
}

const watchdogTitle = (name: string | null) => (name ? `Hlídací pes „${name}“` : 'Hlídací pes')

/** The in-app notification for one row (written whatever the watchdog's frequency). */
export function alertNotice(watchdogName: string | null, item: AlertItem): Notice {
  return {
    kind: 'WATCHDOG_MATCH',
    title: `${watchdogTitle(watchdogName)}: ${WATCHDOG_EVENT_LABELS[item.event].toLowerCase()}`,
    body: alertLine(item),
    link: offerPath(item),
    linkLabel: 'Zobrazit nabídku',
  }
}

/**
 * An alert e-mail: one item (immediately) or several (a digest), each with its link, and the one-click unsubscribe
 * for this watchdog in the text, the HTML and the List-Unsubscribe headers (RFC 2369, RFC 8058).
 */
export function alertMail(
  to: string,
  origin: string,
  watchdogName: string | null,
  items: readonly AlertItem[],
  unsubscribeUrl: string,
  digest: 'DAILY' | 'WEEKLY' | null,
): MailMessage {
  const first = items[0] as AlertItem
  const subject = digest
    ? `${watchdogTitle(watchdogName)}: ${digest === 'DAILY' ? 'denní' : 'týdenní'} souhrn (${items.length})`
    : `${watchdogTitle(watchdogName)}: ${alertLine(first).replace(/\.$/, '')}`
  const lines = items.map((i) => ({ line: alertLine(i), url: `${origin}${offerPath(i)}` }))
  const text = [
    'Dobrý den,',
    digest ? 'Váš hlídací pes od posledního souhrnu našel:' : 'Váš hlídací pes hlásí:',
    ...lines.map((l) => `${l.line}\nZobrazit nabídku: ${l.url}`),
    `Tato upozornění už nechcete? Odhlásit jedním kliknutím: ${unsubscribeUrl}`,
    'Tržiště investičních příležitostí',
  ].join('\n\n')
  const html =
    `<p>Dobrý den,</p><p>${digest ? 'Váš hlídací pes od posledního souhrnu našel:' : 'Váš hlídací pes hlásí:'}</p><ul>${lines
      .map((l) => `<li>${escapeHtml(l.line)} <a href="${escapeHtml(l.url)}">Zobrazit nabídku</a></li>`)
      .join('')}</ul>` +
    `<p><a href="${escapeHtml(unsubscribeUrl)}">Odhlásit upozornění tohoto hlídacího psa</a></p>` +
    '<p>Tržiště investičních příležitostí</p>'
  return {
    to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  }
}
