import { accessRefusal, endpointUrl } from '@rg/domain/contract'
import {
  adminDashboardSchema,
  deadMailListResponseSchema,
  inboxItemDetailSchema,
  inboxListResponseSchema,
  reportedReviewListSchema,
  UNPAID_ORDER_OLD_DAYS,
} from '@rg/domain/desk'
import { apiErrorSchema } from '@rg/domain/fields'
import { NO_OPEN_REVIEW_REPORT, offerDetailSchema } from '@rg/domain/offers'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type ApiUser, apiUser, draftListing, publishedListing } from '../../../test/api-clients.ts'
import { backends } from '../../../test/databases.ts'
import { startTestServer, type TestServer } from '../../../test/server.ts'
import { asUser } from '../../db/as-user.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const pragueDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' })
/** The calendar day in Prague as YYYY-MM-DD (the dashboard's series is by Prague days). */
const pragueDay = (at: Date) => pragueDate.format(at)

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
  let reportedId: string
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

    // orders: four unpaid (two older than three days, one just younger), one cancelled and one paid long ago, one
    // paid today with its credits
    const order = (user: ApiUser, status: string, created: string, paid: string | null = null, czk = 490) =>
      q(
        `insert into public.orders (user_id, kind, credits, amount_czk, status, created_at, paid_at)
         values ($1, 'CREDITS', 50, $2, $3, ${created}, ${paid ?? 'null'}) returning id`,
        [user.id, czk, status],
      )
    await order(investor, 'PENDING', 'now()')
    await order(investor, 'PENDING', "now() - interval '4 days'")
    await order(investor, 'PENDING', "now() - interval '3 days 1 hour'")
    await order(investor, 'PENDING', "now() - interval '2 days 23 hours'")
    await order(investor, 'CANCELLED', "now() - interval '10 days'")
    await order(reporter, 'PAID', "now() - interval '40 days'", "now() - interval '40 days'", 4_990)
    const paid = await order(reporter, 'PAID', 'now()', 'now()', 990)
    await q(
      `insert into public.credit_transactions (user_id, amount, reason, order_id) values ($1, 100, 'PURCHASE', $2)`,
      [reporter.id, (paid.rows[0] as { id: string }).id],
    )

    // The 30-day series: a row of every metric at each edge of Prague's days. `today` is Prague's midnight that
    // began today; a row at it is today's, a row a millisecond before it yesterday's (in UTC both are yesterday);
    // the series starts 29 Prague days ago, so a row a millisecond before that start and one 45 days old are out.
    const pragueMidnight = (daysAgo: number) =>
      `((date_trunc('day', now() at time zone 'Europe/Prague') - interval '${daysAgo} days') at time zone 'Europe/Prague')`
    const EDGES = [
      pragueMidnight(0),
      `${pragueMidnight(0)} - interval '1 millisecond'`,
      "now() - interval '5 days'",
      pragueMidnight(29),
      `${pragueMidnight(29)} - interval '1 millisecond'`,
      "now() - interval '45 days'",
    ]
    // new users: the four accounts of the test at four edges, two more accounts at the others
    const extra = [await apiUser(server), await apiUser(server)]
    for (const [i, who] of [owner, investor, reporter, admin, ...extra].entries())
      await q(`update public.profiles set created_at = ${EDGES[i]} where id = $1`, [who.id])
    // published offers, unlocks, credits bought (a different amount each) and revenue (paid_at, not created_at)
    for (const [i, at] of EDGES.entries()) {
      const id = await publishedListing(owner, admin, { pubName: `Dům ${i + 1}` })
      await q(`update public.offers set published_at = ${at} where id = $1`, [id])
      await q(
        `insert into public.offer_unlocks (offer_id, user_id, created_at, investor_no) values ($1, $2, ${at}, 1)`,
        [id, investor.id],
      )
      await q(
        `insert into public.credit_transactions (user_id, amount, reason, created_at)
         values ($1, $2, 'PURCHASE', ${at})`,
        [investor.id, (i + 1) * 100],
      )
      await order(investor, 'PAID', "now() - interval '60 days'", at, (i + 1) * 1_000)
    }

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
    await q(
      `insert into public.spotter_tips (name, email, description, status) values ('Starý', 's@example.cz', 'x', 'DONE')`,
    )
    // a reported thread (docs/product/deal-room.md "Nahlásit"; the investor's unlock may have opened it): one report
    // new, one already handled
    const thread = (
      await q(
        `insert into public.message_threads (offer_id, owner_id, investor_id)
         select id, owner_id, $2 from public.offers where id = $1
         on conflict (offer_id, investor_id) do update set investor_id = excluded.investor_id returning id`,
        [listing, investor.id],
      )
    ).rows[0] as { id: string }
    await q(
      `insert into public.message_thread_reports (thread_id, reporter_id, reason) values ($1, $2, 'Spam.')`,
      [thread.id, investor.id],
    )
    await q(
      `insert into public.message_thread_reports (thread_id, reporter_id, reason, status)
       select $1, owner_id, 'Urážky.', 'DONE' from public.offers where id = $2`,
      [thread.id, listing],
    )

    // reviews: the reporter's is reported by two users (one reported review), the investor's not yet
    const review = async (who: ApiUser, stars: number, body: string) => {
      const res = await who.json(endpointUrl('upsertMyReview', { params: { id: listing } }), 'PUT', {
        stars,
        body,
      })
      expect(res.status).toBe(200)
      return ((await res.json()) as { id: string }).id
    }
    reviewId = await review(investor, 1, 'Podvod!!!')
    reportedId = await review(reporter, 2, 'Majitel nebere telefon.')
    const reportUrl = endpointUrl('reportReview', { params: { id: listing, reviewId: reportedId } })
    for (const who of [investor, owner])
      expect((await who.json(reportUrl, 'POST', { reason: 'Nepravda.' })).status).toBe(200)
    // and a review an admin kept: its report is dismissed, so it is not counted
    const kept = await q(
      `insert into public.reviews (offer_id, author_id, stars, body) values ($1, $2, 3, 'Průměr.') returning id`,
      [listing, extra[0]?.id],
    )
    await q(
      `insert into public.review_reports (review_id, reporter_id, reason, dismissed_at, dismissed_by)
       values ($1, $2, 'Nesouhlasím.', now(), $3)`,
      [(kept.rows[0] as { id: string }).id, investor.id, admin.id],
    )
    // imported payments: one waits for a person, one a person decided, one paid its order by itself
    for (const [key, outcome, resolution] of [
      ['dash-1', 'UNMATCHED', null],
      ['dash-2', 'AMOUNT_MISMATCH', 'REFUNDED'],
      ['dash-3', 'MATCHED', null],
    ] as const)
      await q(
        `insert into public.bank_payments (fingerprint, account, bank_ref, booked_on, amount_halere, currency, outcome,
           resolution, resolution_note, resolved_at)
         values ($1, '2000145399', $1, current_date, 10000, 'CZK', $2, $3::text, case when $3::text is null then null
           else 'Vráceno.' end, case when $3::text is null then null else now() end)`,
        [key, outcome, resolution],
      )
    // the outbox: one dead letter, one still being retried, one sent (docs/decisions/1370-mail-never-dropped.md)
    await q(
      `insert into public.mail_outbox (to_address, subject, text_body, transport, attempts, error, message_id,
         sent_at, retry_at, dead_at, created_at)
       values ('mrtvy@example.cz', 'Platba přijata', 'Dobrý den', 'smtp', 17, '451 try again later',
               '<dead-1@example.cz>', null, null, now() - interval '1 hour', now() - interval '73 hours'),
              ('ceka@example.cz', 'Ověření', 'Dobrý den', 'smtp', 3, '451', '<retry-1@example.cz>', null,
               now() + interval '1 hour', null, now()),
              ('odeslano@example.cz', 'Vítejte', 'Dobrý den', 'smtp', 1, null, '<sent-1@example.cz>', now(), null,
               null, now())`,
    )
  })
  afterAll(() => server?.close())

  it('proves every count against the rows it counts', async () => {
    const d = await dashboard()
    const now = Date.now()
    const rows = async <T>(sql: string) => (await server.db.query<T>(sql)).rows
    // every row of each table, read past RLS, and counted here in TypeScript (not by the service's SQL)
    const offers = await rows<{ kind: string; status: string; published_at: Date | null }>(
      'select kind, status, published_at from public.offers',
    )
    const profiles = await rows<{ verification_status: string; created_at: Date }>(
      'select verification_status, created_at from public.profiles',
    )
    const orders = await rows<{ status: string; created_at: Date; paid_at: Date | null; amount_czk: number }>(
      'select status, created_at, paid_at, amount_czk from public.orders',
    )
    const tips = await rows<{ status: string }>('select status from public.spotter_tips')
    const messages = await rows<{ status: string }>('select status from public.contact_messages')
    const threadReports = await rows<{ status: string }>('select status from public.message_thread_reports')
    const reports = await rows<{ review_id: string; dismissed_at: Date | null }>(
      'select review_id, dismissed_at from public.review_reports',
    )
    const payments = await rows<{ outcome: string; resolution: string | null }>(
      'select outcome, resolution from public.bank_payments',
    )
    const mail = await rows<{ sent_at: Date | null; dead_at: Date | null }>(
      'select sent_at, dead_at from public.mail_outbox',
    )
    const unlocks = await rows<{ created_at: Date }>('select created_at from public.offer_unlocks')
    const credits = await rows<{ reason: string; amount: number; created_at: Date }>(
      'select reason, amount, created_at from public.credit_transactions',
    )

    const pendingOf = (kind: string) => offers.filter((o) => o.status === 'PENDING' && o.kind === kind).length
    const unpaid = orders.filter((o) => o.status === 'PENDING')
    const counted = {
      listings: pendingOf('LISTING'),
      services: pendingOf('SERVICE'),
      verificationRequests: profiles.filter((p) => p.verification_status === 'REQUESTED').length,
      unpaidOrders: unpaid.length,
      unpaidOrdersOld: unpaid.filter((o) => o.created_at.getTime() < now - UNPAID_ORDER_OLD_DAYS * DAY_MS)
        .length,
      newTips: tips.filter((t) => t.status === 'NEW').length,
      newMessages: messages.filter((m) => m.status === 'NEW').length,
      newThreadReports: threadReports.filter((r) => r.status === 'NEW').length,
      reportedReviews: new Set(reports.filter((r) => r.dismissed_at === null).map((r) => r.review_id)).size,
      paymentsToReview: payments.filter((p) => p.outcome !== 'MATCHED' && p.resolution === null).length,
      deadMail: mail.filter((m) => m.dead_at !== null && m.sent_at === null).length,
    }
    expect(d.pending).toEqual(counted)
    // the data set holds each kind of pending item, and the rows that must not be counted beside them
    expect(counted).toEqual({
      listings: 2,
      services: 1,
      verificationRequests: 1,
      unpaidOrders: 4,
      unpaidOrdersOld: 2,
      newTips: 2,
      newMessages: 1,
      newThreadReports: 1,
      reportedReviews: 1,
      paymentsToReview: 1,
      deadMail: 1,
    })
    expect(reports).toHaveLength(3)

    // The series: 30 consecutive Prague days ending today, each metric the sum of its rows of that Prague day.
    const days = d.last30Days.map((day) => day.date)
    expect(days).toHaveLength(30)
    expect(days.at(-1)).toBe(pragueDay(new Date(now)))
    for (const [i, day] of days.entries())
      if (i > 0) expect(Date.parse(`${day}T00:00Z`) - Date.parse(`${days[i - 1]}T00:00Z`)).toBe(DAY_MS)
    const byDay = <T>(
      items: readonly T[],
      at: (item: T) => Date | null,
      value: (item: T) => number = () => 1,
    ) => {
      const sums = new Map<string, number>()
      for (const item of items) {
        const when = at(item)
        if (when) sums.set(pragueDay(when), (sums.get(pragueDay(when)) ?? 0) + value(item))
      }
      return sums
    }
    const series = {
      newUsers: byDay(profiles, (p) => p.created_at),
      publishedOffers: byDay(offers, (o) => o.published_at),
      unlocks: byDay(unlocks, (u) => u.created_at),
      creditsSold: byDay(
        credits.filter((c) => c.reason === 'PURCHASE'),
        (c) => c.created_at,
        (c) => c.amount,
      ),
      revenueCzk: byDay(
        orders.filter((o) => o.status === 'PAID'),
        (o) => o.paid_at,
        (o) => o.amount_czk,
      ),
    }
    expect(d.last30Days).toEqual(
      days.map((date) => ({
        date,
        newUsers: series.newUsers.get(date) ?? 0,
        publishedOffers: series.publishedOffers.get(date) ?? 0,
        unlocks: series.unlocks.get(date) ?? 0,
        creditsSold: series.creditsSold.get(date) ?? 0,
        revenueCzk: series.revenueCzk.get(date) ?? 0,
      })),
    )
    // The edges landed where they belong: today has the midnight row beside today's own, yesterday the row a
    // millisecond before midnight, the first day its midnight row; the two older rows of each metric are in no day.
    const [first, yesterday, today] = [d.last30Days[0], d.last30Days.at(-2), d.last30Days.at(-1)]
    expect(today).toMatchObject({ publishedOffers: 2, unlocks: 3, creditsSold: 200, revenueCzk: 990 + 1_000 })
    expect(yesterday).toMatchObject({ newUsers: 1, publishedOffers: 1, unlocks: 1, creditsSold: 200 })
    expect(yesterday?.revenueCzk).toBe(2_000)
    expect(first).toMatchObject({
      newUsers: 1,
      publishedOffers: 1,
      unlocks: 1,
      creditsSold: 400,
      revenueCzk: 4_000,
    })
    const total = (key: 'unlocks' | 'creditsSold' | 'revenueCzk') =>
      d.last30Days.reduce((sum, day) => sum + day[key], 0)
    expect(total('unlocks')).toBe(unlocks.length - 2)
    expect(total('creditsSold')).toBe(100 + (100 + 200 + 300 + 400))
    expect(total('revenueCzk')).toBe(990 + 1_000 + 2_000 + 3_000 + 4_000)
  })

  it('keeps an ended day as counted and counts today live (docs/decisions/1661-dashboard-days.md)', async () => {
    const before = await dashboard()
    const kept = await server.db.query<{ n: number }>(
      'select count(*)::int as n from public.dashboard_days where day >= $1::date',
      [before.last30Days[0]?.date],
    )
    expect(kept.rows[0]?.n).toBe(29)
    // an unlock backdated to yesterday after yesterday was kept: yesterday stays as counted; one today counts at once
    const extra = await publishedListing(owner, admin, { pubName: 'Dům dnes' })
    for (const at of ["now() - interval '1 day'", 'now()'])
      await server.db.query(
        `insert into public.offer_unlocks (offer_id, user_id, created_at, investor_no)
         values ($1, $2, ${at}, (select coalesce(max(investor_no), 0) + 1 from public.offer_unlocks where offer_id = $1))`,
        [extra, at === 'now()' ? investor.id : reporter.id],
      )
    const after = await dashboard()
    expect(after.last30Days.at(-2)).toEqual(before.last30Days.at(-2))
    expect(after.last30Days.at(-1)?.unlocks).toBe((before.last30Days.at(-1)?.unlocks ?? 0) + 1)
    // the kept days are read through the function only, and it answers admins only
    await expect(
      asUser(server.db, { role: 'authenticated', sub: investor.id }, (tx) =>
        tx.query('select * from public.dashboard_series()'),
      ),
    ).rejects.toThrow('only an admin reads the dashboard')
    const direct = await asUser(server.db, { role: 'authenticated', sub: admin.id }, (tx) =>
      tx.query('select * from public.dashboard_days'),
    ).catch((error: Error) => error)
    expect(direct instanceof Error || direct.rows.length === 0).toBe(true)
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
    expect(all.total).toBe(7)

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
    // the step is audited on the tip: who made which draft, shown as the tip's history
    const audit = await server.db.query<{
      actor_id: string
      target_id: string | null
      before: object
      after: object
    }>(
      `select actor_id, target_id, before, after from public.admin_audit_log where subject = $1 and action = 'TIP_TO_DRAFT'`,
      [`spotter_tip:${second}`],
    )
    expect(audit.rows).toEqual([
      { actor_id: admin.id, target_id: null, before: {}, after: { offerId: item.draftOfferId } },
    ])
    expect(item.audit).toContainEqual(
      expect.objectContaining({
        action: 'TIP_TO_DRAFT',
        actor: { id: admin.id, name: 'Test ADMIN' },
        after: { offerId: item.draftOfferId },
      }),
    )
    // the inbox links the draft to the offer's admin detail, which any admin opens, not only the one who made it
    const colleague = await apiUser(server, 'ADMIN')
    const seen = await colleague.api(endpointUrl('getOffer', { params: { id: item.draftOfferId ?? 0 } }))
    expect(seen.status).toBe(200)
    expect(offerDetailSchema.parse(await seen.json())).toMatchObject({
      id: item.draftOfferId,
      status: 'DRAFT',
    })
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
    // the data set's reported review and this one
    expect((await dashboard()).pending.reportedReviews).toBe(2)

    const reported = reportedReviewListSchema.parse(
      await (await admin.api(endpointUrl('adminListReportedReviews'))).json(),
    )
    expect(reported.items.map((i) => i.review.id).sort()).toEqual([reviewId, reportedId].sort())
    expect(reported.items.find((i) => i.review.id === reviewId)?.reports.map((r) => r.reason)).toEqual([
      'Urážlivé a nepravdivé.',
      'Lže.',
    ])
    // the offer's admin detail asks for its own reports only
    const ofOffer = async (offerId: number) =>
      reportedReviewListSchema.parse(
        await (await admin.api(endpointUrl('adminListReportedReviews', { query: { offerId } }))).json(),
      ).items
    expect((await ofOffer(listing)).map((i) => i.review.id).sort()).toEqual([reviewId, reportedId].sort())
    expect(await ofOffer(listing + 1_000_000)).toEqual([])

    const removeUrl = endpointUrl('adminRemoveReview', { params: { reviewId } })
    const noReason = await admin.json(removeUrl, 'POST', {})
    expect(noReason.status).toBe(400)
    expect((await admin.json(removeUrl, 'POST', { reason: 'Porušuje pravidla slušnosti.' })).status).toBe(200)
    expect((await dashboard()).pending.reportedReviews).toBe(1)
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

  it('keeps a reported review: its open reports are dismissed and audited, and a new reporter opens it again', async () => {
    const keepUrl = endpointUrl('adminKeepReview', { params: { reviewId: reportedId } })
    const reportedIds = async () =>
      reportedReviewListSchema
        .parse(await (await admin.api(endpointUrl('adminListReportedReviews'))).json())
        .items.map((i) => i.review.id)
    expect(await reportedIds()).toContain(reportedId)
    const before = (await dashboard()).pending.reportedReviews
    // not an admin: the admin entries answer as if they did not exist
    expect((await investor.json(keepUrl, 'POST', {})).status).toBe(accessRefusal('admin', 'USER').status)

    expect((await admin.json(keepUrl, 'POST', {})).status).toBe(200)
    expect((await dashboard()).pending.reportedReviews).toBe(before - 1)
    expect(await reportedIds()).not.toContain(reportedId)
    // the review stays, its author is not told; the reports stay too, with who dismissed them
    expect(
      (await server.db.query('select 1 from public.reviews where id = $1', [reportedId])).rows,
    ).toHaveLength(1)
    const dismissed = await server.db.query<{ dismissed_by: string | null }>(
      'select dismissed_by from public.review_reports where review_id = $1',
      [reportedId],
    )
    expect(dismissed.rows).toEqual([{ dismissed_by: admin.id }, { dismissed_by: admin.id }])
    const audit = await server.db.query<{
      actor_id: string
      target_id: string
      before: object
      after: object
    }>(
      `select actor_id, target_id, before, after from public.admin_audit_log where subject = $1 and action = 'REVIEW_KEPT'`,
      [`review:${reportedId}`],
    )
    expect(audit.rows).toEqual([
      {
        actor_id: admin.id,
        target_id: reporter.id,
        before: { reports: ['Nepravda.', 'Nepravda.'] },
        after: { reports: 0 },
      },
    ])
    expect(
      (await server.db.query('select 1 from public.notifications where user_id = $1', [reporter.id])).rows,
    ).toEqual([])

    // nothing left to dismiss
    const again = await admin.json(keepUrl, 'POST', {})
    expect(again.status).toBe(404)
    expect(apiErrorSchema.parse(await again.json()).message).toBe(NO_OPEN_REVIEW_REPORT.error.message)
    // one voice per person: whoever was heard already does not reopen it; someone new does
    const reportUrl = endpointUrl('reportReview', { params: { id: listing, reviewId: reportedId } })
    expect((await investor.json(reportUrl, 'POST', { reason: 'Pořád nepravda.' })).status).toBe(200)
    expect((await dashboard()).pending.reportedReviews).toBe(before - 1)
    const newcomer = await apiUser(server, 'USER')
    expect((await newcomer.json(reportUrl, 'POST', { reason: 'Lež.' })).status).toBe(200)
    expect((await dashboard()).pending.reportedReviews).toBe(before)
    const reopened = reportedReviewListSchema
      .parse(await (await admin.api(endpointUrl('adminListReportedReviews'))).json())
      .items.find((i) => i.review.id === reportedId)
    expect(reopened?.reports.map((r) => r.reason)).toEqual(['Lež.'])
  })
  it('lists the dead letters to an admin only and resends them with their Message-ID, once', async () => {
    const list = await admin.api(endpointUrl('adminListDeadMail'))
    expect(list.status).toBe(200)
    const dead = deadMailListResponseSchema.parse(await list.json())
    expect(dead).toMatchObject({ total: 1, page: 1 })
    expect(dead.items).toEqual([
      expect.objectContaining({
        to: 'mrtvy@example.cz',
        subject: 'Platba přijata',
        messageId: '<dead-1@example.cz>',
        attempts: 17,
        error: '451 try again later',
      }),
    ])
    const hidden = accessRefusal('admin', 'USER').status
    expect((await investor.api(endpointUrl('adminListDeadMail'))).status).toBe(hidden)
    const resendUrl = endpointUrl('adminResendMail')
    expect((await investor.json(resendUrl, 'POST', {})).status).toBe(hidden)
    expect((await admin.json(resendUrl, 'POST', { ids: ['x'] })).status).toBe(400)

    const resent = await admin.json(resendUrl, 'POST', { ids: [dead.items[0]?.id] })
    expect(resent.status).toBe(200)
    expect(await resent.json()).toEqual({ resent: 1 })
    const { rows } = await server.db.query<{ dead_at: Date | null; attempts: number; message_id: string }>(
      `select dead_at, attempts, message_id from public.mail_outbox where to_address = 'mrtvy@example.cz'`,
    )
    expect(rows).toEqual([{ dead_at: null, attempts: 0, message_id: '<dead-1@example.cz>' }])
    expect((await dashboard()).pending.deadMail).toBe(0)
    // a second resend finds nothing to put back
    expect(await (await admin.json(resendUrl, 'POST', {})).json()).toEqual({ resent: 0 })
  })
})
