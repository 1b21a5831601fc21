import type { CookieDecisionResponse } from '@rg/domain/profile'
import type { RequestClaims } from '../../db/as-user.ts'
import { asUser } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import { type Outcome, ok } from '../outcome.ts'

/**
 * A cookie decision recorded with its time (proof of consent under GDPR and the Czech electronic communications act);
 * a signed-in user's decision is tied to the account, a visitor's is not. The address arrives only as a hash.
 */
export async function recordCookieDecision(
  db: Database,
  claims: RequestClaims | null,
  decision: { consent: CookieDecisionResponse['consent']; ipHash: string | null; userAgent: string | null },
): Promise<Outcome<CookieDecisionResponse>> {
  const recordedAt = await asUser(db, claims, async (tx) => {
    // visitors may insert but not read back, so the time is taken first rather than RETURNING'd
    const { rows } = await tx.query<{ now: Date }>('select now() as now')
    const now = rows[0]?.now as Date
    await tx.query(
      'insert into public.cookie_consents (user_id, consent, ip_hash, user_agent, created_at) values ($1, $2, $3, $4, $5)',
      [claims?.sub ?? null, decision.consent, decision.ipHash, decision.userAgent, now],
    )
    return new Date(now).toISOString()
  })
  return ok({ consent: decision.consent, recordedAt })
}
