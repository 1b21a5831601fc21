import { VisuallyHidden } from '@radix-ui/react-visually-hidden'
import {
  type AdminDashboard,
  addDays,
  type DashboardDay,
  type DeadMail,
  formatCzk,
  formatDate,
  formatDateTime,
  formatNumber,
  PAGES,
  pragueDate,
  type ReportedReview,
  UNPAID_ORDER_OLD_DAYS,
} from '@rg/domain'
import { type FormEvent, useState } from 'react'
import { cx } from '../../internal/cx.ts'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Skeleton } from '../../primitives/Skeleton/Skeleton.tsx'
import { Textarea } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock, type ScreenStatus } from '../kit/blocks.tsx'
import { submitted } from '../kit/form.ts'
import * as css from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import { PageHeader } from '../parts/parts.tsx'
import { DeadMailSection } from './DeadMailSection.tsx'
import * as desk from './desk.css.ts'

export interface AdminDashboardScreenProps {
  status: ScreenStatus
  dashboard?: AdminDashboard
  /** Reviews users reported, with the reasons. */
  reported?: ReportedReview[]
  onRemoveReview: (reviewId: string, reason: string) => void
  /** Keeps a reported review: its reports are dismissed (audited), the review stays and its author is not told. */
  onKeepReview?: (reviewId: string) => void
  busy?: boolean
  notice?: { tone: 'success' | 'error'; text: string } | null
  onRetry?: () => void
  /** The moment the old-unpaid link counts back from; stories pin it. */
  now?: Date
  /** The newest e-mails SMTP refused for 72 hours; their section shows while the dashboard counts any. */
  deadMail?: DeadMail[]
  /** Resends the given dead letters, or all of them without ids. */
  onResendMail?: (ids?: string[]) => void
}

interface Pending {
  label: string
  count: number
  href: string
  detail?: { text: string; href: string }
}

function pendingCards(d: AdminDashboard, now: Date): Pending[] {
  const p = d.pending
  // The orders list filters by Prague calendar day (`to` is inclusive): up to the day three days ago, so every order
  // the count calls old is in the list (with at most that day's younger ones).
  const oldBefore = addDays(pragueDate(now), -UNPAID_ORDER_OLD_DAYS)
  return [
    { label: 'Nabídky ke schválení', count: p.listings, href: PAGES.adminListings },
    { label: 'Služby ke schválení', count: p.services, href: PAGES.adminServices },
    {
      label: 'Žádosti o ověření',
      count: p.verificationRequests,
      href: `${PAGES.adminContacts}?verification=REQUESTED`,
    },
    {
      label: 'Nezaplacené objednávky',
      count: p.unpaidOrders,
      href: `${PAGES.adminOrders}?statuses=PENDING`,
      detail: {
        text: `z toho starší ${UNPAID_ORDER_OLD_DAYS} dnů: ${formatNumber(p.unpaidOrdersOld)}`,
        href: `${PAGES.adminOrders}?statuses=PENDING&to=${oldBefore}`,
      },
    },
    {
      label: 'Platby k posouzení',
      count: p.paymentsToReview,
      href: `${PAGES.adminPayments}?states=NEEDS_REVIEW`,
    },
    { label: 'Nové tipy', count: p.newTips, href: `${PAGES.adminInbox}?kind=TIP&state=NEW` },
    { label: 'Nové zprávy', count: p.newMessages, href: `${PAGES.adminInbox}?kind=MESSAGE&state=NEW` },
    {
      label: 'Nahlášené konverzace',
      count: p.newThreadReports,
      href: `${PAGES.adminInbox}?kind=THREAD_REPORT&state=NEW`,
    },
    { label: 'Nahlášená hodnocení', count: p.reportedReviews, href: '#nahlasena-hodnoceni' },
  ]
}

const SERIES: Array<{ key: keyof Omit<DashboardDay, 'date'>; label: string; format: (n: number) => string }> =
  [
    { key: 'newUsers', label: 'Noví uživatelé', format: formatNumber },
    { key: 'publishedOffers', label: 'Zveřejněné nabídky', format: formatNumber },
    { key: 'unlocks', label: 'Odemčení', format: formatNumber },
    { key: 'creditsSold', label: 'Prodané kredity', format: formatNumber },
    { key: 'revenueCzk', label: 'Tržby', format: (n) => formatCzk(n) },
  ]

/**
 * 30 small bars: the picture is for the eye, its label sums it up for a screen reader, and a table only screen
 * readers see gives every day's number.
 */
function DayChart({ days, series }: { days: DashboardDay[]; series: (typeof SERIES)[number] }) {
  const values = days.map((d) => d[series.key])
  const total = values.reduce((a, b) => a + b, 0)
  const max = Math.max(...values, 0)
  const peak = days[values.indexOf(max)]
  const summary =
    `${series.label} za posledních 30 dní: celkem ${series.format(total)}` +
    (max > 0 && peak ? `, nejvíce ${series.format(max)} dne ${formatDate(peak.date)}.` : '.')
  const width = 300
  const step = width / Math.max(days.length, 1)
  return (
    <figure className={desk.chart}>
      <figcaption className={css.stackTight}>
        <span className={css.small}>{series.label} (30 dní)</span>
        <strong className={desk.count}>{series.format(total)}</strong>
      </figcaption>
      <svg
        className={desk.bars}
        viewBox="0 0 300 56"
        preserveAspectRatio="none"
        role="img"
        aria-label={summary}
      >
        {values.map((v, i) => {
          const h = max === 0 ? 0 : Math.max(2, (v / max) * 54)
          return (
            <rect
              // biome-ignore lint/suspicious/noArrayIndexKey: the days are a fixed sequence
              key={i}
              className={desk.bar}
              x={i * step + 1}
              y={56 - h}
              width={Math.max(step - 2, 1)}
              height={h}
            />
          )
        })}
      </svg>
      <VisuallyHidden asChild>
        <div>
          <table>
            <caption>{series.label} po dnech</caption>
            <thead>
              <tr>
                <th scope="col">Den</th>
                <th scope="col">{series.label}</th>
              </tr>
            </thead>
            <tbody>
              {days.map((d) => (
                <tr key={d.date}>
                  <th scope="row">{formatDate(d.date)}</th>
                  <td>{series.format(d[series.key])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </VisuallyHidden>
    </figure>
  )
}

function ReportedReviewCard({
  item,
  busy,
  onRemove,
  onKeep,
}: {
  item: ReportedReview
  busy?: boolean
  onRemove: (reason: string) => void
  onKeep?: () => void
}) {
  const [error, setError] = useState<string | null>(null)
  const path = offerPath('admin', item.offer.kind, item.offer.id)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const reason = submitted(event).text('reason')
    if (!reason) {
      setError('Uveďte prosím důvod odstranění.')
      return
    }
    setError(null)
    onRemove(reason)
  }
  return (
    <li className={desk.inboxEntry}>
      <span className={css.small}>
        <Link href={path}>{item.offer.name}</Link> · {item.review.author.name} ·{' '}
        {'★'.repeat(item.review.stars)}
      </span>
      <p className={desk.message}>{item.review.body ?? '(bez textu)'}</p>
      <ul className={css.plainList} aria-label="Důvody nahlášení">
        {item.reports.map((r) => (
          <li key={`${r.createdAt}-${r.reason}`} className={css.small}>
            {formatDateTime(r.createdAt)}: {r.reason}
          </li>
        ))}
      </ul>
      <form className={css.stackTight} onSubmit={submit}>
        <Textarea
          label="Důvod odstranění (dostane ho autor)"
          name="reason"
          error={error ?? undefined}
          rows={2}
        />
        <div className={css.row}>
          <Button type="submit" variant="danger" disabled={busy}>
            Odstranit hodnocení
          </Button>
          {onKeep ? (
            <Button variant="secondary" disabled={busy} onClick={onKeep}>
              Ponechat hodnocení
            </Button>
          ) : null}
        </div>
        {onKeep ? (
          <p className={css.small}>
            Ponechat: nahlášení se uzavřou a hodnocení zůstane beze změny; autor nedostane žádnou zprávu.
          </p>
        ) : null}
      </form>
    </li>
  )
}

/** /portal/admin: what needs action now, each count a link to its list, and the marketplace over 30 days. */
export function AdminDashboardScreen({
  status,
  dashboard,
  reported = [],
  onRemoveReview,
  onKeepReview,
  busy,
  notice,
  onRetry,
  now = new Date(),
  deadMail = [],
  onResendMail,
}: AdminDashboardScreenProps) {
  const cards = dashboard ? pendingCards(dashboard, now) : []
  const waiting = cards.reduce((sum, c) => sum + c.count, 0)
  return (
    <div className={css.page}>
      <PageHeader
        title="Administrace"
        lead="Co čeká na vyřízení a jak se tržišti daří za posledních 30 dní."
        breadcrumbs={[{ label: 'Portál', href: PAGES.portal }, { label: 'Administrace' }]}
      />
      {notice ? (
        <Alert
          role={notice.tone === 'error' ? 'alert' : 'status'}
          tone={notice.tone === 'error' ? 'danger' : 'info'}
        >
          {notice.text}
        </Alert>
      ) : null}
      {status === 'error' ? (
        <ErrorBlock title="Přehled se nepodařilo načíst" onRetry={onRetry} />
      ) : (
        <>
          <section aria-labelledby="pending-heading" className={css.stack}>
            <h2 id="pending-heading" className={css.heading2}>
              Čeká na vyřízení
            </h2>
            {status === 'loading' || !dashboard ? (
              <Skeleton height="6rem" />
            ) : (
              <>
                {waiting === 0 ? <p className={css.muted}>Nic nečeká na vyřízení.</p> : null}
                <ul className={desk.cards}>
                  {cards.map((c) => (
                    <li key={c.label}>
                      <div className={cx(desk.card, c.count > 0 && desk.cardAttention)}>
                        <span className={desk.count}>{formatNumber(c.count)}</span>
                        <Link href={c.href}>{c.label}</Link>
                        {c.detail ? (
                          <span className={css.small}>
                            <Link href={c.detail.href}>{c.detail.text}</Link>
                          </span>
                        ) : null}
                      </div>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </section>

          {dashboard && dashboard.pending.deadMail > 0 && onResendMail ? (
            <DeadMailSection
              count={dashboard.pending.deadMail}
              items={deadMail}
              onResend={onResendMail}
              busy={busy}
            />
          ) : null}

          <Card>
            <section aria-labelledby="month-heading" className={css.stack}>
              <h2 id="month-heading" className={css.heading2}>
                Posledních 30 dní
              </h2>
              {status === 'loading' || !dashboard ? (
                <Skeleton height="8rem" />
              ) : (
                <div className={desk.charts}>
                  {SERIES.map((s) => (
                    <DayChart key={s.key} days={dashboard.last30Days} series={s} />
                  ))}
                </div>
              )}
            </section>
          </Card>

          <section aria-labelledby="nahlasena-hodnoceni" className={css.stack}>
            <h2 id="nahlasena-hodnoceni" className={css.heading2}>
              Nahlášená hodnocení
            </h2>
            {reported.length === 0 ? (
              <p className={css.muted}>Žádné hodnocení není nahlášené.</p>
            ) : (
              <ul className={desk.inboxList}>
                {reported.map((item) => (
                  <ReportedReviewCard
                    key={item.review.id}
                    item={item}
                    busy={busy}
                    onRemove={(reason) => onRemoveReview(item.review.id, reason)}
                    onKeep={onKeepReview ? () => onKeepReview(item.review.id) : undefined}
                  />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}
