import { endpointUrl } from '@rg/domain/contract'
import { apiErrorSchema } from '@rg/domain/fields'
import {
  offerDetailSchema,
  offerHistoryResponseSchema,
  RESUME_AFTER_TAKEDOWN,
  TAKEDOWN_REASON_REQUIRED,
} from '@rg/domain/offers'
import { watchdogSchema } from '@rg/domain/watchdog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

/*
 * docs/decisions/1351-admin-takedown.md: the operator pauses or closes a published offer with a reason; audited, the
 * owner told in-app and by e-mail, the watchdogs that reported it told it was withdrawn (the CLOSED event); the owner
 * cannot simply resume an offer the operator paused.
 */
const ORIGIN = 'https://trziste.example.cz'

describe.each(backends)('admin take-down on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { baseUrl: ORIGIN } })
    owner = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(() => server?.close())

  const takeDown = (who: ApiUser, id: number, body: Record<string, unknown>) =>
    who.json(endpointUrl('adminTakeDownOffer', { params: { id } }), 'POST', body)
  const status = async (id: number) =>
    offerDetailSchema.parse(await (await owner.api(endpointUrl('getOffer', { params: { id } }))).json())
      .status
  const events = async (watchdogId: string) =>
    (
      await server.db.query<{ event: string }>(
        'select event from public.watchdog_deliveries where watchdog_id = $1 order by id',
        [watchdogId],
      )
    ).rows.map((r) => r.event)

  it('pauses with a reason: audited, the owner told, watchers told it was withdrawn, no resume by the owner', async () => {
    const watcher = await apiUser(server, 'USER')
    const dog = await watcher.json(endpointUrl('createWatchdog'), 'POST', {
      name: 'Podvody',
      keywords: ['takedownklic'],
    })
    expect(dog.status).toBe(201)
    const watchdog = watchdogSchema.parse(await dog.json())
    const id = await publishedListing(owner, admin, {
      pubName: 'Podezřelý byt',
      pubKeywords: ['takedownklic'],
    })
    expect(await events(watchdog.id)).toEqual(['NEW'])

    // no reason, a stranger, the owner: refused, nothing changes
    const noReason = await takeDown(admin, id, { action: 'pause', reason: '  ' })
    expect(noReason.status).toBe(400)
    expect(apiErrorSchema.parse(await noReason.json()).message).toContain(TAKEDOWN_REASON_REQUIRED)
    // an admin endpoint answers anyone else as if it did not exist
    expect((await takeDown(owner, id, { action: 'pause', reason: 'x' })).status).toBe(404)
    expect(await status(id)).toBe('PUBLISHED')

    const paused = await takeDown(admin, id, { action: 'pause', reason: 'Nahlášeno jako <podvod>.' })
    expect(paused.status).toBe(200)
    expect(await paused.json()).toMatchObject({ id, status: 'PAUSED' })
    expect(await status(id)).toBe('PAUSED')

    const [mail] = await server.outbox(owner.email)
    expect(mail?.subject).toBe('Nabídka „Podezřelý byt“ byla pozastavena administrátorem')
    expect(mail?.text).toContain('Důvod: Nahlášeno jako <podvod>.')
    expect(mail?.html).toContain('&lt;podvod&gt;')
    const note = (
      await server.db.query<{ kind: string; body: string; link: string }>(
        'select kind, body, link from public.notifications where user_id = $1 order by created_at desc limit 1',
        [owner.id],
      )
    ).rows[0]
    expect(note).toMatchObject({ kind: 'OFFER_TAKEN_DOWN', link: `/portal/my/listings/${id}` })
    expect(note?.body).toContain('Nahlášeno jako <podvod>.')

    const audit = (
      await server.db.query<{ action: string; actor_id: string; target_id: string; note: string }>(
        'select action, actor_id, target_id, note from public.admin_audit_log where subject = $1',
        [`offer:${id}`],
      )
    ).rows
    expect(audit).toEqual([
      { action: 'OFFER_PAUSED', actor_id: admin.id, target_id: owner.id, note: 'Nahlášeno jako <podvod>.' },
    ])
    const history = offerHistoryResponseSchema.parse(
      await (await owner.api(endpointUrl('offerHistory', { params: { id } }))).json(),
    )
    expect(history.items.find((h) => h.action === 'pause')).toMatchObject({
      fromStatus: 'PUBLISHED',
      toStatus: 'PAUSED',
      reason: 'Nahlášeno jako <podvod>.',
    })
    expect(await events(watchdog.id)).toEqual(['NEW', 'CLOSED'])

    // the owner cannot put it back on the market; an edit sends it to review
    const resume = await owner.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', {
      action: 'resume',
    })
    expect(resume.status).toBe(409)
    expect(apiErrorSchema.parse(await resume.json()).message).toBe(RESUME_AFTER_TAKEDOWN)
    const edited = await owner.json(endpointUrl('updateOffer', { params: { id } }), 'PATCH', {
      pubDescription: 'Opraveno podle pokynů.',
    })
    expect(offerDetailSchema.parse(await edited.json()).status).toBe('PENDING')
  })

  it('closes a published or paused offer for good; nothing else can be taken down', async () => {
    const id = await publishedListing(owner, admin, { pubName: 'Uzavíraný dům' })
    const closed = await takeDown(admin, id, {
      action: 'close',
      reason: 'Vlastník nemá k nemovitosti práva.',
    })
    expect(closed.status).toBe(200)
    expect(await status(id)).toBe('CLOSED')
    const [mail] = await server.outbox(owner.email)
    expect(mail?.subject).toBe('Nabídka „Uzavíraný dům“ byla uzavřena administrátorem')
    expect((await takeDown(admin, id, { action: 'close', reason: 'Znovu.' })).status).toBe(409)

    // an offer the owner paused can still be closed by the operator; the owner's pause lets the owner resume
    const other = await publishedListing(owner, admin)
    const pause = (action: string) =>
      owner.json(endpointUrl('transitionOffer', { params: { id: other } }), 'POST', { action })
    expect((await pause('pause')).status).toBe(200)
    expect((await takeDown(admin, other, { action: 'pause', reason: 'x' })).status).toBe(409)
    expect((await pause('resume')).status).toBe(200)
    expect((await takeDown(admin, other, { action: 'close', reason: 'Duplicitní nabídka.' })).status).toBe(
      200,
    )
    expect(await status(other)).toBe('CLOSED')
  })
})
