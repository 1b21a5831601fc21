import { formatNumber, NBSP } from './money.ts'

function pin(text: string): string {
  return text.replace(/[\u202F\u00A0 ]/g, NBSP).replace(/\u2212/g, '-')
}

/** Czech decimal comma: formatDecimal(4.25, 1) → "4,3"; always exactly `digits` decimals (star averages, sizes). */
export function formatDecimal(value: number, digits: number): string {
  return pin(
    new Intl.NumberFormat('cs-CZ', { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(
      value,
    ),
  )
}

/**
 * "512 B", "12,3 kB", "2,5 MB" in binary units, the same ones the upload limits use (3145728 B = "3 MB"). Whole
 * values drop the decimal ("3 MB", not "3,0 MB"). A U+00A0 keeps the number and unit together.
 */
export function formatFileSize(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB'] as const
  let value = bytes
  let unit = 0
  // Compare after rounding, so 1048575 B reads "1 MB" rather than "1024 kB".
  while (Math.round(value * 10) / 10 >= 1024 && unit < units.length - 1) {
    value /= 1024
    unit++
  }
  const rounded = Math.round(value * 10) / 10
  const text = Number.isInteger(rounded) ? formatNumber(rounded) : formatDecimal(rounded, 1)
  return `${text}${NBSP}${units[unit]}`
}
