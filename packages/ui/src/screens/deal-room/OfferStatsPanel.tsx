import { formatDate, formatNumber, type OfferStats, pluralCs, type StatsCounts } from '@rg/domain'
import { useState } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx'
import { ErrorBlock } from '../kit/blocks.tsx'
import * as kit from '../kit/kit.css.ts'
import * as css from './deal-room.css.ts'

export interface OfferStatsPanelProps {
  status: 'loading' | 'error' | 'ready'
  stats?: OfferStats
  onRetry?: () => void
}

type Metric = keyof StatsCounts

const METRICS: ReadonlyArray<{ key: Metric; label: string }> = [
  { key: 'impressions', label: 'Zobrazení v přehledu' },
  { key: 'views', label: 'Zobrazení detailu' },
  { key: 'unlocks', label: 'Odemčení' },
  { key: 'favourites', label: 'Oblíbené' },
]

const W = 300
const H = 110
const PLOT = 90

/** A bar per day, scaled to the busiest day; the numbers themselves are in the table beside it for screen readers. */
function DayChart({ days, metric, label }: { days: OfferStats['days']; metric: Metric; label: string }) {
  const max = Math.max(1, ...days.map((d) => d[metric]))
  const step = W / Math.max(days.length, 1)
  const total = days.reduce((sum, d) => sum + d[metric], 0)
  const first = days[0]
  const last = days.at(-1)
  return (
    <figure className={kit.stackTight} style={{ margin: 0 }}>
      <svg
        className={css.chart}
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-label={`${label} za posledních ${days.length} dní: celkem ${formatNumber(total)}, nejvíce ${formatNumber(max === 1 && total === 0 ? 0 : max)} za den`}
      >
        {days.map((d, i) => {
          const h = (d[metric] / max) * PLOT
          return (
            <rect
              key={d.day}
              className={css.bar}
              x={i * step + step * 0.15}
              y={PLOT - h}
              width={step * 0.7}
              height={h}
              data-day={d.day}
              data-value={d[metric]}
            />
          )
        })}
        <line className={css.baseline} x1={0} x2={W} y1={PLOT + 0.5} y2={PLOT + 0.5} />
        {first ? (
          <text className={css.axisLabel} x={0} y={H - 2}>
            {formatDate(first.day)}
          </text>
        ) : null}
        {last ? (
          <text className={css.axisLabel} x={W} y={H - 2} textAnchor="end">
            dnes
          </text>
        ) : null}
      </svg>
      <figcaption className={kit.small}>
        {label}: za {days.length} dní celkem {formatNumber(total)}
      </figcaption>
    </figure>
  )
}

/**
 * The owner's analytics of one offer (docs/product/deal-room.md): today and the last 30 days of teaser impressions,
 * detail views, unlocks and favourites, the demand it meets now (watchdogs and investor profiles, counts only) and a
 * 30-day chart of one chosen measure.
 */
export function OfferStatsPanel({ status, stats, onRetry }: OfferStatsPanelProps) {
  const [metric, setMetric] = useState<Metric>('impressions')
  const chosen = METRICS.find((m) => m.key === metric) ?? METRICS[0]!
  return (
    <Card as="section" aria-labelledby="deal-stats-title">
      <div className={kit.stack}>
        <h2 id="deal-stats-title" className={kit.heading2}>
          Poptávka a statistiky
        </h2>
        {status === 'loading' ? <SkeletonText lines={4} label="Načítání statistik..." /> : null}
        {status === 'error' ? <ErrorBlock title="Statistiky se nepodařilo načíst" onRetry={onRetry} /> : null}
        {status === 'ready' && stats ? (
          <>
            <p className={css.signal} data-testid="offer-demand">
              Této nabídce teď odpovídá{' '}
              <strong>
                {formatNumber(stats.demand.watchdogs)}{' '}
                {pluralCs(stats.demand.watchdogs, ['hlídací pes', 'hlídací psi', 'hlídacích psů'])}
              </strong>{' '}
              a{' '}
              <strong>
                {formatNumber(stats.demand.preferenceProfiles)}{' '}
                {pluralCs(stats.demand.preferenceProfiles, [
                  'investorský profil',
                  'investorské profily',
                  'investorských profilů',
                ])}
              </strong>
              .
            </p>
            <dl className={css.counts}>
              {METRICS.map((m) => (
                <div key={m.key} className={css.count}>
                  <dt className={kit.small}>{m.label}</dt>
                  <dd className={css.countValue} data-testid={`stat-${m.key}`}>
                    {formatNumber(stats.today[m.key])}
                  </dd>
                  <dd className={kit.small} style={{ margin: 0 }}>
                    dnes · {formatNumber(stats.last30[m.key])} za 30 dní
                  </dd>
                </div>
              ))}
            </dl>
            <fieldset className={css.chartChoice}>
              <legend className={css.srOnly}>Co ukazuje graf</legend>
              {METRICS.map((m) => (
                <Button
                  key={m.key}
                  size="sm"
                  variant={m.key === metric ? 'secondary' : 'ghost'}
                  aria-pressed={m.key === metric}
                  onClick={() => setMetric(m.key)}
                >
                  {m.label}
                </Button>
              ))}
            </fieldset>
            <DayChart days={stats.days} metric={metric} label={chosen.label} />
          </>
        ) : null}
      </div>
    </Card>
  )
}
