import { describe, expect, it } from 'vitest'
import { pickVisibleFields, visibleOfferFields } from './offer-visibility.ts'
import {
  manageOfferListQuerySchema,
  type OfferDetail,
  offerCreateRequestSchema,
  offerDetailSchema,
  offerHistoryResponseSchema,
  offerListQuerySchema,
  offerSummaryListResponseSchema,
  offerTransitionRequestSchema,
  offerUpdateRequestSchema,
  reviewListResponseSchema,
  reviewUpsertRequestSchema,
  unlockResponseSchema,
} from './offers-api.schema.ts'

const uuid = '7d3f0c2e-4b1a-4c6e-9f52-1a2b3c4d5e6f'
const at = '2026-11-22T10:00:00+01:00'

const fullListing: Required<OfferDetail> = {
  id: 12,
  kind: 'LISTING',
  status: 'PUBLISHED',
  category: 'REAL_ESTATE',
  pubName: 'Činžovní dům',
  pubNameSecondary: 'Zlín, výnos 6 %',
  pubKeywords: ['nájem'],
  city: 'Zlín',
  region: 'CZ-72',
  pubDescription: 'Dům s osmi byty.',
  pubPrice: 12_500_000,
  photos: [
    { id: uuid, url: '/img/1', width: 1200, height: 800, sizeBytes: 182_344, position: 0, name: null },
  ],
  publishedAt: at,
  unlocked: false,
  isOwn: false,
  privDescription: 'Podrobnosti.',
  street: 'Dlouhá 1',
  postcode: '76001',
  documents: [{ id: uuid, name: 'plan.pdf', sizeBytes: 1000, mimeType: 'application/pdf', url: '/d/1' }],
  businessCard: {
    userId: uuid,
    name: 'Jan Novák',
    company: null,
    phone: '+420777123456',
    email: 'jan@example.cz',
    avatarUrl: null,
    verified: true,
  },
  ownerId: uuid,
  createdAt: at,
  updatedAt: at,
  viewCount: 10,
  unlockCount: 2,
  rejectionReason: null,
}

describe('offer detail', () => {
  it('accepts what visibleOfferFields lets through, for every relation', () => {
    for (const relation of ['owner', 'admin', 'unlocked', 'signed-in', 'visitor'] as const) {
      const picked = pickVisibleFields(fullListing, visibleOfferFields(fullListing, relation))
      const parsed = offerDetailSchema.parse({ ...picked, unlocked: false, isOwn: false })
      if (relation === 'visitor') expect('privDescription' in parsed).toBe(false)
    }
  })

  it('wraps the unlocked detail in the unlock answer', () => {
    expect(
      unlockResponseSchema.parse({ offerId: 12, charged: 50, balance: 50, offer: fullListing }).charged,
    ).toBe(50)
  })

  it('lists summaries for my area and the admin queue', () => {
    const summary = { ...fullListing, owner: { id: uuid, name: 'Jan', email: 'jan@example.cz' } }
    expect(
      offerSummaryListResponseSchema.safeParse({ items: [summary], page: 1, pageSize: 20, total: 1 }).success,
    ).toBe(true)
    expect(manageOfferListQuerySchema.parse({ statuses: 'PENDING,REJECTED' }).statuses).toEqual([
      'PENDING',
      'REJECTED',
    ])
  })
})

describe('offer list query', () => {
  it('fills defaults', () => {
    expect(offerListQuerySchema.parse({})).toEqual({
      page: 1,
      pageSize: 20,
      kind: 'LISTING',
      categories: [],
      regions: [],
      sort: 'newest',
    })
  })

  it('reads filters from query strings', () => {
    expect(
      offerListQuerySchema.parse({
        kind: 'SERVICE',
        q: ' zlin ',
        categories: 'LEGAL,VALUATION',
        regions: 'CZ-72',
        priceFrom: '1000',
        priceTo: '2000',
        sort: 'price-asc',
        page: '2',
      }),
    ).toMatchObject({
      kind: 'SERVICE',
      q: 'zlin',
      categories: ['LEGAL', 'VALUATION'],
      priceFrom: 1000,
      page: 2,
    })
  })

  it('refuses an inverted price range and unknown codes in Czech', () => {
    const inverted = offerListQuerySchema.safeParse({ priceFrom: '2000', priceTo: '1000' })
    expect(inverted.error?.issues).toMatchObject([
      { path: ['priceTo'], message: 'Cena od nesmí být vyšší než cena do.' },
    ])
    expect(offerListQuerySchema.safeParse({ sort: 'cheap' }).error?.issues[0]?.message).toBe(
      'Neznámé řazení.',
    )
    expect(offerListQuerySchema.safeParse({ regions: 'Zlín' }).error?.issues[0]?.message).toBe(
      'Vyberte kraj.',
    )
  })
})

describe('offer form', () => {
  const form = { kind: 'LISTING', category: 'REAL_ESTATE', pubName: ' Činžovní dům ', postcode: '760 01' }

  it('creates a draft with defaults and normalised values', () => {
    expect(offerCreateRequestSchema.parse(form)).toEqual({
      kind: 'LISTING',
      category: 'REAL_ESTATE',
      pubName: 'Činžovní dům',
      pubNameSecondary: null,
      pubKeywords: [],
      pubDescription: null,
      pubPrice: null,
      privDescription: null,
      street: null,
      city: null,
      postcode: '76001',
      region: null,
    })
  })

  it.each([
    [{ ...form, pubName: '' }, 'pubName', 'Vyplňte název nabídky.'],
    [{ ...form, category: 'LEGAL' }, 'category', 'Kategorie nepatří k tomuto druhu nabídky.'],
    [{ ...form, pubPrice: 10.5 }, 'pubPrice', 'Částka musí být v celých korunách.'],
    [{ ...form, pubPrice: -1 }, 'pubPrice', 'Částka nesmí být záporná.'],
    [{ ...form, pubKeywords: [''] }, 'pubKeywords.0', 'Klíčové slovo nesmí být prázdné.'],
  ])('refuses %j', (input, path, message) => {
    const issue = offerCreateRequestSchema.safeParse(input).error?.issues[0]
    expect([issue?.path.join('.'), issue?.message]).toEqual([path, message])
  })

  it('updates any subset', () => {
    expect(offerUpdateRequestSchema.parse({ pubPrice: 100 })).toEqual({ pubPrice: 100 })
    expect(offerUpdateRequestSchema.parse({})).toEqual({})
  })
})

describe('transitions, reviews, history', () => {
  it('needs a reason to reject and never takes "edit"', () => {
    expect(offerTransitionRequestSchema.safeParse({ action: 'approve' }).success).toBe(true)
    expect(offerTransitionRequestSchema.safeParse({ action: 'reject' }).success).toBe(false)
    expect(
      offerTransitionRequestSchema.safeParse({ action: 'reject', reason: ' ' }).error?.issues[0]?.message,
    ).toBe('Uveďte prosím důvod zamítnutí.')
    expect(offerTransitionRequestSchema.safeParse({ action: 'reject', reason: 'Chybí foto.' }).success).toBe(
      true,
    )
    expect(offerTransitionRequestSchema.safeParse({ action: 'edit' }).success).toBe(false)
  })

  it('takes 1 to 5 stars', () => {
    expect(reviewUpsertRequestSchema.parse({ stars: 5, body: '' })).toEqual({ stars: 5, body: null })
    expect(reviewUpsertRequestSchema.safeParse({ stars: 6 }).error?.issues[0]?.message).toBe(
      'Hodnocení je 1 až 5 hvězdiček.',
    )
    expect(reviewUpsertRequestSchema.safeParse({}).error?.issues[0]?.message).toBe('Vyberte počet hvězdiček.')
    expect(
      reviewListResponseSchema.safeParse({ items: [], average: null, count: 0, canReview: true }).success,
    ).toBe(true)
  })

  it('describes history entries', () => {
    const entry = {
      id: 1,
      action: 'reject',
      actor: { id: uuid, name: 'Admin' },
      fromStatus: 'PENDING',
      toStatus: 'REJECTED',
      changes: { pubPrice: [100, 200] },
      reason: 'Chybí foto.',
      createdAt: at,
    }
    expect(offerHistoryResponseSchema.parse({ items: [entry] }).items[0]).toEqual(entry)
  })
})
