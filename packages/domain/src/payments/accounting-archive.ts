import { z } from 'zod'
import { type Refusal, refusal } from '../fields/refusal.ts'

/*
 * The month's documents for the accountant (docs/decisions/1311-accounting-archive.md): one ZIP with every invoice and
 * credit note issued in a calendar month, each as PDF and ISDOC, and a CSV summary.
 */

/** "2026-11": a calendar month, Europe/Prague (the documents' own dates are Prague days). */
export const accountingMonthQuerySchema = z.object({
  month: z
    .string({ error: 'Zvolte měsíc ve tvaru RRRR-MM, např. 2026-11.' })
    .regex(/^(20\d{2})-(0[1-9]|1[0-2])$/, { error: 'Zvolte měsíc ve tvaru RRRR-MM, např. 2026-11.' }),
})
export type AccountingMonthQuery = z.infer<typeof accountingMonthQuerySchema>

/** The month's first day and the next month's first day (a half-open range of issue dates). */
export function accountingMonthRange(month: string): { from: string; to: string } {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const next = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
  return { from: `${month}-01`, to: `${next}-01` }
}

/** The months an archive may be asked for: issued documents exist only up to today's month. */
export function accountingMonthRefusal(month: string, today: string): Refusal | null {
  return month > today.slice(0, 7) ? ACCOUNTING_MONTH_IN_FUTURE : null
}

/**
 * At most this many documents in one archive: each is rendered as a PDF while the archive is written (measured about
 * 0.12 s and 67 kB zipped per document on the shared two-core machine), so the largest month is a download of some
 * six minutes and 200 MB, never a request that runs for an hour (docs/decisions/1311-accounting-archive.md).
 */
export const ACCOUNTING_ARCHIVE_MAX_DOCUMENTS = 3_000

export const ACCOUNTING_MONTH_IN_FUTURE: Refusal = refusal(
  422,
  'accounting_month_future',
  'Tento měsíc ještě nezačal: archiv dokladů lze stáhnout za letošní nebo dřívější měsíc.',
)

export const ACCOUNTING_ARCHIVE_TOO_LARGE: Refusal = refusal(
  413,
  'accounting_archive_too_large',
  'V tomto měsíci je víc než 3 000 dokladů, to je na jeden archiv příliš. Napište prosím správci systému.',
)

export const ACCOUNTING_ARCHIVE_BUSY: Refusal = refusal(
  429,
  'accounting_archive_busy',
  'Archiv dokladů se právě připravuje pro jiného správce. Zkuste to prosím za chvíli znovu.',
)

/** One line of the summary: an invoice, or a credit note with its negative amounts and the invoice it corrects. */
export interface AccountingEntry {
  kind: 'INVOICE' | 'CREDIT_NOTE'
  number: string
  issuedOn: string
  taxableSupplyOn: string
  buyer: string
  buyerIco: string | null
  buyerDic: string | null
  variableSymbol: string
  baseHalere: number
  vatHalere: number
  totalHalere: number
  ratePercent: number | null
  correctedInvoice: string | null
}

const csvCell = (value: string) => (/[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value)
const czechAmount = (halere: number) => {
  const abs = Math.abs(halere)
  return `${halere < 0 ? '-' : ''}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`
}

export const ACCOUNTING_CSV_HEADER = [
  'Typ dokladu',
  'Číslo dokladu',
  'Datum vystavení',
  'DUZP',
  'Odběratel',
  'IČO odběratele',
  'DIČ odběratele',
  'Variabilní symbol',
  'Sazba DPH %',
  'Základ daně',
  'DPH',
  'Celkem',
  'Opravovaný doklad',
]

/**
 * The summary as Czech Excel opens it: semicolons, decimal commas, a byte-order mark so the diacritics read right,
 * CRLF lines. Credit notes carry their negative amounts, so the columns add up to the month's turnover.
 */
export function accountingCsvLine(entry: AccountingEntry): string {
  return `${[
    entry.kind === 'INVOICE' ? 'Faktura' : 'Opravný doklad',
    entry.number,
    entry.issuedOn,
    entry.taxableSupplyOn,
    entry.buyer,
    entry.buyerIco ?? '',
    entry.buyerDic ?? '',
    entry.variableSymbol,
    entry.ratePercent === null ? 'neplátce' : String(entry.ratePercent),
    czechAmount(entry.baseHalere),
    czechAmount(entry.vatHalere),
    czechAmount(entry.totalHalere),
    entry.correctedInvoice ?? '',
  ]
    .map(csvCell)
    .join(';')}\r\n`
}

export const accountingCsvHead = (): string => `\uFEFF${ACCOUNTING_CSV_HEADER.map(csvCell).join(';')}\r\n`

/** The archive's name and the names inside it. */
export const accountingArchiveName = (month: string) => `doklady-${month}.zip`
export const accountingEntryPath = (entry: Pick<AccountingEntry, 'kind' | 'number'>, ext: 'pdf' | 'isdoc') =>
  `${entry.kind === 'INVOICE' ? 'faktury' : 'opravne-doklady'}/${entry.number}.${ext}`
export const accountingSummaryName = (month: string) => `souhrn-${month}.csv`
