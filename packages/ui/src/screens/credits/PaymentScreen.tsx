import { formatCzk, formatDateTime, formatIban, type Order, PAGES } from '@rg/domain'
import { Button, ButtonLink } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { ErrorBlock, LoadingBlock } from '../kit/blocks.tsx'
import * as o from '../kit/kit.css.ts'
import { OrderStatusBadge } from '../kit/order-parts.tsx'
import { PageHeader } from '../parts/parts.tsx'
import { CopyButton } from './parts/copy-button.tsx'
import * as css from './parts/credits.css.ts'
import { QrCode } from './parts/QrCode.tsx'

export interface PaymentScreenProps {
  /** 'notFound': the server answered that no such order exists for this account (a mistyped or foreign link). */
  status: 'loading' | 'error' | 'notFound' | 'ready'
  order?: Order
  /** GET /api/orders/:id/invoice, once the order is paid. */
  invoiceHref?: string
  onCancel?: () => void
  cancelling?: boolean
  onRetry?: () => void
  ordersHref?: string
  creditsHref?: string
}

/**
 * The payment page of an order: what to send where (account, IBAN, amount, variable symbol, message) with copy
 * buttons and the QR Platba code a Czech banking app reads; the app refreshes the order while the page is open.
 */
export function PaymentScreen({
  status,
  order,
  invoiceHref,
  onCancel,
  cancelling,
  onRetry,
  ordersHref = PAGES.creditOrders,
  creditsHref = PAGES.credits,
}: PaymentScreenProps) {
  const title = order ? `Objednávka ${order.variableSymbol}` : 'Objednávka'
  const header = (
    <PageHeader
      title={title}
      lead={order?.description}
      breadcrumbs={[
        { label: 'Kredity a předplatné', href: creditsHref },
        { label: 'Moje objednávky', href: ordersHref },
        { label: title },
      ]}
    />
  )
  if (status === 'loading' || (status === 'ready' && !order))
    return (
      <div className={o.page}>
        {header}
        <LoadingBlock label="Načítání objednávky..." />
      </div>
    )
  if (status === 'notFound')
    return (
      <div className={o.page}>
        {header}
        <EmptyState
          title="Objednávka neexistuje"
          description="Objednávku s tímto číslem nemáte. Zkontrolujte odkaz, nebo ji najděte ve svých objednávkách."
          action={
            <ButtonLink href={ordersHref} variant="secondary">
              Moje objednávky
            </ButtonLink>
          }
        />
      </div>
    )
  if (status === 'error' || !order)
    return (
      <div className={o.page}>
        {header}
        <ErrorBlock title="Objednávku se nepodařilo načíst" onRetry={onRetry} />
      </div>
    )

  const p = order.payment
  const facts: Array<[string, string, string]> = [
    ['Číslo účtu', p.accountNumber, 'číslo účtu'],
    ['IBAN', formatIban(p.iban), 'IBAN'],
    ['Částka', formatCzk(p.amountCzk), 'částku'],
    ['Variabilní symbol', p.variableSymbol, 'variabilní symbol'],
    ['Zpráva pro příjemce', p.message, 'zprávu pro příjemce'],
  ]
  const copyValue = (label: string, shown: string) =>
    label === 'Částka' ? String(p.amountCzk) : label === 'IBAN' ? p.iban : shown

  return (
    <div className={o.page}>
      {header}
      <div className={o.row}>
        <OrderStatusBadge status={order.status} />
        <span className={o.small}>Vytvořeno {formatDateTime(order.createdAt)}</span>
      </div>
      {order.status === 'PENDING' ? (
        <Card as="section" aria-label="Platební údaje">
          <div className={css.payment}>
            <div className={o.stack}>
              <p className={o.muted}>
                Zaplaťte převodem na účet níže. Jakmile platba dorazí, připíšeme kredity nebo spustíme
                předplatné a tato stránka se sama aktualizuje.
              </p>
              <dl className={css.facts}>
                {facts.map(([label, shown, accusative]) => (
                  <div key={label} style={{ display: 'contents' }}>
                    <dt className={css.factLabel}>{label}</dt>
                    <dd className={css.factValue}>
                      <span>{shown}</span>
                      <CopyButton value={copyValue(label, shown)} label={accusative} />
                    </dd>
                  </div>
                ))}
              </dl>
              {onCancel ? (
                <div>
                  <Button variant="ghost" onClick={onCancel} loading={cancelling}>
                    Zrušit objednávku
                  </Button>
                </div>
              ) : null}
            </div>
            <div className={css.qrBox}>
              <QrCode
                value={p.spayd}
                label={`QR Platba: ${formatCzk(p.amountCzk)}, VS ${p.variableSymbol}`}
              />
              <span className={o.small}>Naskenujte v aplikaci své banky</span>
            </div>
          </div>
        </Card>
      ) : order.status === 'PAID' ? (
        <EmptyState
          icon="check"
          title="Zaplaceno, děkujeme"
          description={`Platbu jsme přijali ${order.paidAt ? formatDateTime(order.paidAt) : ''}. Faktura ${order.invoiceNumber ?? ''} je připravena ke stažení.`}
          action={
            invoiceHref ? (
              <ButtonLink href={invoiceHref} download>
                Stáhnout fakturu (PDF)
              </ButtonLink>
            ) : undefined
          }
        />
      ) : (
        <EmptyState
          title="Objednávka je zrušená"
          description="Za tuto objednávku už neplaťte. Novou můžete vytvořit na stránce Kredity a předplatné."
          action={
            <ButtonLink href={creditsHref} variant="secondary">
              Kredity a předplatné
            </ButtonLink>
          }
        />
      )}
    </div>
  )
}
