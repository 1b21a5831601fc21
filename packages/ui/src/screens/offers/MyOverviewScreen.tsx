import {
  formatNumber,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  type OfferKind,
  type OfferSummary,
} from '@rg/domain'
import { ButtonLink } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { ErrorBlock, LoadingBlock, type ScreenStatus } from '../kit/blocks.tsx'
import * as kit from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import { PageHeader } from '../parts/parts.tsx'
import * as css from './parts/offers.css.ts'
import { Stat } from './parts/shared.tsx'

export interface MyOverviewScreenProps {
  status: ScreenStatus
  /** The owner's listings (GET /api/my/offers?kind=LISTING). */
  listings?: readonly OfferSummary[]
  /** The owner's services (GET /api/my/offers?kind=SERVICE). */
  services?: readonly OfferSummary[]
  onRetry?: () => void
}

const KIND_COPY: Record<OfferKind, { title: string; create: string; all: string; none: string }> = {
  LISTING: {
    title: 'Investiční příležitosti',
    create: 'Přidat příležitost',
    all: 'Všechny moje příležitosti',
    none: 'Zatím nemáte žádnou příležitost.',
  },
  SERVICE: {
    title: 'Služby',
    create: 'Přidat službu',
    all: 'Všechny moje služby',
    none: 'Zatím nemáte žádnou službu.',
  },
}

function KindCard({ kind, offers }: { kind: OfferKind; offers: readonly OfferSummary[] }) {
  const copy = KIND_COPY[kind]
  const headingId = `my-${kind.toLowerCase()}-title`
  const views = offers.reduce((sum, o) => sum + o.viewCount, 0)
  const unlocks = offers.reduce((sum, o) => sum + o.unlockCount, 0)
  const byStatus = OFFER_STATUSES.map(
    (s) => [s, offers.filter((o) => o.status === s).length] as const,
  ).filter(([, n]) => n > 0)
  return (
    <Card as="section" aria-labelledby={headingId}>
      <div className={kit.stack}>
        <h2 id={headingId} className={kit.heading2}>
          {copy.title}
        </h2>
        {offers.length === 0 ? <p className={kit.muted}>{copy.none}</p> : null}
        <dl className={css.stats}>
          <Stat label="Celkem" value={formatNumber(offers.length)} />
          <Stat label="Zobrazení" value={formatNumber(views)} />
          {kind === 'LISTING' ? <Stat label="Odemčení" value={formatNumber(unlocks)} /> : null}
        </dl>
        {byStatus.length > 0 ? (
          <ul className={css.keywords} aria-label="Podle stavu">
            {byStatus.map(([s, n]) => (
              <li key={s} className={kit.small}>
                {OFFER_STATUS_LABELS[s]}: <strong>{n}</strong>
              </li>
            ))}
          </ul>
        ) : null}
        <div className={kit.row}>
          <ButtonLink href={offerPath('my', kind, undefined, '/create')}>{copy.create}</ButtonLink>
          <Link href={offerPath('my', kind)}>{copy.all}</Link>
        </div>
      </div>
    </Card>
  )
}

/** /portal/my: the owner's listings and services at a glance, and what needs their attention. */
export function MyOverviewScreen({ status, listings = [], services = [], onRetry }: MyOverviewScreenProps) {
  const needsAction = [...listings, ...services].filter(
    (o) => o.status === 'REJECTED' || o.status === 'DRAFT',
  )
  return (
    <div className={kit.page}>
      <PageHeader
        title="Moje nabídky"
        lead="Vaše investiční příležitosti a služby: stav schválení, zobrazení a odemčení."
      />
      {status === 'loading' ? <LoadingBlock label="Načítání přehledu..." /> : null}
      {status === 'error' ? <ErrorBlock title="Přehled se nepodařilo načíst" onRetry={onRetry} /> : null}
      {status === 'ready' || status === 'empty' ? (
        <>
          {needsAction.length > 0 ? (
            <Card as="section" aria-labelledby="my-action-title">
              <div className={kit.stack}>
                <h2 id="my-action-title" className={kit.heading2}>
                  Čeká na vás
                </h2>
                <ul className={kit.plainList}>
                  {needsAction.map((o) => (
                    <li key={o.id} className={kit.stackTight}>
                      <span>
                        <Link href={offerPath('my', o.kind, o.id)}>{o.pubName}</Link>{' '}
                        <span className={kit.small}>
                          {o.status === 'REJECTED'
                            ? '– zamítnuto, upravte a odešlete znovu'
                            : '– koncept, dokončete a odešlete ke schválení'}
                        </span>
                      </span>
                      {o.rejectionReason ? (
                        <span className={kit.small}>Důvod: {o.rejectionReason}</span>
                      ) : null}
                    </li>
                  ))}
                </ul>
              </div>
            </Card>
          ) : null}
          <div className={css.twoCols}>
            <KindCard kind="LISTING" offers={status === 'empty' ? [] : listings} />
            <KindCard kind="SERVICE" offers={status === 'empty' ? [] : services} />
          </div>
        </>
      ) : null}
    </div>
  )
}
