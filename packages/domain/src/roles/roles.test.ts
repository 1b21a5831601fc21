import { describe, expect, it } from 'vitest'
import { type Role, roleSchema } from '../contract/user.schema.ts'
import { canChangeRole, isAdmin, isSuperAdmin, isVerified, ROLE_LABELS } from './roles.ts'

describe('roles (spec section 6)', () => {
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
