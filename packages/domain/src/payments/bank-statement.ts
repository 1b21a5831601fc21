import { type IsoDate, isIsoDate } from '../calendar/calendar-date.ts'
import { parseCsvStatement } from './bank-csv.ts'
import {
  accountParts,
  type BankPayment,
  lineError,
  NOT_A_STATEMENT,
  normalizeAccount,
  STATEMENT_FORMAT_LABELS,
  type StatementFormat,
  type StatementParse,
  statementLines,
  stripZeros,
  symbolOrNull,
  unsafeLine,
} from './statement-common.ts'

/*
 * Bank statements as Czech banks export them, read into one shape so the import can match incoming payments with
 * orders (docs/decisions/0961-bank-statement-import.md). ABO/GPC, the fixed-width export every Czech bank offers, and
 * the CSV exports of the banks in bank-csv.ts (docs/decisions/1300-statement-formats.md). A file that is none of them,
 * or a line that cannot be read, is refused with a Czech message naming the line, so the operator knows which part of
 * the file is wrong.
 */

export {
  type BankPayment,
  MAX_STATEMENT_AMOUNT_HALERE,
  STATEMENT_FORMAT_LABELS,
  STATEMENT_FORMATS,
  type StatementFormat,
  type StatementParse,
} from './statement-common.ts'

/** DDMMYY → YYYY-MM-DD (years 00–69 are 20xx: statements are never from the last century's seventies onwards). */
function gpcDate(raw: string): IsoDate | null {
  if (!/^\d{6}$/.test(raw)) return null
  const yy = Number(raw.slice(4, 6))
  const iso = `${yy < 70 ? 2000 + yy : 1900 + yy}-${raw.slice(2, 4)}-${raw.slice(0, 2)}`
  return isIsoDate(iso) ? iso : null
}

/** Account fields of GPC: 16 digits, prefix (6) and number (10) run together. */
function gpcAccount(raw: string): string | null {
  const digits = raw.trim()
  if (!/^\d{1,16}$/.test(digits)) return null
  const padded = digits.padStart(16, '0')
  const prefix = stripZeros(padded.slice(0, 6))
  const number = stripZeros(padded.slice(6))
  if (number === '') return null
  return prefix ? `${prefix}-${number}` : number
}

/** GPC currency codes: ISO 4217 numeric with a leading zero ('0203' = CZK). */
const GPC_CURRENCIES: Readonly<Record<string, string>> = { '0203': 'CZK', '0978': 'EUR', '0840': 'USD' }

/**
 * ABO/GPC: a "074" header per statement and a "075" line per movement, fixed width (positions 1-based):
 * 4–19 own account, 20–35 counter-account, 36–48 movement id, 49–60 amount in haléře, 61 kind (1 debit, 2 credit,
 * 4 reversed debit, 5 reversed credit), 62–71 variable symbol, 72–81 "00" + counter bank code + constant symbol,
 * 82–91 specific symbol, 92–97 value date DDMMYY, 98–117 counterparty name, 119–122 currency. "076"–"079" lines
 * carry extra texts and are skipped.
 */
export function parseGpc(text: string): StatementParse {
  const lines = statementLines(text)
  const unsafe = unsafeLine(lines)
  if (unsafe) return unsafe
  const payments: BankPayment[] = []
  const accounts: string[] = []
  let account: string | null = null
  let sawHeader = false
  for (let i = 0; i < lines.length; i++) {
    const n = i + 1
    const line = (lines[i] ?? '').replace(/\s+$/, '')
    if (line === '') continue
    const type = line.slice(0, 3)
    if (!sawHeader && type !== '074') return { ok: false, message: NOT_A_STATEMENT }
    if (type === '074') {
      if (line.length < 45) return lineError(n, 'hlavička výpisu (074) je příliš krátká.')
      account = gpcAccount(line.slice(3, 19))
      if (!account) return lineError(n, 'v hlavičce chybí číslo účtu.')
      if (!accounts.includes(account)) accounts.push(account)
      sawHeader = true
      continue
    }
    if (type === '076' || type === '077' || type === '078' || type === '079') continue
    if (type !== '075') return lineError(n, `neznámý typ záznamu „${type}“ (očekává se 074 nebo 075).`)
    if (line.length < 97) return lineError(n, 'pohyb (075) je kratší než 97 znaků.')
    const amount = line.slice(48, 60)
    if (!/^\d{12}$/.test(amount)) return lineError(n, `částka „${amount.trim()}“ není číslo v haléřích.`)
    const kind = line.charAt(60)
    if (!'1245'.includes(kind))
      return lineError(n, `neznámý druh pohybu „${kind}“ (očekává se 1, 2, 4 nebo 5).`)
    const vs = line.slice(61, 71)
    if (!/^[\d ]{10}$/.test(vs))
      return lineError(n, `variabilní symbol „${vs.trim()}“ obsahuje jiné znaky než číslice.`)
    const date = gpcDate(line.slice(91, 97))
    if (!date) return lineError(n, `datum „${line.slice(91, 97)}“ není ve tvaru DDMMRR.`)
    const currencyCode = line.slice(118, 122)
    const currency = GPC_CURRENCIES[currencyCode] ?? (currencyCode.trim() === '' ? 'CZK' : currencyCode)
    const counterBank = line.slice(73, 77).trim()
    const counter = gpcAccount(line.slice(19, 35))
    const sign = kind === '2' || kind === '4' ? 1 : -1
    payments.push({
      bankRef: line.slice(35, 48).trim(),
      account: account as string,
      date,
      amountHalere: sign * Number(amount),
      currency,
      variableSymbol: symbolOrNull(vs),
      counterAccount: counter && /^\d{4}$/.test(counterBank) ? `${counter}/${counterBank}` : counter,
      counterName: line.slice(97, 117).trim() || null,
      // 4 and 5 reverse an earlier debit or credit: money moved back, never a payment for an order
      ...(kind === '4' || kind === '5' ? { reversal: true as const } : {}),
    })
  }
  if (!sawHeader) return { ok: false, message: NOT_A_STATEMENT }
  return { ok: true, format: 'GPC', payments, accounts }
}

/** Whichever format the file is in, told by its content: GPC starts with "074", a CSV by its header's columns. */
export function parseBankStatement(text: string): StatementParse {
  const body = text.replace(/^\uFEFF/, '').trimStart()
  if (body === '') return { ok: false, message: 'Soubor s výpisem je prázdný.' }
  if (body.startsWith('074')) return parseGpc(body)
  return parseCsvStatement(body)
}

/**
 * The text of a statement file: UTF-8 (with or without a byte-order mark), UTF-16 with its mark, or else
 * Windows-1250, what most Czech banks' GPC and several CSV exports are written in.
 */
export function decodeStatement(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes)
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1250').decode(bytes)
  }
}

/** What the import says it read before it says what it paid: "Formát: …, účet …". */
export function statementSummary(format: StatementFormat, accounts: readonly string[]): string {
  const label = STATEMENT_FORMAT_LABELS[format]
  return accounts.length === 0
    ? `Formát: ${label}, účet neuveden`
    : `Formát: ${label}, ${accounts.length === 1 ? 'účet' : 'účty'} ${accounts.join(', ')}`
}

/**
 * The identity of each movement of one file (docs/decisions/1301-movement-identity.md): its account, date, amount,
 * variable symbol, counter-account and the bank's number when it is not zero, plus how many equal movements came
 * before it in the same file. The same file read twice gives the same keys; two payments that differ in anything,
 * or two equal ones in one file, give different keys, whatever their document numbers.
 */
export function movementKeys(payments: readonly BankPayment[]): string[] {
  const seen = new Map<string, number>()
  return payments.map((p) => {
    const base = [
      normalizeAccount(p.account, false),
      p.date,
      p.amountHalere,
      p.variableSymbol ?? '',
      p.counterAccount ? normalizeAccount(p.counterAccount) : '',
      stripZeros(p.bankRef.trim()),
    ].join('|')
    const nth = (seen.get(base) ?? 0) + 1
    seen.set(base, nth)
    return `m2|${base}|${nth}`
  })
}

/**
 * Whether a statement is the operator's account's (docs/decisions/1231-statement-of-the-operators-account.md): only
 * money that reached the operator's own account pays an order. Null when every account the file names is the
 * operator's (prefix and number; the bank too where the file names one, as Fio's CSV does), else the Czech refusal.
 */
export function statementAccountRefusal(
  accounts: readonly string[],
  operatorAccount: string,
  format?: StatementFormat,
): string | null {
  const operator = accountParts(operatorAccount)
  if (accounts.length === 0)
    return format
      ? `Výpis ve formátu ${STATEMENT_FORMAT_LABELS[format]} neuvádí, ze kterého účtu je, a tak nelze ověřit, že jde o účet provozovatele ${operatorAccount}; nic nebylo zaplaceno. Stáhněte prosím výpis ve formátu, který číslo účtu uvádí (ABO/GPC).`
      : `Výpis neuvádí, ze kterého účtu je. Nahrajte prosím výpis účtu provozovatele ${operatorAccount}.`
  for (const account of accounts) {
    const parts = accountParts(account)
    const same =
      operator !== null &&
      parts !== null &&
      parts.prefix === operator.prefix &&
      parts.number === operator.number &&
      (parts.bank === null || operator.bank === null || parts.bank === operator.bank)
    if (!same)
      return `Výpis je z účtu ${account}, ne z účtu provozovatele ${operatorAccount}. Platby z jiného účtu nelze párovat s objednávkami; nic nebylo zaplaceno.`
  }
  return null
}

export type PaymentMatch =
  | { kind: 'MATCHED'; orderId: string }
  | { kind: 'AMOUNT_MISMATCH'; orderId: string; expectedCzk: number }
  | { kind: 'NOT_PENDING'; orderId: string }
  | { kind: 'UNMATCHED' }
  | { kind: 'IGNORED' }

export interface MatchableOrder {
  id: string
  variableSymbol: string
  amountCzk: number
  status: 'PENDING' | 'PAID' | 'CANCELLED'
}

/**
 * Which order an incoming payment pays: the same variable symbol and exactly the order's amount in CZK. A payment
 * with the symbol and another amount, or for an order that is no longer waiting, is left to a person; outgoing
 * payments, reversals and other currencies are not payments for orders at all.
 */
export function matchPayment(payment: BankPayment, order: MatchableOrder | undefined): PaymentMatch {
  if (payment.amountHalere <= 0 || payment.currency !== 'CZK' || payment.reversal) return { kind: 'IGNORED' }
  if (!order || payment.variableSymbol === null) return { kind: 'UNMATCHED' }
  if (order.status !== 'PENDING') return { kind: 'NOT_PENDING', orderId: order.id }
  if (payment.amountHalere !== order.amountCzk * 100)
    return { kind: 'AMOUNT_MISMATCH', orderId: order.id, expectedCzk: order.amountCzk }
  return { kind: 'MATCHED', orderId: order.id }
}

export interface GpcMovement {
  bankRef: string
  counterAccount?: string
  amountHalere: number
  variableSymbol: string
  date: IsoDate
  counterName?: string
  /** GPC's accounting code: 2 a credit (the default), 1 a debit, 4 and 5 reversals. */
  kind?: '1' | '2' | '4' | '5'
}

const gpcDay = (date: IsoDate) => `${date.slice(8, 10)}${date.slice(5, 7)}${date.slice(2, 4)}`
const gpcAcc = (account: string) => {
  const [prefix = '', number = ''] = account.includes('-') ? account.split('-') : ['', account]
  return `${prefix.padStart(6, '0')}${number.padStart(10, '0')}`
}

/**
 * Writes a GPC statement of incoming payments (the shape parseGpc reads): tests and the demo use it to pay orders
 * the way a bank's export would.
 */
export function writeGpc(account: string, date: IsoDate, movements: readonly GpcMovement[]): string {
  const total = movements.reduce((sum, m) => sum + m.amountHalere, 0)
  const num = (value: number, width: number) => String(Math.abs(value)).padStart(width, '0')
  const header =
    `074${gpcAcc(account.split('/')[0] as string)}${'TRZISTE'.padEnd(20)}${gpcDay(date)}` +
    `${num(0, 14)}+${num(total, 14)}+${num(0, 14)}0${num(total, 14)}0001${gpcDay(date)}${' '.repeat(14)}`
  const lines = movements.map((m) => {
    const [counter = '', bank = ''] = (m.counterAccount ?? '').split('/')
    return (
      `075${gpcAcc(account.split('/')[0] as string)}${gpcAcc(counter || '0')}${m.bankRef.padStart(13, '0')}` +
      `${num(m.amountHalere, 12)}${m.kind ?? '2'}${m.variableSymbol.padStart(10, '0')}00${(bank || '0000').padStart(4, '0')}0308` +
      `${'0'.repeat(10)}${gpcDay(m.date)}${(m.counterName ?? '').slice(0, 20).padEnd(20)}00203${gpcDay(m.date)}`
    )
  })
  return `${[header, ...lines].join('\r\n')}\r\n`
}
