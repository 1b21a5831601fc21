/**
 * Czech numbers: nine digits after the optional +420 / 00420 prefix. The first digit is 2-9: numbers starting with 1
 * are short service codes nobody can be called back on.
 */
const NATIONAL = /^[2-9]\d{8}$/

/** '+420777123456' for any accepted spelling of a Czech number, null when it is not one. */
export function normalizeCzechPhone(raw: string): string | null {
  const compact = raw.replace(/[\s\-().\u00A0]/g, '')
  const national = compact.replace(/^(\+420|00420)/, '')
  return NATIONAL.test(national) ? `+420${national}` : null
}

/** "+420 777 123 456"; a string that is not a Czech number comes back trimmed and unchanged. */
export function formatPhone(raw: string): string {
  const normalized = normalizeCzechPhone(raw)
  if (normalized === null) return raw.trim()
  const n = normalized.slice(4)
  return `+420 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6)}`
}
