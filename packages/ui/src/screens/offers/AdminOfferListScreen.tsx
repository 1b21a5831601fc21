import {
  categoryLabel,
  formatCzk,
  formatDateTime,
  type ManageOfferListQuery,
  OFFER_STATUS_LABELS,
  OFFER_STATUSES,
  type OfferKind,
  type OfferStatus,
  type OfferSummary,
  type OfferSummaryListResponse,
  PAGES,
} from '@rg/domain'
import type { FormEvent } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Pagination } from '../../primitives/Pagination/Pagination.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { Table, type TableColumn } from '../../primitives/Table/Table.tsx'
import { Tabs } from '../../primitives/Tabs/Tabs.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock, type ScreenStatus } from '../kit/blocks.tsx'
import { submitted, useOutsideValue } from '../kit/form.ts'
import * as css from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import { StatusBadge } from '../kit/offer-teaser.tsx'
import { PageHeader } from '../parts/parts.tsx'

const ALL = 'ALL'

export interface AdminOfferListScreenProps {
  kind: OfferKind
  /** GET /api/admin/offers query, controlled (the app keeps it in the URL). The queue is statuses = [PENDING]. */
  query: ManageOfferListQuery
  onQueryChange: (next: ManageOfferListQuery) => void
  status: ScreenStatus
  result?: OfferSummaryListResponse
  /** Shown on the queue tab. */
  pendingCount?: number
  onRetry?: () => void
}

const COPY: Record<OfferKind, { title: string; caption: string }> = {
  LISTING: { title: 'Nabídky ke schválení', caption: 'Investiční příležitosti' },
  SERVICE: { title: 'Služby ke schválení', caption: 'Služby' },
}

function isQueue(statuses: readonly OfferStatus[]): boolean {
  return statuses.length === 1 && statuses[0] === 'PENDING'
}

function columns(kind: OfferKind): TableColumn<OfferSummary>[] {
  return [
    {
      key: 'pubName',
      header: 'Název',
      cell: (o) => <Link href={offerPath('admin', kind, o.id)}>{o.pubName}</Link>,
    },
    {
      key: 'owner',
      header: 'Vlastník',
      cell: (o) =>
        o.owner ? (
          <span className={css.stackTight}>
            <span>{o.owner.name}</span>
            <span className={css.small}>{o.owner.email}</span>
          </span>
        ) : (
          '—'
        ),
    },
    { key: 'category', header: 'Kategorie', cell: (o) => categoryLabel(o.category) },
    { key: 'status', header: 'Stav', cell: (o) => <StatusBadge status={o.status} /> },
    { key: 'pubPrice', header: 'Cena', numeric: true, cell: (o) => formatCzk(o.pubPrice) },
    { key: 'updatedAt', header: 'Změněno', cell: (o) => formatDateTime(o.updatedAt) },
  ]
}

/** /portal/admin/listings and /portal/admin/services: the moderation queue and all offers with a status filter. */
export function AdminOfferListScreen({
  kind,
  query,
  onQueryChange,
  status,
  result,
  pendingCount,
  onRetry,
}: AdminOfferListScreenProps) {
  const copy = COPY[kind]
  const searchField = useOutsideValue<HTMLInputElement>(query.q ?? '')
  const queue = isQueue(query.statuses)
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1

  const change = (patch: Partial<ManageOfferListQuery>) => onQueryChange({ ...query, ...patch, page: 1 })
  const search = (event: FormEvent<HTMLFormElement>) => {
    const q = submitted(event).text('q')
    change({ q: q === '' ? undefined : q })
  }

  const table = (
    <>
      {status === 'error' ? (
        <ErrorBlock title="Seznam se nepodařilo načíst" onRetry={onRetry} />
      ) : (
        <Table
          caption={queue ? `${copy.caption} čekající na schválení` : `Všechny ${copy.caption.toLowerCase()}`}
          columns={columns(kind)}
          rows={status === 'ready' ? (result?.items ?? []) : []}
          rowKey={(o) => String(o.id)}
          status={status === 'loading' ? 'loading' : 'ready'}
          emptyText={queue ? 'Nic nečeká na schválení.' : 'Žádné záznamy neodpovídají filtru.'}
          narrow="cards"
        />
      )}
      {status === 'ready' && result ? (
        <Pagination
          page={query.page}
          pageCount={pageCount}
          onPageChange={(page) => onQueryChange({ ...query, page })}
        />
      ) : null}
    </>
  )

  return (
    <div className={css.page}>
      <PageHeader
        title={copy.title}
        lead="Zkontrolujte obsah, klíčová slova a fotografie; zamítnutí vyžaduje důvod, který uvidí vlastník."
        breadcrumbs={[{ label: 'Administrace', href: PAGES.admin }, { label: copy.caption }]}
      />
      <Tabs.Root
        value={queue ? 'queue' : 'all'}
        onValueChange={(v) => change({ statuses: v === 'queue' ? ['PENDING'] : [] })}
      >
        <Tabs.List aria-label="Zobrazení">
          <Tabs.Trigger value="queue">
            Ke schválení{pendingCount !== undefined ? ` (${pendingCount})` : ''}
          </Tabs.Trigger>
          <Tabs.Trigger value="all">Všechny</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="queue">
          <div className={css.stack}>{queue ? table : null}</div>
        </Tabs.Content>
        <Tabs.Content value="all">
          <div className={css.stack}>
            <div className={css.filters}>
              <Select
                label="Stav"
                value={query.statuses[0] ?? ALL}
                options={[
                  { value: ALL, label: 'Všechny stavy' },
                  ...OFFER_STATUSES.map((s) => ({ value: s, label: OFFER_STATUS_LABELS[s] })),
                ]}
                onValueChange={(v) => change({ statuses: v === ALL ? [] : [v as OfferStatus] })}
              />
              <search aria-label="Hledat" className={css.full}>
                <form className={css.searchRow} onSubmit={search}>
                  <TextField
                    label="Hledat podle názvu nebo vlastníka"
                    type="search"
                    name="q"
                    ref={searchField}
                    defaultValue={query.q ?? ''}
                  />
                  <Button type="submit" variant="secondary">
                    Hledat
                  </Button>
                </form>
              </search>
            </div>
            {queue ? null : table}
          </div>
        </Tabs.Content>
      </Tabs.Root>
    </div>
  )
}
