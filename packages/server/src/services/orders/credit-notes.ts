import type { IsoDate } from '@rg/domain/calendar'
import {
  CREDIT_NOTE_REASON,
  type CreditNoteDocument,
  creditNoteNumber,
  creditNoteTotals,
  type InvoiceDocument,
} from '@rg/domain/payments'
import type { RequestClaims } from '../../db/as-user.ts'
import { asUser } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'

/*
 * Credit notes (opravný daňový doklad) of cancelled paid orders (docs/decisions/1306-credit-notes.md). A credit note
 * corrects its order's whole invoice: the invoice's parties, the negated totals, its own number in a gap-free series
 * per year handed out exactly like the invoices' (a counter row incremented in the issuing transaction: the row lock
 * serialises concurrent issues and a rollback takes the number back).
 */

/** Issues the credit note of an order's invoice inside the caller's service-role transaction; null: no invoice. */
export async function issueCreditNote(
  tx: Queryable,
  orderId: string,
  today: IsoDate,
  adminId: string,
): Promise<string | null> {
  const invoice = (
    await tx.query<{
      id: string
      user_id: string | null
      base_halere: string | number
      vat_halere: string | number
      total_halere: string | number
      vat_rate_percent: string | number | null
    }>(
      `select id, user_id, base_halere, vat_halere, total_halere, vat_rate_percent from public.invoices
       where order_id = $1`,
      [orderId],
    )
  ).rows[0]
  if (!invoice) return null
  const year = Number(today.slice(0, 4))
  const counter = await tx.query<{ last_number: number }>(
    `insert into public.credit_note_counters (year, last_number) values ($1, 1)
     on conflict (year) do update set last_number = public.credit_note_counters.last_number + 1
     returning last_number`,
    [year],
  )
  const sequence = counter.rows[0]?.last_number as number
  const number = creditNoteNumber(year, sequence)
  const totals = creditNoteTotals({
    baseHalere: Number(invoice.base_halere),
    vatHalere: Number(invoice.vat_halere),
    totalHalere: Number(invoice.total_halere),
    ratePercent: invoice.vat_rate_percent === null ? null : Number(invoice.vat_rate_percent),
  })
  await tx.query(
    `insert into public.credit_notes (invoice_id, order_id, user_id, year, sequence, number, issued_on, reason,
       base_halere, vat_halere, total_halere, created_by)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      invoice.id,
      orderId,
      invoice.user_id,
      year,
      sequence,
      number,
      today,
      CREDIT_NOTE_REASON,
      totals.baseHalere,
      totals.vatHalere,
      totals.totalHalere,
      adminId,
    ],
  )
  return number
}

interface CreditNoteRow {
  id: string
  invoice_id: string
  number: string
  issued_on: string
  reason: string
  base_halere: string | number
  vat_halere: string | number
  total_halere: string | number
  vat_rate_percent: string | number | null
  invoice_number: string
  invoice_issued_on: string
  taxable_supply_on: string
  description: string
  variable_symbol: string
  supplier: InvoiceDocument['supplier'] | string
  customer: InvoiceDocument['customer'] | string
}

/** The credit note of an order, read as the requester (RLS: the owner's own or, for an admin, any). */
export async function readCreditNote(
  db: Database,
  claims: RequestClaims & { sub: string },
  orderId: string,
): Promise<(CreditNoteDocument & { id: string; invoiceId: string }) | null> {
  const row = await asUser(db, claims, async (tx) => {
    const rows = await tx.query<CreditNoteRow>(
      `select c.id, c.invoice_id, c.number, to_char(c.issued_on, 'YYYY-MM-DD') as issued_on, c.reason, c.base_halere, c.vat_halere,
         c.total_halere, i.vat_rate_percent, i.number as invoice_number,
         to_char(i.issued_on, 'YYYY-MM-DD') as invoice_issued_on,
         to_char(c.issued_on, 'YYYY-MM-DD') as taxable_supply_on, i.description, i.variable_symbol, i.supplier,
         i.customer
       from public.credit_notes c join public.invoices i on i.id = c.invoice_id
       where c.order_id = $1`,
      [orderId],
    )
    return rows.rows[0]
  })
  if (!row) return null
  const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v)
  const customer = json(row.customer)
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    number: row.number,
    issuedOn: row.issued_on,
    // the correction's taxable supply is the day it is issued (§ 42 odst. 3 zákona o DPH)
    taxableSupplyOn: row.taxable_supply_on,
    invoiceNumber: row.invoice_number,
    invoiceIssuedOn: row.invoice_issued_on,
    reason: row.reason,
    description: row.description,
    variableSymbol: row.variable_symbol,
    supplier: json(row.supplier),
    customer: { ...customer, email: customer.email ?? null },
    totals: {
      baseHalere: Number(row.base_halere),
      vatHalere: Number(row.vat_halere),
      totalHalere: Number(row.total_halere),
      ratePercent: row.vat_rate_percent === null ? null : Number(row.vat_rate_percent),
    },
  }
}
