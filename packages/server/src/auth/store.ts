import { createHash, randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { Queryable } from '../db/database.ts'

/** Columns of auth.users the auth server reads. */
export interface UserRow {
  id: string
  aud: string
  role: string
  email: string
  phone: string | null
  encrypted_password: string | null
  email_confirmed_at: Date | null
  confirmed_at: Date | null
  confirmation_token: string | null
  confirmation_sent_at: Date | null
  recovery_token: string | null
  recovery_sent_at: Date | null
  last_sign_in_at: Date | null
  raw_app_meta_data: Record<string, unknown>
  raw_user_meta_data: Record<string, unknown>
  created_at: Date
  updated_at: Date
  banned_until: Date | null
  is_anonymous: boolean
}

interface IdentityRow {
  id: string
  provider_id: string
  user_id: string
  identity_data: Record<string, unknown>
  provider: string
  last_sign_in_at: Date | null
  created_at: Date
  updated_at: Date
  email: string | null
}

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : undefined)

export const findUserById = async (q: Queryable, id: string) =>
  (await q.query<UserRow>('select * from auth.users where id = $1 and deleted_at is null', [id])).rows[0]

export const findUserByEmail = async (q: Queryable, email: string) =>
  (
    await q.query<UserRow>(
      'select * from auth.users where email = $1 and is_sso_user = false and deleted_at is null',
      [email.toLowerCase()],
    )
  ).rows[0]

/** The User object of GoTrue's responses (fields that are empty are left out, as GoTrue does). */
export async function userJson(q: Queryable, user: UserRow) {
  const { rows: identities } = await q.query<IdentityRow>(
    'select * from auth.identities where user_id = $1 order by created_at',
    [user.id],
  )
  return {
    id: user.id,
    aud: user.aud,
    role: user.role,
    email: user.email,
    email_confirmed_at: iso(user.email_confirmed_at),
    phone: user.phone ?? '',
    confirmation_sent_at: iso(user.confirmation_sent_at),
    confirmed_at: iso(user.confirmed_at),
    recovery_sent_at: iso(user.recovery_sent_at),
    last_sign_in_at: iso(user.last_sign_in_at),
    app_metadata: user.raw_app_meta_data,
    user_metadata: user.raw_user_meta_data,
    identities: identities.map((i) => ({
      identity_id: i.id,
      id: i.provider_id,
      user_id: i.user_id,
      identity_data: i.identity_data,
      provider: i.provider,
      last_sign_in_at: iso(i.last_sign_in_at),
      created_at: iso(i.created_at),
      updated_at: iso(i.updated_at),
      email: i.email ?? undefined,
    })),
    created_at: iso(user.created_at),
    updated_at: iso(user.updated_at),
    banned_until: iso(user.banned_until),
    is_anonymous: user.is_anonymous,
  }
}
export type UserJson = Awaited<ReturnType<typeof userJson>>

/** A v4-shaped UUID derived from `seed`: stable for the seed, unrelated to it for anyone without it. */
function derivedUuid(seed: string): string {
  const h = sha256(seed)
  const variant = ((Number.parseInt(h[16] as string, 16) & 0x3) | 0x8).toString(16)
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`
}

/**
 * The answer to a sign-up of an address that has an account: shaped exactly like userJson of a new, unconfirmed user
 * (one e-mail identity, times of now), so the answer does not tell a taken address from a new one. A pending account
 * answers its own id, a confirmed one an id derived from its own; each is stable across sign-ups, as a new
 * address's id is once it is pending (docs/security.md "Threat model").
 */
export function lookalikeUser(
  userId: string,
  state: 'pending' | 'taken',
  email: string,
  data: Record<string, unknown>,
) {
  const id = state === 'pending' ? userId : derivedUuid(`signup-lookalike:${userId}`)
  const now = new Date().toISOString()
  const identityData = { sub: id, email, email_verified: false, phone_verified: false }
  return {
    id,
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: { ...identityData, ...data },
    identities: [
      {
        identity_id: derivedUuid(`signup-lookalike-identity:${userId}`),
        id,
        user_id: id,
        identity_data: identityData,
        provider: 'email',
        created_at: now,
        updated_at: now,
        email,
      },
    ],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  }
}

/** A user as GoTrue creates it: email identity, metadata with email_verified, the profile row by trigger. */
export async function insertUser(
  q: Queryable,
  email: string,
  passwordHash: string,
  data: Record<string, unknown> = {},
  confirmed = false,
): Promise<UserRow> {
  const id = randomUUID()
  const identityData = { sub: id, email, email_verified: confirmed, phone_verified: false }
  const { rows } = await q.query<UserRow>(
    `insert into auth.users (id, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data)
     values ($1, $2, $3, case when $4::boolean then now() end, $5, $6) returning *`,
    [
      id,
      email,
      passwordHash,
      confirmed,
      JSON.stringify({ provider: 'email', providers: ['email'] }),
      JSON.stringify({ ...identityData, ...data }),
    ],
  )
  await q.query(
    `insert into auth.identities (provider_id, user_id, identity_data, provider) values ($1::text, $1::uuid, $2, 'email')`,
    [id, JSON.stringify(identityData)],
  )
  return rows[0] as UserRow
}

/** Confirms the e-mail: GoTrue also flips email_verified in the metadata and the identity. */
export async function confirmEmail(q: Queryable, userId: string) {
  await q.query(
    `update auth.users set email_confirmed_at = coalesce(email_confirmed_at, now()), confirmation_token = null,
       raw_user_meta_data = raw_user_meta_data || '{"email_verified": true}', updated_at = now() where id = $1`,
    [userId],
  )
  await q.query(
    `update auth.identities set identity_data = identity_data || '{"email_verified": true}', updated_at = now()
     where user_id = $1 and provider = 'email'`,
    [userId],
  )
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/**
 * What one auth mail carries: a link token of 256 random bits and a 6-digit code, independent of each other and of
 * the address (GoTrue derives its link from address and code, so guessing the code offline through `token_hash` would
 * skip the per-account limit of wrong codes: docs/security.md "Link tokens and codes"). The users column keeps only
 * `<link hash>:<code hash>`, so clearing it kills the mail's link and code together.
 */
export function newMailSecrets(userId: string, pkce: boolean) {
  const raw = randomBytes(32).toString('hex')
  const linkToken = pkce ? `pkce_${raw}` : raw
  const code = newCode()
  return { linkToken, code, stored: `${linkHash(linkToken)}:${codeHash(userId, code)}` }
}

/** The stored form of a link token: its SHA-256, the PKCE marker kept in front (a stripped token matches nothing). */
export function linkHash(token: string): string {
  return token.startsWith('pkce_') ? `pkce_${sha256(token.slice(5))}` : sha256(token)
}

/** The stored form of a 6-digit code (or reauthentication nonce): bound to its account. */
export const codeHash = (userId: string, code: string) => sha256(`${userId}:${code}`)

export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0')

/** Whether `code` is the code part of a stored `<link hash>:<code hash>` value of the user. */
export function codeMatches(stored: string | null, userId: string, code: string): boolean {
  const part = stored?.split(':')[1]
  if (!part || !/^\d{6}$/.test(code)) return false
  const expected = Buffer.from(codeHash(userId, code), 'hex')
  const actual = Buffer.from(part, 'hex')
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'
/** Opaque refresh token (GoTrue v1 style, longer than its 12 characters). */
export function newRefreshToken(): string {
  const bytes = randomBytes(24)
  let out = ''
  for (const b of bytes) out += ALPHABET[b % ALPHABET.length]
  return out
}

export async function createSession(
  q: Queryable,
  userId: string,
  amr: string,
  userAgent?: string,
  ip?: string,
) {
  const sessionId = randomUUID()
  await q.query(
    `insert into auth.sessions (id, user_id, amr, user_agent, ip, refreshed_at) values ($1, $2, $3, $4, $5, now())`,
    [
      sessionId,
      userId,
      JSON.stringify([{ method: amr, timestamp: Math.floor(Date.now() / 1000) }]),
      userAgent,
      ip,
    ],
  )
  const refreshToken = newRefreshToken()
  await q.query(`insert into auth.refresh_tokens (token, user_id, session_id) values ($1, $2, $3)`, [
    refreshToken,
    userId,
    sessionId,
  ])
  await q.query(`update auth.users set last_sign_in_at = now(), updated_at = now() where id = $1`, [userId])
  await q.query(`update auth.identities set last_sign_in_at = now() where user_id = $1`, [userId])
  return { sessionId, refreshToken }
}
