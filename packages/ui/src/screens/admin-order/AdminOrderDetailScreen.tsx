import {
  ADMIN_AUDIT_ACTION_LABELS,
  type AdminBankPayment,
  type AdminOrderDetail,
  auditChanges,
  BANK_PAYMENT_RESOLUTION_LABELS,
  BANK_PAYMENT_STATE_LABELS,
  formatCzk,
  formatCzkExact,
  formatDate,
  formatDateTime,
  PAGES,
  REVIEW_REASON_LABELS,
} from '@rg/domain'
import { type ReactNode, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Table, type TableColumn } from '../../primitives/Table/Table.tsx'
import { ErrorBlock } from '../kit/blocks.tsx'
import * as css from '../kit/kit.css.ts'
import { DocumentDownload, OrderStatusBadge } from '../kit/order-parts.tsx'
import { PageHeader } from '../parts/parts.tsx'

export interface AdminOrderDetailScreenProps {
  status: 'loading' | 'error' | 'ready'
  detail?: AdminOrderDetail
  onRetry?: () => void
  /** "Označit jako zaplacené" (a PENDING order): pays it once on the server. */
  onMarkPaid: () => void
  /**
   * "Zrušit" a PENDING order, or cancel a PAID credit pack and return its price with a credit note (asked to confirm
   * first; docs/decisions/1306-credit-notes.md).
   */
  onCancel: () => void
  /** An action runs now. */
  busy?: boolean
  /** The result of the last action, or its Czech refusal. */
  notice?: { tone: 'success' | 'error'; text: string } | null
  invoiceHref?: string
  creditNoteHref?: string
  /** The invoice and the credit note as ISDOC for accounting programs (docs/decisions/1310-isdoc.md). */
  invoiceIsdocHref?: string
  creditNoteIsdocHref?: string
  /** The buyer's detail in the admin area. */
  userHref?: string
  /** The payments queue, filtered to this order's variable symbol. */
  paymentsHref?: string
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className={css.factTerm}>{term}</dt>
      <dd className={css.factValue}>{children}</dd>
    </div>
  )
}

const CRUMBS = [
  { label: 'Administrace', href: PAGES.admin },
  { label: 'Objednávky', href: PAGES.adminOrders },
]

const paymentColumns: TableColumn<AdminBankPayment>[] = [
  { key: 'date', header: 'Zaúčtováno', cell: (p) => formatDate(p.bookedOn) },
  { key: 'amount', header: 'Částka', numeric: true, cell: (p) => formatCzkExact(p.amountCzk) },
  {
    key: 'from',
    header: 'Plátce',
    cell: (p) => [p.counterName, p.counterAccount].filter(Boolean).join(', ') || '—',
  },
  {
    key: 'state',
    header: 'Stav',
    cell: (p) => (
      <span className={css.stackTight}>
        <span>{BANK_PAYMENT_STATE_LABELS[p.state]}</span>
        {p.outcome !== 'MATCHED' && !p.resolution ? (
          <span className={css.small}>{REVIEW_REASON_LABELS[p.outcome]}</span>
        ) : null}
        {p.resolution ? (
          <span className={css.small}>
            {BANK_PAYMENT_RESOLUTION_LABELS[p.resolution.kind]}: {p.resolution.note}
          </span>
        ) : null}
      </span>
    ),
  },
]

/**
 * /portal/admin/orders/{id}: one order with its buyer, the payments of imported statements that concern it, its
 * invoice and credit note, the actions its state allows and the audit trail (docs/decisions/1308-admin-order-detail.md).
 */
export function AdminOrderDetailScreen({
  status,
  detail,
  onRetry,
  onMarkPaid,
  onCancel,
  busy = false,
  notice,
  invoiceHref,
  creditNoteHref,
  invoiceIsdocHref,
  creditNoteIsdocHref,
  userHref,
  paymentsHref,
}: AdminOrderDetailScreenProps) {
  const [confirming, setConfirming] = useState(false)
  if (status === 'error')
    return (
      <div className={css.page}>
        <PageHeader title="Objednávka" breadcrumbs={CRUMBS} />
        <ErrorBlock title="Objednávku se nepodařilo načíst" onRetry={onRetry} />
      </div>
    )
  if (status === 'loading' || !detail)
    return (
      <div className={css.page}>
        <PageHeader title="Objednávka" breadcrumbs={CRUMBS} />
        <p role="status" className={css.muted}>
          Načítám objednávku…
        </p>
      </div>
    )

  const title = `Objednávka VS ${detail.variableSymbol}`
  const refundable = detail.status === 'PAID' && detail.kind === 'CREDITS'
  return (
    <div className={css.page}>
      <PageHeader title={title} lead={detail.description} breadcrumbs={[...CRUMBS, { label: title }]} />
      {notice ? (
        <Alert
          role={notice.tone === 'error' ? 'alert' : 'status'}
          tone={notice.tone === 'error' ? 'danger' : 'info'}
        >
          {notice.text}
        </Alert>
      ) : null}
      <div className={css.row}>
        <OrderStatusBadge status={detail.status} />
        {detail.creditNote ? <Badge tone="warning">Platba vrácena</Badge> : null}
      </div>

      <Card>
        <section aria-labelledby="order-heading" className={css.stack}>
          <h2 id="order-heading" className={css.heading2}>
            Objednávka
          </h2>
          <dl className={css.facts}>
            <Fact term="Položka">{detail.description}</Fact>
            <Fact term="Částka">{formatCzk(detail.amountCzk)}</Fact>
            <Fact term="Variabilní symbol">{detail.variableSymbol}</Fact>
            <Fact term="Vytvořeno">{formatDateTime(detail.createdAt)}</Fact>
            <Fact term="Zaplaceno">{detail.paidAt ? formatDateTime(detail.paidAt) : '—'}</Fact>
            <Fact term="Uživatel">
              <span className={css.stackTight}>
                {userHref ? (
                  <Link href={userHref}>{detail.user.name ?? detail.user.email}</Link>
                ) : (
                  <span>{detail.user.name ?? detail.user.email}</span>
                )}
                <span className={css.small}>{detail.user.email}</span>
              </span>
            </Fact>
          </dl>
        </section>
      </Card>

      <Card>
        <section aria-labelledby="documents-heading" className={css.stack}>
          <h2 id="documents-heading" className={css.heading2}>
            Doklady
          </h2>
          <ul className={css.plainList}>
            <li>
              {detail.invoice ? (
                <>
                  {invoiceHref ? (
                    <DocumentDownload
                      label={`Faktura ${detail.invoice.number}`}
                      pdfHref={invoiceHref}
                      isdocHref={invoiceIsdocHref}
                    />
                  ) : (
                    <span>Faktura {detail.invoice.number}</span>
                  )}{' '}
                  <span className={css.small}>
                    vystavena {formatDate(detail.invoice.issuedOn)}, {formatCzkExact(detail.invoice.totalCzk)}
                  </span>
                </>
              ) : (
                <span className={css.muted}>Faktura se vystaví, až bude objednávka zaplacená.</span>
              )}
            </li>
            {detail.creditNote ? (
              <li>
                {creditNoteHref ? (
                  <DocumentDownload
                    label={`Opravný doklad ${detail.creditNote.number}`}
                    pdfHref={creditNoteHref}
                    isdocHref={creditNoteIsdocHref}
                  />
                ) : (
                  <span>Opravný doklad {detail.creditNote.number}</span>
                )}{' '}
                <span className={css.small}>
                  vystaven {formatDate(detail.creditNote.issuedOn)} k faktuře{' '}
                  {detail.creditNote.invoiceNumber}, {formatCzkExact(detail.creditNote.totalCzk)} (
                  {detail.creditNote.reason})
                </span>
              </li>
            ) : null}
          </ul>
        </section>
      </Card>

      <Card>
        <section aria-labelledby="payments-heading" className={css.stack}>
          <h2 id="payments-heading" className={css.heading2}>
            Platby z bankovních výpisů
          </h2>
          {detail.payments.length ? (
            <Table
              caption="Platby z výpisů k této objednávce"
              columns={paymentColumns}
              rows={detail.payments}
              rowKey={(p) => p.id}
            />
          ) : (
            <p className={css.muted}>
              Žádná platba z importovaného výpisu se k objednávce nevztahuje
              {detail.paidAt ? ' (zaplacení bylo potvrzeno ručně)' : ''}.
            </p>
          )}
          {paymentsHref ? (
            <p className={css.small}>
              <Link href={paymentsHref}>Platby s tímto variabilním symbolem ve frontě plateb</Link>
            </p>
          ) : null}
        </section>
      </Card>

      <Card>
        <section aria-labelledby="actions-heading" className={css.stack}>
          <h2 id="actions-heading" className={css.heading2}>
            Akce
          </h2>
          {detail.status === 'PENDING' ? (
            <div className={css.row}>
              <Button loading={busy} onClick={onMarkPaid}>
                Označit jako zaplacené
              </Button>
              <Button variant="ghost" disabled={busy} onClick={onCancel}>
                Zrušit objednávku
              </Button>
            </div>
          ) : refundable && !confirming ? (
            <div>
              <Button variant="danger" disabled={busy} onClick={() => setConfirming(true)}>
                Zrušit a vrátit platbu
              </Button>
            </div>
          ) : refundable ? (
            <div className={css.stack}>
              <p id="refund-question" className={css.paragraph}>
                Zrušit zaplacenou objednávku? Vystavíme opravný daňový doklad na {formatCzk(detail.amountCzk)}{' '}
                k faktuře {detail.invoiceNumber}, odebereme kredity z objednávky, které uživatel ještě má, a
                pošleme mu zprávu. Peníze vraťte převodem na účet, ze kterého přišly.
              </p>
              <div className={css.row}>
                <Button
                  variant="danger"
                  loading={busy}
                  onClick={() => {
                    setConfirming(false)
                    onCancel()
                  }}
                >
                  Ano, zrušit a vystavit opravný doklad
                </Button>
                <Button variant="ghost" disabled={busy} onClick={() => setConfirming(false)}>
                  Ponechat
                </Button>
              </div>
            </div>
          ) : detail.status === 'PAID' ? (
            <p className={css.muted}>
              Zaplacené předplatné nelze zrušit s vrácením platby: upravte kredity uživatele ručně na jeho
              detailu.
            </p>
          ) : (
            <p className={css.muted}>Zrušená objednávka už žádné akce nemá.</p>
          )}
        </section>
      </Card>

      <Card>
        <section aria-labelledby="audit-heading" className={css.stack}>
          <h2 id="audit-heading" className={css.heading2}>
            Historie zásahů
          </h2>
          {detail.auditLog.length === 0 ? (
            <p className={css.muted}>Zatím žádné zásahy administrátorů.</p>
          ) : (
            <ol className={css.timeline}>
              {detail.auditLog.map((e) => (
                <li key={e.id} className={css.timelineItem}>
                  <strong>{ADMIN_AUDIT_ACTION_LABELS[e.action]}</strong>
                  <span className={css.small}>
                    {formatDateTime(e.createdAt)} · {e.actor?.name ?? 'smazaný administrátor'}
                  </span>
                  {auditChanges(e).map((c) => (
                    <span key={c.field}>
                      {c.label}: {c.before} → {c.after}
                    </span>
                  ))}
                  {e.note ? <span>{e.note}</span> : null}
                </li>
              ))}
            </ol>
          )}
        </section>
      </Card>
    </div>
  )
}
