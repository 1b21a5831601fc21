import { contactSharingSchema, endpointUrl } from '@rg/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

describe.each(backends)('deal room on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const unlockRow = async (offerId: number, userId: string) =>
    (
      await server.db.query<{ share_contact: boolean; investor_no: number }>(
        'select share_contact, investor_no from public.offer_unlocks where offer_id = $1 and user_id = $2',
        [offerId, userId],
      )
    ).rows[0]
  const unlock = (who: ApiUser, id: number, body?: unknown) =>
    who.json(endpointUrl('unlockOffer', { params: { id } }), 'POST', body)

  it('stores the consent per unlock, remembers it, numbers leads per offer and revokes from the profile', async () => {
    const first = await publishedListing(owner, admin)
    const second = await publishedListing(owner, admin)
    const sharer = await apiUser(server, 'USER', 500)
    const quiet = await apiUser(server, 'USER', 500)

    expect((await unlock(quiet, first)).status).toBe(200)
    expect(await unlockRow(first, quiet.id)).toEqual({ share_contact: false, investor_no: 1 })

    expect((await unlock(sharer, first, { shareContact: true })).status).toBe(200)
    expect(await unlockRow(first, sharer.id)).toEqual({ share_contact: true, investor_no: 2 })
    // remembered: the next unlock without an answer shares too
    expect((await unlock(sharer, second)).status).toBe(200)
    expect(await unlockRow(second, sharer.id)).toEqual({ share_contact: true, investor_no: 1 })
    const read = await sharer.json(endpointUrl('getContactSharing'), 'GET')
    expect(contactSharingSchema.parse(await read.json())).toEqual({ shareByDefault: true, sharedOffers: 2 })

    // a repeat unlock (free) changes this offer's answer only
    expect((await unlock(sharer, second, { shareContact: false })).status).toBe(200)
    expect((await unlockRow(second, sharer.id))?.share_contact).toBe(false)
    expect((await unlockRow(first, sharer.id))?.share_contact).toBe(true)

    // turning the default off in the profile revokes every consent
    const off = await sharer.json(endpointUrl('updateContactSharing'), 'PUT', { shareByDefault: false })
    expect(contactSharingSchema.parse(await off.json())).toEqual({ shareByDefault: false, sharedOffers: 0 })
    expect((await unlockRow(first, sharer.id))?.share_contact).toBe(false)

    const bad = await sharer.json(endpointUrl('unlockOffer', { params: { id: first } }), 'POST', {
      shareContact: 'ano',
    })
    expect(bad.status).toBe(400)
  })
})
