import {
  formatCzk,
  formatDate,
  formatNumber,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  type OfferKind,
  type OfferStatus,
  type OfferSummary,
  type OfferSummaryListResponse,
  PAGES,
} from '@rg/domain'
import { ButtonLink } from '../../primitives/Button/Button.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Pagination } from '../../primitives/Pagination/Pagination.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { Table, type TableColumn } from '../../primitives/Table/Table.tsx'
import { ErrorBlock, type ScreenStatus } from '../kit/blocks.tsx'
import * as css from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import { StatusBadge } from '../kit/offer-teaser.tsx'
import { PageHeader } from '../parts/parts.tsx'

const ALL = 'ALL'

export interface MyOffersScreenProps {
  kind: OfferKind
  status: ScreenStatus
  /** GET /api/my/offers?kind=…: the owner's offers with their counts. */
  result?: OfferSummaryListResponse
  onPageChange?: (page: number) => void
  /** Status filter (controlled); empty means all. */
  statuses?: readonly OfferStatus[]
  onStatusesChange?: (next: OfferStatus[]) => void
  onRetry?: () => void
}

const COPY: Record<
  OfferKind,
  { title: string; lead: string; create: string; empty: string; caption: string }
> = {
  LISTING: {
    title: 'Moje příležitosti',
    lead: 'Investiční příležitosti, které jste vložili: stav schválení, počet zobrazení a odemčení.',
    create: 'Přidat příležitost',
    empty: 'Zatím nemáte žádnou příležitost',
    caption: 'Moje investiční příležitosti',
  },
  SERVICE: {
    title: 'Moje služby',
    lead: 'Služby, které nabízíte investorům: stav schválení a počet zobrazení.',
    create: 'Přidat službu',
    empty: 'Zatím nemáte žádnou službu',
    caption: 'Moje služby',
  },
}

function columns(kind: OfferKind): TableColumn<OfferSummary>[] {
  const cols: TableColumn<OfferSummary>[] = [
    {
      key: 'pubName',
      header: 'Název',
      cell: (o) => (
        <span className={css.stackTight}>
          <Link href={offerPath('my', kind, o.id)}>{o.pubName}</Link>
          {o.status === 'REJECTED' && o.rejectionReason ? (
            <span className={css.small}>Důvod zamítnutí: {o.rejectionReason}</span>
          ) : null}
        </span>
      ),
    },
    { key: 'status', header: 'Stav', cell: (o) => <StatusBadge status={o.status} /> },
    { key: 'pubPrice', header: 'Cena', numeric: true, cell: (o) => formatCzk(o.pubPrice) },
    { key: 'viewCount', header: 'Zobrazení', numeric: true, cell: (o) => formatNumber(o.viewCount) },
  ]
  if (kind === 'LISTING') {
    cols.push({
      key: 'unlockCount',
      header: 'Odemčení',
      numeric: true,
      cell: (o) => formatNumber(o.unlockCount),
    })
  }
  cols.push({ key: 'updatedAt', header: 'Upraveno', cell: (o) => formatDate(o.updatedAt) })
  return cols
}

/** /portal/my/listings and /portal/my/services: the owner's offers with status, counts and a create button. */
export function MyOffersScreen({
  kind,
  status,
  result,
  onPageChange,
  statuses = [],
  onStatusesChange,
  onRetry,
}: MyOffersScreenProps) {
  const copy = COPY[kind]
  const createHref = offerPath('my', kind, undefined, '/create')
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1
  const empty = status === 'empty' || (status === 'ready' && result?.items.length === 0)
  return (
    <div className={css.page}>
      <div className={css.headerRow}>
        <PageHeader
          title={copy.title}
          lead={copy.lead}
          breadcrumbs={[{ label: 'Moje nabídky', href: PAGES.my }, { label: copy.title }]}
        />
        <ButtonLink href={createHref}>{copy.create}</ButtonLink>
      </div>
      {onStatusesChange ? (
        <div className={css.filters}>
          <Select
            label="Stav"
            value={statuses[0] ?? ALL}
            options={[
              { value: ALL, label: 'Všechny stavy' },
              ...OFFER_STATUSES.map((s) => ({ value: s, label: OFFER_STATUS_LABELS[s] })),
            ]}
            onValueChange={(v) => onStatusesChange(v === ALL ? [] : [v as OfferStatus])}
          />
        </div>
      ) : null}
      {status === 'error' ? <ErrorBlock title="Seznam se nepodařilo načíst" onRetry={onRetry} /> : null}
      {empty && statuses.length === 0 ? (
        <EmptyState
          icon="file"
          title={copy.empty}
          description="Vložení je zdarma. Po odeslání ji zkontrolujeme a zveřejníme, obvykle do jednoho pracovního dne."
          action={<ButtonLink href={createHref}>{copy.create}</ButtonLink>}
        />
      ) : null}
      {status === 'loading' ||
      (status === 'ready' && !(empty && statuses.length === 0)) ||
      (empty && statuses.length > 0) ? (
        <Table
          caption={copy.caption}
          columns={columns(kind)}
          rows={result?.items ?? []}
          rowKey={(o) => String(o.id)}
          status={status === 'loading' ? 'loading' : 'ready'}
          emptyText="V tomto stavu nemáte nic."
          narrow="cards"
        />
      ) : null}
      {status === 'ready' && result && onPageChange ? (
        <Pagination page={result.page} pageCount={pageCount} onPageChange={onPageChange} />
      ) : null}
    </div>
  )
}
