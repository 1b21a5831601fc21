import { type ApiError, FORBIDDEN as FORBIDDEN_REFUSAL, type Refusal } from '@rg/domain/fields'
import { OFFER_NOT_FOUND as OFFER_MISSING } from '@rg/domain/offers'
import { asUser, type RequestClaims } from '../db/as-user.ts'
import type { Database, Queryable } from '../db/database.ts'

/*
 * What every service answers: a value, or a refusal with its HTTP status and Czech message. Services know nothing of
 * HTTP beyond the status number; the route helper (routes/define-route.ts) turns an Outcome into the response.
 */

export type FailureStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 422 | 429 | 503
export interface Failure {
  ok: false
  status: FailureStatus
  code: string
  message: string
  issues?: ApiError['issues']
}
export type Outcome<T> = { ok: true; value: T; status?: 200 | 201 } | Failure

export const ok = <T>(value: T, status?: 200 | 201): Outcome<T> =>
  status ? { ok: true, value, status } : { ok: true, value }

export const fail = (
  status: FailureStatus,
  code: string,
  message: string,
  issues?: ApiError['issues'],
): Failure => (issues ? { ok: false, status, code, message, issues } : { ok: false, status, code, message })

/** A refusal the domain words (docs/decisions/1243-refusal-catalogues.md), as a service's Failure. */
export const refused = ({ status, error }: Refusal): Failure =>
  fail(status, error.code, error.message, error.issues)

/** The common refusals, worded once in the domain. */
export const FORBIDDEN = refused(FORBIDDEN_REFUSAL)

export const OFFER_NOT_FOUND = refused(OFFER_MISSING)

/** A refusal by a row-level security policy or a guard trigger (SQLSTATE 42501, insufficient_privilege). */
export function isPermissionError(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === '42501'
}

class Refused extends Error {
  constructor(readonly failure: Failure) {
    super(failure.message)
  }
}

/**
 * Runs a service's work in one transaction as the requester (RLS applies) and answers its Outcome. A refusal rolls
 * the transaction back, so a refused step never leaves half its writes behind; a refusal by the database itself (a
 * policy or guard trigger, SQLSTATE 42501) becomes `refusal`, 403 by default, never a 500. This is the one place a
 * permission error from Postgres is mapped.
 */
export async function actAsUser<T>(
  db: Database,
  claims: RequestClaims | null,
  fn: (tx: Queryable) => Promise<Outcome<T>>,
  refusal: Failure = FORBIDDEN,
): Promise<Outcome<T>> {
  try {
    return await asUser(db, claims, async (tx) => {
      const outcome = await fn(tx)
      if (!outcome.ok) throw new Refused(outcome)
      return outcome
    })
  } catch (error) {
    if (error instanceof Refused) return error.failure
    if (isPermissionError(error)) return refusal
    throw error
  }
}
