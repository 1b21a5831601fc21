import type { IsoDate } from '../calendar/calendar-date.ts'
import { hasUnsafeText } from '../fields/fields.schema.ts'

/*
 * What every statement parser shares (docs/decisions/0961-bank-statement-import.md, 1300-statement-formats.md): the
 * shape a movement is read into, the Czech line errors and the account arithmetic.
 */

export const STATEMENT_FORMATS = [
  'GPC',
  'FIO_CSV',
  'FIO_IB_CSV',
  'FIO_2011_CSV',
  'CSOB_CSV',
  'KB_CSV',
  'RB_CSV',
  'AIRBANK_CSV',
  'MONETA_CSV',
  'UNICREDIT_CSV',
] as const
export type StatementFormat = (typeof STATEMENT_FORMATS)[number]

/** How the import names the format it read, in Czech, before anything is paid. */
export const STATEMENT_FORMAT_LABELS: Readonly<Record<StatementFormat, string>> = {
  GPC: 'ABO/GPC (libovolná banka)',
  FIO_CSV: 'Fio banka – API (CSV)',
  FIO_IB_CSV: 'Fio banka – internetové bankovnictví (CSV)',
  FIO_2011_CSV: 'Fio banka – internetové bankovnictví, starší export (CSV)',
  CSOB_CSV: 'ČSOB (CSV)',
  KB_CSV: 'Komerční banka (CSV)',
  RB_CSV: 'Raiffeisenbank (CSV)',
  AIRBANK_CSV: 'Air Bank (CSV)',
  MONETA_CSV: 'MONETA Money Bank (CSV)',
  UNICREDIT_CSV: 'UniCredit Bank (CSV)',
}

export interface BankPayment {
  /** The bank's identifier or document number of the movement, as the file writes it ('' when it has none). */
  bankRef: string
  /** The statement's own account as the file names it. */
  account: string
  date: IsoDate
  /** Positive: money in; negative: money out. In haléře, so 2 490,50 Kč is 249050. */
  amountHalere: number
  currency: string
  /** Without leading zeros; null when the payer left it empty. */
  variableSymbol: string | null
  counterAccount: string | null
  counterName: string | null
  /** A reversal (GPC accounting code 4 or 5, a CSV's "storno"): it never pays an order. Absent when not one. */
  reversal?: true
}

export type StatementParse =
  | {
      ok: true
      format: StatementFormat
      payments: BankPayment[]
      /** Every account the file says it is a statement of (GPC: each header's; CSV: its account lines or column). */
      accounts: string[]
    }
  | { ok: false; message: string }

export const NOT_A_STATEMENT =
  'Soubor není bankovní výpis v žádném z podporovaných formátů (ABO/GPC z libovolné banky; CSV z Fio banky, ČSOB, Komerční banky, Raiffeisenbank, Air Bank, MONETA nebo UniCredit). Stáhněte prosím výpis znovu v jednom z nich.'

export function lineError(line: number, reason: string): { ok: false; message: string } {
  return { ok: false, message: `Řádek ${line} výpisu nelze přečíst: ${reason}` }
}

/**
 * The largest amount of one movement, in haléře: what GPC's 12-digit field holds (9 999 999 999,99 Kč). A larger one
 * in a CSV is refused with its line rather than reaching the database (docs/decisions/1232-statement-edges.md).
 */
export const MAX_STATEMENT_AMOUNT_HALERE = 999_999_999_999

/**
 * The first line breaking the domain's text rule (a NUL byte, a lone surrogate), refused with its number: no text of
 * the file may reach the database, which cannot store a NUL (docs/security.md "Input").
 */
export function unsafeLine(lines: readonly string[]): { ok: false; message: string } | null {
  const i = lines.findIndex((l) => hasUnsafeText(l))
  return i < 0 ? null : lineError(i + 1, 'obsahuje nepovolené znaky (například nulový bajt).')
}

export const stripZeros = (digits: string) => digits.replace(/^0+/, '')
export const symbolOrNull = (raw: string) => {
  const digits = stripZeros(raw.trim())
  return digits === '' ? null : digits
}

/** The lines of a file without its byte-order mark, whatever its line ends. */
export const statementLines = (text: string) => text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)

/** "[prefix-]number[/bank]" with leading zeros dropped, for comparing account numbers however they are written. */
export function accountParts(raw: string): { prefix: string; number: string; bank: string | null } | null {
  const iban = /^\s*CZ\d{2}\s?(\d{4})\s?(\d{4})\s?(\d{4})\s?(\d{4})\s?(\d{4})\s*$/i.exec(raw)
  if (iban) {
    const bban = iban.slice(1).join('')
    return {
      prefix: stripZeros(bban.slice(4, 10)),
      number: stripZeros(bban.slice(10)),
      bank: bban.slice(0, 4),
    }
  }
  const m = /^\s*(?:(\d{1,6})-)?(\d{1,16})(?:\s*\/\s*(\d{4}))?\s*$/.exec(raw)
  if (!m) return null
  return { prefix: stripZeros(m[1] ?? ''), number: stripZeros(m[2] ?? ''), bank: m[3] ?? null }
}

/** "prefix-number/bank" (parts present only), or the text itself without spaces when it is no Czech account. */
export function normalizeAccount(raw: string, withBank = true): string {
  const parts = accountParts(raw)
  if (!parts || parts.number === '') return raw.replace(/\s/g, '').toUpperCase()
  const base = parts.prefix ? `${parts.prefix}-${parts.number}` : parts.number
  return withBank && parts.bank ? `${base}/${parts.bank}` : base
}
