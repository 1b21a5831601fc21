import { endpointUrl } from '@rg/domain/contract'
import { watchdogListResponseSchema, watchdogSchema } from '@rg/domain/watchdog'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { createMailer, type Mailer } from '../../mail/mailer.ts'
import { deliverImmediateBatch, sendDigests } from './delivery.ts'

/*
 * The parts of docs/decisions/1021 and 1022 that watchdogs.test.ts does not pin down: the CHANGED event, events
 * switched off per watchdog, retries when the mail cannot be written, the weekly digest, and the onboarding watchdog.
 * Every test uses its own keyword so watchdogs of other tests in this database never match its offers.
 */
const ORIGIN = 'https://trziste.example.cz'

describe.each(backends)('watchdog events and delivery on $name', (backend) => {
  let server: TestServer
  let mailer: Mailer
  let owner: ApiUser
  let admin: ApiUser

  beforeAll(async () => {
    server = await startTestServer(backend, { env: { baseUrl: ORIGIN } })
    mailer = createMailer(server.db, { from: 'test@localhost' })
    owner = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
  })
  afterAll(async () => {
    mailer?.close()
    await server?.close()
  })

  const deliverAll = async (using: Mailer = mailer) => {
    while ((await deliverImmediateBatch(server.db, using, { origin: ORIGIN })) > 0) {}
  }
  const createWatchdog = async (user: ApiUser, body: Record<string, unknown>) => {
    const res = await user.json(endpointUrl('createWatchdog'), 'POST', body)
    expect(res.status).toBe(201)
    return watchdogSchema.parse(await res.json())
  }
  const unlock = async (user: ApiUser, offerId: number) =>
    expect((await user.json(endpointUrl('unlockOffer', { params: { id: offerId } }), 'POST')).status).toBe(
      200,
    )
  /** The owner edits the offer (it goes back to moderation) and the admin approves it again. */
  const editAndApprove = async (offerId: number, patch: Record<string, unknown>) => {
    const edit = await owner.json(endpointUrl('updateOffer', { params: { id: offerId } }), 'PATCH', patch)
    expect(edit.status).toBe(200)
    const approved = await admin.json(endpointUrl('transitionOffer', { params: { id: offerId } }), 'POST', {
      action: 'approve',
    })
    expect(approved.status).toBe(200)
  }
  const events = async (watchdogId: string) =>
    (
      await server.db.query<{ event: string }>(
        'select event from public.watchdog_deliveries where watchdog_id = $1 order by id',
        [watchdogId],
      )
    ).rows.map((r) => r.event)

  it('tells a user who unlocked an offer, once, that it was edited and approved again (CHANGED)', async () => {
    const unlocker = await apiUser(server, 'USER', 100)
    const onlooker = await apiUser(server)
    const mine = await createWatchdog(unlocker, { name: 'Mlýny', keywords: ['mlýn'] })
    const theirs = await createWatchdog(onlooker, { name: 'Mlýny', keywords: ['mlyn'] })
    const offerId = await publishedListing(owner, admin, {
      pubName: 'Vodní mlýn na Sázavě',
      pubPrice: 3_000_000,
    })
    await deliverAll()
    await unlock(unlocker, offerId)

    await editAndApprove(offerId, { pubDescription: 'Nově s opraveným náhonem.' })
    await deliverAll()
    const [changed, first, ...rest] = await server.outbox(unlocker.email)
    expect(rest).toEqual([])
    expect(first?.subject).toContain('Nová nabídka')
    expect(changed?.subject).toBe(
      'Hlídací pes „Mlýny“: Nabídka „Vodní mlýn na Sázavě“, kterou jste odemkli, byla upravena',
    )
    expect(await events(mine.id)).toEqual(['NEW', 'CHANGED'])
    // Whoever did not unlock it hears nothing about the edit.
    expect(await events(theirs.id)).toEqual(['NEW'])
    expect(await server.outbox(onlooker.email)).toHaveLength(1)

    // Delivering again sends nothing more.
    await deliverAll()
    expect(await server.outbox(unlocker.email)).toHaveLength(2)
  })

  it('stops exactly the events switched off on a watchdog and keeps the others', async () => {
    const noNew = await apiUser(server, 'USER', 100)
    const noDrop = await apiUser(server, 'USER', 100)
    const onlyChanges = await apiUser(server, 'USER', 100)
    const a = await createWatchdog(noNew, { keywords: ['stodola'], events: ['PRICE_DROP', 'CLOSED'] })
    const b = await createWatchdog(noDrop, { keywords: ['stodola'], events: ['NEW', 'CHANGED'] })
    const c = await createWatchdog(onlyChanges, { keywords: ['stodola'], events: ['CHANGED', 'CLOSED'] })
    const offerId = await publishedListing(owner, admin, { pubName: 'Stodola u Tábora', pubPrice: 9_000_000 })
    for (const u of [noNew, noDrop, onlyChanges]) await unlock(u, offerId)

    await editAndApprove(offerId, { pubDescription: 'Nová střecha.' })
    await editAndApprove(offerId, { pubPrice: 8_000_000 })
    expect(
      (
        await owner.json(endpointUrl('transitionOffer', { params: { id: offerId } }), 'POST', {
          action: 'close',
        })
      ).status,
    ).toBeLessThan(300)
    await deliverAll()

    // Publication, edit, price drop, closing — each watchdog hears only what it has on.
    expect(await events(a.id)).toEqual(['PRICE_DROP', 'CLOSED'])
    expect(await events(b.id)).toEqual(['NEW', 'CHANGED'])
    // NEW off must not swallow CHANGED: the offer was never "reported", yet the unlocker wants to hear of edits.
    expect(await events(c.id)).toEqual(['CHANGED', 'CLOSED'])
    // Two watchdog mails each; closing within 7 days of the unlocks also returns their credits, with a mail of its own
    // (fair credits, docs/decisions/1501-unlock-refunds.md).
    for (const u of [noNew, noDrop, onlyChanges]) {
      const subjects = (await server.outbox(u.email)).map((m) => m.subject)
      expect(subjects.filter((s) => !s.startsWith('Vrátili jsme vám'))).toHaveLength(2)
      expect(subjects.filter((s) => s.startsWith('Vrátili jsme vám'))).toHaveLength(1)
    }
  })

  it('tells the watchdogs with "withdrawn" on that reported an offer when its owner withdraws it (PUBLISHED → PAUSED)', async () => {
    const users = await Promise.all([1, 2, 3, 4, 5].map(() => apiUser(server)))
    const [all, noClosed, paused, digest, late] = users as [ApiUser, ApiUser, ApiUser, ApiUser, ApiUser]
    const a = await createWatchdog(all, { name: 'Roubenky', keywords: ['roubenka'] })
    const b = await createWatchdog(noClosed, {
      keywords: ['roubenka'],
      events: ['NEW', 'PRICE_DROP', 'CHANGED'],
    })
    const c = await createWatchdog(paused, { keywords: ['roubenka'] })
    const d = await createWatchdog(digest, { keywords: ['roubenka'], frequency: 'DAILY' })
    const offerId = await publishedListing(owner, admin, {
      pubName: 'Roubenka v Krkonoších',
      pubPrice: 6_000_000,
    })
    await deliverAll()
    // Created after the publication: it never reported the offer, so its withdrawal is no news to it.
    const e = await createWatchdog(late, { keywords: ['roubenka'] })
    // Paused before the withdrawal: paused watchdogs hear nothing.
    const pause = await paused.json(endpointUrl('updateWatchdog', { params: { id: c.id } }), 'PUT', {
      ...c,
      frequency: 'PAUSED',
    })
    expect(pause.status).toBe(200)

    const transition = (action: string) =>
      owner.json(endpointUrl('transitionOffer', { params: { id: offerId } }), 'POST', { action })
    expect((await transition('pause')).status).toBe(200)
    await deliverAll()

    expect(await events(a.id)).toEqual(['NEW', 'CLOSED'])
    const [withdrawn, first] = await server.outbox(all.email)
    expect(first?.subject).toContain('Nová nabídka')
    expect(withdrawn?.subject).toBe(
      'Hlídací pes „Roubenky“: Nabídka „Roubenka v Krkonoších“ byla stažena nebo uzavřena',
    )
    expect(withdrawn?.text).toContain(`${ORIGIN}/portal/listings/${offerId}`)
    expect(await events(b.id)).toEqual(['NEW'])
    expect(await server.outbox(noClosed.email)).toHaveLength(1)
    expect(await events(c.id)).toEqual(['NEW'])
    expect(await server.outbox(paused.email)).toHaveLength(1)
    // A digest watchdog gets it in its next digest, not at once.
    expect(await events(d.id)).toEqual(['NEW', 'CLOSED'])
    expect(await server.outbox(digest.email)).toEqual([])
    expect(await events(e.id)).toEqual([])

    // The owner puts it back: resuming is not a change, so whoever was told of the offer hears nothing more; the
    // watchdog that never reported it reports it now, as any offer published that it matches.
    expect((await transition('resume')).status).toBe(200)
    await deliverAll()
    expect(await events(a.id)).toEqual(['NEW', 'CLOSED'])
    expect(await server.outbox(all.email)).toHaveLength(2)
    expect(await events(b.id)).toEqual(['NEW'])
    expect(await events(e.id)).toEqual(['NEW'])
  })

  it('tells a watcher of a withdrawal once: pausing then closing, or pausing again after a silent resume (docs/decisions/1356)', async () => {
    const watcher = await apiUser(server)
    const a = await createWatchdog(watcher, { name: 'Myslivny', keywords: ['myslivna'] })
    const offerId = await publishedListing(owner, admin, {
      pubName: 'Myslivna pod Sněžkou',
      pubPrice: 4_000_000,
    })
    await deliverAll()
    const transition = async (action: string) =>
      expect(
        (await owner.json(endpointUrl('transitionOffer', { params: { id: offerId } }), 'POST', { action }))
          .status,
      ).toBe(200)
    const withdrawnNotices = async () =>
      (
        await server.db.query<{ n: number }>(
          `select count(*)::int as n from public.notifications where user_id = $1 and body like '%stažena nebo uzavřena%'`,
          [watcher.id],
        )
      ).rows[0]?.n

    await transition('pause')
    await deliverAll()
    await transition('resume')
    await deliverAll()
    await transition('pause')
    await deliverAll()
    await transition('close')
    await deliverAll()

    expect(await events(a.id)).toEqual(['NEW', 'CLOSED'])
    const mails = await server.outbox(watcher.email)
    expect(mails.map((m) => m.subject)).toEqual([
      'Hlídací pes „Myslivny“: Nabídka „Myslivna pod Sněžkou“ byla stažena nebo uzavřena',
      expect.stringContaining('Nová nabídka'),
    ])
    expect(await withdrawnNotices()).toBe(1)
  })

  it('retries a failed send with growing back-off and delivers it once when sending works again', async () => {
    await deliverAll()
    const user = await apiUser(server)
    const watchdog = await createWatchdog(user, { keywords: ['hájovna'] })
    let failures = 0
    // The delivery takes any Mailer: this one refuses like an SMTP server that is down.
    const failing: Mailer = {
      transport: 'smtp',
      async send() {
        failures++
        throw new Error('421 Service not available')
      },
      outboxInsert() {
        throw new Error('421 Service not available')
      },
      queued() {},
      deliver: async () => {},
      close() {},
    }
    await publishedListing(owner, admin, { pubName: 'Hájovna v Beskydech' })
    const row = async () =>
      (
        await server.db.query<{ attempts: number; error: string | null; sent: boolean; wait_s: number }>(
          `select attempts, error, sent_at is not null as sent,
             extract(epoch from next_attempt_at - now())::float8 as wait_s
           from public.watchdog_deliveries where watchdog_id = $1`,
          [watchdog.id],
        )
      ).rows

    const waits: number[] = []
    for (let attempt = 1; attempt <= 3; attempt++) {
      await deliverAll(failing)
      const [r, ...more] = await row()
      expect(more).toEqual([])
      expect(r).toMatchObject({ attempts: attempt, sent: false })
      expect(r?.error).toContain('421')
      waits.push(r?.wait_s ?? 0)
      // Not due again before its time, whoever asks.
      expect(await deliverImmediateBatch(server.db, mailer, { origin: ORIGIN })).toBe(0)
      // Time passes: the row is due again.
      await server.db.query(
        'update public.watchdog_deliveries set next_attempt_at = now() where watchdog_id = $1',
        [watchdog.id],
      )
    }
    expect(failures).toBe(3)
    // 1, 2, 4 minutes (a little less: now() moved on between the failure and the look).
    expect(waits.map((s) => Math.round(s / 60))).toEqual([1, 2, 4])
    // Nothing reached the user while sending failed: the notification rolled back with the mail.
    expect(await server.outbox(user.email)).toEqual([])

    await deliverAll()
    await deliverAll()
    const [r] = await row()
    expect(r).toMatchObject({ attempts: 4, sent: true, error: null })
    expect(await server.outbox(user.email)).toHaveLength(1)
    const { rows } = await server.db.query<{ n: number }>(
      `select count(*)::int as n from public.notifications where user_id = $1 and kind = 'WATCHDOG_MATCH'`,
      [user.id],
    )
    expect(rows[0]?.n).toBe(1)
  })

  it('sends a weekly digest once per week, on Monday at the configured Prague hour', async () => {
    const user = await apiUser(server)
    const watchdog = await createWatchdog(user, {
      name: 'Týden',
      keywords: ['pastouška'],
      frequency: 'WEEKLY',
    })
    const hour = 9
    const digests = async (iso: string) => {
      await sendDigests(server.db, mailer, { origin: ORIGIN, hour, now: new Date(iso) })
      return (await server.outbox(user.email)).length
    }
    await publishedListing(owner, admin, { pubName: 'Pastouška A' })
    await publishedListing(owner, admin, { pubName: 'Pastouška B' })
    await deliverAll()
    expect(await server.outbox(user.email)).toEqual([])

    // Created on Wednesday 18 November 2026 at 13:00 Prague: the first digest waits for Monday 23rd 09:00 (decision
    // 1371), not the next run of the job.
    await server.db.query(`update public.watchdogs set created_at = '2026-11-18T12:00:00Z' where id = $1`, [
      watchdog.id,
    ])
    expect(await digests('2026-11-18T12:01:00Z')).toBe(0) // right after creating it
    expect(await digests('2026-11-23T07:59:00Z')).toBe(0) // Monday 08:59 Prague
    expect(await digests('2026-11-23T08:00:00Z')).toBe(1) // Monday 09:00 Prague
    expect(await digests('2026-11-25T12:00:00Z')).toBe(1) // and only once that week
    const [first] = await server.outbox(user.email)
    expect(first?.subject).toBe('Hlídací pes „Týden“: týdenní souhrn (2)')

    // A new match waits for next Monday 09:00 Prague (08:00 UTC in winter), whatever day the job runs.
    await publishedListing(owner, admin, { pubName: 'Pastouška C' })
    expect(await digests('2026-11-26T08:00:00Z')).toBe(1) // Thursday at the hour
    expect(await digests('2026-11-29T22:00:00Z')).toBe(1) // Sunday night
    expect(await digests('2026-11-30T07:59:00Z')).toBe(1) // Monday 08:59 Prague
    expect(await digests('2026-11-30T08:00:00Z')).toBe(2) // Monday 09:00 Prague
    expect(await digests('2026-11-30T08:01:00Z')).toBe(2)
    expect(await digests('2026-12-02T08:00:00Z')).toBe(2)
    expect((await server.outbox(user.email))[0]?.subject).toBe('Hlídací pes „Týden“: týdenní souhrn (1)')

    // Summer time: Monday 29 March 2027 09:00 Prague is 07:00 UTC.
    await server.db.query(
      `update public.watchdogs set last_digest_at = '2027-03-22T08:00:00Z' where id = $1`,
      [watchdog.id],
    )
    await publishedListing(owner, admin, { pubName: 'Pastouška D' })
    expect(await digests('2027-03-29T06:59:00Z')).toBe(2)
    expect(await digests('2027-03-29T07:00:00Z')).toBe(3)
    expect(await digests('2027-03-29T07:00:00Z')).toBe(3)
  })

  it('lists the watchdog saved in onboarding among the user’s watchdogs', async () => {
    const user = await apiUser(server)
    const saved = await user.json(endpointUrl('onboardingWatchdog'), 'PUT', {
      watchdog: {
        name: 'Byty v Brně',
        categories: ['REAL_ESTATE'],
        regions: ['CZ-64'],
        priceFrom: 1_000_000,
        priceTo: 5_000_000,
        keywords: ['byt'],
        frequency: 'DAILY',
      },
    })
    expect(saved.status).toBe(200)
    const list = watchdogListResponseSchema.parse(await (await user.api(endpointUrl('listWatchdogs'))).json())
    expect(list.items).toEqual([
      expect.objectContaining({
        name: 'Byty v Brně',
        kind: 'LISTING',
        categories: ['REAL_ESTATE'],
        regions: ['CZ-64'],
        priceFrom: 1_000_000,
        priceTo: 5_000_000,
        keywords: ['byt'],
        frequency: 'DAILY',
        events: ['NEW', 'PRICE_DROP', 'CLOSED', 'CHANGED'],
      }),
    ])
  })
})
