import { describe, expect, it } from 'vitest'
import {
  AUTH_MESSAGES,
  type AuthErrorLike,
  type AuthOperation,
  authErrorMessage,
  authSuccessMessage,
  passwordProblem,
  passwordTooLong,
  RESET_PASSWORD_SENT_MESSAGE,
  SIGN_IN_BANNED_MESSAGE,
  VERIFIED_ONLY_TOAST,
  weakPasswordFieldError,
} from './auth-messages.ts'

describe('AUTH_MESSAGES (docs/product/screens-and-limits.md "Texts", verbatim)', () => {
  it.each([
    ['signUpRateLimit', 'Další registraci lze provést až za několik minut.'],
    ['signUpFailed', 'Něco se pokazilo, zkuste to prosím později.'],
    ['signUpSuccess', 'Registrace úspěšná.'],
    ['signInEmailNotConfirmed', 'Potvrďte prosím registraci v e-mailu.'],
    ['signInInvalidCredentials', 'Chybný e-mail nebo heslo.'],
    ['signInFailed', 'Nelze Vás přihlásit, zkuste to prosím později.'],
    ['signInSuccess', 'Přihlášení úspěšné.'],
    ['signOutFailed', 'Nelze Vás odhlásit, zkuste to prosím později.'],
    ['signOutSuccess', 'Odhlášení úspěšné.'],
    ['resetPasswordFailed', 'Nelze zaslat reset hesla, zkuste to prosím později.'],
    ['passwordSameAsOld', 'Nové heslo musí být odlišné od původního hesla.'],
    ['updatePasswordFailed', 'V tuto chvíli nelze změnit heslo, zkuste to prosím později.'],
    ['updatePasswordSuccess', 'Heslo úspěšně změněno.'],
    ['fetchUserFailed', 'Nepovedlo se Vás přihlásit, zkuste to prosím znova'],
    ['verificationLinkExpired', 'Verifikační odkaz je neplatný nebo expirovaný, požádejte prosím o nový.'],
  ] as const)('%s', (key, message) => {
    expect(AUTH_MESSAGES[key]).toBe(message)
  })

  it('has exactly the fifteen catalogue entries', () => {
    expect(Object.keys(AUTH_MESSAGES)).toHaveLength(15)
  })

  it('carries the verified-only toast of docs/product/offers.md', () => {
    expect(VERIFIED_ONLY_TOAST).toBe(
      'Tato sekce je dostupná pouze ověřeným uživatelům. Dokončete a nechte si ověřit profil.',
    )
  })
})

describe('authErrorMessage', () => {
  const table: [AuthOperation, AuthErrorLike | null | undefined, string][] = [
    ['signUp', { code: 'over_email_send_rate_limit', status: 429 }, AUTH_MESSAGES.signUpRateLimit],
    ['signUp', { code: 'over_request_rate_limit' }, AUTH_MESSAGES.signUpRateLimit],
    ['signUp', { status: 429 }, AUTH_MESSAGES.signUpRateLimit],
    ['signUp', { code: 'weak_password', status: 422 }, AUTH_MESSAGES.signUpFailed],
    ['signUp', null, AUTH_MESSAGES.signUpFailed],
    ['signIn', { code: 'email_not_confirmed', status: 400 }, AUTH_MESSAGES.signInEmailNotConfirmed],
    ['signIn', { code: 'user_banned', status: 400 }, SIGN_IN_BANNED_MESSAGE],
    ['signIn', { code: 'invalid_credentials', status: 400 }, AUTH_MESSAGES.signInInvalidCredentials],
    ['signIn', { code: 'invalid_grant', status: 400 }, AUTH_MESSAGES.signInInvalidCredentials],
    ['signIn', { name: 'AuthRetryableFetchError', status: 503 }, AUTH_MESSAGES.signInFailed],
    ['signIn', undefined, AUTH_MESSAGES.signInFailed],
    ['signOut', { status: 500 }, AUTH_MESSAGES.signOutFailed],
    ['resetPassword', { code: 'over_email_send_rate_limit' }, AUTH_MESSAGES.resetPasswordFailed],
    ['updatePassword', { code: 'same_password', status: 422 }, AUTH_MESSAGES.passwordSameAsOld],
    ['updatePassword', { code: 'weak_password', status: 422 }, AUTH_MESSAGES.updatePasswordFailed],
    ['fetchUser', { name: 'AuthSessionMissingError' }, AUTH_MESSAGES.fetchUserFailed],
  ]
  it.each(table)('%s %j', (operation, error, message) => {
    expect(authErrorMessage(operation, error)).toBe(message)
  })
})

describe('authSuccessMessage', () => {
  it.each([
    ['signUp', AUTH_MESSAGES.signUpSuccess],
    ['signIn', AUTH_MESSAGES.signInSuccess],
    ['signOut', AUTH_MESSAGES.signOutSuccess],
    ['resetPassword', RESET_PASSWORD_SENT_MESSAGE],
    ['updatePassword', AUTH_MESSAGES.updatePasswordSuccess],
    ['fetchUser', null],
  ] as const)('%s', (operation, message) => {
    expect(authSuccessMessage(operation)).toBe(message)
  })
})

describe('the new-password policy', () => {
  it('names the first problem, in Czech', () => {
    expect(passwordProblem('abc1')).toBe('Heslo musí mít alespoň 8 znaků.')
    expect(passwordProblem('abcdefgh')).toBe('Heslo musí obsahovat alespoň jedno písmeno a jednu číslici.')
    expect(passwordProblem('tajne-heslo-1')).toBeNull()
  })
  it('counts the 72-byte limit in UTF-8 bytes, not characters (bcrypt reads bytes)', () => {
    expect(passwordProblem('ž1'.repeat(24))).toBeNull() // 48 characters, 72 bytes
    expect(passwordProblem('ž1'.repeat(36))).toBe(
      'Heslo může mít nejvýše 72 bajtů (písmeno s diakritikou zabírá 2 bajty).',
    ) // 72 characters, 108 bytes
    expect(passwordTooLong(`a1${'x'.repeat(70)}`)).toBe(false)
    expect(passwordTooLong(`a1${'x'.repeat(71)}`)).toBe(true)
  })
  it("turns the auth server's weak_password reasons into a field message, and nothing else", () => {
    expect(weakPasswordFieldError({ code: 'weak_password', reasons: ['characters'] })).toMatch(/písmeno/)
    expect(weakPasswordFieldError({ code: 'weak_password', reasons: ['length', 'characters'] })).toMatch(
      /8 znaků/,
    )
    expect(weakPasswordFieldError({ code: 'over_request_rate_limit' })).toBeNull()
  })
})

describe('weak password reasons', () => {
  it('names each reason the auth server gives', async () => {
    const { weakPasswordFieldError, PASSWORD_MESSAGES } = await import('./auth-messages.ts')
    const weak = (reasons: string[]) => weakPasswordFieldError({ code: 'weak_password', reasons } as never)
    expect(weak(['characters'])).toBe(PASSWORD_MESSAGES.characters)
    expect(weak(['pwned'])).toBe(PASSWORD_MESSAGES.pwned)
    expect(weak([])).toBe(PASSWORD_MESSAGES.length)
    expect(weakPasswordFieldError(null)).toBeNull()
  })
})
