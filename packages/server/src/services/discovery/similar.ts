import { SIMILAR_COUNT, type SimilarOffersResponse } from '@rg/domain/discovery'
import { asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { visibleRow } from '../offers/offer-browse.ts'
import {
  currentViewer,
  loadPhotos,
  loadUnlocked,
  OFFER_COLUMNS,
  type OfferRow,
  teaserOf,
} from '../offers/offer-read.ts'
import { OFFER_NOT_FOUND, type Outcome, ok } from '../outcome.ts'

/*
 * "Podobné nabídky" (docs/decisions/1553-similar-offers-by-index.md): published offers of the same kind, category
 * and region as the one viewed, nearest in price, never the offer itself. Only PUBLISHED rows are read (an owner's
 * own paused or draft offers, which RLS would show them, never appear). Two range scans of offers_similar_idx walk
 * outwards from the offer's price, each stopping after SIMILAR_COUNT rows, so the cost does not grow with the catalogue.
 */

interface Target {
  id: number
  kind: string
  category: string
  region: string | null
  price: number | null
}

/** The SQL of the candidates, exported for the EXPLAIN in the scale test and the benchmark. */
export function similarSql(target: Pick<Target, 'region' | 'price'>): { sql: string } {
  // Without a region: offers without one ($4 is null then, typed so Postgres accepts it unused).
  const region = target.region === null ? 'o.region is null and $4::text is null' : 'o.region = $4'
  const same = `o.status = 'PUBLISHED' and o.kind = $1 and o.category = $2 and ${region} and o.id <> $3`
  if (target.price === null) {
    // Price on request: others on request first (desc puts nulls first), then the dearest.
    return {
      sql: `select ${OFFER_COLUMNS} from public.offers o where ${same}
            order by o.pub_price desc, o.id desc limit $5`,
    }
  }
  return {
    sql: `(select ${OFFER_COLUMNS} from public.offers o where ${same} and o.pub_price >= $6
            order by o.pub_price asc, o.id asc limit $5)
          union all
          (select ${OFFER_COLUMNS} from public.offers o where ${same} and o.pub_price < $6
            order by o.pub_price desc, o.id desc limit $5)`,
  }
}

export const similarParams = (t: Target, count = SIMILAR_COUNT) =>
  t.price === null
    ? [t.kind, t.category, t.id, t.region, count]
    : [t.kind, t.category, t.id, t.region, count, t.price]

/** The nearest SIMILAR_COUNT in price (ties: the newer id), from the candidates of both sides. */
export async function similarRows(tx: Queryable, t: Target): Promise<OfferRow[]> {
  const { rows } = await tx.query<OfferRow>(similarSql(t).sql, similarParams(t))
  if (t.price === null) return rows
  const price = t.price
  return rows
    .map((r) => ({ r, d: Math.abs(Number(r.pub_price) - price) }))
    .sort((a, b) => a.d - b.d || Number(b.r.id) - Number(a.r.id))
    .slice(0, SIMILAR_COUNT)
    .map((x) => x.r)
}

export async function similarOffers(
  db: Database,
  claims: RequestClaims & { sub: string },
  id: number,
): Promise<Outcome<SimilarOffersResponse>> {
  const items = await asUser(db, claims, async (tx) => {
    const viewer = await currentViewer(tx, claims.sub)
    const found = await visibleRow(tx, id, viewer)
    if (!found) return null
    const row = found.row
    const rows = await similarRows(tx, {
      id,
      kind: row.kind,
      category: row.category,
      region: row.region,
      price: row.pub_price === null ? null : Number(row.pub_price),
    })
    const ids = rows.map((r) => Number(r.id))
    const photos = await loadPhotos(tx, ids)
    const unlocked = await loadUnlocked(tx, claims.sub, ids)
    return rows.map((r) =>
      teaserOf(r, photos.get(Number(r.id)) ?? [], claims.sub, unlocked.has(Number(r.id))),
    )
  })
  return items ? ok({ items }) : OFFER_NOT_FOUND
}
