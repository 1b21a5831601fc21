import type { OfferViewer } from '@rg/domain/offers'
import type { RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { actAsUser, FORBIDDEN, type Outcome } from '../outcome.ts'
import { currentViewer } from './offer-read.ts'

export type SignedIn = RequestClaims & { sub: string }

/**
 * A service's work on offers as the signed-in requester (actAsUser: one transaction under RLS, rolled back on a
 * refusal), with the requester as the database sees them; a session without a usable profile may do nothing.
 */
export function actAsViewer<T>(
  db: Database,
  claims: SignedIn,
  fn: (tx: Queryable, viewer: OfferViewer) => Promise<Outcome<T>>,
): Promise<Outcome<T>> {
  return actAsUser(db, claims, async (tx) => {
    const viewer = await currentViewer(tx, claims.sub)
    return viewer ? fn(tx, viewer) : FORBIDDEN
  })
}
