import type { NdaText, OwnerNdaTexts, OwnerNdaVersion } from '@rg/domain/deal-room'
import { NOT_OFFER_OWNER } from '@rg/domain/offers'
import type { RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { actAsUser, OFFER_NOT_FOUND, type Outcome, ok, refused } from '../outcome.ts'

/*
 * The owner's own confidentiality agreement for one offer (docs/decisions/1680-owner-nda-text.md). Everything runs
 * with the caller's rights: the policies of offer_nda_texts let the owner and admins read every version and write a
 * new one; anyone else finds no offer to manage (404) or is told it is not theirs (403).
 */

type Claims = RequestClaims & { sub: string }

interface VersionRow {
  version: number
  title: string
  body: string
  created_at: Date | string
}
const toVersion = (r: VersionRow): OwnerNdaVersion => ({
  version: r.version,
  title: r.title,
  body: r.body,
  createdAt: new Date(r.created_at).toISOString(),
})

/** The offer is the caller's to manage (its owner, or an admin); else the refusal to answer. */
async function managed(tx: Queryable, claims: Claims, offerId: number) {
  const row = (
    await tx.query<{ owner_id: string; admin: boolean }>(
      'select owner_id, public.is_admin() as admin from public.offers where id = $1',
      [offerId],
    )
  ).rows[0]
  if (!row) return OFFER_NOT_FOUND
  if (row.owner_id !== claims.sub && !row.admin) return refused(NOT_OFFER_OWNER)
  return null
}

const versionsOf = async (tx: Queryable, offerId: number) =>
  (
    await tx.query<VersionRow>(
      `select version, title, body, created_at from public.offer_nda_texts where offer_id = $1
       order by version desc`,
      [offerId],
    )
  ).rows.map(toVersion)

export function getOwnerNdaTexts(
  db: Database,
  claims: Claims,
  offerId: number,
): Promise<Outcome<OwnerNdaTexts>> {
  return actAsUser(db, claims, async (tx) => {
    const refusal = await managed(tx, claims, offerId)
    if (refusal) return refusal
    const platform = (
      await tx.query<{ version: number; title: string; body: string }>(
        'select version, title, body from public.nda_versions order by version desc limit 1',
      )
    ).rows[0]
    if (!platform) throw new Error('no platform NDA version')
    const text: NdaText = { ...platform, source: 'PLATFORM' }
    return ok({ platform: text, versions: await versionsOf(tx, offerId) })
  })
}

/**
 * A new version of the owner's text: earlier versions stay as they were (acceptances point at them). The same title
 * and text as the current version make no new one (a second click, a second tab), so nobody is asked to accept again.
 */
export function setOwnerNdaText(
  db: Database,
  claims: Claims,
  offerId: number,
  text: { title: string; body: string },
): Promise<Outcome<OwnerNdaVersion>> {
  return actAsUser(db, claims, async (tx) => {
    const refusal = await managed(tx, claims, offerId)
    if (refusal) return refusal
    // Versions of one offer are numbered one after another (the primary key backs it up).
    await tx.query('select pg_advisory_xact_lock(hashtext($1))', [`offer-nda-text:${offerId}`])
    const current = (await versionsOf(tx, offerId))[0]
    if (current && current.title === text.title && current.body === text.body) return ok(current)
    const row = (
      await tx.query<VersionRow>(
        `insert into public.offer_nda_texts (offer_id, version, title, body, created_by)
         values ($1, $2, $3, $4, $5) returning version, title, body, created_at`,
        [offerId, (current?.version ?? 0) + 1, text.title, text.body, claims.sub],
      )
    ).rows[0] as VersionRow
    return ok(toVersion(row), 201)
  })
}
