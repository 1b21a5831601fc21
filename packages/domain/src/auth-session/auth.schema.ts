import { z } from 'zod'
import type { AuthErrorLike } from '../auth-messages/auth-messages.ts'

/**
 * docs/product/api.md, "Authentication session", in GoTrue's (Supabase Auth's) JSON shape, which the embedded /auth/v1,
 * the mock API and supabase-js all speak. Unknown keys pass through: GoTrue adds fields between versions.
 */
export const authFactorSchema = z.looseObject({
  id: z.string(),
  factor_type: z.enum(['totp', 'phone', 'webauthn']),
  status: z.enum(['verified', 'unverified']),
  friendly_name: z.string().optional(),
  created_at: z.string(),
  updated_at: z.string(),
})

export const authIdentitySchema = z.looseObject({
  identity_id: z.string().optional(),
  id: z.string(),
  user_id: z.string(),
  provider: z.string(),
  identity_data: z.record(z.string(), z.unknown()).optional(),
  created_at: z.string().optional(),
  updated_at: z.string().optional(),
})

export const authUserSchema = z.looseObject({
  id: z.string(),
  aud: z.string(),
  role: z.string().optional(),
  email: z.string().optional(),
  phone: z.string().optional(),
  email_confirmed_at: z.string().nullish(),
  created_at: z.string(),
  updated_at: z.string().optional(),
  app_metadata: z.record(z.string(), z.unknown()),
  user_metadata: z.record(z.string(), z.unknown()),
  identities: z.array(authIdentitySchema).optional(),
  factors: z.array(authFactorSchema).optional(),
})
export type AuthUser = z.infer<typeof authUserSchema>

/** POST /auth/v1/token answers this (password, refresh_token and pkce grants alike). */
export const authSessionSchema = z.looseObject({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  expires_in: z.number().int().positive(),
  /** Seconds since the epoch. */
  expires_at: z.number().int().positive(),
  refresh_token: z.string(),
  user: authUserSchema,
})
export type AuthSession = z.infer<typeof authSessionSchema>

/**
 * GoTrue's error body. With the API-version header (2024-01-01) it is `{ code, error_code, msg }`; older servers and
 * the OAuth token endpoint answer `{ error, error_description }`.
 */
export const gotrueErrorSchema = z.looseObject({
  code: z.union([z.number(), z.string()]).optional(),
  error_code: z.string().optional(),
  msg: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
  message: z.string().optional(),
})
export type GotrueError = z.infer<typeof gotrueErrorSchema>

/** The AuthErrorLike that authErrorMessage understands, from an HTTP status and GoTrue's error body. */
export function authErrorFromResponse(status: number, body: unknown): AuthErrorLike {
  const parsed = gotrueErrorSchema.safeParse(body)
  const data = parsed.success ? parsed.data : {}
  const code = data.error_code ?? (typeof data.code === 'string' ? data.code : undefined) ?? data.error
  return code === undefined ? { status } : { status, code }
}
