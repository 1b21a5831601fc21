import {
  type AdminBankPayment,
  BANK_PAYMENT_RESOLUTION_LABELS,
  BANK_PAYMENT_STATE_LABELS,
  BANK_PAYMENT_STATES,
  type BankPaymentResolveRequest,
  type BankPaymentState,
  bankPaymentResolveRequestSchema,
  formatCzk,
  formatCzkExact,
  formatDate,
  formatDateTime,
  ORDER_STATUS_LABELS,
  PAGES,
  REVIEW_REASON_LABELS,
} from '@rg/domain'
import { type FormEvent, useId, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { useFailureText } from '../../primitives/Alert/FailureTextProvider.tsx'
import { Badge, type BadgeProps } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Pagination } from '../../primitives/Pagination/Pagination.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { Table, type TableColumn } from '../../primitives/Table/Table.tsx'
import { Textarea, TextField } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock } from '../kit/blocks.tsx'
import { submitted, useOutsideValue } from '../kit/form.ts'
import * as o from '../kit/kit.css.ts'
import { PageHeader } from '../parts/parts.tsx'

const ALL = 'ALL'

/** The queue's filters (GET /api/admin/payments), controlled: the app keeps them in the URL. */
export interface AdminPaymentsQuery {
  page: number
  pageSize: number
  states: BankPaymentState[]
  q?: string
  from?: string
  to?: string
}

export interface AdminPaymentsScreenProps {
  query: AdminPaymentsQuery
  onQueryChange: (next: AdminPaymentsQuery) => void
  status: 'loading' | 'error' | 'ready'
  result?: { items: AdminBankPayment[]; page: number; pageSize: number; total: number }
  onRetry?: () => void
  /**
   * Decides a payment that waits for a person. The dialog closes when the promise settles without an error; a
   * rejection's message (the server's Czech refusal, e.g. someone else was faster) is shown in the dialog.
   */
  onResolve: (payment: AdminBankPayment, request: BankPaymentResolveRequest) => unknown
  /** Where an order's detail is (its variable symbol links there, docs/decisions/1308-admin-order-detail.md). */
  orderHref?: (order: { id: string; variableSymbol: string }) => string
}

const STATE_TONES: Readonly<Record<BankPaymentState, BadgeProps['tone']>> = {
  MATCHED: 'success',
  NEEDS_REVIEW: 'warning',
  RESOLVED: 'neutral',
}

type Action = BankPaymentResolveRequest['action']
const ACTIONS: ReadonlyArray<{ value: Action; label: string; hint: string }> = [
  {
    value: 'ASSIGN',
    label: 'Přiřadit k objednávce',
    hint: 'Objednávka se zaplatí (kredity, faktura, upozornění zákazníkovi) – jen jednou.',
  },
  { value: 'REFUND', label: 'Platba byla vrácena', hint: 'Peníze jste poslali plátci zpět.' },
  {
    value: 'NOT_OURS',
    label: 'Není platba za objednávku',
    hint: 'Například jiná platba na účet provozovatele.',
  },
]

/** /portal/admin/payments: every imported incoming payment; the ones that need a person are decided here. */
export function AdminPaymentsScreen({
  query,
  onQueryChange,
  status,
  result,
  onRetry,
  onResolve,
  orderHref,
}: AdminPaymentsScreenProps) {
  const searchField = useOutsideValue<HTMLInputElement>(query.q ?? '')
  const [deciding, setDeciding] = useState<AdminBankPayment | null>(null)
  const listId = useId()
  const change = (patch: Partial<AdminPaymentsQuery>) => onQueryChange({ ...query, ...patch, page: 1 })
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1
  const search = (event: FormEvent<HTMLFormElement>) => {
    const q = submitted(event).text('q')
    change({ q: q === '' ? undefined : q })
  }

  const columns: TableColumn<AdminBankPayment>[] = [
    { key: 'date', header: 'Zaúčtováno', cell: (r) => formatDate(r.bookedOn) },
    { key: 'amount', header: 'Částka', numeric: true, cell: (r) => formatCzkExact(r.amountCzk) },
    { key: 'vs', header: 'VS', cell: (r) => r.variableSymbol ?? '—' },
    {
      key: 'from',
      header: 'Plátce',
      cell: (r) => (
        <span className={o.stackTight}>
          <span>{r.counterName ?? '—'}</span>
          <span className={o.small}>{r.counterAccount ?? ''}</span>
        </span>
      ),
    },
    {
      key: 'state',
      header: 'Stav',
      cell: (r) => (
        <span className={o.stackTight}>
          <Badge tone={STATE_TONES[r.state]} data-state={r.state}>
            {BANK_PAYMENT_STATE_LABELS[r.state]}
          </Badge>
          <span className={o.small}>
            {r.resolution
              ? `${BANK_PAYMENT_RESOLUTION_LABELS[r.resolution.kind]}: ${r.resolution.note}`
              : r.outcome === 'MATCHED'
                ? ''
                : REVIEW_REASON_LABELS[r.outcome]}
          </span>
          {r.resolution ? (
            <span className={o.small}>
              {[r.resolution.by, formatDateTime(r.resolution.at)].filter(Boolean).join(', ')}
            </span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'order',
      header: 'Objednávka',
      cell: (r) =>
        r.order ? (
          <span className={o.stackTight}>
            {orderHref ? (
              <Link href={orderHref(r.order)}>VS {r.order.variableSymbol}</Link>
            ) : (
              <span>VS {r.order.variableSymbol}</span>
            )}
            <span className={o.small}>
              {formatCzk(r.order.amountCzk)}, {ORDER_STATUS_LABELS[r.order.status]}
            </span>
          </span>
        ) : (
          '—'
        ),
    },
    {
      key: 'actions',
      header: 'Akce',
      cell: (r) =>
        r.state === 'NEEDS_REVIEW' ? (
          <Button
            size="sm"
            onClick={() => setDeciding(r)}
            aria-label={`Vyřídit platbu ${formatCzkExact(r.amountCzk)} z ${formatDate(r.bookedOn)}`}
          >
            Vyřídit
          </Button>
        ) : (
          '—'
        ),
    },
  ]

  return (
    <div className={o.page}>
      <PageHeader
        title="Platby z výpisů"
        lead="Každá příchozí platba z nahraných výpisů. Platby, které nezaplatily objednávku samy (jiná částka, neznámý variabilní symbol, objednávka už zaplacená), čekají tady, dokud je nevyřídíte."
        breadcrumbs={[{ label: 'Administrace', href: PAGES.admin }, { label: 'Platby' }]}
      />
      <section className={o.stack} aria-labelledby={listId}>
        <h2 id={listId} className={o.heading2}>
          Příchozí platby
        </h2>
        <div className={o.filters}>
          <Select
            label="Stav"
            value={query.states.length === 1 ? (query.states[0] as string) : ALL}
            options={[
              { value: ALL, label: 'Všechny stavy' },
              ...BANK_PAYMENT_STATES.map((s) => ({ value: s, label: BANK_PAYMENT_STATE_LABELS[s] })),
            ]}
            onValueChange={(v) => change({ states: v === ALL ? [] : [v as BankPaymentState] })}
          />
          <TextField
            label="Zaúčtováno od"
            type="date"
            value={query.from ?? ''}
            onChange={(e) => change({ from: e.currentTarget.value || undefined })}
          />
          <TextField
            label="Zaúčtováno do"
            type="date"
            value={query.to ?? ''}
            onChange={(e) => change({ to: e.currentTarget.value || undefined })}
          />
        </div>
        <form className={o.row} onSubmit={search}>
          <TextField
            label="Hledat podle VS, protiúčtu nebo plátce"
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
          <ErrorBlock title="Platby se nepodařilo načíst" onRetry={onRetry} />
        ) : (
          <Table
            caption="Příchozí platby, nejnovější nahoře"
            columns={columns}
            rows={status === 'ready' ? (result?.items ?? []) : []}
            rowKey={(r) => r.id}
            status={status === 'loading' ? 'loading' : 'ready'}
            emptyText="Žádné platby neodpovídají filtru."
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
      {deciding ? (
        <ResolveDialog
          payment={deciding}
          onClose={() => setDeciding(null)}
          onResolve={(request) => onResolve(deciding, request)}
        />
      ) : null}
    </div>
  )
}

function ResolveDialog({
  payment,
  onClose,
  onResolve,
}: {
  payment: AdminBankPayment
  onClose: () => void
  onResolve: (request: BankPaymentResolveRequest) => unknown
}) {
  const failureText = useFailureText()
  // the chosen action shows or hides the variable symbol's field
  const [action, setAction] = useState<Action>('ASSIGN')
  const [errors, setErrors] = useState<{ variableSymbol?: string; note?: string; form?: string }>({})
  const [busy, setBusy] = useState(false)
  const name = useId()

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const form = submitted(event)
    const note = form.raw('note')
    const request =
      action === 'ASSIGN' ? { action, variableSymbol: form.raw('variableSymbol'), note } : { action, note }
    const parsed = bankPaymentResolveRequestSchema.safeParse(request)
    if (!parsed.success) {
      const found: typeof errors = {}
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] === 'variableSymbol' ? 'variableSymbol' : 'note'
        found[key] ??= issue.message
      }
      setErrors(found)
      return
    }
    setErrors({})
    setBusy(true)
    try {
      await onResolve(request as BankPaymentResolveRequest)
      onClose()
    } catch (error) {
      setErrors({ form: failureText(error, 'Platbu se nepodařilo vyřídit.') })
    } finally {
      setBusy(false)
    }
  }

  const from = [payment.counterName, payment.counterAccount].filter(Boolean).join(', ')
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose()
      }}
      dismissible={!busy}
      title="Vyřídit platbu"
      description={`${formatCzkExact(payment.amountCzk)} ze dne ${formatDate(payment.bookedOn)}, VS ${payment.variableSymbol ?? '—'}${from ? `, od ${from}` : ''}. ${payment.outcome === 'MATCHED' ? '' : REVIEW_REASON_LABELS[payment.outcome]}${payment.order ? ` (objednávka VS ${payment.order.variableSymbol} za ${formatCzk(payment.order.amountCzk)})` : ''}.`}
    >
      <form className={o.stack} onSubmit={submit} noValidate>
        <fieldset className={o.stack}>
          <legend className={o.small}>Co se s platbou stalo</legend>
          {ACTIONS.map((a) => (
            <label key={a.value} className={o.row}>
              <input
                type="radio"
                name={name}
                value={a.value}
                defaultChecked={a.value === 'ASSIGN'}
                onChange={() => setAction(a.value)}
              />
              <span className={o.stackTight}>
                <span>{a.label}</span>
                <span className={o.small}>{a.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {action === 'ASSIGN' ? (
          <TextField
            label="Variabilní symbol objednávky"
            inputMode="numeric"
            required
            name="variableSymbol"
            defaultValue={payment.order?.status === 'PENDING' ? payment.order.variableSymbol : ''}
            error={errors.variableSymbol}
          />
        ) : null}
        <Textarea
          label="Poznámka (zapíše se do auditního záznamu)"
          required
          rows={3}
          name="note"
          error={errors.note}
        />
        {errors.form ? (
          <Alert tone="danger" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        <div className={o.row}>
          <DialogClose asChild>
            <Button variant="ghost" disabled={busy}>
              Zrušit
            </Button>
          </DialogClose>
          <Button type="submit" loading={busy}>
            Potvrdit
          </Button>
        </div>
      </form>
    </Dialog>
  )
}
