import type { ApiError } from './api-error.schema.ts'

/*
 * A refusal the domain words once: its HTTP status and the contract's error body (code and Czech message). The
 * server's services (`refused()` in services/outcome.ts) and the mock API (`refused()` in handlers/mock-route.ts)
 * both answer from these catalogues, so the two cannot drift (docs/decisions/1243-refusal-catalogues.md). Each
 * resource keeps its own catalogue beside its rules (offers/offer-refusals.ts, watchdog/watchdog-refusals.ts, …).
 */

export type RefusalStatus = 400 | 402 | 403 | 404 | 409 | 413 | 422 | 429
export interface Refusal {
  status: RefusalStatus
  error: ApiError
}

export const refusal = (status: RefusalStatus, code: string, message: string): Refusal => ({
  status,
  error: { code, message },
})

/** Any action the requester's role or relation does not allow. */
export const FORBIDDEN: Refusal = refusal(403, 'forbidden', 'K této akci nemáte oprávnění.')
/** A JSON body that does not parse. */
export const BAD_JSON: Refusal = refusal(400, 'bad_json', 'Tělo požadavku není platný JSON.')
/** A multipart body that does not parse. */
export const UNREADABLE_UPLOAD: Refusal = refusal(
  400,
  'bad_upload',
  'Soubor se nepodařilo přečíst. Zkuste to prosím znovu.',
)
/** A state change without the CSRF header or a same-origin sign (docs/decisions/0200-server-csrf.md). */
export const CSRF_FAILED: Refusal = refusal(
  403,
  'csrf_failed',
  'Požadavek byl odmítnut z bezpečnostních důvodů. Obnovte prosím stránku.',
)
/** A user id that names nobody (or nobody the requester may see). */
export const USER_NOT_FOUND: Refusal = refusal(404, 'not_found', 'Uživatel nebyl nalezen.')
