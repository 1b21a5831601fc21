import { endpointUrl } from '@rg/domain/contract'
import { INSUFFICIENT_CREDITS_MESSAGE } from '@rg/domain/credits'
import {
  offerDetailSchema,
  offerListResponseSchema,
  offerSummaryListResponseSchema,
  offerTransitionResponseSchema,
  reviewListResponseSchema,
  unlockResponseSchema,
} from '@rg/domain/offers'
import { expect, it } from 'vitest'
import { adminUser, demoUser, verifiedUser } from '../fixtures/user.ts'
import { createHandlers } from '../scenarios.ts'
import { createMockStore, type MockStore } from '../store.ts'
import { serveMockApi } from './test-server.ts'

let store: MockStore = createMockStore()
serveMockApi(demoUser.id, (fresh) => {
  store = fresh
  return Object.values(createHandlers(store)).flatMap((group) => Object.values(group))
})

const base = 'http://mock.test'
const as = (userId: string | null) => {
  store.signedInUserId = userId
}
const get = async (path: string) => fetch(`${base}${path}`)
const send = (path: string, method: string, body?: unknown) =>
  fetch(`${base}${path}`, {
    method,
    body: body === undefined ? undefined : JSON.stringify(body),
    headers: { 'content-type': 'application/json' },
  })

it('lists published listings, finds "zlin" without diacritics and validates the query', async () => {
  const all = offerListResponseSchema.parse(await (await get(endpointUrl('listOffers'))).json())
  expect(all.items.every((o) => o.status === 'PUBLISHED' && o.kind === 'LISTING')).toBe(true)
  const zlin = offerListResponseSchema.parse(
    await (await get(endpointUrl('listOffers', { query: { q: 'zlin' } }))).json(),
  )
  expect(zlin.items.map((o) => o.city)).toEqual(['Zlín'])
  const services = offerListResponseSchema.parse(
    await (await get(endpointUrl('listOffers', { query: { kind: 'SERVICE' } }))).json(),
  )
  expect(services.total).toBe(3)
  expect((await get(endpointUrl('listOffers', { query: { sort: 'cheap' } }))).status).toBe(400)
})

it('hides the private part until unlocked, charges 50 once and refuses too few credits', async () => {
  as(demoUser.id)
  const second = offerDetailSchema.parse(
    await (await get(endpointUrl('getOffer', { params: { id: 2 } }))).json(),
  )
  expect(second).not.toHaveProperty('privDescription')
  expect(second).not.toHaveProperty('street')
  const first = offerDetailSchema.parse(
    await (await get(endpointUrl('getOffer', { params: { id: 1 } }))).json(),
  )
  expect(first).toMatchObject({ unlocked: true, street: 'Třída Tomáše Bati 5267' })

  const unlocked = unlockResponseSchema.parse(
    await (await send(endpointUrl('unlockOffer', { params: { id: 2 } }), 'POST')).json(),
  )
  expect(unlocked.charged).toBe(50)
  expect(unlocked.offer.privDescription).toBeTruthy()
  const again = unlockResponseSchema.parse(
    await (await send(endpointUrl('unlockOffer', { params: { id: 2 } }), 'POST')).json(),
  )
  expect(again).toMatchObject({ charged: 0, balance: unlocked.balance })

  const account = store.accounts.find((a) => a.user.id === demoUser.id)
  if (account) account.user.creditTransactions = []
  const poor = await send(endpointUrl('unlockOffer', { params: { id: 3 } }), 'POST')
  expect(poor.status).toBe(402)
  expect(await poor.json()).toMatchObject({ message: INSUFFICIENT_CREDITS_MESSAGE })
})

it('walks the lifecycle: create, submit, reject with a reason, edit, resubmit, approve', async () => {
  as(verifiedUser.id)
  const created = await send(endpointUrl('createOffer'), 'POST', {
    kind: 'LISTING',
    category: 'REAL_ESTATE',
    pubName: 'Nový dům',
    pubKeywords: [],
  })
  expect(created.status).toBe(201)
  const id = offerDetailSchema.parse(await created.json()).id
  expect((await send(endpointUrl('submitOffer', { params: { id } }), 'POST', {})).status).toBe(200)
  expect(
    (await send(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'approve' })).status,
  ).toBe(403)
  as(adminUser.id)
  expect(
    (await send(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'reject' })).status,
  ).toBe(400)
  const rejected = await send(endpointUrl('transitionOffer', { params: { id } }), 'POST', {
    action: 'reject',
    reason: 'Chybí cena.',
  })
  expect(offerTransitionResponseSchema.parse(await rejected.json()).status).toBe('REJECTED')
  const queue = offerSummaryListResponseSchema.parse(
    await (await get(endpointUrl('adminListOffers', { query: { statuses: 'PENDING' } }))).json(),
  )
  expect(queue.items.every((o) => o.status === 'PENDING')).toBe(true)
  as(verifiedUser.id)
  expect(
    (await send(endpointUrl('updateOffer', { params: { id } }), 'PATCH', { pubPrice: 5_000_000 })).status,
  ).toBe(200)
  expect((await send(endpointUrl('submitOffer', { params: { id } }), 'POST', {})).status).toBe(200)
  as(adminUser.id)
  expect(
    (await send(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'approve' })).status,
  ).toBe(200)
  const history = (await (await get(endpointUrl('offerHistory', { params: { id } }))).json()) as {
    items: { action: string }[]
  }
  expect(history.items.map((h) => h.action)).toEqual([
    'create',
    'submit',
    'reject',
    'edit',
    'submit',
    'approve',
  ])
  as(demoUser.id)
  expect((await get(endpointUrl('adminListOffers'))).status).toBe(404)
  expect(
    (await send(endpointUrl('updateOffer', { params: { id } }), 'PATCH', { pubName: 'Cizí' })).status,
  ).toBe(403)
})

it('refuses a renamed .exe and answers reviews and /img', async () => {
  as(verifiedUser.id)
  const form = new FormData()
  form.append(
    'file',
    new File([new Uint8Array([0x4d, 0x5a, 0, 0])], 'smlouva.pdf', { type: 'application/pdf' }),
  )
  const res = await fetch(`${base}${endpointUrl('uploadOfferDocument', { params: { id: 1 } })}`, {
    method: 'POST',
    body: form,
  })
  expect(res.status).toBe(400)
  expect(((await res.json()) as { message: string }).message).toContain('neodpovídá jeho příponě PDF')
  const reviews = reviewListResponseSchema.parse(
    await (await get(endpointUrl('listReviews', { params: { id: 10 } }))).json(),
  )
  expect(reviews.count).toBe(1)
  const img = await get('/img?src=listing-images/1/demo-1.jpg&w=320&h=200&format=webp&q=75&fit=cover')
  expect(img.headers.get('content-type')).toBe('image/svg+xml')
})
