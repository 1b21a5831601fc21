import {
  type AdminOrder,
  formatCzk,
  formatDate,
  formatDateTime,
  ORDER_KIND_LABELS,
  ORDER_KINDS,
  ORDER_STATUS_LABELS,
  ORDER_STATUSES,
  type OrderStatus,
  PAGES,
  REVIEW_REASON_LABELS,
  type StatementImportResult,
} from '@rg/domain'
import { type FormEvent, useId, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Pagination } from '../../primitives/Pagination/Pagination.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { Table, type TableColumn } from '../../primitives/Table/Table.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock } from '../kit/blocks.tsx'
import { submitted, useOutsideValue } from '../kit/form.ts'
import * as o from '../kit/kit.css.ts'
import { OrderStatusBadge } from '../kit/order-parts.tsx'
import { PageHeader } from '../parts/parts.tsx'
import { AccountingArchiveCard, type AccountingArchiveCardProps } from './AccountingArchiveCard.tsx'

const ALL = 'ALL'

/** The list's filters (GET /api/admin/orders), controlled: the app keeps them in the URL. */
export interface AdminOrdersQuery {
  page: number
  pageSize: number
  statuses: OrderStatus[]
  kinds: AdminOrder['kind'][]
  q?: string
  from?: string
  to?: string
}

export interface AdminOrdersScreenProps {
  query: AdminOrdersQuery
  onQueryChange: (next: AdminOrdersQuery) => void
  status: 'loading' | 'error' | 'ready'
  result?: { items: AdminOrder[]; page: number; pageSize: number; total: number }
  onRetry?: () => void
  /** "Označit jako zaplacené": grants once on the server, however often it is clicked. */
  onMarkPaid: (order: AdminOrder) => void
  onCancel: (order: AdminOrder) => void
  /** The order an action runs on now. */
  busyId?: string | null
  /** Uploads a bank statement (ABO/GPC or Fio CSV). */
  onImport: (file: File) => void
  importing?: boolean
  /** What the last import did. */
  importResult?: StatementImportResult | null
  /** The Czech refusal of the last import (a line that could not be read). */
  importError?: string | null
  invoiceHref?: (orderId: string) => string
  /** Where an order's detail is: its variable symbol links there (docs/decisions/1308-admin-order-detail.md). */
  orderHref?: (orderId: string) => string
  /** The month's documents for the accountant (docs/decisions/1311-accounting-archive.md). */
  archive?: AccountingArchiveCardProps
}

/** /portal/admin/orders: every order with filters, confirming payments by hand or from a bank statement. */
export function AdminOrdersScreen({
  query,
  onQueryChange,
  status,
  result,
  onRetry,
  onMarkPaid,
  onCancel,
  busyId,
  onImport,
  importing,
  importResult,
  importError,
  invoiceHref,
  orderHref,
  archive,
}: AdminOrdersScreenProps) {
  const searchField = useOutsideValue<HTMLInputElement>(query.q ?? '')
  const ids = { import: useId(), file: useId(), list: useId() }
  const change = (patch: Partial<AdminOrdersQuery>) => onQueryChange({ ...query, ...patch, page: 1 })
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1

  const search = (event: FormEvent<HTMLFormElement>) => {
    const q = submitted(event).text('q')
    change({ q: q === '' ? undefined : q })
  }
  // whether a statement is chosen: the upload button waits for one
  const [hasFile, setHasFile] = useState(false)
  const upload = (event: FormEvent<HTMLFormElement>) => {
    const file = submitted(event).file('file')
    if (file) onImport(file)
  }

  const columns: TableColumn<AdminOrder>[] = [
    {
      key: 'vs',
      header: 'VS',
      cell: (r) =>
        orderHref ? (
          <Link href={orderHref(r.id)} aria-label={`Detail objednávky ${r.variableSymbol}`}>
            {r.variableSymbol}
          </Link>
        ) : (
          r.variableSymbol
        ),
    },
    {
      key: 'user',
      header: 'Uživatel',
      cell: (r) => (
        <span className={o.stackTight}>
          <span>{r.user.name ?? '—'}</span>
          <span className={o.small}>{r.user.email}</span>
        </span>
      ),
    },
    { key: 'description', header: 'Položka', cell: (r) => r.description },
    { key: 'amount', header: 'Částka', numeric: true, cell: (r) => formatCzk(r.amountCzk) },
    { key: 'status', header: 'Stav', cell: (r) => <OrderStatusBadge status={r.status} /> },
    { key: 'createdAt', header: 'Vytvořeno', cell: (r) => formatDateTime(r.createdAt) },
    {
      key: 'actions',
      header: 'Akce',
      cell: (r) =>
        r.status === 'PENDING' ? (
          <span className={o.row}>
            <Button
              size="sm"
              loading={busyId === r.id}
              disabled={!!busyId && busyId !== r.id}
              onClick={() => onMarkPaid(r)}
              aria-label={`Označit jako zaplacené: ${r.variableSymbol}`}
            >
              Označit jako zaplacené
            </Button>
            <Button
              size="sm"
              variant="ghost"
              disabled={!!busyId}
              onClick={() => onCancel(r)}
              aria-label={`Zrušit objednávku ${r.variableSymbol}`}
            >
              Zrušit
            </Button>
          </span>
        ) : r.status === 'PAID' ? (
          <span className={o.stackTight}>
            <span className={o.small}>{r.paidAt ? formatDateTime(r.paidAt) : ''}</span>
            {invoiceHref ? (
              <Link href={invoiceHref(r.id)} download>
                Faktura {r.invoiceNumber}
              </Link>
            ) : null}
          </span>
        ) : (
          '—'
        ),
    },
  ]

  return (
    <div className={o.page}>
      <PageHeader
        title="Objednávky a platby"
        lead="Platby převodem potvrdíte ručně, nebo nahrajte výpis z banky: objednávky se stejným variabilním symbolem a částkou se zaplatí samy."
        breadcrumbs={[{ label: 'Administrace', href: PAGES.admin }, { label: 'Objednávky' }]}
      />

      <Card as="section" aria-labelledby={ids.import}>
        <form className={o.stack} onSubmit={upload}>
          <h2 id={ids.import} className={o.heading2}>
            Import bankovního výpisu
          </h2>
          <label htmlFor={ids.file} className={o.small}>
            Výpis ve formátu ABO/GPC nebo CSV z Fio banky
          </label>
          <input
            id={ids.file}
            name="file"
            type="file"
            accept=".gpc,.abo,.txt,.csv,text/plain,text/csv"
            onChange={(e) => setHasFile((e.currentTarget.files?.length ?? 0) > 0)}
          />
          <div>
            <Button type="submit" loading={importing} disabled={!hasFile}>
              Nahrát výpis
            </Button>
          </div>
          {importError ? (
            <Alert tone="danger" role="alert">
              {importError}
            </Alert>
          ) : null}
          {importResult ? <ImportSummary result={importResult} /> : null}
        </form>
      </Card>

      {archive ? <AccountingArchiveCard {...archive} /> : null}

      <section className={o.stack} aria-labelledby={ids.list}>
        <h2 id={ids.list} className={o.heading2}>
          Všechny objednávky
        </h2>
        <div className={o.filters}>
          <Select
            label="Stav"
            value={query.statuses[0] ?? ALL}
            options={[
              { value: ALL, label: 'Všechny stavy' },
              ...ORDER_STATUSES.map((s) => ({ value: s, label: ORDER_STATUS_LABELS[s] })),
            ]}
            onValueChange={(v) => change({ statuses: v === ALL ? [] : [v as OrderStatus] })}
          />
          <Select
            label="Druh"
            value={query.kinds[0] ?? ALL}
            options={[
              { value: ALL, label: 'Kredity i předplatné' },
              ...ORDER_KINDS.map((k) => ({ value: k, label: ORDER_KIND_LABELS[k] })),
            ]}
            onValueChange={(v) => change({ kinds: v === ALL ? [] : [v as AdminOrder['kind']] })}
          />
          <TextField
            label="Od"
            type="date"
            value={query.from ?? ''}
            onChange={(e) => change({ from: e.currentTarget.value || undefined })}
          />
          <TextField
            label="Do"
            type="date"
            value={query.to ?? ''}
            onChange={(e) => change({ to: e.currentTarget.value || undefined })}
          />
        </div>
        <form className={o.row} onSubmit={search}>
          <TextField
            label="Hledat podle VS, e-mailu nebo jména"
            type="search"
            name="q"
            ref={searchField}
            defaultValue={query.q ?? ''}
          />
          <Button type="submit" variant="secondary">
            Hledat
          </Button>
        </form>
        {status === 'error' ? (
          <ErrorBlock title="Objednávky se nepodařilo načíst" onRetry={onRetry} />
        ) : (
          <Table
            caption="Objednávky, nejnovější nahoře"
            columns={columns}
            rows={status === 'ready' ? (result?.items ?? []) : []}
            rowKey={(r) => r.id}
            status={status === 'loading' ? 'loading' : 'ready'}
            emptyText="Žádné objednávky neodpovídají filtru."
          />
        )}
        {status === 'ready' && result ? (
          <Pagination
            page={query.page}
            pageCount={pageCount}
            onPageChange={(page) => onQueryChange({ ...query, page })}
          />
        ) : null}
      </section>
    </div>
  )
}

function ImportSummary({ result }: { result: StatementImportResult }) {
  const columns: TableColumn<StatementImportResult['toReview'][number]>[] = [
    { key: 'date', header: 'Datum', cell: (r) => formatDate(r.date) },
    { key: 'vs', header: 'VS', cell: (r) => r.variableSymbol ?? '—' },
    { key: 'amount', header: 'Částka', numeric: true, cell: (r) => formatCzk(r.amountCzk) },
    {
      key: 'from',
      header: 'Plátce',
      cell: (r) => [r.counterName, r.counterAccount].filter(Boolean).join(', ') || '—',
    },
    { key: 'reason', header: 'Důvod', cell: (r) => REVIEW_REASON_LABELS[r.reason] },
  ]
  return (
    <div className={o.stack} role="status">
      <p className={o.paragraph}>{result.summary}</p>
      <p className={o.paragraph}>
        Příchozích plateb ve výpisu: {result.incoming}. Zaplaceno objednávek: {result.paid.length}. Už dříve
        importováno: {result.alreadyImported}. K posouzení: {result.toReview.length}.
      </p>
      {result.toReview.length ? (
        <>
          <Table
            caption="Platby k posouzení"
            columns={columns}
            rows={result.toReview}
            rowKey={(r) => r.bankRef}
          />
          <p className={o.paragraph}>
            <Link href={`${PAGES.adminPayments}?states=NEEDS_REVIEW`}>Vyřídit platby k posouzení</Link>{' '}
            (zůstávají ve frontě plateb, dokud je nevyřídíte)
          </p>
        </>
      ) : null}
    </div>
  )
}
