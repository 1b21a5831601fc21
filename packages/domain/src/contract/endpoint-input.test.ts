import { describe, expect, expectTypeOf, it } from 'vitest'
import { accessAllows, accessRefusal, type EndpointRequest, parseEndpointInput } from './endpoint-input.ts'
import { API } from './endpoints.ts'
import { endpointUrl, queryString } from './routes.ts'

describe('parseEndpointInput', () => {
  it('coerces path parameters and parses the query with defaults', () => {
    const parsed = parseEndpointInput(API.listReviews, { params: { id: '12' }, query: {}, body: undefined })
    expect(parsed).toEqual({ ok: true, params: { id: 12 }, query: {}, body: undefined })
    const list = parseEndpointInput(API.listMyOffers, { params: {}, query: { page: '2' }, body: undefined })
    expect(list.ok && (list.query as { page: number }).page).toBe(2)
  })

  it('answers a Czech 400 for a wrong id, then for a wrong body', () => {
    const bad = parseEndpointInput(API.getOffer, { params: { id: 'abc' }, query: {}, body: undefined })
    expect(bad).toMatchObject({
      ok: false,
      status: 400,
      error: { code: 'validation_failed', message: 'Neplatné číslo nabídky.' },
    })
    const uuid = parseEndpointInput(API.deleteContact, { params: { id: '1' }, query: {}, body: undefined })
    expect(uuid).toMatchObject({
      ok: false,
      error: { message: 'Neplatný identifikátor.', issues: [{ path: 'id' }] },
    })
    const body = parseEndpointInput(API.productGuideViewed, { params: {}, query: {}, body: { ids: 5 } })
    expect(body.ok).toBe(false)
    if (!body.ok) expect(body.error.message).not.toMatch(/Invalid|Expected/)
  })

  it('leaves a multipart body to the upload rules', () => {
    const parsed = parseEndpointInput(API.uploadDocument, { params: {}, query: {}, body: 'anything' })
    expect(parsed).toEqual({ ok: true, params: {}, query: {}, body: undefined })
  })
})

describe('access', () => {
  it('follows the roles', () => {
    expect(accessAllows('public', null)).toBe(true)
    expect(accessAllows('user', null)).toBe(false)
    expect(accessAllows('user', 'USER')).toBe(true)
    expect(accessAllows('verified', 'USER')).toBe(false)
    expect(accessAllows('verified', 'ADMIN')).toBe(true)
    expect(accessAllows('admin', 'VERIFIED')).toBe(false)
    expect(accessAllows('admin', 'SUPER_ADMIN')).toBe(true)
  })

  it('refuses a visitor with 401, a non-admin like an unknown path, a USER with the verified toast', () => {
    expect(accessRefusal('user', null).status).toBe(401)
    expect(accessRefusal('admin', 'USER')).toMatchObject({
      status: 404,
      error: { message: 'Tato adresa API neexistuje.' },
    })
    expect(accessRefusal('verified', 'USER')).toMatchObject({ status: 403, error: { code: 'not_verified' } })
  })
})

describe('endpointUrl', () => {
  it('fills parameters and writes the query with repeated keys', () => {
    expect(endpointUrl('getOffer', { params: { id: 7 } })).toBe('/api/offers/7')
    expect(
      endpointUrl('listOffers', { query: { kind: 'LISTING', region: ['A', 'B'], q: '', page: undefined } }),
    ).toBe('/api/offers?kind=LISTING&region=A&region=B')
    expect(queryString(undefined)).toBe('')
  })

  it('types the request from the entry', () => {
    expectTypeOf<EndpointRequest<'getOffer'>['params']>().toEqualTypeOf<{ id: string | number }>()
    expectTypeOf<EndpointRequest<'getUser'>['params']>().toEqualTypeOf<undefined>()
  })
})
