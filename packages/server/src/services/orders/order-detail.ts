import type { AdminOrderDetail } from '@rg/domain/roles'
import { asUser } from '../../db/as-user.ts'
import { readAudit } from '../audit-log.ts'
import { type Outcome, ok } from '../outcome.ts'
import { type AdminRow, type Claims, NOT_FOUND, type OrderDeps, toAdminOrder } from './order-service.ts'
import { paymentsOfOrder } from './payment-queue.ts'

/*
 * The admin's order detail (docs/decisions/1308-admin-order-detail.md): the order and its buyer, the incoming payments
 * of imported statements that concern it, its invoice and credit note, and the audit trail of the order and of those
 * payments' decisions, newest first. Read as the admin: every table's admin policy applies.
 */

interface DocumentRow {
  number: string
  issued_on: string
  total_halere: string | number
}

export async function adminGetOrder(
  deps: Pick<OrderDeps, 'db' | 'operator'>,
  admin: Claims,
  id: string,
): Promise<Outcome<AdminOrderDetail>> {
  const detail = await asUser(deps.db, admin, async (tx) => {
    const row = (
      await tx.query<AdminRow>(
        `select o.id, o.user_id, o.kind, o.credits, o.tier, o.term, o.amount_czk,
           o.variable_symbol::text as variable_symbol, o.status, o.created_at, o.paid_at,
           i.number as invoice_number, cn.number as credit_note_number, p.email, p.first_name, p.last_name
         from public.orders o join public.profiles p on p.id = o.user_id
         left join public.invoices i on i.order_id = o.id
         left join public.credit_notes cn on cn.order_id = o.id
         where o.id = $1`,
        [id],
      )
    ).rows[0]
    if (!row) return null
    const invoice = (
      await tx.query<DocumentRow>(
        `select number, to_char(issued_on, 'YYYY-MM-DD') as issued_on, total_halere from public.invoices
         where order_id = $1`,
        [id],
      )
    ).rows[0]
    const creditNote = (
      await tx.query<DocumentRow & { reason: string; invoice_number: string }>(
        `select c.number, to_char(c.issued_on, 'YYYY-MM-DD') as issued_on, c.total_halere, c.reason,
           i.number as invoice_number
         from public.credit_notes c join public.invoices i on i.id = c.invoice_id where c.order_id = $1`,
        [id],
      )
    ).rows[0]
    const payments = await paymentsOfOrder(tx, id)
    const trails = [await readAudit(tx, { subject: `order:${id}` })]
    for (const p of payments) trails.push(await readAudit(tx, { subject: `bank_payment:${p.id}` }))
    const auditLog = trails
      .flat()
      .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || a.id.localeCompare(b.id))
    const document = (d: DocumentRow) => ({
      number: d.number,
      issuedOn: d.issued_on,
      totalCzk: Number(d.total_halere) / 100,
    })
    return {
      ...toAdminOrder(row, deps.operator),
      payments,
      invoice: invoice ? document(invoice) : null,
      creditNote: creditNote
        ? { ...document(creditNote), reason: creditNote.reason, invoiceNumber: creditNote.invoice_number }
        : null,
      auditLog,
    }
  })
  return detail ? ok(detail) : NOT_FOUND
}
