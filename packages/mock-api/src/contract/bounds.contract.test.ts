import { deflateSync } from 'node:zlib'
import { apiErrorSchema } from '@rg/domain/fields'
import {
  MAX_UNPUBLISHED_OFFERS,
  offerSummaryListResponseSchema,
  UNPUBLISHED_LIMIT_REACHED,
  UNPUBLISHED_STATUSES,
} from '@rg/domain/offers'
import { profileSchema } from '@rg/domain/profile'
import { OWN_CREDITS_MESSAGE } from '@rg/domain/roles'
import { IMAGE_TOO_LARGE_MESSAGE } from '@rg/domain/uploads'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ContractClient, contractClient } from './client.ts'
import { mockTarget, serverTarget, TARGET_START_HOOK_MS } from './targets.ts'

/*
 * Bounds per account (docs/decisions/1230-account-bounds.md) on the mock API and the real server alike: the avatar's
 * pixel limit read from the header, and the cap on unpublished offers.
 */

const crc32 = (bytes: Uint8Array) => {
  let crc = 0xffffffff
  for (const byte of bytes) {
    crc ^= byte
    for (let k = 0; k < 8; k++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1
  }
  return (crc ^ 0xffffffff) >>> 0
}
const chunk = (type: string, data: Uint8Array) => {
  const out = new Uint8Array(12 + data.length)
  const view = new DataView(out.buffer)
  view.setUint32(0, data.length)
  out.set(new TextEncoder().encode(type), 4)
  out.set(data, 8)
  view.setUint32(8 + data.length, crc32(out.subarray(4, 8 + data.length)))
  return out
}
/** A valid PNG of a few dozen bytes whose header claims width × height (the pixel data is never there). */
function pngClaiming(width: number, height: number): Uint8Array<ArrayBuffer> {
  const ihdr = new Uint8Array(13)
  new DataView(ihdr.buffer).setUint32(0, width)
  new DataView(ihdr.buffer).setUint32(4, height)
  ihdr.set([8, 2], 8)
  const parts = [
    new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', new Uint8Array(deflateSync(new Uint8Array(64)))),
    chunk('IEND', new Uint8Array()),
  ]
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

describe.each([
  ['mock API', mockTarget],
  ['real server', serverTarget],
])('contract: bounds per account on the %s', (_, make) => {
  const target = make()
  const c: ContractClient = contractClient(target)
  beforeAll(() => target.start(), TARGET_START_HOOK_MS)
  afterAll(() => target.stop(), 20_000)

  it('refuses an avatar whose header claims 16000×16000 pixels, in Czech', async () => {
    const form = new FormData()
    form.append(
      'file',
      new File([pngClaiming(16_000, 16_000)], 'obří.png', {
        type: 'image/png',
      }),
    )
    const res = await c.call('uploadAvatar', { body: form }, 'user')
    expect(res.status).toBe(400)
    expect(apiErrorSchema.parse(res.body).message).toBe(IMAGE_TOO_LARGE_MESSAGE)
  })

  it(`refuses a new offer once ${MAX_UNPUBLISHED_OFFERS} are unpublished, in Czech`, async () => {
    const mine = offerSummaryListResponseSchema.parse(
      (await c.call('listMyOffers', { query: { pageSize: 100 } }, 'verified')).body,
    )
    const unpublished = mine.items.filter((o) =>
      (UNPUBLISHED_STATUSES as readonly string[]).includes(o.status),
    ).length
    const body = { kind: 'LISTING', category: 'REAL_ESTATE', pubName: 'Koncept' } as const
    for (let n = unpublished; n < MAX_UNPUBLISHED_OFFERS; n++)
      expect((await c.call('createOffer', { body }, 'verified')).status).toBe(201)
    const refused = await c.call('createOffer', { body }, 'verified')
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual(UNPUBLISHED_LIMIT_REACHED.error)
  })

  it('refuses an admin’s adjustment of their own credits in Czech (decision 1234)', async () => {
    const me = profileSchema.parse((await c.call('getProfile', {}, 'admin')).body)
    const res = await c.call(
      'adminAdjustCredits',
      { params: { id: me.id }, body: { amount: 1_000_000, note: 'Pro sebe' } },
      'admin',
    )
    expect(res.status).toBe(403)
    expect(res.body).toEqual({ code: 'credit_adjustment_refused', message: OWN_CREDITS_MESSAGE })
  })
})
