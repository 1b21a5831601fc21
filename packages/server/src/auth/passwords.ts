import bcrypt from 'bcryptjs'

/** Same policy as supabase/config.toml ([auth] minimum_password_length, password_requirements) for Supabase mode. */
export const MIN_PASSWORD_LENGTH = 8
/**
 * bcrypt reads at most 72 bytes: a longer password is refused instead of silently truncated. Bytes of UTF-8, not
 * characters (a "ž" is two), as GoTrue's Go `len` measures them (docs/decisions/1214-password-change-limits-and-bytes.md).
 */
export const MAX_PASSWORD_BYTES = 72
export const passwordTooLong = (password: string) => Buffer.byteLength(password, 'utf8') > MAX_PASSWORD_BYTES
/** GoTrue's bcrypt cost. */
export const BCRYPT_COST = 10

export type WeakPasswordReason = 'length' | 'characters'

export function passwordWeaknesses(password: string): WeakPasswordReason[] {
  const reasons: WeakPasswordReason[] = []
  if (password.length < MIN_PASSWORD_LENGTH) reasons.push('length')
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) reasons.push('characters')
  return reasons
}

export function weakPasswordMessage(reasons: WeakPasswordReason[]): string {
  const parts: string[] = []
  if (reasons.includes('length')) parts.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`)
  if (reasons.includes('characters'))
    parts.push(
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, 0123456789.',
    )
  return parts.join(' ')
}

export const hashPassword = (password: string, cost = BCRYPT_COST) => bcrypt.hash(password, cost)
/** Compared against when there is no user or no password, so an unknown e-mail takes as long as a wrong password. */
const NO_USER_HASH = '$2b$10$5mzCNYwzv2.A/z5cA55aY.LEuY4VH2SxGI3UhxH887MZN9olbH5J2'

export async function verifyPassword(password: string, hash: string | null | undefined): Promise<boolean> {
  const matches = await bcrypt.compare(password, hash ?? NO_USER_HASH)
  return matches && !!hash
}
