import {
  averageStars,
  canDeleteReview,
  canReview,
  type OfferHistoryResponse,
  type OfferViewer,
  offerListQuerySchema,
  offerRelation,
  offerTransitionRequestSchema,
  type Review,
  type ReviewListResponse,
  recommendOffers,
  reviewUpsertRequestSchema,
  STORAGE_BUCKETS,
  type UnlockResponse,
  visibleOfferFields,
} from '@rg/domain'
import { Hono } from 'hono'
import { RateLimiter } from '../auth/rate-limit.ts'
import { asUser } from '../db/as-user.ts'
import type { Database, Queryable } from '../db/database.ts'
import { type AppEnv, apiError, parseBody } from '../http.ts'
import type { Mailer } from '../mail/mailer.ts'
import { moderationNotice, notifyUser, unlockNotice } from '../services/notifications.ts'
import {
  claimsOf,
  isUuid,
  notFound,
  offerIdParam,
  parseWith,
  queryInput,
  unauthorized,
} from '../services/offers/http-helpers.ts'
import { listPublishedOffers } from '../services/offers/offer-list.ts'
import {
  currentViewer,
  iso,
  loadOfferDetail,
  loadOfferRow,
  loadPhotos,
  loadUnlocked,
  personName,
  teaserOf,
  viewerIsAdmin,
} from '../services/offers/offer-read.ts'
import { transitionOffer } from '../services/offers/offer-write.ts'
import { unlockOffer } from '../services/offers/unlock.ts'
import type { Storage } from '../storage/storage.ts'

export interface OfferRoutesDeps {
  db: Database
  storage: Storage
  mailer: Mailer
  /** The site's origin for links in e-mails (BASE_URL, else the request's). */
  origin: (requestUrl: string) => string
  /** Unlock attempts per user and minute (POST /api/offers/:id/unlock). */
  unlocksPerMinute?: number
}

/** Unlocks per user and minute: far above what a person clicks, low enough to stop a script emptying an account. */
export const UNLOCKS_PER_MINUTE = 30
export const UNLOCK_RATE_LIMIT_MESSAGE = 'Příliš mnoho pokusů o odemčení. Zkuste to prosím za minutu znovu.'

async function offerRef(tx: Queryable, id: number) {
  const row = (
    await tx.query<{ owner_id: string; kind: 'LISTING' | 'SERVICE'; pub_name: string }>(
      'select owner_id, kind, pub_name from public.offers where id = $1',
      [id],
    )
  ).rows[0]
  return row ? { ownerId: row.owner_id, ref: { id, kind: row.kind, name: row.pub_name } } : null
}

/** A policy or guard-trigger refusal (SQLSTATE 42501) is a 403, never a 500. */
export function isPermissionError(error: unknown): boolean {
  return (error as { code?: string })?.code === '42501'
}
export const forbidden = (c: Parameters<typeof apiError>[0]) =>
  apiError(c, 403, 'forbidden', 'K této akci nemáte oprávnění.')

async function visibleRow(tx: Queryable, id: number, viewer: OfferViewer | null) {
  const row = await loadOfferRow(tx, id)
  if (!row) return null
  const unlocked = viewer ? (await loadUnlocked(tx, viewer.userId, [id])).has(id) : false
  const fields = visibleOfferFields(row, offerRelation({ ownerId: row.owner_id }, viewer, unlocked))
  return fields.size ? { row, unlocked } : null
}

/** /api/offers: browsing, detail per viewer, unlocking, documents, history, transitions, reviews. */
export function offerRoutes({
  db,
  storage,
  mailer,
  origin,
  unlocksPerMinute = UNLOCKS_PER_MINUTE,
}: OfferRoutesDeps) {
  const app = new Hono<AppEnv>()
  const limiter = new RateLimiter()

  app.get('/', async (c) => {
    const parsed = parseWith(c, offerListQuerySchema, queryInput(c))
    if (parsed instanceof Response) return parsed
    const claims = claimsOf(c)
    return c.json(await asUser(db, claims, (tx) => listPublishedOffers(tx, parsed.data, claims?.sub)))
  })

  // "Doporučené pro vás": published listings of others that fit the user's investment preferences, newest first.
  app.get('/recommended', async (c) => {
    const claims = claimsOf(c)
    if (!claims) return unauthorized(c)
    const result = await asUser(db, claims, async (tx) => {
      const prefs = (
        await tx.query<{
          categories: string[]
          regions: string[]
          amount_from: string | null
          amount_to: string | null
        }>(
          'select categories, regions, amount_from, amount_to from public.investment_preferences where user_id = $1',
          [claims.sub],
        )
      ).rows[0]
      const page = await listPublishedOffers(
        tx,
        { kind: 'LISTING', categories: [], regions: [], sort: 'newest', page: 1, pageSize: 100 },
        claims.sub,
        { ownerId: claims.sub },
      )
      const items = prefs
        ? recommendOffers(
            page.items,
            {
              categories: prefs.categories,
              regions: prefs.regions,
              amountFrom: prefs.amount_from === null ? null : Number(prefs.amount_from),
              amountTo: prefs.amount_to === null ? null : Number(prefs.amount_to),
            },
            12,
          )
        : page.items.slice(0, 12)
      return { items, page: 1, pageSize: 12, total: items.length }
    })
    return c.json(result)
  })

  app.get('/:id/teaser', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const claims = claimsOf(c)
    const teaser = await asUser(db, claims, async (tx) => {
      const viewer = await currentViewer(tx, claims?.sub)
      const found = await visibleRow(tx, id, viewer)
      if (!found) return null
      const photos = (await loadPhotos(tx, [id])).get(id) ?? []
      return teaserOf(found.row, photos, viewer?.userId, found.unlocked)
    })
    return teaser ? c.json(teaser) : notFound(c)
  })

  app.get('/:id', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const claims = claimsOf(c)
    const detail = await asUser(db, claims, async (tx) => {
      const viewer = await currentViewer(tx, claims?.sub)
      const offer = await loadOfferDetail(tx, id, viewer)
      // A view is counted once per signed-in user who is neither the owner nor an admin.
      if (offer && viewer && !offer.isOwn && !viewerIsAdmin(viewer)) {
        await tx.query(
          `insert into public.offer_views (offer_id, user_id) values ($1, $2)
           on conflict (offer_id, user_id) do update set viewed_at = now()`,
          [id, viewer.userId],
        )
      }
      return offer
    })
    return detail ? c.json(detail) : notFound(c)
  })

  app.post('/:id/unlock', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const claims = claimsOf(c)
    if (!claims?.sub) return unauthorized(c)
    if (!limiter.hit(`unlock:${claims.sub}`, unlocksPerMinute, 60_000)) {
      c.header('Retry-After', '60')
      return apiError(c, 429, 'rate_limited', UNLOCK_RATE_LIMIT_MESSAGE)
    }
    const site = origin(c.req.url)
    // The owner is told in the unlock's own transaction (service role): a notification and an e-mail.
    const outcome = await unlockOffer(db, claims.sub, id, async (tx) => {
      const offer = await offerRef(tx, id)
      if (!offer) return
      const count = Number(
        (
          await tx.query<{ n: string | number }>(
            'select count(*) as n from public.offer_unlocks where offer_id = $1',
            [id],
          )
        ).rows[0]?.n ?? 0,
      )
      await notifyUser(tx, mailer, offer.ownerId, unlockNotice(offer.ref, count), site)
    })
    if (!outcome.ok) return apiError(c, outcome.status, outcome.code, outcome.message)
    const offer = await asUser(db, claims, async (tx) =>
      loadOfferDetail(tx, id, await currentViewer(tx, claims.sub)),
    )
    if (!offer) return notFound(c)
    const body: UnlockResponse = { offerId: id, charged: outcome.charged, balance: outcome.balance, offer }
    return c.json(body)
  })

  app.get('/:id/documents/:documentId', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const claims = claimsOf(c)
    if (!claims) return unauthorized(c)
    const documentId = c.req.param('documentId')
    if (!isUuid(documentId)) return apiError(c, 404, 'not_found', 'Dokument nebyl nalezen.')
    // RLS on offer_documents answers only to those who may see the private part.
    const doc = await asUser(
      db,
      claims,
      async (tx) =>
        (
          await tx.query<{ storage_path: string; name: string; mime_type: string }>(
            'select storage_path, name, mime_type from public.offer_documents where id = $1 and offer_id = $2',
            [documentId, id],
          )
        ).rows[0],
    )
    const bytes = doc ? await storage.get(STORAGE_BUCKETS.listingDocuments, doc.storage_path) : null
    if (!doc || !bytes) return apiError(c, 404, 'not_found', 'Dokument nebyl nalezen.')
    const ascii = doc.name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_')
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': doc.mime_type,
      'Content-Length': String(bytes.byteLength),
      'Content-Disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(doc.name)}`,
      'X-Content-Type-Options': 'nosniff',
      'Cache-Control': 'private, no-store',
    })
  })

  app.get('/:id/history', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const claims = claimsOf(c)
    if (!claims) return unauthorized(c)
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
      const body: OfferHistoryResponse = {
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
      return body
    })
    return history ? c.json(history) : notFound(c)
  })

  app.post('/:id/transition', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const claims = claimsOf(c)
    if (!claims) return unauthorized(c)
    const parsed = await parseBody(c, offerTransitionRequestSchema)
    if (parsed instanceof Response) return parsed
    try {
      const outcome = await asUser(db, claims, async (tx) => {
        const viewer = await currentViewer(tx, claims.sub)
        if (!viewer) return null
        const action = parsed.data.action
        const result = await transitionOffer(tx, viewer, id, action, parsed.data.reason)
        if (result.ok && (action === 'approve' || action === 'reject')) {
          // The admin's decision reaches the owner in the same transaction; notifications and mail are the
          // server's own writes (service role), as in public-forms.
          await tx.exec('set local role service_role')
          const offer = await offerRef(tx, id)
          if (offer && offer.ownerId !== viewer.userId) {
            const notice = moderationNotice(action, offer.ref, result.value.rejectionReason)
            await notifyUser(tx, mailer, offer.ownerId, notice, origin(c.req.url))
          }
        }
        return result
      })
      if (!outcome) return forbidden(c)
      if (!outcome.ok) return apiError(c, outcome.status, outcome.code, outcome.message)
      return c.json({ id, ...outcome.value })
    } catch (error) {
      if (isPermissionError(error)) return forbidden(c)
      throw error
    }
  })

  // Reviews (PRODUCT.md): readable wherever the offer is; written by a signed-in non-owner of a published service or
  // of a listing they unlocked; one per user and offer, so writing again edits it.
  async function reviewList(tx: Queryable, id: number, viewer: OfferViewer | null) {
    const found = await visibleRow(tx, id, viewer)
    if (!found) return null
    const { rows } = await tx.query<{
      id: string
      author_id: string
      stars: number
      body: string | null
      created_at: Date | string
      updated_at: Date | string
    }>(
      'select id, author_id, stars, body, created_at, updated_at from public.reviews where offer_id = $1 order by created_at desc, id',
      [id],
    )
    const authors = new Map(
      (
        await tx.query<{
          author_id: string
          first_name: string | null
          last_name: string | null
          avatar_path: string | null
        }>('select * from public.offer_review_authors($1)', [id])
      ).rows.map((a) => [a.author_id, a]),
    )
    const items: Review[] = rows.map((r) => {
      const a = authors.get(r.author_id)
      return {
        id: r.id,
        offerId: id,
        author: {
          id: r.author_id,
          name: a ? personName(a) : 'Uživatel',
          avatarUrl: a?.avatar_path ? `${STORAGE_BUCKETS.avatars}/${a.avatar_path}` : null,
        },
        stars: r.stars,
        body: r.body,
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
      }
    })
    const body: ReviewListResponse = {
      items,
      average: averageStars(items),
      count: items.length,
      canReview: canReview(
        { kind: found.row.kind, status: found.row.status, ownerId: found.row.owner_id },
        viewer,
        found.unlocked,
      ),
    }
    return body
  }

  app.get('/:id/reviews', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const claims = claimsOf(c)
    const list = await asUser(db, claims, async (tx) =>
      reviewList(tx, id, await currentViewer(tx, claims?.sub)),
    )
    return list ? c.json(list) : notFound(c)
  })

  app.put('/:id/reviews/mine', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const claims = claimsOf(c)
    if (!claims) return unauthorized(c)
    const parsed = await parseBody(c, reviewUpsertRequestSchema)
    if (parsed instanceof Response) return parsed
    const result = await asUser(db, claims, async (tx) => {
      const viewer = await currentViewer(tx, claims.sub)
      const list = await reviewList(tx, id, viewer)
      if (!list || !viewer) return 'not-found' as const
      if (!list.canReview) return 'refused' as const
      await tx.query(
        `insert into public.reviews (offer_id, author_id, stars, body) values ($1, $2, $3, $4)
         on conflict (offer_id, author_id) do update set stars = excluded.stars, body = excluded.body,
           updated_at = now()`,
        [id, viewer.userId, parsed.data.stars, parsed.data.body],
      )
      return (await reviewList(tx, id, viewer))?.items.find((r) => r.author.id === viewer.userId)
    })
    if (result === 'not-found' || !result) return notFound(c)
    if (result === 'refused') {
      return apiError(
        c,
        403,
        'review_not_allowed',
        'Hodnotit může přihlášený uživatel, který není vlastníkem, zveřejněnou službu nebo nabídku, kterou odemkl.',
      )
    }
    return c.json(result)
  })

  app.delete('/:id/reviews/:reviewId', async (c) => {
    const id = offerIdParam(c)
    if (id instanceof Response) return id
    const claims = claimsOf(c)
    if (!claims) return unauthorized(c)
    const reviewId = c.req.param('reviewId')
    if (!isUuid(reviewId)) return apiError(c, 404, 'not_found', 'Hodnocení nebylo nalezeno.')
    const result = await asUser(db, claims, async (tx) => {
      const viewer = await currentViewer(tx, claims.sub)
      const review = (
        await tx.query<{ author_id: string }>(
          'select author_id from public.reviews where id = $1 and offer_id = $2',
          [reviewId, id],
        )
      ).rows[0]
      if (!review || !viewer) return 'not-found' as const
      if (
        !canDeleteReview(
          { authorId: review.author_id },
          { userId: viewer.userId, isAdmin: viewerIsAdmin(viewer) },
        )
      ) {
        return 'refused' as const
      }
      await tx.query('delete from public.reviews where id = $1', [reviewId])
      return 'ok' as const
    })
    if (result === 'not-found') return apiError(c, 404, 'not_found', 'Hodnocení nebylo nalezeno.')
    if (result === 'refused') return apiError(c, 403, 'forbidden', 'Toto hodnocení nemůžete odstranit.')
    return c.json({ ok: true as const })
  })

  return app
}
