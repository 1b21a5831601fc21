import type { EndpointInput } from '@rg/domain/contract'
import { USER_NOT_FOUND } from '@rg/domain/fields'
import { REGION_CODES } from '@rg/domain/offers'
import {
  canRequestVerification,
  type Profile,
  type ProfileUpdateRequest,
  type VerificationResponse,
} from '@rg/domain/profile'
import { STORAGE_BUCKETS } from '@rg/domain/uploads'
import { asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { fail, type Outcome, ok, refused } from '../outcome.ts'

/*
 * The user's own profile (issue 16): read, edit the personal fields, ask for verification. Every function runs in
 * the requester's transaction (asUser), so RLS and the profiles_guard trigger decide as well: a user reads and edits
 * only their own row and never its role, verification decision or blocking.
 */

export interface ProfileRow {
  id: string
  email: string
  role: Profile['role']
  first_name: string | null
  last_name: string | null
  phone: string | null
  company_name: string | null
  ico: string | null
  dic: string | null
  street: string | null
  city: string | null
  postcode: string | null
  region: string | null
  avatar_path: string | null
  verification_status: Profile['verificationStatus']
  verification_note: string | null
  verification_requested_at: Date | null
  onboarding_completed_at: Date | null
  blocked_at: Date | null
  created_at: Date
}

export const PROFILE_COLUMNS = `id, email, role, first_name, last_name, phone, company_name, ico, dic, street, city, postcode,
  region, avatar_path, verification_status, verification_note, verification_requested_at, onboarding_completed_at,
  blocked_at, created_at`

const iso = (d: Date | string) => new Date(d).toISOString()

export function toProfile(row: ProfileRow): Profile {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    companyName: row.company_name,
    ico: row.ico,
    dic: row.dic,
    street: row.street,
    city: row.city,
    postcode: row.postcode,
    // older rows (the demo data) may hold a region's name instead of its code; the contract carries codes only
    region: (REGION_CODES as readonly string[]).includes(row.region ?? '')
      ? (row.region as Profile['region'])
      : null,
    // the stored image's `bucket/path`, as GET /api/user answers it; the app renders it through /img
    avatarUrl: row.avatar_path ? `${STORAGE_BUCKETS.avatars}/${row.avatar_path}` : null,
    verificationStatus: row.verification_status,
    verificationNote: row.verification_status === 'REJECTED' ? row.verification_note : null,
    onboardingCompleted: row.onboarding_completed_at !== null,
    createdAt: iso(row.created_at),
  }
}

export const PROFILE_NOT_FOUND = refused(USER_NOT_FOUND)

export async function readProfileRow(tx: Queryable, userId: string): Promise<ProfileRow | undefined> {
  return (
    await tx.query<ProfileRow>(`select ${PROFILE_COLUMNS} from public.profiles where id = $1`, [userId])
  ).rows[0]
}

type Requester = RequestClaims & { sub: string }

async function profileOf(tx: Queryable, userId: string): Promise<Outcome<Profile>> {
  const row = await readProfileRow(tx, userId)
  return row ? ok(toProfile(row)) : PROFILE_NOT_FOUND
}

/** The requester's own profile. */
export const getProfile = (db: Database, claims: Requester): Promise<Outcome<Profile>> =>
  asUser(db, claims, (tx) => profileOf(tx, claims.sub))

/** The contract's field names → the columns; nothing outside this map can ever be written by PATCH /api/profile. */
const EDITABLE: Readonly<Record<keyof ProfileUpdateRequest, string>> = {
  firstName: 'first_name',
  lastName: 'last_name',
  phone: 'phone',
  companyName: 'company_name',
  ico: 'ico',
  dic: 'dic',
  city: 'city',
  street: 'street',
  postcode: 'postcode',
  region: 'region',
}

/** Writes the fields the patch names (an empty string clears one) and answers the profile. */
export const updateProfile = (
  db: Database,
  claims: Requester,
  patch: EndpointInput<'updateProfile'>['body'],
): Promise<Outcome<Profile>> => asUser(db, claims, (tx) => writeProfile(tx, claims.sub, patch))

async function writeProfile(
  tx: Queryable,
  userId: string,
  patch: EndpointInput<'updateProfile'>['body'],
): Promise<Outcome<Profile>> {
  const sets: string[] = []
  const values: unknown[] = [userId]
  for (const [field, column] of Object.entries(EDITABLE)) {
    const value = (patch as Record<string, unknown>)[field]
    if (value === undefined) continue
    values.push(value === '' ? null : value)
    sets.push(`${column} = $${values.length}`)
  }
  if (sets.length === 0) return profileOf(tx, userId)
  const row = (
    await tx.query<ProfileRow>(
      `update public.profiles set ${sets.join(', ')} where id = $1 returning ${PROFILE_COLUMNS}`,
      values,
    )
  ).rows[0]
  return row ? ok(toProfile(row)) : PROFILE_NOT_FOUND
}

/** "Požádat o ověření": allowed once the profile is complete and no request is pending (domain rules). */
export const requestVerification = (
  db: Database,
  claims: Requester,
): Promise<Outcome<VerificationResponse>> => asUser(db, claims, (tx) => askForVerification(tx, claims.sub))

async function askForVerification(tx: Queryable, userId: string): Promise<Outcome<VerificationResponse>> {
  const row = await readProfileRow(tx, userId)
  if (!row) return PROFILE_NOT_FOUND
  const check = canRequestVerification({
    role: row.role,
    verificationStatus: row.verification_status,
    firstName: row.first_name,
    lastName: row.last_name,
    phone: row.phone,
    city: row.city,
  })
  if (!check.ok) return fail(409, 'verification_not_allowed', check.message)
  await tx.query(
    `update public.profiles set verification_status = 'REQUESTED', verification_requested_at = now() where id = $1`,
    [userId],
  )
  return ok({ verificationStatus: 'REQUESTED' })
}
