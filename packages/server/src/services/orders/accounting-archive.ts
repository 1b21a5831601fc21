import { pragueDate } from '@rg/domain/calendar'
import {
  ACCOUNTING_ARCHIVE_BUSY,
  ACCOUNTING_ARCHIVE_MAX_DOCUMENTS,
  ACCOUNTING_ARCHIVE_TOO_LARGE,
  type AccountingEntry,
  accountingCsvHead,
  accountingCsvLine,
  accountingEntryPath,
  accountingMonthRange,
  accountingMonthRefusal,
  accountingSummaryName,
  type CreditNoteDocument,
  creditNoteIsdoc,
  type InvoiceDocument,
  invoiceIsdoc,
} from '@rg/domain/payments'
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'
import { asUser } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { writeAudit } from '../audit-log.ts'
import { type Outcome, ok, refused } from '../outcome.ts'
import { renderCreditNotePdf, renderInvoicePdf } from './invoice-pdf.ts'
import type { Claims } from './order-service.ts'

/*
 * A month's documents for the accountant in one ZIP (docs/decisions/1311-accounting-archive.md): every invoice and
 * credit note issued in the month as PDF and ISDOC, and a CSV summary. Written as it is read: the documents come in
 * batches of ARCHIVE_BATCH by their number, each batch its own short transaction as the admin (RLS), each document
 * rendered and compressed (fflate) only when the client has taken the previous piece, so the server holds one batch
 * and one document's files, not the month. Bounded: at most ACCOUNTING_ARCHIVE_MAX_DOCUMENTS documents (counted
 * before the first byte, a Czech 413 above), at most ARCHIVES_AT_ONCE archives being written by one process (a Czech
 * 429 beyond). The download is audited when it starts.
 */

export const ARCHIVE_BATCH = 50
export const ARCHIVES_AT_ONCE = 2
let writing = 0

type Json<T> = T | string
const json = <T>(v: Json<T>): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v)

interface DocumentRow {
  id: string
  number: string
  issued_on: string
  taxable_supply_on: string
  description: string
  variable_symbol: string
  base_halere: string | number
  vat_halere: string | number
  total_halere: string | number
  vat_rate_percent: string | number | null
  supplier: Json<InvoiceDocument['supplier']>
  customer: Json<InvoiceDocument['customer']>
  // credit notes only
  invoice_id?: string
  invoice_number?: string
  invoice_issued_on?: string
  reason?: string
}

function toDocument(row: DocumentRow): InvoiceDocument {
  const customer = json(row.customer)
  return {
    number: row.number,
    issuedOn: row.issued_on,
    taxableSupplyOn: row.taxable_supply_on,
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

const INVOICES = `select i.id, i.number, to_char(i.issued_on, 'YYYY-MM-DD') as issued_on,
    to_char(i.taxable_supply_on, 'YYYY-MM-DD') as taxable_supply_on, i.description, i.variable_symbol,
    i.base_halere, i.vat_halere, i.total_halere, i.vat_rate_percent, i.supplier, i.customer
  from public.invoices i
  where i.issued_on >= $1::date and i.issued_on < $2::date and i.number > $3
  order by i.number limit $4`

// a credit note's parties and rate are its invoice's (decision 1306); its taxable supply is its own issue day
const CREDIT_NOTES = `select c.id, c.number, to_char(c.issued_on, 'YYYY-MM-DD') as issued_on,
    to_char(c.issued_on, 'YYYY-MM-DD') as taxable_supply_on, i.description, i.variable_symbol,
    c.base_halere, c.vat_halere, c.total_halere, i.vat_rate_percent, i.supplier, i.customer,
    c.invoice_id, i.number as invoice_number, to_char(i.issued_on, 'YYYY-MM-DD') as invoice_issued_on, c.reason
  from public.credit_notes c join public.invoices i on i.id = c.invoice_id
  where c.issued_on >= $1::date and c.issued_on < $2::date and c.number > $3
  order by c.number limit $4`

async function countDocuments(tx: Queryable, from: string, to: string): Promise<number> {
  const { rows } = await tx.query<{ n: string }>(
    `select ((select count(*) from public.invoices where issued_on >= $1::date and issued_on < $2::date)
       + (select count(*) from public.credit_notes where issued_on >= $1::date and issued_on < $2::date))::text as n`,
    [from, to],
  )
  return Number(rows[0]?.n ?? 0)
}

export interface ArchiveDeps {
  db: Database
  now?: () => Date
  /** The bound on documents (tests set a small one). */
  maxDocuments?: number
}

/**
 * Checks the month and the bounds, audits the download and answers the archive's bytes as a pull generator; the
 * caller streams them. The generator releases its slot when it ends or the client goes away.
 */
export async function openAccountingArchive(
  deps: ArchiveDeps,
  admin: Claims,
  month: string,
): Promise<Outcome<AsyncGenerator<Uint8Array>>> {
  const today = pragueDate((deps.now ?? (() => new Date()))())
  const future = accountingMonthRefusal(month, today)
  if (future) return refused(future)
  if (writing >= ARCHIVES_AT_ONCE) return refused(ACCOUNTING_ARCHIVE_BUSY)
  const { from, to } = accountingMonthRange(month)
  const max = deps.maxDocuments ?? ACCOUNTING_ARCHIVE_MAX_DOCUMENTS
  const count = await asUser(deps.db, admin, async (tx) => {
    const n = await countDocuments(tx, from, to)
    if (n <= max)
      await writeAudit(
        tx,
        admin.sub,
        { subject: `accounting:${month}` },
        'ACCOUNTING_ARCHIVE_DOWNLOADED',
        {},
        {
          month,
          documents: n,
        },
      )
    return n
  })
  if (count > max) return refused(ACCOUNTING_ARCHIVE_TOO_LARGE)
  writing++
  // the slot is given back once: when the archive ends, fails, or is abandoned (even before its first piece)
  let held = true
  const release = () => {
    if (held) writing--
    held = false
  }
  const pieces = archivePieces(deps.db, admin, month, from, to, release)
  const abandon = pieces.return.bind(pieces)
  pieces.return = (value) => {
    release()
    return abandon(value)
  }
  return ok(pieces)
}

async function* archivePieces(
  db: Database,
  admin: Claims,
  month: string,
  from: string,
  to: string,
  release: () => void,
): AsyncGenerator<Uint8Array> {
  const out: Uint8Array[] = []
  let failure: Error | null = null
  const zip = new Zip((error, chunk) => {
    if (error) failure = error
    else out.push(chunk)
  })
  const drain = function* () {
    if (failure) throw failure
    while (out.length) yield out.shift() as Uint8Array
  }
  const add = (name: string, data: Uint8Array, on: string, compress: boolean) => {
    const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name)
    file.mtime = new Date(`${on}T12:00:00Z`)
    zip.add(file)
    file.push(data, true)
  }
  const text = new TextEncoder()
  const summary: string[] = [accountingCsvHead()]
  try {
    for (const kind of ['INVOICE', 'CREDIT_NOTE'] as const) {
      let after = ''
      for (;;) {
        const rows = await asUser(db, admin, async (tx) =>
          (
            await tx.query<DocumentRow>(kind === 'INVOICE' ? INVOICES : CREDIT_NOTES, [
              from,
              to,
              after,
              ARCHIVE_BATCH,
            ])
          ).rows.map((row) => ({
            ...row,
            id: String(row.id),
            invoice_id: row.invoice_id && String(row.invoice_id),
          })),
        )
        for (const row of rows) {
          const doc = toDocument(row)
          let pdf: Uint8Array
          let isdoc: string
          if (kind === 'INVOICE') {
            pdf = await renderInvoicePdf(doc)
            isdoc = invoiceIsdoc(doc, { uuid: row.id })
          } else {
            const note: CreditNoteDocument = {
              ...doc,
              invoiceNumber: row.invoice_number as string,
              invoiceIssuedOn: row.invoice_issued_on as string,
              reason: row.reason as string,
            }
            pdf = await renderCreditNotePdf(note)
            isdoc = creditNoteIsdoc(note, { uuid: row.id, invoiceUuid: row.invoice_id as string })
          }
          const entry: AccountingEntry = {
            kind,
            number: doc.number,
            issuedOn: doc.issuedOn,
            taxableSupplyOn: doc.taxableSupplyOn,
            buyer: doc.customer.name,
            buyerIco: doc.customer.ico,
            buyerDic: doc.customer.dic,
            variableSymbol: doc.variableSymbol,
            baseHalere: doc.totals.baseHalere,
            vatHalere: doc.totals.vatHalere,
            totalHalere: doc.totals.totalHalere,
            ratePercent: doc.totals.ratePercent,
            correctedInvoice: row.invoice_number ?? null,
          }
          // a PDF is compressed already (its streams are); the XML shrinks to a fifth
          add(accountingEntryPath(entry, 'pdf'), pdf, doc.issuedOn, false)
          add(accountingEntryPath(entry, 'isdoc'), text.encode(isdoc), doc.issuedOn, true)
          summary.push(accountingCsvLine(entry))
          yield* drain()
        }
        if (rows.length < ARCHIVE_BATCH) break
        after = rows.at(-1)?.number as string
      }
    }
    add(accountingSummaryName(month), text.encode(summary.join('')), from, true)
    zip.end()
    yield* drain()
  } finally {
    release()
  }
}
