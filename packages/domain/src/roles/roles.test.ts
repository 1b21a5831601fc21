import { describe, expect, it } from 'vitest'
import { type Role, roleSchema } from '../profile/user.schema.ts'
import {
  ADMIN_CREDIT_GRANT_LIMIT,
  accountDeletionRefusal,
  CREDIT_GRANT_LIMIT_MESSAGE,
  canChangeRole,
  creditAdjustmentRefusal,
  isAdmin,
  isSuperAdmin,
  isVerified,
  OWN_CREDITS_MESSAGE,
  ROLE_LABELS,
  roleChangeRefusal,
  verificationAfterRoleChange,
} from './roles.ts'

describe('roles (docs/product/README.md "Route guards")', () => {
  it.each([
    ['USER', false, false, false],
    ['VERIFIED', false, false, true],
    ['ADMIN', true, false, true],
    ['SUPER_ADMIN', true, true, true],
  ] as const)('%s: admin %s, super admin %s, verified %s', (role, admin, superAdmin, verified) => {
    expect(isAdmin(role)).toBe(admin)
    expect(isSuperAdmin(role)).toBe(superAdmin)
    expect(isVerified(role)).toBe(verified)
  })

  it('labels every role in Czech', () => {
    expect(Object.keys(ROLE_LABELS)).toEqual(roleSchema.options)
  })

  it.each([
    ['ADMIN', 'USER', 'VERIFIED', true],
    ['ADMIN', 'VERIFIED', 'USER', true],
    ['ADMIN', 'USER', 'ADMIN', false],
    ['ADMIN', 'ADMIN', 'USER', false],
    ['SUPER_ADMIN', 'USER', 'ADMIN', true],
    ['SUPER_ADMIN', 'ADMIN', 'VERIFIED', true],
    ['SUPER_ADMIN', 'ADMIN', 'SUPER_ADMIN', false],
    ['SUPER_ADMIN', 'SUPER_ADMIN', 'ADMIN', false],
    ['SUPER_ADMIN', 'USER', 'USER', false],
    ['VERIFIED', 'USER', 'VERIFIED', false],
  ] as const)('%s may change %s to %s: %s', (actor, from, to, ok) => {
    expect(canChangeRole(actor as Role, from, to)).toBe(ok)
  })
})

describe('roleChangeRefusal', () => {
  const superAdmin = { id: 's', role: 'SUPER_ADMIN' as const }
  const admin = { id: 'a', role: 'ADMIN' as const }
  const user = { id: 'u', role: 'USER' as const }
  it("refuses changing one's own role", () => {
    expect(roleChangeRefusal(admin, admin, 'USER', 1)).toBe('Vlastní roli změnit nelze.')
    expect(roleChangeRefusal(superAdmin, superAdmin, 'ADMIN', 2)).toBe('Vlastní roli změnit nelze.')
  })
  it('refuses a change to the same role', () => {
    expect(roleChangeRefusal(admin, user, 'USER', 1)).toBe('Uživatel už tuto roli má.')
  })
  it('never demotes the last super admin, nor any super admin through the product', () => {
    expect(roleChangeRefusal(superAdmin, { id: 's2', role: 'SUPER_ADMIN' }, 'ADMIN', 1)).toBe(
      'Posledního hlavního administrátora nelze odebrat.',
    )
    expect(roleChangeRefusal(superAdmin, { id: 's2', role: 'SUPER_ADMIN' }, 'ADMIN', 2)).toMatch(/nikdo/)
    expect(roleChangeRefusal(superAdmin, user, 'SUPER_ADMIN', 1)).toMatch(/nikdo/)
  })
  it('lets only a super admin grant or take ADMIN', () => {
    expect(roleChangeRefusal(admin, user, 'ADMIN', 1)).toMatch(/jen hlavní administrátor/)
    expect(roleChangeRefusal(admin, { id: 'a2', role: 'ADMIN' }, 'USER', 1)).toMatch(/jen hlavní/)
    expect(roleChangeRefusal(superAdmin, user, 'ADMIN', 1)).toBeNull()
    expect(roleChangeRefusal(superAdmin, admin, 'VERIFIED', 1)).toBeNull()
  })
  it('lets any admin move a user between USER and VERIFIED', () => {
    expect(roleChangeRefusal(admin, user, 'VERIFIED', 1)).toBeNull()
    expect(roleChangeRefusal(admin, { id: 'v', role: 'VERIFIED' }, 'USER', 1)).toBeNull()
  })
})

describe('accountDeletionRefusal', () => {
  it('refuses the last super admin only', () => {
    expect(accountDeletionRefusal('SUPER_ADMIN', 1)).toMatch(
      /posledního hlavního administrátora nelze smazat/,
    )
    expect(accountDeletionRefusal('SUPER_ADMIN', 0)).not.toBeNull()
    expect(accountDeletionRefusal('SUPER_ADMIN', 2)).toBeNull()
    expect(accountDeletionRefusal('ADMIN', 1)).toBeNull()
    expect(accountDeletionRefusal('USER', 0)).toBeNull()
  })
})

describe('credit adjustments (docs/decisions/1234-admin-credit-grants.md)', () => {
  const admin = { id: 'a', role: 'ADMIN' as const }
  const superAdmin = { id: 's', role: 'SUPER_ADMIN' as const }
  it('never lets an admin adjust their own credits, either way, super admins included', () => {
    expect(creditAdjustmentRefusal(admin, 'a', 1_000_000)).toBe(OWN_CREDITS_MESSAGE)
    expect(creditAdjustmentRefusal(admin, 'a', -5)).toBe(OWN_CREDITS_MESSAGE)
    expect(creditAdjustmentRefusal(superAdmin, 's', 10)).toBe(OWN_CREDITS_MESSAGE)
  })
  it('leaves grants above the limit to a super admin and takes no limit on taking credits away', () => {
    expect(creditAdjustmentRefusal(admin, 'u', ADMIN_CREDIT_GRANT_LIMIT)).toBeNull()
    expect(creditAdjustmentRefusal(admin, 'u', ADMIN_CREDIT_GRANT_LIMIT + 1)).toBe(CREDIT_GRANT_LIMIT_MESSAGE)
    expect(creditAdjustmentRefusal(superAdmin, 'u', 1_000_000)).toBeNull()
    expect(creditAdjustmentRefusal(admin, 'u', -1_000_000)).toBeNull()
    expect(CREDIT_GRANT_LIMIT_MESSAGE).toMatch(/10\s000/)
  })
})

describe('verificationAfterRoleChange', () => {
  it('approves a hand-made verified user, withdraws the approval with the role, leaves admins as they were', () => {
    expect(verificationAfterRoleChange('VERIFIED', 'NONE')).toBe('APPROVED')
    expect(verificationAfterRoleChange('VERIFIED', 'REQUESTED')).toBe('APPROVED')
    expect(verificationAfterRoleChange('USER', 'APPROVED')).toBe('NONE')
    expect(verificationAfterRoleChange('USER', 'REJECTED')).toBe('REJECTED')
    expect(verificationAfterRoleChange('ADMIN', 'NONE')).toBe('NONE')
  })
})
