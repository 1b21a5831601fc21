import { describe, expect, it } from 'vitest'
import {
  canRequestVerification,
  displayName,
  fullName,
  missingProfileFields,
  profileCompletionPercent,
} from './profile.ts'

const complete = { firstName: 'Jan', lastName: 'Novák', phone: '+420777123456', city: 'Zlín' }

describe('profile completeness', () => {
  it('lists what is missing', () => {
    expect(missingProfileFields(complete)).toEqual([])
    expect(missingProfileFields({ firstName: ' ', phone: null })).toEqual([
      'firstName',
      'lastName',
      'phone',
      'city',
    ])
    expect(profileCompletionPercent({ firstName: 'Jan' })).toBe(25)
    expect(profileCompletionPercent(complete)).toBe(100)
  })

  it.each([
    [{ ...complete, role: 'USER', verificationStatus: 'NONE' }, { ok: true }],
    [{ ...complete, role: 'USER', verificationStatus: 'REJECTED' }, { ok: true }],
    [
      { ...complete, role: 'VERIFIED', verificationStatus: 'APPROVED' },
      { ok: false, message: 'Váš profil je již ověřen.' },
    ],
    [
      { ...complete, role: 'ADMIN', verificationStatus: 'NONE' },
      { ok: false, message: 'Váš profil je již ověřen.' },
    ],
    [
      { ...complete, role: 'USER', verificationStatus: 'REQUESTED' },
      { ok: false, message: 'Žádost o ověření už čeká na vyřízení.' },
    ],
    [
      { firstName: 'Jan', role: 'USER', verificationStatus: 'NONE' },
      { ok: false, message: 'Pro ověření doplňte v profilu: Příjmení, Telefon, Město.' },
    ],
  ] as const)('verification request %#', (profile, result) => {
    expect(canRequestVerification(profile)).toEqual(result)
  })

  it('names a person', () => {
    expect(displayName({ ...complete, email: 'jan@example.cz' })).toBe('Jan Novák')
    expect(displayName({ firstName: 'Jan', lastName: null, email: 'jan@example.cz' })).toBe('Jan')
    expect(displayName({ email: 'jan@example.cz' })).toBe('jan@example.cz')
    expect(fullName(complete)).toBe('Jan Novák')
    expect(fullName({ firstName: null, lastName: 'Novák' })).toBe('Novák')
    expect(fullName({ firstName: null })).toBeNull()
  })
})
