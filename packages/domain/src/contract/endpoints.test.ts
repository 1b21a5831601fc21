import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { CRM_ENDPOINTS } from '../crm/crm.endpoints.ts'
import { DEAL_ROOM_ENDPOINTS } from '../deal-room/deal-room.endpoints.ts'
import { DESK_ENDPOINTS } from '../desk/desk.endpoints.ts'
import { DISCOVERY_ENDPOINTS } from '../discovery/discovery.endpoints.ts'
import { HELP_ENDPOINTS } from '../help/help.endpoints.ts'
import { NOTE_ENDPOINTS } from '../notes/notes.endpoints.ts'
import { NOTIFICATION_ENDPOINTS } from '../notifications/notifications.endpoints.ts'
import { OFFER_ENDPOINTS } from '../offers/offers.endpoints.ts'
import { ORDER_ENDPOINTS } from '../payments/orders.endpoints.ts'
import { PROFILE_ENDPOINTS } from '../profile/profile.endpoints.ts'
import { ROLE_ENDPOINTS } from '../roles/roles.endpoints.ts'
import { DOCUMENT_ENDPOINTS } from '../uploads/documents.endpoints.ts'
import { WATCHDOG_ENDPOINTS } from '../watchdog/watchdog.endpoints.ts'
import { CONSENT_ROUTES } from './consent-routes.ts'
import { API, apiPath, type EndpointName } from './endpoints.ts'
import { VISITOR_ROUTES } from './paths.ts'
import { ROUTES } from './routes.ts'

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

describe('one declaration per endpoint', () => {
  const groups = {
    CRM_ENDPOINTS,
    DEAL_ROOM_ENDPOINTS,
    DESK_ENDPOINTS,
    DISCOVERY_ENDPOINTS,
    DOCUMENT_ENDPOINTS,
    HELP_ENDPOINTS,
    NOTE_ENDPOINTS,
    NOTIFICATION_ENDPOINTS,
    OFFER_ENDPOINTS,
    ORDER_ENDPOINTS,
    PROFILE_ENDPOINTS,
    ROLE_ENDPOINTS,
    WATCHDOG_ENDPOINTS,
  }

  it('assembles every resource group whole, and no two groups share a name', () => {
    const names = Object.values(groups).flatMap((group) => Object.keys(group))
    expect(new Set(names).size).toBe(names.length)
    expect(names.sort()).toEqual(Object.keys(API).sort())
    for (const group of Object.values(groups))
      for (const [name, entry] of Object.entries(group)) expect(API[name as EndpointName], name).toBe(entry)
  })

  it('derives ROUTES from API: the same method, path and access, no schemas', () => {
    expect(Object.keys(ROUTES)).toEqual(Object.keys(API))
    for (const [name, e] of Object.entries(API))
      expect(ROUTES[name as EndpointName], name).toEqual({ method: e.method, path: e.path, access: e.access })
  })

  it('declares the visitor and consent routes once: the resources spread them', () => {
    for (const [name, route] of Object.entries({ ...VISITOR_ROUTES, ...CONSENT_ROUTES }))
      expect(ROUTES[name as EndpointName], name).toEqual(route)
  })
})
