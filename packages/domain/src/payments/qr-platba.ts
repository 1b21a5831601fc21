export interface SpaydPayment {
  iban: string
  amountCzk: number
  /** Up to 10 digits. */
  variableSymbol: string
  message?: string
  recipientName?: string
}

/** Typographic characters Czech texts use, each with the ASCII character a reader takes it for. */
const ASCII_LOOKALIKES: Readonly<Record<string, string>> = {
  '\u2012': '-',
  '\u2013': '-',
  '\u2014': '-',
  '\u2212': '-',
  '\u201E': '"',
  '\u201C': '"',
  '\u201D': '"',
  '\u201A': "'",
  '\u2018': "'",
  '\u2019': "'",
  '\u2026': '...',
  '\u00D7': 'x',
}

/**
 * A text value as SPAYD allows it: printable ASCII only (the specification's character set; anything else would need
 * percent escapes that several banking apps show raw, and single-byte apps show an en dash as garbage). Diacritics are
 * removed, typographic dashes and quotes become their ASCII look-alikes, no-break spaces plain spaces, and what has no
 * ASCII form is left out; '*' (the field separator) and '%' (the escape sign) become spaces. Upper-cased, as Czech
 * banks print payment messages (docs/decisions/1302-spayd-ascii.md).
 */
export function spaydText(text: string, max: number): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(
      /[\u2012\u2013\u2014\u2212\u201E\u201C\u201D\u201A\u2018\u2019\u2026\u00D7]/g,
      (ch) => ASCII_LOOKALIKES[ch] as string,
    )
    .replace(/[*%\s]/g, ' ')
    .replace(/[^\x20-\x7E]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max)
    .trim()
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
  if (payment.recipientName && spaydText(payment.recipientName, 35))
    fields.push(`RN:${spaydText(payment.recipientName, 35)}`)
  if (payment.message && spaydText(payment.message, 60)) fields.push(`MSG:${spaydText(payment.message, 60)}`)
  return fields.join('*')
}
