import { offerAccessSchema, ownerNdaVersionSchema } from '@rg/domain/deal-room'
import { apiErrorSchema } from '@rg/domain/fields'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contractClient } from './client.ts'
import { setupFor } from './happy-paths.ts'
import { mockTarget, serverTarget, TARGET_START_HOOK_MS, type Target } from './targets.ts'

/*
 * The owner's own NDA text (docs/decisions/1680-owner-nda-text.md) on the mock API and the real server alike: an edit
 * is a new version, the same text is none, the investor is shown and accepts the current own version only, and the
 * text is bounded with a Czech 400. Another owner's refusals: the authorisation matrix (packages/server, both roles).
 */
describe.each([
  ['mock API', mockTarget],
  ['real server', serverTarget],
])("contract: the owner's own NDA text on the %s", (_, make) => {
  const target: Target = make()
  const c = contractClient(target)
  const s = setupFor(c)
  beforeAll(() => target.start(), TARGET_START_HOOK_MS)
  afterAll(() => target.stop(), 20_000)

  it('versions the text and asks the investor for the current own version', async () => {
    const id = await s.ownPublished({ requiresNda: true, requiresApproval: false })
    const write = (body: string) =>
      c.call('setOfferNdaText', { params: { id }, body: { title: 'NDA nabídky', body } }, 'verified')
    const first = await write('První znění.')
    expect(first.status).toBe(201)
    expect(ownerNdaVersionSchema.parse(first.body).version).toBe(1)
    expect((await write('První znění.')).status).toBe(200)
    expect(ownerNdaVersionSchema.parse((await write('Druhé znění.')).body).version).toBe(2)

    const access = offerAccessSchema.parse((await c.call('getOfferAccess', { params: { id } }, 'fresh')).body)
    expect(access.nda).toEqual({ version: 2, source: 'OWNER', title: 'NDA nabídky', body: 'Druhé znění.' })
    const platform = await c.call('acceptOfferNda', { params: { id }, body: { version: 1 } }, 'fresh')
    expect(platform.status).toBe(409)
    expect(apiErrorSchema.parse(platform.body).code).toBe('nda_outdated')
    const accepted = await c.call(
      'acceptOfferNda',
      { params: { id }, body: { version: 2, source: 'OWNER' } },
      'fresh',
    )
    expect(accepted.status).toBe(200)
    expect(accepted.body).toMatchObject({ version: 2, source: 'OWNER' })

    const tooLong = await write('x'.repeat(20_001))
    expect(tooLong.status).toBe(400)
    expect(JSON.stringify(tooLong.body)).toContain('nejvýše 20000 znaků')
  })
})
