import type { Role } from '../contract/user.schema.ts'

/** Spec section 6: admin is ADMIN or SUPER_ADMIN. */
export function isAdmin(role: Role): boolean {
  return role === 'ADMIN' || role === 'SUPER_ADMIN'
}

export function isSuperAdmin(role: Role): boolean {
  return role === 'SUPER_ADMIN'
}

/** PRODUCT.md: an admin passes the verified-user guard too. */
export function isVerified(role: Role): boolean {
  return role === 'VERIFIED' || isAdmin(role)
}

/** PRODUCT.md: only a super admin grants or takes the ADMIN role; nobody grants SUPER_ADMIN through the product. */
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
