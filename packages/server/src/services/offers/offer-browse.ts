import type { EndpointInput } from '@rg/domain/contract'
import {
  DOCUMENT_NOT_FOUND,
  type OfferDetail,
  type OfferHistoryResponse,
  type OfferListResponse,
  type OfferTeaser,
  type OfferViewer,
  offerRelation,
  recommendOffers,
  visibleOfferFields,
} from '@rg/domain/offers'
import { STORAGE_BUCKETS } from '@rg/domain/uploads'
import { asUser, asUserStatement, type RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { Storage } from '../../storage/storage.ts'
import { OFFER_NOT_FOUND, type Outcome, ok, refused } from '../outcome.ts'
import { countCacheOf } from './count-cache.ts'
import { listManagedOffers, listPublishedOffers } from './offer-list.ts'
import {
  currentViewer,
  iso,
  loadOfferDetail,
  loadOfferRow,
  loadPhotos,
  loadUnlocked,
  OFFER_COLUMNS,
  type OfferRow,
  personName,
  teaserOf,
  viewerIsAdmin,
} from './offer-read.ts'

/*
 * Reading offers, each as the requester (RLS applies underneath the field rules of the domain): the marketplace
 * list, the recommendations, teaser and detail per viewer, the history for the owner and admins, and a document's
 * bytes for those who see the private part.
 */

/** The offer's row when the viewer sees any of its fields, with whether they unlocked it. */
export async function visibleRow(tx: Queryable, id: number, viewer: OfferViewer | null) {
  const row = await loadOfferRow(tx, id)
  if (!row) return null
  const unlocked = viewer ? (await loadUnlocked(tx, viewer.userId, [id])).has(id) : false
  const fields = visibleOfferFields(row, offerRelation({ ownerId: row.owner_id }, viewer, unlocked))
  return fields.size ? { row, unlocked } : null
}

export async function listOffers(
  db: Database,
  claims: RequestClaims | null,
  query: EndpointInput<'listOffers'>['query'],
): Promise<Outcome<OfferListResponse>> {
  const counts = countCacheOf(db)
  // the page is one statement: in a transaction of its own as the requester, one round trip on real Postgres
  const requester: Pick<Queryable, 'query'> = {
    query: <T>(sql: string, params?: unknown[]) => asUserStatement<T>(db, claims, sql, params ?? []),
  }
  return ok(await listPublishedOffers(requester, query, claims?.sub, {}, counts))
}

/** How many offers "Doporučené pro vás" shows. */
export const RECOMMENDED_COUNT = 12

/**
 * "Doporučené pro vás": the published listings of others that fit the user's investment preferences best, from all of
 * them (docs/decisions/1121-recommendations-in-the-database.md). public.recommendation_candidates walks the indexes
 * for the few candidates that can be among the best; the domain's recommendOffers ranks them (ties: newest first).
 * Without preferences: the newest listings.
 */
export async function recommendedOffers(
  db: Database,
  claims: RequestClaims & { sub: string },
): Promise<Outcome<OfferListResponse>> {
  const userId = claims.sub
  return ok(
    await asUser(db, claims, async (tx) => {
      const prefs = (
        await tx.query<{
          categories: string[]
          regions: string[]
          amount_from: string | null
          amount_to: string | null
        }>(
          'select categories, regions, amount_from, amount_to from public.investment_preferences where user_id = $1',
          [userId],
        )
      ).rows[0]
      if (!prefs) {
        const newest = { kind: 'LISTING' as const, categories: [], regions: [], sort: 'newest' as const }
        return listPublishedOffers(
          tx,
          { ...newest, page: 1, pageSize: RECOMMENDED_COUNT },
          userId,
          { ownerId: userId },
          countCacheOf(db),
        )
      }
      const preferences = {
        categories: prefs.categories,
        regions: prefs.regions,
        amountFrom: prefs.amount_from === null ? null : Number(prefs.amount_from),
        amountTo: prefs.amount_to === null ? null : Number(prefs.amount_to),
      }
      const { rows: candidates } = await tx.query<{
        id: string
        category: string
        region: string | null
        pub_price: string | null
      }>(
        `select id, category, region, pub_price
         from public.recommendation_candidates($1::text[], $2::text[], $3, $4, $5, $6)`,
        [
          preferences.categories,
          preferences.regions,
          preferences.amountFrom,
          preferences.amountTo,
          userId,
          RECOMMENDED_COUNT,
        ],
      )
      const picked = recommendOffers(
        candidates.map((c) => ({
          id: Number(c.id),
          kind: 'LISTING' as const,
          category: c.category,
          region: c.region,
          pubPrice: c.pub_price === null ? null : Number(c.pub_price),
        })),
        preferences,
        RECOMMENDED_COUNT,
      ).map((c) => c.id)
      const { rows } = await tx.query<OfferRow>(
        `select ${OFFER_COLUMNS} from public.offers o where o.id = any($1::bigint[]) and o.status = 'PUBLISHED'`,
        [picked],
      )
      const byId = new Map(rows.map((r) => [Number(r.id), r]))
      const ordered = picked.flatMap((id) => byId.get(id) ?? [])
      const photos = await loadPhotos(tx, picked)
      const unlocked = await loadUnlocked(tx, userId, picked)
      const items = ordered.map((r) =>
        teaserOf(r, photos.get(Number(r.id)) ?? [], userId, unlocked.has(Number(r.id))),
      )
      return { items, page: 1, pageSize: RECOMMENDED_COUNT, total: items.length }
    }),
  )
}

export async function getOfferTeaser(
  db: Database,
  claims: RequestClaims | null,
  id: number,
): Promise<Outcome<OfferTeaser>> {
  const teaser = await asUser(db, claims, async (tx) => {
    const viewer = await currentViewer(tx, claims?.sub)
    const found = await visibleRow(tx, id, viewer)
    if (!found) return null
    const photos = (await loadPhotos(tx, [id])).get(id) ?? []
    return teaserOf(found.row, photos, viewer?.userId, found.unlocked)
  })
  return teaser ? ok(teaser) : OFFER_NOT_FOUND
}

/** The detail as the viewer may see it; a view is counted once per signed-in user who is neither owner nor admin. */
export async function getOfferDetail(
  db: Database,
  claims: RequestClaims | null,
  id: number,
): Promise<Outcome<OfferDetail>> {
  const detail = await asUser(db, claims, async (tx) => {
    const viewer = await currentViewer(tx, claims?.sub)
    const offer = await loadOfferDetail(tx, id, viewer)
    if (offer && viewer && !offer.isOwn && !viewerIsAdmin(viewer)) {
      await tx.query(
        `insert into public.offer_views (offer_id, user_id) values ($1, $2)
         on conflict (offer_id, user_id) do update set viewed_at = now()`,
        [id, viewer.userId],
      )
    }
    return offer
  })
  return detail ? ok(detail) : OFFER_NOT_FOUND
}

/** The offer's history, for its owner and admins; anyone else finds no such offer. */
export async function offerHistory(
  db: Database,
  claims: RequestClaims & { sub: string },
  id: number,
): Promise<Outcome<OfferHistoryResponse>> {
  const history = await asUser(db, claims, async (tx) => {
    const viewer = await currentViewer(tx, claims.sub)
    const row = await loadOfferRow(tx, id)
    if (!row || !viewer || (row.owner_id !== viewer.userId && !viewerIsAdmin(viewer))) return null
    const { rows } = await tx.query<{
      id: string | number
      action: OfferHistoryResponse['items'][number]['action']
      actor_id: string | null
      actor_first_name: string | null
      actor_last_name: string | null
      actor_email: string | null
      from_status: OfferHistoryResponse['items'][number]['fromStatus']
      to_status: OfferHistoryResponse['items'][number]['toStatus']
      changes: Record<string, [unknown, unknown]>
      reason: string | null
      created_at: Date | string
    }>('select * from public.offer_history_entries($1)', [id])
    return {
      items: rows.map((r) => ({
        id: Number(r.id),
        action: r.action,
        actor: r.actor_id
          ? {
              id: r.actor_id,
              name: personName({
                first_name: r.actor_first_name,
                last_name: r.actor_last_name,
                email: r.actor_email,
              }),
            }
          : null,
        fromStatus: r.from_status,
        toStatus: r.to_status,
        changes: typeof r.changes === 'string' ? JSON.parse(r.changes) : r.changes,
        reason: r.reason,
        createdAt: iso(r.created_at),
      })),
    }
  })
  return history ? ok(history) : OFFER_NOT_FOUND
}

const DOCUMENT_MISSING = refused(DOCUMENT_NOT_FOUND)

export interface StoredDocument {
  name: string
  mimeType: string
  bytes: Uint8Array
}

/** A document's bytes; RLS on offer_documents answers only to those who may see the private part. */
export async function readOfferDocument(
  db: Database,
  storage: Storage,
  claims: RequestClaims,
  offerId: number,
  documentId: string,
): Promise<Outcome<StoredDocument>> {
  const doc = await asUser(
    db,
    claims,
    async (tx) =>
      (
        await tx.query<{ storage_path: string; name: string; mime_type: string }>(
          'select storage_path, name, mime_type from public.offer_documents where id = $1 and offer_id = $2',
          [documentId, offerId],
        )
      ).rows[0],
  )
  const bytes = doc ? await storage.get(STORAGE_BUCKETS.listingDocuments, doc.storage_path) : null
  if (!doc || !bytes) return DOCUMENT_MISSING
  return ok({ name: doc.name, mimeType: doc.mime_type, bytes })
}

/** My offers, or every offer for the admin list (RLS lets only admins see them all). */
export async function listManaged(
  db: Database,
  claims: RequestClaims & { sub: string },
  query: EndpointInput<'listMyOffers'>['query'],
  scope: 'mine' | 'admin',
) {
  return ok(
    await asUser(db, claims, (tx) =>
      listManagedOffers(tx, query, claims.sub, scope === 'admin' ? 'admin' : { ownerId: claims.sub }),
    ),
  )
}
