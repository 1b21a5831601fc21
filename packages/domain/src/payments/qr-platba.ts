import { normalizeForSearch } from '../czech-format/search.ts'

export interface SpaydPayment {
  iban: string
  amountCzk: number
  /** Up to 10 digits. */
  variableSymbol: string
  message?: string
  recipientName?: string
}

/**
 * Values may not contain '*', the field separator. Diacritics are removed and text upper-cased because several Czech
 * banking apps still show SPAYD text in a single-byte code page.
 */
function clean(text: string, max: number): string {
  return normalizeForSearch(text.replace(/\*/g, ' ')).toUpperCase().slice(0, max).trim()
}

/**
 * The QR Platba string (SPAYD 1.0, the Czech Banking Association's format) that a banking app reads from the QR code:
 * account, amount with two decimals, currency, variable symbol and an optional message and recipient.
 */
export function spaydString(payment: SpaydPayment): string {
  if (!/^\d{1,10}$/.test(payment.variableSymbol))
    throw new RangeError('A variable symbol has 1 to 10 digits.')
  if (!Number.isInteger(payment.amountCzk) || payment.amountCzk < 0) {
    throw new RangeError('The amount is a whole, non-negative number of CZK.')
  }
  const fields = [
    'SPD',
    '1.0',
    `ACC:${payment.iban.replace(/\s/g, '').toUpperCase()}`,
    `AM:${payment.amountCzk}.00`,
    'CC:CZK',
    `X-VS:${payment.variableSymbol}`,
  ]
  if (payment.recipientName) fields.push(`RN:${clean(payment.recipientName, 35)}`)
  if (payment.message) fields.push(`MSG:${clean(payment.message, 60)}`)
  return fields.join('*')
}
