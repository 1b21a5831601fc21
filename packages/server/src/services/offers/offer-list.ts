import {
  LISTING_CATEGORIES,
  type ManageOfferListQuery,
  normalizeForSearch,
  type OfferListQuery,
  type OfferListResponse,
  type OfferSummaryListResponse,
  REGIONS,
  SERVICE_CATEGORIES,
} from '@rg/domain'
import type { Queryable } from '../../db/database.ts'
import {
  loadCounts,
  loadPhotos,
  loadUnlocked,
  OFFER_COLUMNS,
  type OfferRow,
  summaryOf,
  teaserOf,
} from './offer-read.ts'

class Params {
  values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (ch) => `\\${ch}`)

/**
 * Full-text search that ignores diacritics and case: every word of the query must occur in the offer's normalized
 * search_text (trigram-indexed LIKE), or name its region or category (those are stored as codes, so "jihomoravsky"
 * or "nemovitost" are matched through the Czech labels here).
 */
function searchConditions(q: string | undefined, params: Params): string[] {
  if (!q) return []
  const words = normalizeForSearch(q).split(' ').filter(Boolean).slice(0, 10)
  return words.map((word) => {
    const regions = REGIONS.filter((r) => normalizeForSearch(r.label).includes(word)).map((r) => r.code)
    const categories = [...LISTING_CATEGORIES, ...SERVICE_CATEGORIES]
      .filter((c) => normalizeForSearch(c.label).includes(word))
      .map((c) => c.code)
    const parts = [`o.search_text like ${params.add(`%${escapeLike(word)}%`)}`]
    if (regions.length) parts.push(`o.region = any(${params.add(regions)}::text[])`)
    if (categories.length) parts.push(`o.category = any(${params.add(categories)}::text[])`)
    return `(${parts.join(' or ')})`
  })
}

const ORDER: Record<OfferListQuery['sort'], string> = {
  newest: 'o.published_at desc nulls last, o.id desc',
  'price-asc': 'o.pub_price asc nulls last, o.published_at desc nulls last, o.id desc',
  'price-desc': 'o.pub_price desc nulls last, o.published_at desc nulls last, o.id desc',
}

/** GET /api/offers: published offers only (RLS would also let a user see their own and unlocked ones). */
export async function listPublishedOffers(
  tx: Queryable,
  query: OfferListQuery,
  viewerId: string | undefined,
  exclude: { ownerId?: string } = {},
): Promise<OfferListResponse> {
  const params = new Params()
  const where = [`o.status = 'PUBLISHED'`, `o.kind = ${params.add(query.kind)}`]
  if (query.categories.length) where.push(`o.category = any(${params.add(query.categories)}::text[])`)
  if (query.regions.length) where.push(`o.region = any(${params.add(query.regions)}::text[])`)
  if (query.priceFrom !== undefined) where.push(`o.pub_price >= ${params.add(query.priceFrom)}::numeric`)
  if (query.priceTo !== undefined) where.push(`o.pub_price <= ${params.add(query.priceTo)}::numeric`)
  if (exclude.ownerId) where.push(`o.owner_id <> ${params.add(exclude.ownerId)}`)
  where.push(...searchConditions(query.q, params))
  const filter = where.join(' and ')
  const total = Number(
    (
      await tx.query<{ n: number }>(
        `select count(*)::int as n from public.offers o where ${filter}`,
        params.values,
      )
    ).rows[0]?.n ?? 0,
  )
  const limit = params.add(query.pageSize)
  const offset = params.add((query.page - 1) * query.pageSize)
  const { rows } = await tx.query<OfferRow>(
    `select ${OFFER_COLUMNS} from public.offers o where ${filter} order by ${ORDER[query.sort]}
     limit ${limit} offset ${offset}`,
    params.values,
  )
  const ids = rows.map((r) => Number(r.id))
  const photos = await loadPhotos(tx, ids)
  const unlocked = await loadUnlocked(tx, viewerId, ids)
  return {
    items: rows.map((r) => teaserOf(r, photos.get(Number(r.id)) ?? [], viewerId, unlocked.has(Number(r.id)))),
    page: query.page,
    pageSize: query.pageSize,
    total,
  }
}

/**
 * GET /api/my/offers (ownerId set) and GET /api/admin/offers (all offers; RLS lets only admins see them). The
 * moderation queue (only PENDING) comes oldest submission first; otherwise the latest change first.
 */
export async function listManagedOffers(
  tx: Queryable,
  query: ManageOfferListQuery,
  viewerId: string,
  scope: { ownerId: string } | 'admin',
): Promise<OfferSummaryListResponse> {
  const params = new Params()
  const where: string[] = ['true']
  if (scope !== 'admin') where.push(`o.owner_id = ${params.add(scope.ownerId)}`)
  if (query.kind) where.push(`o.kind = ${params.add(query.kind)}`)
  if (query.statuses.length) where.push(`o.status = any(${params.add(query.statuses)}::text[])`)
  where.push(...searchConditions(query.q, params))
  const filter = where.join(' and ')
  const total = Number(
    (
      await tx.query<{ n: number }>(
        `select count(*)::int as n from public.offers o where ${filter}`,
        params.values,
      )
    ).rows[0]?.n ?? 0,
  )
  const queue = query.statuses.length === 1 && query.statuses[0] === 'PENDING'
  const order = queue ? 'o.submitted_at asc nulls last, o.id' : 'o.updated_at desc, o.id desc'
  const limit = params.add(query.pageSize)
  const offset = params.add((query.page - 1) * query.pageSize)
  const { rows } = await tx.query<
    OfferRow & { owner_first_name: string | null; owner_last_name: string | null; owner_email: string }
  >(
    `select ${OFFER_COLUMNS}, p.first_name as owner_first_name, p.last_name as owner_last_name,
       p.email as owner_email
     from public.offers o left join public.profiles p on p.id = o.owner_id
     where ${filter} order by ${order} limit ${limit} offset ${offset}`,
    params.values,
  )
  const ids = rows.map((r) => Number(r.id))
  const photos = await loadPhotos(tx, ids)
  const counts = await loadCounts(tx, ids)
  return {
    items: rows.map((r) =>
      summaryOf(r, photos.get(Number(r.id)) ?? [], counts.get(Number(r.id)), viewerId, scope === 'admin'),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total,
  }
}
