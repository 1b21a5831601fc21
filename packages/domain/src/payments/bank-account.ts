/**
 * Czech bank account numbers "[prefix-]number/bank" (e.g. 19-2000145399/0800) and their IBAN. The prefix and the
 * number each carry a weighted mod-11 checksum (the Czech National Bank's rule), so a typo is caught before an
 * invoice goes out with it.
 */
const ACCOUNT = /^(?:(\d{1,6})-)?(\d{2,10})\/(\d{4})$/
const WEIGHTS = [6, 3, 7, 9, 10, 5, 8, 4, 2, 1]

function checksumOk(digits: string): boolean {
  const padded = digits.padStart(10, '0')
  let sum = 0
  for (let i = 0; i < 10; i++) sum += Number(padded[i]) * WEIGHTS[i]!
  return sum % 11 === 0
}

export interface CzechAccount {
  prefix: string
  number: string
  bankCode: string
}

export function parseCzechAccount(raw: string): CzechAccount | null {
  const m = ACCOUNT.exec(raw.replace(/\s/g, ''))
  if (!m) return null
  const [, prefix = '', number = '', bankCode = ''] = m
  if (!checksumOk(prefix) || !checksumOk(number) || /^0+$/.test(number)) return null
  return { prefix, number, bankCode }
}

/** ISO 13616 check digits: the remainder is taken in chunks, because the number has more digits than a double. */
function mod97(numeric: string): number {
  let rest = 0
  for (let i = 0; i < numeric.length; i += 7) rest = Number(String(rest) + numeric.slice(i, i + 7)) % 97
  return rest
}

const CZ_NUMERIC = '1235' // C = 12, Z = 35

/** 'CZ6508000000192000145399' for '19-2000145399/0800'; null when the account number is not valid. */
export function czechAccountToIban(raw: string): string | null {
  const account = parseCzechAccount(raw)
  if (account === null) return null
  const bban = account.bankCode + account.prefix.padStart(6, '0') + account.number.padStart(10, '0')
  const check = 98 - mod97(`${bban}${CZ_NUMERIC}00`)
  return `CZ${String(check).padStart(2, '0')}${bban}`
}

export function isValidIban(raw: string): boolean {
  const iban = raw.replace(/\s/g, '').toUpperCase()
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(iban)) return false
  const rearranged = iban.slice(4) + iban.slice(0, 4)
  const numeric = [...rearranged].map((c) => (c >= 'A' ? String(c.charCodeAt(0) - 55) : c)).join('')
  return mod97(numeric) === 1
}

/** "CZ65 0800 0000 1920 0014 5399" for people; the QR code and APIs take the compact form. */
export function formatIban(iban: string): string {
  return iban.replace(/\s/g, '').replace(/(.{4})(?=.)/g, '$1 ')
}

/**
 * '19-2000145399/0800' for 'CZ65 0800 0000 1920 0014 5399': the Czech account an IBAN denotes, written without the
 * leading zeros (and without a zero prefix); null when it is not a valid Czech IBAN of a valid account.
 */
export function ibanToCzechAccount(raw: string): string | null {
  const iban = raw.replace(/\s/g, '').toUpperCase()
  const m = /^CZ\d{2}(\d{4})(\d{6})(\d{10})$/.exec(iban)
  if (!m || !isValidIban(iban)) return null
  const [, bankCode = '', prefix = '', number = ''] = m
  const trim = (digits: string) => digits.replace(/^0+/, '')
  const account = `${trim(prefix) ? `${trim(prefix)}-` : ''}${trim(number).padStart(2, '0')}/${bankCode}`
  return parseCzechAccount(account) ? account : null
}
