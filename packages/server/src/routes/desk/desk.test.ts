import {
  adminDashboardSchema,
  apiErrorSchema,
  endpointUrl,
  inboxItemDetailSchema,
  inboxListResponseSchema,
  reportedReviewListSchema,
} from '@rg/domain'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, draftListing, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'

/*
 * The operator's desk on a data set with every kind of pending item: each dashboard count is proved against the rows
 * it counts, then the inbox, the tip → draft step and the review moderation move those counts.
 */
describe.each(backends)('operator desk on $name', (backend) => {
  let server: TestServer
  let owner: ApiUser
  let admin: ApiUser
  let investor: ApiUser
  let reporter: ApiUser
  let listing: number
  let reviewId: string
  const tipIds: string[] = []

  const dashboard = async (who: ApiUser = admin) =>
    adminDashboardSchema.parse(await (await who.api(endpointUrl('adminDashboard'))).json())

  beforeAll(async () => {
    server = await startTestServer(backend)
    owner = await apiUser(server, 'VERIFIED')
    admin = await apiUser(server, 'ADMIN')
    investor = await apiUser(server, 'USER', 100)
    reporter = await apiUser(server, 'USER', 100)
    const q = (sql: string, values: unknown[] = []) => server.db.query(sql, values)

    // offers waiting: two listings and one service; one more listing published and unlocked twice
    await draftListing(owner, {}, true)
    await draftListing(owner, { pubName: 'Druhý dům' }, true)
    await draftListing(owner, { kind: 'SERVICE', category: 'LEGAL', pubName: 'Právní služby' }, true)
    await draftListing(owner, { pubName: 'Jen koncept' })
    listing = await publishedListing(owner, admin)
    for (const who of [investor, reporter])
      expect((await who.json(endpointUrl('unlockOffer', { params: { id: listing } }), 'POST')).status).toBe(
        200,
      )

    // one verification request
    expect(
      (await investor.json(endpointUrl('updateProfile'), 'PATCH', { phone: '777123456', city: 'Brno' }))
        .status,
    ).toBe(200)
    expect((await investor.json(endpointUrl('requestVerification'), 'POST', {})).status).toBe(200)

    // orders: two unpaid (one of them 4 days old), one paid today with its credits
    await q(
      `insert into public.orders (user_id, kind, credits, amount_czk) values ($1, 'CREDITS', 50, 490)`,
      [investor.id],
    )
    await q(
      `insert into public.orders (user_id, kind, credits, amount_czk, created_at)
       values ($1, 'CREDITS', 50, 490, now() - interval '4 days')`,
      [investor.id],
    )
    const paid = await q(
      `insert into public.orders (user_id, kind, credits, amount_czk, status, paid_at)
       values ($1, 'CREDITS', 100, 990, 'PAID', now()) returning id`,
      [reporter.id],
    )
    await q(
      `insert into public.credit_transactions (user_id, amount, reason, order_id) values ($1, 100, 'PURCHASE', $2)`,
      [reporter.id, (paid.rows[0] as { id: string }).id],
    )

    // the inbox: two new tips and a new message, one old message already done
    for (const [name, location] of [
      ['Jan Tipař', 'Jihlava'],
      ['Eva Tipařová', 'Olomouc'],
    ])
      tipIds.push(
        (
          (
            await q(
              `insert into public.spotter_tips (name, email, location, description)
               values ($1, 'tip@example.cz', $2, 'Majitel činžáku chce prodat bez realitky.') returning id`,
              [name, location],
            )
          ).rows[0] as { id: string }
        ).id,
      )
    await q(
      `insert into public.contact_messages (name, email, message) values ('Petr', 'p@example.cz', 'Dotaz')`,
    )
    await q(
      `insert into public.contact_messages (name, email, message, status) values ('Old', 'o@example.cz', 'x', 'DONE')`,
    )

    // a review, reported twice (by the reporter and by the owner's colleague… here the owner)
    const review = await investor.json(endpointUrl('upsertMyReview', { params: { id: listing } }), 'PUT', {
      stars: 1,
      body: 'Podvod!!!',
    })
    expect(review.status).toBe(200)
    reviewId = ((await review.json()) as { id: string }).id
  })
  afterAll(() => server?.close())

  it('proves every count against the rows it counts', async () => {
    const d = await dashboard()
    expect(d.pending).toEqual({
      listings: 2,
      services: 1,
      verificationRequests: 1,
      unpaidOrders: 2,
      unpaidOrdersOld: 1,
      newTips: 2,
      newMessages: 1,
      reportedReviews: 0,
    })
    expect(d.last30Days).toHaveLength(30)
    const today = d.last30Days.at(-1)
    const users = await server.db.query<{ n: string }>(
      `select count(*) as n from public.profiles where created_at >= date_trunc('day', now() at time zone 'Europe/Prague') at time zone 'Europe/Prague'`,
    )
    expect(today).toMatchObject({
      newUsers: Number(users.rows[0]?.n),
      publishedOffers: 1,
      unlocks: 2,
      creditsSold: 100,
      revenueCzk: 990,
    })
    expect(d.last30Days.slice(0, -1).every((day) => day.unlocks === 0 && day.revenueCzk === 0)).toBe(true)
  })

  it('is for admins only, checked in the database', async () => {
    for (const entry of ['adminDashboard', 'adminListInbox', 'adminListReportedReviews'] as const) {
      const res = await investor.api(endpointUrl(entry))
      expect(res.status).toBeGreaterThanOrEqual(400)
      expect(res.status).toBeLessThan(500)
    }
  })

  it('lists, annotates and settles inbox items with an audit trail', async () => {
    const newTips = inboxListResponseSchema.parse(
      await (await admin.api(`${endpointUrl('adminListInbox')}?kind=TIP&state=NEW`)).json(),
    )
    expect(newTips.total).toBe(2)
    expect(newTips.items.map((i) => i.name).sort()).toEqual(['Eva Tipařová', 'Jan Tipař'])
    const all = inboxListResponseSchema.parse(await (await admin.api(endpointUrl('adminListInbox'))).json())
    expect(all.total).toBe(4)

    const first = tipIds[0] as string
    const url = endpointUrl('adminUpdateInboxItem', { params: { kind: 'TIP', id: first } })
    const changed = await admin.json(url, 'PATCH', { state: 'SPAM', note: 'Opakovaný tip, bez kontaktu.' })
    expect(changed.status).toBe(200)
    const item = inboxItemDetailSchema.parse(await changed.json())
    expect(item).toMatchObject({
      state: 'SPAM',
      adminNote: 'Opakovaný tip, bez kontaktu.',
      handledBy: 'Test ADMIN',
    })
    expect(item.audit.map((a) => a.action).sort()).toEqual(['INBOX_NOTE', 'INBOX_STATE'])
    expect(item.audit.find((a) => a.action === 'INBOX_STATE')).toMatchObject({
      before: { state: 'NEW' },
      after: { state: 'SPAM' },
    })
    expect((await dashboard()).pending.newTips).toBe(1)

    const bad = await admin.json(url, 'PATCH', { state: 'READ' })
    expect(bad.status).toBe(400)
    expect(apiErrorSchema.parse(await bad.json()).message).toMatch(/Neznámý stav položky/)
    const missing = await admin.api(
      endpointUrl('adminGetInboxItem', { params: { kind: 'MESSAGE', id: first } }),
    )
    expect(missing.status).toBe(404)
  })

  it('turns a tip into a draft listing owned by the acting admin, once', async () => {
    const second = tipIds[1] as string
    const url = endpointUrl('adminTipToDraft', { params: { kind: 'TIP', id: second } })
    const made = await admin.json(url, 'POST', {})
    expect(made.status).toBe(200)
    const item = inboxItemDetailSchema.parse(await made.json())
    expect(item.state).toBe('IN_PROGRESS')
    expect(item.draftOfferId).not.toBeNull()
    const offer = await server.db.query<{ owner_id: string; status: string; pub_name: string }>(
      'select owner_id, status, pub_name from public.offers where id = $1',
      [item.draftOfferId],
    )
    expect(offer.rows[0]).toEqual({ owner_id: admin.id, status: 'DRAFT', pub_name: 'Tip: Olomouc' })
    expect((await dashboard()).pending.newTips).toBe(0)
    const again = await admin.json(url, 'POST', {})
    expect(again.status).toBe(409)
    expect(apiErrorSchema.parse(await again.json()).message).toBe('Z tohoto tipu už koncept nabídky vznikl.')
  })

  it('takes reports of a review and lets an admin remove it with a reason the author is told', async () => {
    const report = (who: ApiUser, reason: string) =>
      who.json(endpointUrl('reportReview', { params: { id: listing, reviewId } }), 'POST', { reason })
    expect((await report(reporter, 'Urážlivé a nepravdivé.')).status).toBe(200)
    expect((await report(reporter, 'Podruhé.')).status).toBe(200)
    expect((await report(owner, 'Lže.')).status).toBe(200)
    const own = await report(investor, 'Sám sebe')
    expect(own.status).toBe(403)
    expect(apiErrorSchema.parse(await own.json()).message).toBe('Vlastní hodnocení nahlásit nelze.')
    expect((await dashboard()).pending.reportedReviews).toBe(1)

    const reported = reportedReviewListSchema.parse(
      await (await admin.api(endpointUrl('adminListReportedReviews'))).json(),
    )
    expect(reported.items).toHaveLength(1)
    expect(reported.items[0]?.reports.map((r) => r.reason)).toEqual(['Urážlivé a nepravdivé.', 'Lže.'])
    // the offer's admin detail asks for its own reports only
    const ofOffer = async (offerId: number) =>
      reportedReviewListSchema.parse(
        await (await admin.api(endpointUrl('adminListReportedReviews', { query: { offerId } }))).json(),
      ).items
    expect((await ofOffer(listing)).map((i) => i.review.id)).toEqual([reviewId])
    expect(await ofOffer(listing + 1_000_000)).toEqual([])

    const removeUrl = endpointUrl('adminRemoveReview', { params: { reviewId } })
    const noReason = await admin.json(removeUrl, 'POST', {})
    expect(noReason.status).toBe(400)
    expect((await admin.json(removeUrl, 'POST', { reason: 'Porušuje pravidla slušnosti.' })).status).toBe(200)
    expect((await dashboard()).pending.reportedReviews).toBe(0)
    const told = await server.db.query<{ kind: string; body: string }>(
      'select kind, body from public.notifications where user_id = $1',
      [investor.id],
    )
    expect(told.rows).toContainEqual({
      kind: 'REVIEW_REMOVED',
      body: expect.stringContaining('Důvod: Porušuje pravidla slušnosti.'),
    })
    expect((await server.outbox(investor.email))[0]?.subject).toBe('Vaše hodnocení bylo odstraněno')
    const audit = await server.db.query<{ action: string; note: string }>(
      `select action, note from public.admin_audit_log where subject = $1`,
      [`review:${reviewId}`],
    )
    expect(audit.rows).toEqual([{ action: 'REVIEW_REMOVED', note: 'Porušuje pravidla slušnosti.' }])
    expect((await admin.json(removeUrl, 'POST', { reason: 'znovu' })).status).toBe(404)
  })
})
