import { formatCzk, formatDateTime, type Order, PAGES } from '@rg/domain'
import { Button, ButtonLink } from '../../primitives/Button/Button.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Table, type TableColumn } from '../../primitives/Table/Table.tsx'
import { ErrorBlock, LoadingBlock } from '../kit/blocks.tsx'
import * as o from '../kit/kit.css.ts'
import { DocumentDownload, OrderStatusBadge } from '../kit/order-parts.tsx'
import { PageHeader } from '../parts/parts.tsx'

export interface OrdersScreenProps {
  status: 'loading' | 'error' | 'ready'
  orders: readonly Order[]
  /** Cancels a PENDING order. */
  onCancel: (orderId: string) => void
  /** The order being cancelled now. */
  cancellingId?: string | null
  onRetry?: () => void
  orderHref?: (orderId: string) => string
  invoiceHref?: (orderId: string) => string
  /** A cancelled paid order's credit note (docs/decisions/1306-credit-notes.md). */
  creditNoteHref?: (orderId: string) => string
  /** The invoice as ISDOC for accounting programs (docs/decisions/1310-isdoc.md). */
  invoiceIsdocHref?: (orderId: string) => string
  /** The credit note as ISDOC. */
  creditNoteIsdocHref?: (orderId: string) => string
  creditsHref?: string
}

/** /portal/credits/orders: the user's orders with their state, payment page, invoice and cancel. */
export function OrdersScreen({
  status,
  orders,
  onCancel,
  cancellingId,
  onRetry,
  orderHref = (id) => `${PAGES.creditOrders}/${id}`,
  invoiceHref,
  creditNoteHref,
  invoiceIsdocHref,
  creditNoteIsdocHref,
  creditsHref = PAGES.credits,
}: OrdersScreenProps) {
  const columns: TableColumn<Order>[] = [
    {
      key: 'vs',
      header: 'Variabilní symbol',
      cell: (r) => <Link href={orderHref(r.id)}>{r.variableSymbol}</Link>,
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
            <Link href={orderHref(r.id)}>Zaplatit</Link>
            <Button
              size="sm"
              variant="ghost"
              loading={cancellingId === r.id}
              onClick={() => onCancel(r.id)}
              aria-label={`Zrušit objednávku ${r.variableSymbol}`}
            >
              Zrušit
            </Button>
          </span>
        ) : r.status === 'PAID' && invoiceHref ? (
          <DocumentDownload
            label={`Faktura ${r.invoiceNumber}`}
            pdfHref={invoiceHref(r.id)}
            isdocHref={invoiceIsdocHref?.(r.id)}
          />
        ) : r.creditNoteNumber && invoiceHref && creditNoteHref ? (
          <span className={o.stackTight}>
            <DocumentDownload
              label={`Faktura ${r.invoiceNumber}`}
              pdfHref={invoiceHref(r.id)}
              isdocHref={invoiceIsdocHref?.(r.id)}
            />
            <DocumentDownload
              label={`Opravný doklad ${r.creditNoteNumber}`}
              pdfHref={creditNoteHref(r.id)}
              isdocHref={creditNoteIsdocHref?.(r.id)}
            />
          </span>
        ) : (
          '—'
        ),
    },
  ]
  return (
    <div className={o.page}>
      <PageHeader
        title="Moje objednávky"
        breadcrumbs={[{ label: 'Kredity a předplatné', href: creditsHref }, { label: 'Moje objednávky' }]}
      />
      {status === 'loading' ? (
        <LoadingBlock label="Načítání objednávek..." />
      ) : status === 'error' ? (
        <ErrorBlock title="Objednávky se nepodařilo načíst" onRetry={onRetry} />
      ) : orders.length === 0 ? (
        <EmptyState
          title="Zatím nemáte žádné objednávky"
          description="Kredity a předplatné objednáte na stránce Kredity a předplatné."
          action={<ButtonLink href={creditsHref}>Kredity a předplatné</ButtonLink>}
        />
      ) : (
        <Table caption="Objednávky, nejnovější nahoře" columns={columns} rows={orders} rowKey={(r) => r.id} />
      )}
    </div>
  )
}
