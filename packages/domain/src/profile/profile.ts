import { isVerified } from '../roles/roles.ts'
import type { Role } from './user.schema.ts'

/** What an admin needs to verify a person (docs/product/README.md "Profile and verification"). */
export const REQUIRED_PROFILE_FIELDS = ['firstName', 'lastName', 'phone', 'city'] as const
export type RequiredProfileField = (typeof REQUIRED_PROFILE_FIELDS)[number]

export const PROFILE_FIELD_LABELS: Readonly<Record<RequiredProfileField, string>> = {
  firstName: 'Jméno',
  lastName: 'Příjmení',
  phone: 'Telefon',
  city: 'Město',
}

export type ProfileFields = Partial<Record<RequiredProfileField, string | null>>

export function missingProfileFields(profile: ProfileFields): RequiredProfileField[] {
  return REQUIRED_PROFILE_FIELDS.filter((f) => !profile[f]?.trim())
}

/** Share of the required fields filled in, 0-100, for the profile's progress bar. */
export function profileCompletionPercent(profile: ProfileFields): number {
  const filled = REQUIRED_PROFILE_FIELDS.length - missingProfileFields(profile).length
  return Math.round((filled / REQUIRED_PROFILE_FIELDS.length) * 100)
}

export type VerificationRequestCheck = { ok: true } | { ok: false; message: string }

export function canRequestVerification(
  profile: ProfileFields & { role: Role; verificationStatus: 'NONE' | 'REQUESTED' | 'APPROVED' | 'REJECTED' },
): VerificationRequestCheck {
  if (isVerified(profile.role)) return { ok: false, message: 'Váš profil je již ověřen.' }
  if (profile.verificationStatus === 'REQUESTED') {
    return { ok: false, message: 'Žádost o ověření už čeká na vyřízení.' }
  }
  const missing = missingProfileFields(profile)
  if (missing.length > 0) {
    return {
      ok: false,
      message: `Pro ověření doplňte v profilu: ${missing.map((f) => PROFILE_FIELD_LABELS[f]).join(', ')}.`,
    }
  }
  return { ok: true }
}

/** "Jan Novák", or the e-mail while the user has not given a name. */
export function displayName(user: {
  firstName?: string | null
  lastName?: string | null
  email: string
}): string {
  const name = [user.firstName?.trim(), user.lastName?.trim()].filter(Boolean).join(' ')
  return name || user.email
}

/** "Jan Novák" as given, or null while the user has not given a name (the admin lists show the e-mail beside it). */
export function fullName(user: { firstName?: string | null; lastName?: string | null }): string | null {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || null
}
