import { type IsoDate, isIsoDate } from '../calendar/calendar-date.ts'
import { hasUnsafeText } from '../contract/fields.schema.ts'

/*
 * Bank statements as Czech banks export them, read into one shape so the import can match incoming payments with
 * orders (docs/decisions/0961-bank-statement-import.md). Two formats: ABO/GPC, the fixed-width export every Czech
 * bank offers, and Fio banka's CSV. A file that is neither, or a line that cannot be read, is refused with a Czech
 * message naming the line, so the operator knows which part of the file is wrong.
 */

export type StatementFormat = 'GPC' | 'FIO_CSV'

export interface BankPayment {
  /** The bank's identifier of the movement; with the account it makes the import idempotent. */
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
}

export type StatementParse =
  | {
      ok: true
      format: StatementFormat
      payments: BankPayment[]
      /** Every account the file says it is a statement of (GPC: each header's; Fio: "accountId"/"bankId"). */
      accounts: string[]
    }
  | { ok: false; message: string }

const NOT_A_STATEMENT =
  'Soubor není bankovní výpis ve formátu ABO/GPC ani CSV z Fio banky. Stáhněte prosím výpis znovu v jednom z nich.'

function lineError(line: number, reason: string): StatementParse {
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
function unsafeLine(lines: readonly string[]): StatementParse | null {
  const i = lines.findIndex((l) => hasUnsafeText(l))
  return i < 0 ? null : lineError(i + 1, 'obsahuje nepovolené znaky (například nulový bajt).')
}

const stripZeros = (digits: string) => digits.replace(/^0+/, '')
const symbolOrNull = (raw: string) => {
  const digits = stripZeros(raw.trim())
  return digits === '' ? null : digits
}

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
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
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
    const bankRef = line.slice(35, 48).trim()
    payments.push({
      bankRef: bankRef || `${date}:${line.slice(19, 71)}`,
      account: account as string,
      date,
      amountHalere: sign * Number(amount),
      currency,
      variableSymbol: symbolOrNull(vs),
      counterAccount: counter && /^\d{4}$/.test(counterBank) ? `${counter}/${counterBank}` : counter,
      counterName: line.slice(97, 117).trim() || null,
    })
  }
  if (!sawHeader) return { ok: false, message: NOT_A_STATEMENT }
  return { ok: true, format: 'GPC', payments, accounts }
}

/** One CSV line split on `separator`, with "quoted" fields ("" inside quotes is a quote). */
function splitCsvLine(line: string, separator: string): string[] | null {
  const out: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"' && field === '') quoted = true
    else if (ch === separator) {
      out.push(field)
      field = ''
    } else field += ch
  }
  if (quoted) return null
  out.push(field)
  return out
}

const FIO_COLUMNS = { id: 'ID pohybu', date: 'Datum', amount: 'Objem', currency: 'Měna', vs: 'VS' } as const

/**
 * Fio banka's CSV ("Pohyby na účtu"): a few "key";"value" lines about the account, then a header line with the
 * columns (ID pohybu, Datum, Objem, Měna, Protiúčet, Název protiúčtu, Kód banky, VS, …), then one line per movement.
 * Dates are DD.MM.YYYY, amounts use a decimal comma and a minus sign for money out.
 */
export function parseFioCsv(text: string): StatementParse {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/)
  const unsafe = unsafeLine(lines)
  if (unsafe) return unsafe
  const headerIndex = lines.findIndex((l) => l.includes(FIO_COLUMNS.id) && l.includes(FIO_COLUMNS.amount))
  if (headerIndex < 0) return { ok: false, message: NOT_A_STATEMENT }
  const header = splitCsvLine(lines[headerIndex] as string, ';')?.map((h) => h.trim()) ?? []
  const col = (name: string) => header.indexOf(name)
  for (const name of Object.values(FIO_COLUMNS))
    if (col(name) < 0) return lineError(headerIndex + 1, `v záhlaví chybí sloupec „${name}“.`)
  let account = ''
  let bank = ''
  for (const l of lines.slice(0, headerIndex)) {
    const [key, value] = splitCsvLine(l, ';') ?? []
    if (key === 'accountId' && value) account = value.trim()
    if (key === 'bankId' && value) bank = value.trim()
  }
  const payments: BankPayment[] = []
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const n = i + 1
    const line = lines[i] as string
    if (line.trim() === '') continue
    const fields = splitCsvLine(line, ';')
    if (!fields || fields.length < header.length)
      return lineError(n, `má ${fields?.length ?? 0} sloupců místo ${header.length}.`)
    const at = (name: string) => (col(name) >= 0 ? (fields[col(name)] ?? '').trim() : '')
    const dateMatch = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(at(FIO_COLUMNS.date))
    const date = dateMatch
      ? `${dateMatch[3]}-${dateMatch[2]?.padStart(2, '0')}-${dateMatch[1]?.padStart(2, '0')}`
      : ''
    if (!isIsoDate(date)) return lineError(n, `datum „${at(FIO_COLUMNS.date)}“ není ve tvaru DD.MM.RRRR.`)
    const rawAmount = at(FIO_COLUMNS.amount).replace(/\s|\u00A0/g, '')
    if (!/^-?\d+(,\d{1,2})?$/.test(rawAmount))
      return lineError(n, `částka „${at(FIO_COLUMNS.amount)}“ není číslo.`)
    const [whole = '0', fraction = ''] = rawAmount.replace('-', '').split(',')
    const halere = Number(whole) * 100 + Number(fraction.padEnd(2, '0'))
    if (!(halere <= MAX_STATEMENT_AMOUNT_HALERE))
      return lineError(n, `částka „${at(FIO_COLUMNS.amount)}“ je příliš velká (nejvýše 9 999 999 999,99 Kč).`)
    const vs = at(FIO_COLUMNS.vs)
    if (!/^\d{0,10}$/.test(vs))
      return lineError(n, `variabilní symbol „${vs}“ obsahuje jiné znaky než číslice.`)
    const id = at(FIO_COLUMNS.id)
    if (id === '') return lineError(n, 'chybí ID pohybu.')
    const counter = at('Protiúčet')
    const bank = at('Kód banky')
    payments.push({
      bankRef: id,
      account,
      date,
      amountHalere: rawAmount.startsWith('-') ? -halere : halere,
      currency: at(FIO_COLUMNS.currency) || 'CZK',
      variableSymbol: symbolOrNull(vs),
      counterAccount: counter ? (bank ? `${counter}/${bank}` : counter) : null,
      counterName: at('Název protiúčtu') || null,
    })
  }
  return {
    ok: true,
    format: 'FIO_CSV',
    payments,
    accounts: account ? [bank ? `${account}/${bank}` : account] : [],
  }
}

/** Whichever format the file is in: GPC starts with "074", Fio's CSV has its column header. */
export function parseBankStatement(text: string): StatementParse {
  const body = text.replace(/^\uFEFF/, '').trimStart()
  if (body === '') return { ok: false, message: 'Soubor s výpisem je prázdný.' }
  if (body.startsWith('074')) return parseGpc(body)
  if (body.includes(FIO_COLUMNS.id)) return parseFioCsv(body)
  return { ok: false, message: NOT_A_STATEMENT }
}

/** "[prefix-]number[/bank]" with leading zeros dropped, for comparing account numbers however they are written. */
function accountParts(raw: string): { prefix: string; number: string; bank: string | null } | null {
  const m = /^\s*(?:(\d{1,6})-)?(\d{1,16})(?:\/(\d{4}))?\s*$/.exec(raw)
  if (!m) return null
  return { prefix: stripZeros(m[1] ?? ''), number: stripZeros(m[2] ?? ''), bank: m[3] ?? null }
}

/**
 * Whether a statement is the operator's account's (docs/decisions/1231-statement-of-the-operators-account.md): only
 * money that reached the operator's own account pays an order. Null when every account the file names is the
 * operator's (prefix and number; the bank too where the file names one, as Fio's CSV does), else the Czech refusal.
 */
export function statementAccountRefusal(accounts: readonly string[], operatorAccount: string): string | null {
  const operator = accountParts(operatorAccount)
  if (accounts.length === 0)
    return `Výpis neuvádí, ze kterého účtu je. Nahrajte prosím výpis účtu provozovatele ${operatorAccount}.`
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
 * payments and other currencies are not payments for orders at all.
 */
export function matchPayment(payment: BankPayment, order: MatchableOrder | undefined): PaymentMatch {
  if (payment.amountHalere <= 0 || payment.currency !== 'CZK') return { kind: 'IGNORED' }
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
      `${num(m.amountHalere, 12)}2${m.variableSymbol.padStart(10, '0')}00${(bank || '0000').padStart(4, '0')}0308` +
      `${'0'.repeat(10)}${gpcDay(m.date)}${(m.counterName ?? '').slice(0, 20).padEnd(20)}00203${gpcDay(m.date)}`
    )
  })
  return `${[header, ...lines].join('\r\n')}\r\n`
}
