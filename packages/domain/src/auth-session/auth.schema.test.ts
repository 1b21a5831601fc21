import { describe, expect, it } from 'vitest'
import { AUTH_MESSAGES, authErrorMessage } from '../auth-messages/auth-messages.ts'
import { authErrorFromResponse, authSessionSchema } from './auth.schema.ts'

const session = {
  access_token: 'eyJ…',
  token_type: 'bearer',
  expires_in: 3600,
  expires_at: 1_795_000_000,
  refresh_token: 'r1',
  user: {
    id: '7d3f0c2e-4b1a-4c6e-9f52-1a2b3c4d5e6f',
    aud: 'authenticated',
    role: 'authenticated',
    email: 'jan@example.cz',
    email_confirmed_at: '2026-11-22T10:00:00Z',
    created_at: '2026-11-22T10:00:00Z',
    app_metadata: { provider: 'email' },
    user_metadata: {},
    identities: [{ id: 'i1', user_id: 'u1', provider: 'email' }],
    factors: [
      {
        id: 'f1',
        factor_type: 'totp',
        status: 'verified',
        created_at: '2026-11-22T10:00:00Z',
        updated_at: '2026-11-22T10:00:00Z',
      },
    ],
    is_anonymous: false,
  },
}

describe('auth session (GoTrue shape)', () => {
  it('accepts a session and keeps fields it does not know', () => {
    expect(authSessionSchema.parse(session).user).toMatchObject({ is_anonymous: false })
    expect(authSessionSchema.safeParse({ ...session, token_type: 'mac' }).success).toBe(false)
  })

  it.each([
    [
      400,
      { code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' },
      AUTH_MESSAGES.signInInvalidCredentials,
    ],
    [
      400,
      { error: 'invalid_grant', error_description: 'Invalid login credentials' },
      AUTH_MESSAGES.signInInvalidCredentials,
    ],
    [
      400,
      { code: 'email_not_confirmed', message: 'Email not confirmed' },
      AUTH_MESSAGES.signInEmailNotConfirmed,
    ],
    [500, 'Internal Server Error', AUTH_MESSAGES.signInFailed],
    [503, { code: 503 }, AUTH_MESSAGES.signInFailed],
  ])('sign-in %i %j', (status, body, message) => {
    expect(authErrorMessage('signIn', authErrorFromResponse(status, body))).toBe(message)
  })

  it('carries the status for the rate limit and retry rules', () => {
    expect(authErrorFromResponse(429, {})).toEqual({ status: 429 })
    expect(
      authErrorMessage('signUp', authErrorFromResponse(429, { error_code: 'over_email_send_rate_limit' })),
    ).toBe(AUTH_MESSAGES.signUpRateLimit)
  })
})
