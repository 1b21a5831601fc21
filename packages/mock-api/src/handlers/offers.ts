import {
  averageStars,
  canDeleteReview,
  canReview,
  canUnlock,
  checkFileContent,
  creditBalance,
  isAdmin,
  isCategoryOfKind,
  isVerified,
  LISTING_CATEGORIES,
  manageOfferListQuerySchema,
  matchesSearch,
  type OfferAction,
  type OfferDetail,
  type OfferField,
  type OfferSummary,
  type OfferTeaser,
  offerCreateRequestSchema,
  offerListQuerySchema,
  offerRelation,
  offerTransition,
  offerTransitionRequestSchema,
  offerUpdateRequestSchema,
  photoOrderRequestSchema,
  pickVisibleFields,
  REGIONS,
  type Review,
  reviewUpsertRequestSchema,
  SERVICE_CATEGORIES,
  safeParseCs,
  TEASER_FIELDS,
  UNLOCK_PRICE,
  type UnlockResponse,
  VERIFIED_ONLY_TOAST,
  validatePhotoCount,
  validateUpload,
  visibleOfferFields,
} from '@rg/domain'
import { HttpResponse, http } from 'msw'
import { type MockOffer, offerFixtures } from '../fixtures/offers.ts'
import { addTransaction, type MockAccount, type MockStore } from '../store.ts'
import {
  apiError,
  csrfRejected,
  currentAccount,
  jsonBody,
  unauthorized,
  validationFailed,
} from './respond.ts'

/** Offers live beside the store (one list per store, so every story starts fresh). */
const offersOf = new WeakMap<MockStore, MockOffer[]>()
export function mockOffers(store: MockStore): MockOffer[] {
  let list = offersOf.get(store)
  if (!list) {
    list = offerFixtures()
    offersOf.set(store, list)
  }
  return list
}
/** Replace the offers of a store (e.g. [] for an empty-state story). */
export function setMockOffers(store: MockStore, offers: MockOffer[]) {
  offersOf.set(store, offers)
}

const notFound = () => apiError(404, 'not_found', 'Nabídka nebyla nalezena.')
const forbidden = (message = 'K této akci nemáte oprávnění.') => apiError(403, 'forbidden', message)

const viewerOf = (account: MockAccount | undefined) =>
  account ? { userId: account.user.id, role: account.user.role } : null

function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const key of new Set(url.searchParams.keys())) {
    const all = url.searchParams.getAll(key)
    out[key] = all.length === 1 ? (all[0] as string) : all
  }
  return out
}

function searchText(o: MockOffer): string {
  const region = REGIONS.find((r) => r.code === o.region)?.label ?? ''
  const category =
    [...LISTING_CATEGORIES, ...SERVICE_CATEGORIES].find((c) => c.code === o.category)?.label ?? ''
  return [o.pubName, o.pubNameSecondary, ...o.pubKeywords, o.city, region, category, o.pubDescription].join(
    ' ',
  )
}

function teaser(o: MockOffer, viewerId: string | undefined): OfferTeaser {
  const picked = pickVisibleFields(o as unknown as Record<OfferField, unknown>, new Set(TEASER_FIELDS))
  return {
    ...(picked as unknown as Omit<OfferTeaser, 'unlocked' | 'isOwn'>),
    unlocked: viewerId !== undefined && o.unlockedBy.includes(viewerId),
    isOwn: o.ownerId === viewerId,
  }
}

function detail(store: MockStore, o: MockOffer, account: MockAccount | undefined): OfferDetail | null {
  const viewer = viewerOf(account)
  const unlocked = viewer !== null && o.unlockedBy.includes(viewer.userId)
  const fields = visibleOfferFields(o, offerRelation({ ownerId: o.ownerId }, viewer, unlocked))
  if (!fields.size) return null
  const owner = store.accounts.find((a) => a.user.id === o.ownerId)?.user
  const full: Record<string, unknown> = {
    ...o,
    businessCard: owner
      ? {
          userId: owner.id,
          name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email,
          company: null,
          phone: '+420777123456',
          email: owner.email,
          avatarUrl: owner.avatarUrl,
          verified: owner.role !== 'USER',
        }
      : null,
    viewCount: o.viewedBy.length,
    unlockCount: o.unlockedBy.length,
  }
  return {
    ...(pickVisibleFields(full as Record<OfferField, unknown>, fields) as unknown as OfferDetail),
    unlocked,
    isOwn: o.ownerId === viewer?.userId,
  }
}

function summary(store: MockStore, o: MockOffer, viewerId: string, withOwner: boolean): OfferSummary {
  const owner = store.accounts.find((a) => a.user.id === o.ownerId)?.user
  return {
    ...teaser(o, viewerId),
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    viewCount: o.viewedBy.length,
    unlockCount: o.unlockedBy.length,
    rejectionReason: o.rejectionReason,
    ...(withOwner && owner
      ? {
          owner: {
            id: owner.id,
            name: [owner.firstName, owner.lastName].filter(Boolean).join(' ') || owner.email,
            email: owner.email,
          },
        }
      : {}),
  }
}

const page = <T>(items: T[], p: number, size: number) => ({
  items: items.slice((p - 1) * size, p * size),
  page: p,
  pageSize: size,
  total: items.length,
})

/** The answers GET /img would give: a drawn house whose colour follows the src, so stories need no files. */
function placeholderImage(src: string, w: number, h: number): string {
  let hash = 0
  for (const ch of src) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0
  const hue = hash % 360
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 300 200" preserveAspectRatio="xMidYMid slice">
<rect width="300" height="200" fill="hsl(${hue} 60% 88%)"/><rect y="160" width="300" height="40" fill="#8a9a7b"/>
<rect x="90" y="80" width="120" height="80" fill="hsl(${(hue + 40) % 360} 35% 75%)"/>
<polygon points="80,80 150,35 220,80" fill="hsl(${(hue + 180) % 360} 40% 35%)"/>
<rect x="140" y="125" width="20" height="35" fill="#4a3426"/><rect x="105" y="95" width="22" height="20" fill="#3d5469"/>
<rect x="173" y="95" width="22" height="20" fill="#3d5469"/></svg>`
}

/** Handlers for /api/offers*, /api/my/offers*, /api/admin/offers and /img, as a record so a story can override one. */
export function offerHandlers(store: MockStore) {
  const offers = () => mockOffers(store)
  const find = (id: string | readonly string[] | undefined) => offers().find((o) => o.id === Number(id))
  const now = () => store.now().toISOString()

  function history(
    o: MockOffer,
    account: MockAccount,
    action: MockOffer['history'][number]['action'],
    from: MockOffer['status'] | null,
    changes: Record<string, [unknown, unknown]> = {},
    reason: string | null = null,
  ) {
    o.history.push({
      id: Math.max(0, ...offers().flatMap((x) => x.history.map((h) => h.id))) + 1,
      action,
      actor: {
        id: account.user.id,
        name: [account.user.firstName, account.user.lastName].filter(Boolean).join(' ') || account.user.email,
      },
      fromStatus: from,
      toStatus: o.status,
      changes,
      reason,
      createdAt: now(),
    })
    o.updatedAt = now()
  }

  /** The owner's edit (PRODUCT.md): a PUBLISHED or PAUSED offer goes back to PENDING. */
  function edit(o: MockOffer, account: MockAccount, changes: Record<string, [unknown, unknown]>) {
    const result = offerTransition(o.status, 'edit', {
      isOwner: o.ownerId === account.user.id,
      isAdmin: isAdmin(account.user.role),
    })
    if (!result.ok) return result
    const from = o.status
    o.status = result.next
    history(o, account, 'edit', from, changes)
    return result
  }

  function transition(
    o: MockOffer,
    account: MockAccount,
    action: Exclude<OfferAction, 'edit'>,
    reason?: string,
  ) {
    const actor = { isOwner: o.ownerId === account.user.id, isAdmin: isAdmin(account.user.role) }
    const result = offerTransition(o.status, action, actor, { reason })
    if (!result.ok) {
      const anyone = offerTransition(o.status, action, { isOwner: true, isAdmin: true }, { reason })
      return anyone.ok ? forbidden(result.message) : apiError(409, 'invalid_transition', result.message)
    }
    const from = o.status
    o.status = result.next
    if (action === 'reject') o.rejectionReason = reason?.trim() ?? null
    if (action === 'approve') {
      o.rejectionReason = null
      o.publishedAt = now()
    }
    if (action === 'submit') o.rejectionReason = null
    history(o, account, action, from, {}, action === 'reject' ? (reason ?? null) : null)
    return HttpResponse.json({ id: o.id, status: o.status, rejectionReason: o.rejectionReason })
  }

  /** Signed in, verified and owner of the offer, or the error answer. */
  function ownOffer(
    request: Request,
    cookies: Record<string, string>,
    id: string | readonly string[] | undefined,
  ) {
    const rejected = csrfRejected(request, cookies)
    if (rejected) return rejected
    const account = currentAccount(store, cookies, request)
    if (!account) return unauthorized()
    if (!isVerified(account.user.role)) return apiError(403, 'not_verified', VERIFIED_ONLY_TOAST)
    const o = find(id)
    if (!o || detail(store, o, account) === null) return notFound()
    if (o.ownerId !== account.user.id) return forbidden('Tuto akci může provést pouze vlastník nabídky.')
    return { account, offer: o }
  }

  async function uploadedFile(request: Request, kind: 'image' | 'document') {
    const form = await request.formData().catch(() => null)
    const file = form?.get('file')
    if (!(file instanceof File)) return apiError(400, 'bad_upload', 'Vyberte prosím soubor k nahrání.')
    const check = validateUpload(kind, file)
    if (!check.ok) return apiError(check.code === 'size' ? 413 : 400, check.code, check.message)
    const content = checkFileContent(kind, file.name, new Uint8Array(await file.slice(0, 4096).arrayBuffer()))
    if (!content.ok) return apiError(400, content.code, content.message)
    return file
  }

  return {
    listOffers: http.get('*/api/offers', ({ request, cookies }) => {
      const parsed = safeParseCs(offerListQuerySchema, queryObject(new URL(request.url)))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const q = parsed.data
      const viewerId = currentAccount(store, cookies, request)?.user.id
      const items = offers()
        .filter(
          (o) =>
            o.status === 'PUBLISHED' &&
            o.kind === q.kind &&
            (!q.categories.length || q.categories.includes(o.category)) &&
            (!q.regions.length || (o.region !== null && q.regions.includes(o.region))) &&
            (q.priceFrom === undefined || (o.pubPrice !== null && o.pubPrice >= q.priceFrom)) &&
            (q.priceTo === undefined || (o.pubPrice !== null && o.pubPrice <= q.priceTo)) &&
            (!q.q || matchesSearch(searchText(o), q.q)),
        )
        .sort((a, b) => {
          if (q.sort !== 'newest') {
            const pa = a.pubPrice ?? Number.POSITIVE_INFINITY
            const pb = b.pubPrice ?? Number.POSITIVE_INFINITY
            if (pa !== pb) {
              if (a.pubPrice === null) return 1
              if (b.pubPrice === null) return -1
              return q.sort === 'price-asc' ? pa - pb : pb - pa
            }
          }
          return (b.publishedAt ?? '').localeCompare(a.publishedAt ?? '')
        })
        .map((o) => teaser(o, viewerId))
      return HttpResponse.json(page(items, q.page, q.pageSize))
    }),

    recommendedOffers: http.get('*/api/offers/recommended', ({ request, cookies }) => {
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const items = offers()
        .filter((o) => o.kind === 'LISTING' && o.status === 'PUBLISHED' && o.ownerId !== account.user.id)
        .slice(0, 12)
        .map((o) => teaser(o, account.user.id))
      return HttpResponse.json(page(items, 1, 12))
    }),

    getOfferTeaser: http.get('*/api/offers/:id/teaser', ({ params, request, cookies }) => {
      const account = currentAccount(store, cookies, request)
      const o = find(params.id)
      return o && detail(store, o, account) ? HttpResponse.json(teaser(o, account?.user.id)) : notFound()
    }),

    getOffer: http.get('*/api/offers/:id', ({ params, request, cookies }) => {
      const account = currentAccount(store, cookies, request)
      const o = find(params.id)
      const body = o ? detail(store, o, account) : null
      if (!o || !body) return notFound()
      if (account && o.ownerId !== account.user.id && !o.viewedBy.includes(account.user.id))
        o.viewedBy.push(account.user.id)
      return HttpResponse.json(body)
    }),

    unlockOffer: http.post('*/api/offers/:id/unlock', ({ params, request, cookies }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const o = find(params.id)
      const already = o?.unlockedBy.includes(account.user.id) ?? false
      if (!o || (!already && o.ownerId !== account.user.id && o.status !== 'PUBLISHED')) return notFound()
      const balance = creditBalance(account.user.creditTransactions)
      const decision = canUnlock(o, { userId: account.user.id, balance, alreadyUnlocked: already })
      if (!decision.ok) {
        return decision.code === 'insufficient-credits'
          ? apiError(402, 'insufficient_credits', decision.message)
          : apiError(409, `unlock_${decision.code.replace('-', '_')}`, decision.message)
      }
      if (decision.charge > 0) {
        addTransaction(account, {
          amount: -UNLOCK_PRICE,
          reason: 'LISTING_UNLOCK',
          note: null,
          offerId: o.id,
          createdAt: now(),
        })
        o.unlockedBy.push(account.user.id)
      }
      const body: UnlockResponse = {
        offerId: o.id,
        charged: decision.charge,
        balance: balance - decision.charge,
        offer: detail(store, o, account) as OfferDetail,
      }
      return HttpResponse.json(body)
    }),

    downloadOfferDocument: http.get(
      '*/api/offers/:id/documents/:documentId',
      ({ params, request, cookies }) => {
        const account = currentAccount(store, cookies, request)
        if (!account) return unauthorized()
        const o = find(params.id)
        const doc = o
          ? detail(store, o, account)?.documents?.find((d) => d.id === params.documentId)
          : undefined
        if (!doc) return apiError(404, 'not_found', 'Dokument nebyl nalezen.')
        return new HttpResponse('%PDF-1.4\n%%EOF\n', {
          headers: {
            'content-type': doc.mimeType,
            'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(doc.name)}`,
          },
        })
      },
    ),

    offerHistory: http.get('*/api/offers/:id/history', ({ params, request, cookies }) => {
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const o = find(params.id)
      if (!o || (o.ownerId !== account.user.id && !isAdmin(account.user.role))) return notFound()
      return HttpResponse.json({ items: o.history })
    }),

    transitionOffer: http.post('*/api/offers/:id/transition', async ({ params, request, cookies }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const parsed = safeParseCs(offerTransitionRequestSchema, await jsonBody(request))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const o = find(params.id)
      if (!o || !detail(store, o, account)) return notFound()
      return transition(o, account, parsed.data.action, parsed.data.reason)
    }),

    listReviews: http.get('*/api/offers/:id/reviews', ({ params, request, cookies }) => {
      const account = currentAccount(store, cookies, request)
      const o = find(params.id)
      if (!o || !detail(store, o, account)) return notFound()
      const viewer = account ? { userId: account.user.id } : null
      return HttpResponse.json({
        items: o.reviews,
        average: averageStars(o.reviews),
        count: o.reviews.length,
        canReview: canReview(o, viewer, account ? o.unlockedBy.includes(account.user.id) : false),
      })
    }),

    upsertMyReview: http.put('*/api/offers/:id/reviews/mine', async ({ params, request, cookies }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const parsed = safeParseCs(reviewUpsertRequestSchema, await jsonBody(request))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const o = find(params.id)
      if (!o || !detail(store, o, account)) return notFound()
      if (!canReview(o, { userId: account.user.id }, o.unlockedBy.includes(account.user.id))) {
        return apiError(
          403,
          'review_not_allowed',
          'Hodnotit může přihlášený uživatel, který není vlastníkem, zveřejněnou službu nebo nabídku, kterou odemkl.',
        )
      }
      let review = o.reviews.find((r) => r.author.id === account.user.id)
      if (review) {
        review.stars = parsed.data.stars
        review.body = parsed.data.body
        review.updatedAt = now()
      } else {
        review = {
          id: crypto.randomUUID(),
          offerId: o.id,
          author: {
            id: account.user.id,
            name: [account.user.firstName, account.user.lastName].filter(Boolean).join(' ') || 'Uživatel',
            avatarUrl: account.user.avatarUrl,
          },
          stars: parsed.data.stars,
          body: parsed.data.body,
          createdAt: now(),
          updatedAt: now(),
        } satisfies Review
        o.reviews.unshift(review)
      }
      return HttpResponse.json(review)
    }),

    deleteReview: http.delete('*/api/offers/:id/reviews/:reviewId', ({ params, request, cookies }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      const o = find(params.id)
      const review = o?.reviews.find((r) => r.id === params.reviewId)
      if (!o || !review) return apiError(404, 'not_found', 'Hodnocení nebylo nalezeno.')
      if (
        !canDeleteReview(
          { authorId: review.author.id },
          { userId: account.user.id, isAdmin: isAdmin(account.user.role) },
        )
      ) {
        return apiError(403, 'forbidden', 'Toto hodnocení nemůžete odstranit.')
      }
      o.reviews = o.reviews.filter((r) => r !== review)
      return HttpResponse.json({ ok: true as const })
    }),

    listMyOffers: http.get('*/api/my/offers', ({ request, cookies }) => {
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      if (!isVerified(account.user.role)) return apiError(403, 'not_verified', VERIFIED_ONLY_TOAST)
      const parsed = safeParseCs(manageOfferListQuerySchema, queryObject(new URL(request.url)))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const q = parsed.data
      const items = offers()
        .filter(
          (o) =>
            o.ownerId === account.user.id &&
            (!q.kind || o.kind === q.kind) &&
            (!q.statuses.length || q.statuses.includes(o.status)) &&
            (!q.q || matchesSearch(searchText(o), q.q)),
        )
        .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
        .map((o) => summary(store, o, account.user.id, false))
      return HttpResponse.json(page(items, q.page, q.pageSize))
    }),

    createOffer: http.post('*/api/my/offers', async ({ request, cookies }) => {
      const rejected = csrfRejected(request, cookies)
      if (rejected) return rejected
      const account = currentAccount(store, cookies, request)
      if (!account) return unauthorized()
      if (!isVerified(account.user.role)) return apiError(403, 'not_verified', VERIFIED_ONLY_TOAST)
      const parsed = safeParseCs(offerCreateRequestSchema, await jsonBody(request))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const d = parsed.data
      const o: MockOffer = {
        id: Math.max(0, ...offers().map((x) => x.id)) + 1,
        kind: d.kind,
        status: 'DRAFT',
        category: d.category,
        pubName: d.pubName,
        pubNameSecondary: d.pubNameSecondary,
        pubKeywords: d.pubKeywords,
        city: d.city,
        region: d.region,
        pubDescription: d.pubDescription,
        pubPrice: d.pubPrice,
        privDescription: d.privDescription,
        street: d.street,
        postcode: d.postcode,
        ownerId: account.user.id,
        photos: [],
        documents: [],
        publishedAt: null,
        createdAt: now(),
        updatedAt: now(),
        rejectionReason: null,
        viewedBy: [],
        unlockedBy: [],
        history: [],
        reviews: [],
      }
      offers().push(o)
      history(o, account, 'create', null)
      return HttpResponse.json(detail(store, o, account), { status: 201 })
    }),

    updateOffer: http.patch('*/api/my/offers/:id', async ({ params, request, cookies }) => {
      const own = ownOffer(request, cookies, params.id)
      if (own instanceof Response) return own
      const parsed = safeParseCs(offerUpdateRequestSchema, await jsonBody(request))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const { account, offer: o } = own
      if (parsed.data.category !== undefined && !isCategoryOfKind(o.kind, parsed.data.category)) {
        return apiError(400, 'validation_failed', 'Kategorie nepatří k tomuto druhu nabídky.')
      }
      const changes: Record<string, [unknown, unknown]> = {}
      const target = o as unknown as Record<string, unknown>
      for (const [key, value] of Object.entries(parsed.data)) {
        if (value === undefined || JSON.stringify(target[key]) === JSON.stringify(value)) continue
        changes[key] = [target[key], value]
      }
      if (Object.keys(changes).length) {
        const allowed = offerTransition(o.status, 'edit', { isOwner: true, isAdmin: false })
        if (!allowed.ok) return apiError(409, 'invalid_transition', allowed.message)
        for (const [key, [, value]] of Object.entries(changes)) target[key] = value
        edit(o, account, changes)
      }
      return HttpResponse.json(detail(store, o, account))
    }),

    submitOffer: http.post('*/api/my/offers/:id/submit', ({ params, request, cookies }) => {
      const own = ownOffer(request, cookies, params.id)
      if (own instanceof Response) return own
      return transition(own.offer, own.account, 'submit')
    }),

    uploadOfferPhoto: http.post('*/api/my/offers/:id/photos', async ({ params, request, cookies }) => {
      const own = ownOffer(request, cookies, params.id)
      if (own instanceof Response) return own
      const file = await uploadedFile(request, 'image')
      if (file instanceof Response) return file
      const o = own.offer
      const count = validatePhotoCount(o.photos.length, 1)
      if (!count.ok) return apiError(409, count.code, count.message)
      const allowed = offerTransition(o.status, 'edit', { isOwner: true, isAdmin: false })
      if (!allowed.ok) return apiError(409, 'invalid_transition', allowed.message)
      const photo = {
        id: crypto.randomUUID(),
        url: `listing-images/${o.id}/${crypto.randomUUID()}.jpg`,
        width: 960,
        height: 640,
        sizeBytes: file.size,
        position: o.photos.length,
      }
      o.photos.push(photo)
      edit(o, own.account, { photos: [o.photos.length - 1, o.photos.length] })
      return HttpResponse.json(photo, { status: 201 })
    }),

    reorderOfferPhotos: http.put('*/api/my/offers/:id/photos/order', async ({ params, request, cookies }) => {
      const own = ownOffer(request, cookies, params.id)
      if (own instanceof Response) return own
      const parsed = safeParseCs(photoOrderRequestSchema, await jsonBody(request))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const o = own.offer
      const ids = parsed.data.ids
      if (ids.length !== o.photos.length || ids.some((id) => !o.photos.some((p) => p.id === id))) {
        return apiError(400, 'validation_failed', 'Pořadí musí obsahovat právě všechny fotografie nabídky.')
      }
      const before = o.photos.map((p) => p.id)
      o.photos = ids.map((id, position) => ({
        ...(o.photos.find((p) => p.id === id) as MockOffer['photos'][number]),
        position,
      }))
      edit(o, own.account, { photoOrder: [before, ids] })
      return HttpResponse.json({ ok: true as const })
    }),

    deleteOfferPhoto: http.delete('*/api/my/offers/:id/photos/:photoId', ({ params, request, cookies }) => {
      const own = ownOffer(request, cookies, params.id)
      if (own instanceof Response) return own
      const o = own.offer
      if (!o.photos.some((p) => p.id === params.photoId))
        return apiError(404, 'not_found', 'Fotografie nebyla nalezena.')
      o.photos = o.photos.filter((p) => p.id !== params.photoId)
      edit(o, own.account, { photoRemoved: [params.photoId, null] })
      return HttpResponse.json({ ok: true as const })
    }),

    uploadOfferDocument: http.post('*/api/my/offers/:id/documents', async ({ params, request, cookies }) => {
      const own = ownOffer(request, cookies, params.id)
      if (own instanceof Response) return own
      const file = await uploadedFile(request, 'document')
      if (file instanceof Response) return file
      const o = own.offer
      const id = crypto.randomUUID()
      const doc = {
        id,
        name: file.name,
        sizeBytes: file.size,
        mimeType: file.type || 'application/octet-stream',
        url: `/api/offers/${o.id}/documents/${id}`,
      }
      o.documents.push(doc)
      edit(o, own.account, { documentAdded: [null, file.name] })
      return HttpResponse.json(doc, { status: 201 })
    }),

    deleteOfferDocument: http.delete(
      '*/api/my/offers/:id/documents/:documentId',
      ({ params, request, cookies }) => {
        const own = ownOffer(request, cookies, params.id)
        if (own instanceof Response) return own
        const o = own.offer
        const doc = o.documents.find((d) => d.id === params.documentId)
        if (!doc) return apiError(404, 'not_found', 'Dokument nebyl nalezen.')
        o.documents = o.documents.filter((d) => d !== doc)
        edit(o, own.account, { documentRemoved: [doc.name, null] })
        return HttpResponse.json({ ok: true as const })
      },
    ),

    adminListOffers: http.get('*/api/admin/offers', ({ request, cookies }) => {
      const account = currentAccount(store, cookies, request)
      if (!account || !isAdmin(account.user.role))
        return apiError(404, 'not_found', 'Tato adresa API neexistuje.')
      const parsed = safeParseCs(manageOfferListQuerySchema, queryObject(new URL(request.url)))
      if (!parsed.success) return validationFailed(parsed.error.issues)
      const q = parsed.data
      const queue = q.statuses.length === 1 && q.statuses[0] === 'PENDING'
      const items = offers()
        .filter(
          (o) =>
            (!q.kind || o.kind === q.kind) &&
            (!q.statuses.length || q.statuses.includes(o.status)) &&
            (!q.q || matchesSearch(searchText(o), q.q)),
        )
        .sort((a, b) =>
          queue ? a.updatedAt.localeCompare(b.updatedAt) : b.updatedAt.localeCompare(a.updatedAt),
        )
        .map((o) => summary(store, o, account.user.id, true))
      return HttpResponse.json(page(items, q.page, q.pageSize))
    }),

    imageTransform: http.get('*/img', ({ request }) => {
      const url = new URL(request.url)
      const w = Number(url.searchParams.get('w') ?? 300)
      const h = Number(url.searchParams.get('h') ?? Math.round((w * 2) / 3))
      return new HttpResponse(placeholderImage(url.searchParams.get('src') ?? '', w, h), {
        headers: { 'content-type': 'image/svg+xml' },
      })
    }),
  }
}
