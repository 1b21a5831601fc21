import { browseCountCap, normalizeForSearch, searchWords } from '@rg/domain/czech-format'
import {
  LISTING_CATEGORIES,
  type ManageOfferListQuery,
  type OfferListQuery,
  type OfferListResponse,
  type OfferSummaryListResponse,
  REGIONS,
  SERVICE_CATEGORIES,
} from '@rg/domain/offers'
import type { Queryable } from '../../db/database.ts'
import type { CountCache, RememberedCount } from './count-cache.ts'
import {
  loadCounts,
  loadPhotos,
  OFFER_COLUMNS,
  type OfferRow,
  type PhotoRow,
  photoOf,
  summaryOf,
  type TeaserRow,
  teaserOf,
} from './offer-read.ts'

class Params {
  values: unknown[] = []
  add(value: unknown): string {
    this.values.push(value)
    return `$${this.values.length}`
  }
}

interface SearchWord {
  word: string
  regions: string[]
  categories: string[]
}

/**
 * The query's words (the domain's searchWords: letters and digits, no case, no diacritics), each with the regions and
 * categories whose Czech label contains it: those are stored as codes, so "jihomoravsky" or "nemovitost" match
 * through the labels here.
 */
export function searchTerms(q: string | undefined): SearchWord[] {
  if (!q) return []
  return searchWords(q).map((word) => ({
    word,
    regions: REGIONS.filter((r) => normalizeForSearch(r.label).includes(word)).map((r) => r.code),
    categories: [...LISTING_CATEGORIES, ...SERVICE_CATEGORIES]
      .filter((c) => normalizeForSearch(c.label).includes(word))
      .map((c) => c.code),
  }))
}

/**
 * The manage lists' search (my offers, the admin's list): every word of the query must occur in the offer's normalized
 * search_text (trigram-indexed LIKE, anywhere in a word) or name its region or category. Words are letters and digits
 * only, so they need no LIKE escaping. The public catalogue searches whole words and the start of the last word
 * through search_words instead (docs/decisions/1440-search-words.md).
 */
function searchConditions(q: string | undefined, params: Params): string[] {
  return searchTerms(q).map(({ word, regions, categories }) => {
    const parts = [`o.search_text like ${params.add(`%${word}%`)}`]
    if (regions.length) parts.push(`o.region = any(${params.add(regions)}::text[])`)
    if (categories.length) parts.push(`o.category = any(${params.add(categories)}::text[])`)
    return `(${parts.join(' or ')})`
  })
}

/** The filter public.browse_published_offers takes (supabase/migrations/20261123200000_offer_browse_at_scale.sql). */
export function browseFilter(query: OfferListQuery, exclude: { ownerId?: string } = {}) {
  return {
    kind: query.kind,
    categories: query.categories,
    regions: query.regions,
    ...(query.priceFrom !== undefined ? { priceFrom: query.priceFrom } : {}),
    ...(query.priceTo !== undefined ? { priceTo: query.priceTo } : {}),
    ...(exclude.ownerId ? { excludeOwner: exclude.ownerId } : {}),
    search: searchTerms(query.q),
  }
}

/** The one statement a catalogue page costs (count and page together); exported for the benchmark and EXPLAIN test. */
export const BROWSE_SQL = `select * from public.browse_published_offers($1::jsonb, $2, $3, $4, $5, $6, $7::bigint)`

/** What identifies a capped count: the filter (normalized search words included) and the cap, not sort or page. */
export function countKey(query: OfferListQuery, exclude: { ownerId?: string } = {}): string {
  return `${browseCountCap(query)} ${JSON.stringify(browseFilter(query, exclude))}`
}

/** BROWSE_SQL's values; `known`: the count remembered for this filter and the catalogue version it was taken at. */
export function browseParams(
  query: OfferListQuery,
  exclude: { ownerId?: string } = {},
  known?: RememberedCount,
) {
  return [
    JSON.stringify(browseFilter(query, exclude)),
    query.sort,
    query.pageSize,
    (query.page - 1) * query.pageSize,
    browseCountCap(query),
    known?.n ?? null,
    known?.version ?? null,
  ]
}

/** What a catalogue page row holds: the teaser's columns, the count, the viewer's unlock and the photos. */
type BrowseRow = Omit<TeaserRow, 'id'> & {
  total: number
  total_capped: boolean
  id: string | number | null
  catalogue_version: string | number | null
  unlocked: boolean
  photos: PhotoRow[] | null
}

/**
 * A catalogue page in one statement (docs/decisions/1770-request-fixed-cost.md): BROWSE_SQL's rows in its order, only
 * the columns a teaser shows, each with its photos (one JSON array in their order, as the detail reads them) and,
 * with a viewer ($8), whether they unlocked it. The photos and the unlock are read as the requester, under the same
 * row-level security as the separate statements that read them before.
 */
const browsePageSql = (withViewer: boolean) =>
  `select b.total, b.total_capped, b.catalogue_version, b.id, b.kind, b.status, b.category, b.pub_name,
     b.pub_name_secondary, b.pub_keywords, b.city, b.region, b.pub_description, b.pub_price, b.owner_id, b.published_at,
     ${withViewer ? 'exists (select 1 from public.offer_unlocks u where u.user_id = $8 and u.offer_id = b.id)' : 'false'} as unlocked,
     (select json_agg(json_build_object('id', p.id, 'storage_path', p.storage_path, 'position', p.position,
               'width', p.width, 'height', p.height, 'size_bytes', p.size_bytes)
             order by p.position, p.created_at, p.id)
        from public.offer_photos p where p.offer_id = b.id) as photos
   from public.browse_published_offers($1::jsonb, $2, $3, $4, $5, $6, $7::bigint) with ordinality b
   order by b.ordinality`
export const BROWSE_PAGE_SQL = browsePageSql(false)
export const BROWSE_PAGE_SQL_VIEWER = browsePageSql(true)

/** The page statement and its values for a request (the viewer's id when signed in). */
export function browsePageStatement(
  query: OfferListQuery,
  viewerId: string | undefined,
  exclude: { ownerId?: string } = {},
  known?: RememberedCount,
): { sql: string; params: unknown[] } {
  const params = browseParams(query, exclude, known)
  return viewerId
    ? { sql: BROWSE_PAGE_SQL_VIEWER, params: [...params, viewerId] }
    : { sql: BROWSE_PAGE_SQL, params }
}

/**
 * One catalogue page through BROWSE_PAGE_SQL, its only statement (`tx` may run it in a transaction of its own). With
 * `counts`, a capped count (search, price bounds, an excluded owner) is remembered by filter with the catalogue version
 * it was taken at and handed back to the database next time, which counts again only when a published offer changed
 * since (docs/decisions/1710-count-cache.md).
 */
export async function browsePublished(
  tx: Pick<Queryable, 'query'>,
  query: OfferListQuery,
  exclude: { ownerId?: string } = {},
  counts?: CountCache,
  viewerId?: string,
): Promise<BrowseRow[]> {
  const key = counts ? countKey(query, exclude) : ''
  const { sql, params } = browsePageStatement(query, viewerId, exclude, counts?.get(key))
  const { rows } = await tx.query<BrowseRow>(sql, params)
  const first = rows[0]
  if (counts && first && first.catalogue_version !== null) {
    const n = first.total_capped ? browseCountCap(query) + 1 : Number(first.total)
    counts.set(key, { n, version: String(first.catalogue_version) })
  }
  return rows
}

/**
 * GET /api/offers: published offers only, through public.browse_published_offers, which fixes status = 'PUBLISHED'
 * itself so the indexes serve every filter, sort and search (docs/decisions/0850-browse-at-scale.md; a search is one
 * statement over the offers' search_words, docs/decisions/1440-search-words.md). The count is
 * exact, except with price bounds above BROWSE_COUNT_CAP and a search above SEARCH_COUNT_CAP: then `total` is the
 * cap and `totalCapped` is set. Pages reach as far as the cap (docs/decisions/0852-browse-counts-and-pages.md).
 * `counts` remembers the capped counts between requests (docs/decisions/1710-count-cache.md). One statement: the
 * caller may run it as a transaction of its own (asUserStatement).
 */
export async function listPublishedOffers(
  tx: Pick<Queryable, 'query'>,
  query: OfferListQuery,
  viewerId: string | undefined,
  exclude: { ownerId?: string } = {},
  counts?: CountCache,
): Promise<OfferListResponse> {
  const all = await browsePublished(tx, query, exclude, counts, viewerId)
  const total = Number(all[0]?.total ?? 0)
  const rows = all.filter((r): r is BrowseRow & TeaserRow => r.id !== null)
  return {
    items: rows.map((r) =>
      teaserOf(
        r,
        (r.photos ?? []).map((p) => photoOf(p, false)),
        viewerId,
        viewerId !== undefined && r.unlocked,
      ),
    ),
    page: query.page,
    pageSize: query.pageSize,
    total,
    ...(all[0]?.total_capped ? { totalCapped: true } : {}),
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
