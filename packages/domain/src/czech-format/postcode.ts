/** PSČ: five digits, written "110 00"; input may carry the space or not. */
export function normalizePsc(raw: string): string | null {
  const digits = raw.replace(/[\s\u00A0]/g, '')
  return /^\d{5}$/.test(digits) ? digits : null
}

/** "11000" → "110 00"; anything that is not a PSČ comes back trimmed and unchanged. */
export function formatPsc(raw: string): string {
  const digits = normalizePsc(raw)
  return digits === null ? raw.trim() : `${digits.slice(0, 3)} ${digits.slice(3)}`
}
