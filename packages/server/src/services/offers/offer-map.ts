import type { EndpointInput } from '@rg/domain/contract'
import rows from '@rg/domain/cz-municipalities.json' with { type: 'json' }
import {
  createGazetteer,
  type GazetteerRow,
  type OfferMapResponse,
  offerMapOf,
  type PlaceCount,
  singleOfferIds,
} from '@rg/domain/geo'
import { asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { type Outcome, ok } from '../outcome.ts'
import { browseFilter } from './offer-list.ts'

/** Built once per process from the shipped file (docs/decisions/1571-map-of-regions.md); no geocoding at run time. */
const gazetteer = createGazetteer(rows as unknown as GazetteerRow[])

/** The statement the map costs (exported for the benchmark): matching offers grouped by region and city. */
export const OFFER_MAP_SQL = 'select region, city, n, id from public.published_offers_by_place($1::jsonb)'

export async function offerMapIn(
  tx: Queryable,
  query: EndpointInput<'offerMap'>['query'],
): Promise<OfferMapResponse> {
  const { rows: found } = await tx.query<{
    region: string | null
    city: string | null
    n: number
    id: string | number
  }>(OFFER_MAP_SQL, [JSON.stringify(browseFilter(query))])
  const groups: PlaceCount[] = found.map((r) => ({
    region: r.region,
    city: r.city,
    count: r.n,
    offerId: Number(r.id),
  }))
  const single = singleOfferIds(groups)
  const names = new Map<number, string>()
  if (single.length > 0) {
    const { rows: named } = await tx.query<{ id: string | number; pub_name: string }>(
      `select id, pub_name from public.offers where id = any($1::bigint[]) and status = 'PUBLISHED'`,
      [single],
    )
    for (const r of named) names.set(Number(r.id), r.pub_name)
  }
  return offerMapOf(groups, query.regions, gazetteer, names)
}

/** GET /api/offers/map: region counts and pins for the browse filters, as the requesting user. */
export async function offerMap(
  db: Database,
  claims: RequestClaims | null,
  query: EndpointInput<'offerMap'>['query'],
): Promise<Outcome<OfferMapResponse>> {
  return ok(await asUser(db, claims, (tx) => offerMapIn(tx, query)))
}
