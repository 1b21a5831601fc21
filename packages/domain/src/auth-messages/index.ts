/* @rg/domain/auth-messages: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  AUTH_MESSAGES,
  type AuthErrorLike,
  type AuthOperation,
  authErrorMessage,
  authSuccessMessage,
  PASSWORD_HINT,
  PASSWORD_MESSAGES,
  passwordProblem,
  passwordTooLong,
  RESET_PASSWORD_SENT_MESSAGE,
  SIGN_IN_BANNED_MESSAGE,
  weakPasswordFieldError,
} from './auth-messages.ts'
