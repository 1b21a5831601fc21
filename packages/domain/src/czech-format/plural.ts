import { formatNumber } from './money.ts'

/** The three Czech forms for a count: [1, 2-4, 0 and 5+], e.g. ['kredit', 'kredity', 'kreditů']. */
export type CzechPluralForms = readonly [one: string, few: string, many: string]

/** Whole counts only; the sign does not change the form (-1 kredit, -50 kreditů). */
export function pluralCs(n: number, [one, few, many]: CzechPluralForms): string {
  const abs = Math.abs(n)
  if (abs === 1) return one
  if (abs >= 2 && abs <= 4) return few
  return many
}

export const CREDIT_FORMS: CzechPluralForms = ['kredit', 'kredity', 'kreditů']

/** "1 kredit", "2 kredity", "5 kreditů", "1 000 kreditů" (digit groups U+00A0, a normal space before the word). */
export function formatCredits(n: number): string {
  return `${formatNumber(n)} ${pluralCs(n, CREDIT_FORMS)}`
}
