import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import { notificationPreferencesSchema } from '@rg/domain/notifications'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, draftListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

/* Per-kind e-mail preferences: a switched-off kind is still in the bell, but no e-mail goes. */
describe.each(backends)('notification e-mail preferences on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser
  let other: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await apiUser(server, 'VERIFIED')
    other = await apiUser(server, 'USER')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const url = endpointUrl('saveNotificationPreferences')
  const read = async (who: ApiUser) =>
    notificationPreferencesSchema.parse(
      await (await who.api(endpointUrl('getNotificationPreferences'))).json(),
    )

  it('keeps each user’s own switches and refuses to mute password changes', async () => {
    expect(await read(owner)).toEqual({ emailOff: [], messageEmail: 'EACH_RUN' })
    const saved = await owner.json(url, 'PUT', {
      emailOff: ['OFFER_APPROVED', 'WATCHDOG_MATCH', 'OFFER_APPROVED'],
    })
    expect(saved.status).toBe(200)
    // without messageEmail the body keeps messages per unread run (docs/decisions/1681-daily-message-digest.md)
    expect(await read(owner)).toEqual({
      emailOff: ['OFFER_APPROVED', 'WATCHDOG_MATCH'],
      messageEmail: 'EACH_RUN',
    })
    expect(await read(other)).toEqual({ emailOff: [], messageEmail: 'EACH_RUN' })
    const refused = await owner.json(url, 'PUT', { emailOff: ['PASSWORD_CHANGED'] })
    expect(refused.status).toBe(400)
    expect(apiErrorSchema.parse(await refused.json()).message).toMatch(/změnu hesla posíláme vždy/)
    expect((await owner.json(url, 'PUT', { emailOff: ['NĚCO'] })).status).toBe(400)
  })

  it('writes the notification of a muted kind but sends no e-mail; other kinds still mail', async () => {
    const approved = await draftListing(owner, { pubName: 'Tichá nabídka' }, true)
    expect(
      (
        await admin.json(endpointUrl('transitionOffer', { params: { id: approved } }), 'POST', {
          action: 'approve',
        })
      ).status,
    ).toBe(200)
    const rejected = await draftListing(owner, { pubName: 'Hlasitá nabídka' }, true)
    expect(
      (
        await admin.json(endpointUrl('transitionOffer', { params: { id: rejected } }), 'POST', {
          action: 'reject',
          reason: 'Chybí fotografie.',
        })
      ).status,
    ).toBe(200)
    const kinds = await server.db.query<{ kind: string }>(
      'select kind from public.notifications where user_id = $1 order by created_at',
      [owner.id],
    )
    expect(kinds.rows.map((r) => r.kind)).toEqual(['OFFER_APPROVED', 'OFFER_REJECTED'])
    const subjects = (await server.outbox(owner.email)).map((m) => m.subject)
    expect(subjects.some((s) => s.includes('Hlasitá nabídka'))).toBe(true)
    expect(subjects.some((s) => s.includes('Tichá nabídka'))).toBe(false)
  })
})
