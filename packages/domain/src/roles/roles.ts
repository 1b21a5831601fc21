import { formatNumber } from '../czech-format/money.ts'
import type { VerificationStatus } from '../profile/profile.schema.ts'
import type { Role } from '../profile/user.schema.ts'

/** docs/product/README.md "Roles": admin is ADMIN or SUPER_ADMIN. */
export function isAdmin(role: Role): boolean {
  return role === 'ADMIN' || role === 'SUPER_ADMIN'
}

export function isSuperAdmin(role: Role): boolean {
  return role === 'SUPER_ADMIN'
}

/** docs/product/README.md: an admin passes the verified-user guard too. */
export function isVerified(role: Role): boolean {
  return role === 'VERIFIED' || isAdmin(role)
}

/** docs/product/README.md: only a super admin grants or takes the ADMIN role; nobody grants SUPER_ADMIN through the product. */
export function canChangeRole(actor: Role, from: Role, to: Role): boolean {
  if (from === to || from === 'SUPER_ADMIN' || to === 'SUPER_ADMIN') return false
  if (from === 'ADMIN' || to === 'ADMIN') return isSuperAdmin(actor)
  return isAdmin(actor)
}

export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  USER: 'Uživatel',
  VERIFIED: 'Ověřený uživatel',
  ADMIN: 'Administrátor',
  SUPER_ADMIN: 'Hlavní administrátor',
}

/**
 * Why an admin may not change a user's role, in Czech, or null when the change is allowed (docs/decisions/
 * 0981-role-changes.md): nobody changes their own role, the last super admin is never demoted, and the rest is
 * canChangeRole.
 */
export function roleChangeRefusal(
  actor: { id: string; role: Role },
  target: { id: string; role: Role },
  to: Role,
  superAdminCount: number,
): string | null {
  if (actor.id === target.id) return 'Vlastní roli změnit nelze.'
  if (target.role === to) return 'Uživatel už tuto roli má.'
  if (target.role === 'SUPER_ADMIN' && superAdminCount <= 1)
    return 'Posledního hlavního administrátora nelze odebrat.'
  if (to === 'SUPER_ADMIN' || target.role === 'SUPER_ADMIN')
    return 'Roli hlavního administrátora v aplikaci nikdo nepřiděluje ani neodebírá.'
  if (!canChangeRole(actor.role, target.role, to))
    return 'Roli administrátora přiděluje a odebírá jen hlavní administrátor.'
  return null
}

/** The largest credit grant an ADMIN makes alone; more needs a SUPER_ADMIN (docs/decisions/1234-admin-credit-grants.md). */
export const ADMIN_CREDIT_GRANT_LIMIT = 10_000
export const OWN_CREDITS_MESSAGE = 'Vlastní kredity upravit nelze. Požádejte o úpravu jiného administrátora.'
export const CREDIT_GRANT_LIMIT_MESSAGE = `Přidat najednou víc než ${formatNumber(ADMIN_CREDIT_GRANT_LIMIT)} kreditů může jen hlavní administrátor.`

/**
 * Why an admin may not adjust these credits, in Czech, or null when allowed: nobody adjusts their own credits (either
 * way), and adding more than ADMIN_CREDIT_GRANT_LIMIT at once is the super admin's. Taking credits away has no limit
 * beyond the balance (the server checks that).
 */
export function creditAdjustmentRefusal(
  actor: { id: string; role: Role },
  targetId: string,
  amount: number,
): string | null {
  if (actor.id === targetId) return OWN_CREDITS_MESSAGE
  if (amount > ADMIN_CREDIT_GRANT_LIMIT && actor.role !== 'SUPER_ADMIN') return CREDIT_GRANT_LIMIT_MESSAGE
  return null
}

/**
 * Why the account cannot delete itself, in Czech, or null: the last super admin's account would take the rule that
 * the last super admin is never demoted with it (docs/decisions/0980-account-deletion-and-retention.md). The server
 * counts the active super admins, the deleting one included, under a row lock.
 */
export function accountDeletionRefusal(role: Role, superAdminCount: number): string | null {
  if (role === 'SUPER_ADMIN' && superAdminCount <= 1)
    return 'Účet posledního hlavního administrátora nelze smazat: nejdříve musí hlavním administrátorem být někdo další.'
  return null
}

/**
 * The verification state a role change leaves (docs/decisions/1244-role-and-verification-agree.md): an admin who
 * makes someone "Ověřený uživatel" by hand vouches for them, so the profile reads "Ověřeno"; taking that role away
 * takes "Ověřeno" with it. Admin roles keep whatever the profile had.
 */
export function verificationAfterRoleChange(to: Role, current: VerificationStatus): VerificationStatus {
  if (to === 'VERIFIED') return 'APPROVED'
  if (to === 'USER' && current === 'APPROVED') return 'NONE'
  return current
}
