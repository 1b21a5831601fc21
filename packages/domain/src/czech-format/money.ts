/**
 * Intl cs-CZ groups thousands and separates "Kč" with U+00A0 NO-BREAK SPACE (Node 20, Chromium, Firefox). Some ICU
 * releases switched other locales to U+202F; we pin U+00A0 so server-rendered text, e-mails and tests never drift
 * with the runtime's ICU (decision 0101-domain-czech-formats).
 */
export const NBSP = '\u00A0'

export const PRICE_ON_REQUEST = 'Cena na dotaz'

const numberFormat = new Intl.NumberFormat('cs-CZ', { maximumFractionDigits: 0 })

function pinSpaces(text: string): string {
  return text.replace(/[\u202F\u00A0 ]/g, NBSP).replace(/\u2212/g, '-')
}

/** Whole number with Czech digit grouping: 12500000 → "12 500 000" (U+00A0 between groups). */
export function formatNumber(value: number): string {
  return pinSpaces(numberFormat.format(value))
}

/** Whole CZK: 12500000 → "12 500 000 Kč"; null (no price) → "Cena na dotaz". */
export function formatCzk(amount: number | null): string {
  if (amount === null) return PRICE_ON_REQUEST
  return `${formatNumber(amount)}${NBSP}Kč`
}

const exactFormat = new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A bank payment's amount to the haléř: 123.45 → "123,45 Kč", a whole amount without decimals: 500 → "500 Kč". */
export function formatCzkExact(amount: number): string {
  if (Number.isInteger(amount)) return formatCzk(amount)
  return `${pinSpaces(exactFormat.format(amount))}${NBSP}Kč`
}
