import { fieldErrors } from '@rg/domain/fields'
import { ApiRequestError, NETWORK_ERROR_TEXT, NetworkError } from './http.ts'

export { NETWORK_ERROR_TEXT }

/** What any other failure shows when the caller has no better words for it. */
export const UNKNOWN_ERROR_TEXT = 'Něco se nepovedlo. Zkuste to prosím znovu.'

/**
 * The Czech text of any failure: the API's own message for an answer of /api (the contract's errors are Czech);
 * otherwise the caller's `fallback`, or a general one for the network and for everything else. Raw `error.message`
 * is never shown: it is English for the browser's own errors.
 */
export function errorText(error: unknown, fallback?: string): string {
  if (error instanceof ApiRequestError) return error.message
  if (fallback) return fallback
  return error instanceof NetworkError ? NETWORK_ERROR_TEXT : UNKNOWN_ERROR_TEXT
}

/** The first message per field of a 400 answer (the domain's `fieldErrors`), or undefined for any other failure. */
export function errorFields(error: unknown): Record<string, string> | undefined {
  if (!(error instanceof ApiRequestError) || error.issues.length === 0) return undefined
  return fieldErrors(error.issues)
}
