import { type IsoDate, isIsoDate } from '../calendar/calendar-date.ts'
import {
  type BankPayment,
  lineError,
  MAX_STATEMENT_AMOUNT_HALERE,
  NOT_A_STATEMENT,
  normalizeAccount,
  type StatementFormat,
  type StatementParse,
  statementLines,
  symbolOrNull,
  unsafeLine,
} from './statement-common.ts'

/*
 * The CSV exports of Czech banks' internet banking, each described by its columns (docs/decisions/1300-statement-
 * formats.md names the public source of every layout). A layout is recognised by the columns of its header line,
 * wherever that line is and whatever the delimiter, never by the file's name.
 */

type Columns = readonly string[]

interface CsvLayout {
  format: StatementFormat
  /** Columns that together identify the layout (compared without case, with no-break spaces as spaces). */
  anchors: Columns
  date: Columns
  /** 'DMY': 23.11.2026 or 23/11/2026 (a time after it is ignored); 'ANY' also takes 2026-11-23. */
  dates: 'DMY' | 'ANY'
  amount: Columns
  currency?: Columns
  vs: Columns
  id?: Columns
  /** Whether a movement without an id is a broken line (Fio's exports always carry one). */
  idRequired?: boolean
  counter?: Columns
  counterBank?: Columns
  counterName?: Columns
  /** The statement's own account on every line (some banks repeat it there instead of above the header). */
  ownAccount?: Columns
  /** The column naming the kind of movement, where a reversal says "storno". */
  kind?: Columns
  /** The bank code of the own account when the file leaves it out (each bank exports only its own accounts). */
  bankCode: string
}

const FIO_COMMON = {
  date: ['Datum'],
  dates: 'DMY',
  amount: ['Objem'],
  currency: ['Měna'],
  vs: ['VS'],
  counter: ['Protiúčet'],
  counterBank: ['Kód banky'],
  counterName: ['Název protiúčtu'],
  ownAccount: ['Zdrojový účet'],
  kind: ['Typ'],
  bankCode: '2010',
} as const

/** In the order they are tried: the more specific first (Fio's layouts with an id before the one without). */
const LAYOUTS: readonly CsvLayout[] = [
  { ...FIO_COMMON, format: 'FIO_CSV', anchors: ['ID pohybu', 'Objem'], id: ['ID pohybu'], idRequired: true },
  {
    ...FIO_COMMON,
    format: 'FIO_IB_CSV',
    anchors: ['ID operace', 'Objem'],
    id: ['ID operace'],
    idRequired: true,
  },
  { ...FIO_COMMON, format: 'FIO_2011_CSV', anchors: ['Datum', 'Objem', 'Protiúčet', 'Kód banky'] },
  {
    format: 'KB_CSV',
    anchors: ['Datum splatnosti', 'Protiúčet a kód banky', 'Identifikace transakce'],
    date: ['Datum splatnosti'],
    dates: 'DMY',
    amount: ['Částka'],
    vs: ['VS'],
    id: ['Identifikace transakce'],
    counter: ['Protiúčet a kód banky'],
    counterName: ['Název protiúčtu'],
    kind: ['Systémový popis'],
    bankCode: '0100',
  },
  {
    format: 'CSOB_CSV',
    anchors: ['datum zaúčtování', 'číslo účtu protiúčtu', 'kód banky protiúčtu'],
    date: ['datum zaúčtování'],
    dates: 'DMY',
    amount: ['částka'],
    currency: ['měna'],
    vs: ['variabilní symbol'],
    id: ['ID transakce'],
    counter: ['číslo účtu protiúčtu'],
    counterBank: ['kód banky protiúčtu'],
    counterName: ['název účtu protiúčtu'],
    ownAccount: ['číslo účtu'],
    kind: ['označení operace'],
    bankCode: '0300',
  },
  {
    format: 'RB_CSV',
    anchors: ['Zaúčtovaná částka', 'Číslo protiúčtu', 'Id transakce'],
    date: ['Datum zaúčtování'],
    dates: 'DMY',
    amount: ['Zaúčtovaná částka'],
    currency: ['Měna účtu'],
    vs: ['VS'],
    id: ['Id transakce'],
    counter: ['Číslo protiúčtu'],
    counterName: ['Název protiúčtu'],
    ownAccount: ['Číslo účtu'],
    kind: ['Typ transakce'],
    bankCode: '5500',
  },
  {
    format: 'AIRBANK_CSV',
    anchors: ['Částka v měně účtu', 'Číslo účtu protistrany'],
    date: ['Datum provedení'],
    dates: 'DMY',
    amount: ['Částka v měně účtu'],
    currency: ['Měna účtu'],
    vs: ['Variabilní symbol'],
    id: ['Referenční číslo'],
    counter: ['Číslo účtu protistrany'],
    counterName: ['Název protistrany'],
    kind: ['Typ úhrady', 'Typ platby'],
    bankCode: '3030',
  },
  {
    format: 'MONETA_CSV',
    anchors: ['Číslo protiúčtu', 'Banka protiúčtu', 'Bankovní reference'],
    date: ['Odesláno', 'Splatnost'],
    dates: 'DMY',
    amount: ['Částka'],
    currency: ['Měna'],
    vs: ['Variabilní Symbol'],
    id: ['Bankovní reference'],
    counter: ['Číslo protiúčtu'],
    counterBank: ['Banka protiúčtu'],
    // "Název účtu příjemce" names the recipient, which for money in is the operator: the payer is not named
    ownAccount: ['Číslo účtu'],
    kind: ['Typ transakce'],
    bankCode: '0600',
  },
  {
    format: 'UNICREDIT_CSV',
    anchors: ['Účet', 'Částka', 'Datum zaúčtování', 'Valuta'],
    date: ['Datum zaúčtování'],
    dates: 'ANY',
    amount: ['Částka'],
    currency: ['Měna'],
    vs: ['Variabilní kód', 'Variabilní symbol'],
    id: ['Reference'],
    counter: ['Číslo účtu'],
    counterBank: ['Banka'],
    counterName: ['Název účtu'],
    ownAccount: ['Účet'],
    kind: ['Detaily transakce'],
    bankCode: '2700',
  },
]

const norm = (s: string) =>
  s
    .replace(/\u00A0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()

/**
 * One CSV line split on `separator`, with "quoted" fields ("" inside quotes is a quote); null when a quote is left
 * open or a closing quote is not followed by the separator (a field cut in two, which no bank writes).
 */
export function splitCsvLine(line: string, separator: string): string[] | null {
  const out: string[] = []
  let field = ''
  let quoted = false
  for (let i = 0; i < line.length; i++) {
    const ch = line[i] as string
    if (quoted) {
      if (ch === '"' && line[i + 1] === '"') {
        field += '"'
        i++
      } else if (ch === '"') {
        quoted = false
        const rest = line.slice(i + 1).match(/^ */)?.[0].length ?? 0
        const next = line[i + 1 + rest]
        if (next !== undefined && next !== separator) return null
        i += rest
      } else field += ch
    } else if (ch === '"' && field.trim() === '') {
      quoted = true
      field = ''
    } else if (ch === separator) {
      out.push(field)
      field = ''
    } else field += ch
  }
  if (quoted) return null
  out.push(field)
  return out
}

const SEPARATORS = [';', ',', '\t'] as const

/** The header line of the first layout whose anchor columns a line of the file's first 40 carries. */
function findHeader(
  lines: readonly string[],
  only: readonly StatementFormat[] | null,
): { layout: CsvLayout; index: number; separator: string; header: string[] } | null {
  for (let index = 0; index < Math.min(lines.length, 40); index++)
    for (const separator of SEPARATORS) {
      const header = splitCsvLine(lines[index] as string, separator)?.map(norm)
      if (!header || header.length < 2) continue
      const layout = LAYOUTS.find(
        (l) => (!only || only.includes(l.format)) && l.anchors.every((a) => header.includes(norm(a))),
      )
      if (layout) return { layout, index, separator, header }
    }
  return null
}

/** DD.MM.YYYY (or with '/', with one-digit parts, with spaces after the dots, with a time after it) → ISO. */
function csvDate(raw: string, dates: CsvLayout['dates']): IsoDate | null {
  const dmy = /^(\d{1,2})\s*[./]\s*(\d{1,2})\s*[./]\s*(\d{4})(?:[ T]\d{1,2}:\d{2}(?::\d{2})?)?$/.exec(raw)
  const ymd = dates === 'ANY' ? /^(\d{4})-(\d{2})-(\d{2})(?:[ T][\d:.]+)?$/.exec(raw) : null
  const iso = dmy
    ? `${dmy[3]}-${(dmy[2] as string).padStart(2, '0')}-${(dmy[1] as string).padStart(2, '0')}`
    : ymd
      ? `${ymd[1]}-${ymd[2]}-${ymd[3]}`
      : ''
  return isIsoDate(iso) ? iso : null
}

/** "-1 250,50", "+3379,00", "1250.5", "-1.250,50" → haléře; null when it is no amount. */
function csvAmount(raw: string): number | null {
  let text = raw.replace(/[\s\u00A0\u202F]/g, '').replace(/(CZK|Kč)$/i, '')
  if (/^[+-]?\d{1,3}(\.\d{3})+,\d{1,2}$/.test(text)) text = text.replace(/\./g, '')
  const m = /^([+-]?)(\d+)(?:[.,](\d{1,2}))?$/.exec(text)
  if (!m) return null
  const halere = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'))
  return m[1] === '-' ? -halere : halere
}

const SUMMARY_ROW = /^(suma|celkem|součet|total)\b/i

/**
 * A CSV statement of any layout above (or, with `only`, of those layouts): the header line is found by its columns,
 * the key-value lines above it may name the account ("accountId";"…" and "bankId";"…" at Fio, "Číslo účtu";"…"
 * elsewhere), and a summary line at the end (Fio's "Suma") is not a movement.
 */
export function parseCsvStatement(
  text: string,
  only: readonly StatementFormat[] | null = null,
): StatementParse {
  const lines = statementLines(text)
  const unsafe = unsafeLine(lines)
  if (unsafe) return unsafe
  const found = findHeader(lines, only)
  if (!found) return { ok: false, message: NOT_A_STATEMENT }
  const { layout, index: headerIndex, separator, header } = found
  const col = (names: Columns | undefined) => {
    for (const name of names ?? []) {
      const i = header.indexOf(norm(name))
      if (i >= 0) return i
    }
    return -1
  }
  const required: Array<[string, Columns]> = [
    ['Datum', layout.date],
    ['Částka', layout.amount],
    ['VS', layout.vs],
  ]
  if (layout.idRequired && layout.id) required.push(['ID', layout.id])
  for (const [, names] of required)
    if (col(names) < 0) return lineError(headerIndex + 1, `v záhlaví chybí sloupec „${names[0]}“.`)

  const accounts = new Set<string>()
  const withBank = (raw: string, bank: string) => {
    const account = normalizeAccount(raw)
    return account.includes('/') || !/^[\d-]+$/.test(account)
      ? account
      : `${account}/${bank || layout.bankCode}`
  }
  let preambleAccount = ''
  let preambleBank = ''
  for (const l of lines.slice(0, headerIndex)) {
    const [key = '', value = ''] = (splitCsvLine(l, separator) ?? []).map((f) => f.trim())
    const k = norm(key).replace(/:$/, '')
    if (
      ['accountid', 'číslo účtu', 'účet', 'account number', 'iban'].includes(k) &&
      value &&
      !preambleAccount
    )
      preambleAccount = value
    if (k === 'bankid' && value) preambleBank = value
  }
  if (preambleAccount) accounts.add(withBank(preambleAccount, preambleBank))

  const payments: BankPayment[] = []
  const width = Math.max(
    ...[layout.date, layout.amount, layout.vs, layout.id, layout.currency].map((c) => col(c)),
  )
  for (let i = headerIndex + 1; i < lines.length; i++) {
    const n = i + 1
    let line = lines[i] as string
    if (line.trim() === '') continue
    let fields = splitCsvLine(line, separator)
    // a quoted field may hold a line break (a note written on two lines): the line goes on below
    while (!fields && i + 1 < lines.length) {
      line = `${line}\n${lines[++i]}`
      fields = splitCsvLine(line, separator)
    }
    if (!fields)
      return lineError(n, 'pole v uvozovkách není uzavřené nebo za uvozovkou nenásleduje oddělovač.')
    if (fields.every((f) => f.trim() === '')) continue
    const first = fields.find((f) => f.trim() !== '') as string
    if (SUMMARY_ROW.test(first.trim())) continue
    if (fields.length <= width) return lineError(n, `má ${fields.length} sloupců místo ${header.length}.`)
    const at = (names: Columns | undefined) => {
      const c = col(names)
      return c >= 0 ? (fields[c] ?? '').trim() : ''
    }
    const date = csvDate(at(layout.date), layout.dates)
    if (!date)
      return lineError(
        n,
        `datum „${at(layout.date)}“ není ve tvaru DD.MM.RRRR${layout.dates === 'ANY' ? ' ani RRRR-MM-DD' : ''}.`,
      )
    const amountHalere = csvAmount(at(layout.amount))
    if (amountHalere === null) return lineError(n, `částka „${at(layout.amount)}“ není číslo.`)
    if (!(Math.abs(amountHalere) <= MAX_STATEMENT_AMOUNT_HALERE))
      return lineError(n, `částka „${at(layout.amount)}“ je příliš velká (nejvýše 9 999 999 999,99 Kč).`)
    const vs = at(layout.vs)
    if (!/^\d{0,10}$/.test(vs))
      return lineError(n, `variabilní symbol „${vs}“ obsahuje jiné znaky než číslice.`)
    const id = at(layout.id)
    if (layout.idRequired && id === '') return lineError(n, `chybí ${layout.id?.[0]}.`)
    const own = at(layout.ownAccount)
    if (own) accounts.add(withBank(own, ''))
    const counter = at(layout.counter)
    const counterBank = at(layout.counterBank)
    const kind = `${at(layout.kind)}`
    payments.push({
      bankRef: id,
      account: own || preambleAccount,
      date,
      amountHalere,
      currency: at(layout.currency).toUpperCase() || 'CZK',
      variableSymbol: symbolOrNull(vs),
      counterAccount: counter
        ? counterBank && !counter.includes('/')
          ? `${counter}/${counterBank}`
          : counter
        : null,
      counterName: at(layout.counterName) || null,
      ...(/storno/i.test(kind) ? { reversal: true as const } : {}),
    })
  }
  return { ok: true, format: layout.format, payments, accounts: [...accounts] }
}
