import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { API, apiPath } from './endpoints.ts'

describe('API registry', () => {
  const entries = Object.entries(API)

  it('has one definition per method and path, all under /api', () => {
    const keys = entries.map(([, e]) => `${e.method} ${e.path}`)
    expect(new Set(keys).size).toBe(keys.length)
    for (const [, e] of entries) expect(e.path).toMatch(/^\/api\/[a-z0-9\-/:A-Z]+$/)
  })

  it('keeps the existing user endpoints of docs/product/screens-and-limits.md "Calls"', () => {
    expect(API.getUser.path).toBe('/api/user')
    expect(API.initialCredits.path).toBe('/api/user/temp-user-initial-credits')
    expect(API.productGuideViewed.path).toBe('/api/user/product-guide-viewed')
    expect([API.cookieAccept.path, API.cookieReject.path]).toEqual([
      '/api/cookie/accept',
      '/api/cookie/reject',
    ])
  })

  it('has no body on GET and a schema or null for every answer', () => {
    for (const [name, e] of entries) {
      if (e.method === 'GET') expect('body' in e, name).toBe(false)
      expect(e.response === null || e.response instanceof z.ZodType, name).toBe(true)
    }
  })

  it('guards admin paths as admin and my-area paths as verified', () => {
    for (const [name, e] of entries) {
      if (e.path.startsWith('/api/admin/')) expect(e.access, name).toBe('admin')
      if (e.path.startsWith('/api/my/') || e.path.startsWith('/api/documents'))
        expect(e.access, name).toBe('verified')
    }
  })
})

describe('apiPath', () => {
  it('fills and encodes parameters', () => {
    expect(apiPath(API.getOffer.path, { id: 12 })).toBe('/api/offers/12')
    expect(apiPath(API.deleteReview.path, { id: 1, reviewId: 'a/b' })).toBe('/api/offers/1/reviews/a%2Fb')
    expect(apiPath(API.listOffers.path)).toBe('/api/offers')
  })

  it('throws on a missing parameter', () => {
    expect(() => apiPath(API.getOffer.path, {})).toThrow('Missing path parameter "id" for /api/offers/:id')
  })
})
