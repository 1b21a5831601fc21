/**
 * IČO: eight digits, the last a check digit over the first seven weighted 8..2 (mod 11): remainder 0 → 1,
 * remainder 1 → 0, otherwise 11 − remainder. This is the rule of the Czech business register (ARES).
 */
export function isValidIco(raw: string): boolean {
  const ico = raw.trim()
  if (!/^\d{8}$/.test(ico)) return false
  let sum = 0
  for (let i = 0; i < 7; i++) sum += Number(ico[i]) * (8 - i)
  const check = (11 - (sum % 11)) % 10
  return check === Number(ico[7])
}
