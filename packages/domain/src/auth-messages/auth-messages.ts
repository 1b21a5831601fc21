/** docs/product/screens-and-limits.md "Texts", verbatim, character for character (the fetch-user message has no final full stop there). */
export const AUTH_MESSAGES = {
  signUpRateLimit: 'Další registraci lze provést až za několik minut.',
  signUpFailed: 'Něco se pokazilo, zkuste to prosím později.',
  signUpSuccess: 'Registrace úspěšná.',
  signInEmailNotConfirmed: 'Potvrďte prosím registraci v e-mailu.',
  signInInvalidCredentials: 'Chybný e-mail nebo heslo.',
  signInFailed: 'Nelze Vás přihlásit, zkuste to prosím později.',
  signInSuccess: 'Přihlášení úspěšné.',
  signOutFailed: 'Nelze Vás odhlásit, zkuste to prosím později.',
  signOutSuccess: 'Odhlášení úspěšné.',
  resetPasswordFailed: 'Nelze zaslat reset hesla, zkuste to prosím později.',
  passwordSameAsOld: 'Nové heslo musí být odlišné od původního hesla.',
  updatePasswordFailed: 'V tuto chvíli nelze změnit heslo, zkuste to prosím později.',
  updatePasswordSuccess: 'Heslo úspěšně změněno.',
  fetchUserFailed: 'Nepovedlo se Vás přihlásit, zkuste to prosím znova',
  verificationLinkExpired: 'Verifikační odkaz je neplatný nebo expirovaný, požádejte prosím o nový.',
} as const
export type AuthMessageKey = keyof typeof AUTH_MESSAGES

/**
 * Not in the spec's catalogue (it shows no success message for the reset e-mail); worded in the catalogue's style.
 * Deliberately the same whether or not the address has an account, so the form cannot be used to probe for users.
 */
export const RESET_PASSWORD_SENT_MESSAGE =
  'Pokud u nás máte účet, poslali jsme Vám e-mail s odkazem pro změnu hesla.'

/**
 * The password policy of the auth server (embedded: packages/server/src/auth/passwords.ts; Supabase mode:
 * supabase/config.toml minimum_password_length and password_requirements "letters_digits"), checked in the form so a
 * weak password gets a field error instead of the generic sign-up failure.
 */
export const PASSWORD_MIN_LENGTH = 8
export const PASSWORD_HINT = `Alespoň ${PASSWORD_MIN_LENGTH} znaků, z toho písmeno a číslice.`
/** bcrypt reads 72 bytes of UTF-8 (a "ž" is two); the auth server refuses a longer password. */
export const PASSWORD_MAX_BYTES = 72
export const PASSWORD_MESSAGES = {
  length: `Heslo musí mít alespoň ${PASSWORD_MIN_LENGTH} znaků.`,
  tooLong: `Heslo může mít nejvýše ${PASSWORD_MAX_BYTES} bajtů (písmeno s diakritikou zabírá 2 bajty).`,
  characters: 'Heslo musí obsahovat alespoň jedno písmeno a jednu číslici.',
  pwned: 'Toto heslo se objevilo v uniklých databázích, zvolte prosím jiné.',
} as const

/** Whether the password is longer than bcrypt reads (UTF-8 bytes, not characters). */
export const passwordTooLong = (password: string) =>
  new TextEncoder().encode(password).length > PASSWORD_MAX_BYTES

/** What is wrong with a new password under the policy, or null. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_MESSAGES.length
  if (passwordTooLong(password)) return PASSWORD_MESSAGES.tooLong
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) return PASSWORD_MESSAGES.characters
  return null
}

/** The field message for the auth server's `weak_password` error (its `reasons`), or null for another error. */
export function weakPasswordFieldError(
  error: (AuthErrorLike & { reasons?: readonly string[] }) | null | undefined,
): string | null {
  if (error?.code !== 'weak_password' && error?.name !== 'AuthWeakPasswordError') return null
  const reasons = error.reasons ?? []
  if (reasons.includes('length')) return PASSWORD_MESSAGES.length
  if (reasons.includes('characters')) return PASSWORD_MESSAGES.characters
  if (reasons.includes('pwned')) return PASSWORD_MESSAGES.pwned
  return PASSWORD_MESSAGES.length
}

export const VERIFIED_ONLY_TOAST =
  'Tato sekce je dostupná pouze ověřeným uživatelům. Dokončete a nechte si ověřit profil.'

/** Not in the spec's catalogue: the operator blocked the account (GoTrue's user_banned). */
export const SIGN_IN_BANNED_MESSAGE =
  'Váš účet je zablokován. Pokud jde o omyl, napište nám prosím přes kontaktní formulář.'

export type AuthOperation = 'signUp' | 'signIn' | 'signOut' | 'resetPassword' | 'updatePassword' | 'fetchUser'

/** The shape of a Supabase / GoTrue AuthError that matters here. */
export interface AuthErrorLike {
  code?: string
  status?: number
  name?: string
}

const RATE_LIMIT_CODES = new Set([
  'over_email_send_rate_limit',
  'over_request_rate_limit',
  'over_sms_send_rate_limit',
])
/** invalid_grant is what older GoTrue versions answer for a wrong password. */
const BAD_CREDENTIAL_CODES = new Set(['invalid_credentials', 'invalid_grant', 'user_not_found'])

/** The catalogue message for a failed auth operation; an unknown error gets the operation's generic message. */
export function authErrorMessage(operation: AuthOperation, error: AuthErrorLike | null | undefined): string {
  const code = error?.code
  switch (operation) {
    case 'signUp':
      return (code !== undefined && RATE_LIMIT_CODES.has(code)) || error?.status === 429
        ? AUTH_MESSAGES.signUpRateLimit
        : AUTH_MESSAGES.signUpFailed
    case 'signIn':
      if (code === 'email_not_confirmed') return AUTH_MESSAGES.signInEmailNotConfirmed
      if (code === 'user_banned') return SIGN_IN_BANNED_MESSAGE
      if (code !== undefined && BAD_CREDENTIAL_CODES.has(code)) return AUTH_MESSAGES.signInInvalidCredentials
      return AUTH_MESSAGES.signInFailed
    case 'signOut':
      return AUTH_MESSAGES.signOutFailed
    case 'resetPassword':
      return AUTH_MESSAGES.resetPasswordFailed
    case 'updatePassword':
      return code === 'same_password' ? AUTH_MESSAGES.passwordSameAsOld : AUTH_MESSAGES.updatePasswordFailed
    case 'fetchUser':
      return AUTH_MESSAGES.fetchUserFailed
  }
}

/** The toast after a successful operation; fetching the user is silent. */
export function authSuccessMessage(operation: AuthOperation): string | null {
  switch (operation) {
    case 'signUp':
      return AUTH_MESSAGES.signUpSuccess
    case 'signIn':
      return AUTH_MESSAGES.signInSuccess
    case 'signOut':
      return AUTH_MESSAGES.signOutSuccess
    case 'resetPassword':
      return RESET_PASSWORD_SENT_MESSAGE
    case 'updatePassword':
      return AUTH_MESSAGES.updatePasswordSuccess
    case 'fetchUser':
      return null
  }
}
