import type { EndpointInput } from '@rg/domain/contract'
import {
  type AdminDashboard,
  DESK_ITEM_NOT_FOUND,
  DRAFT_ONLY_FROM_TIP,
  type InboxItem,
  type InboxItemDetail,
  type InboxKind,
  type InboxListResponse,
  TIP_ALREADY_DRAFTED,
  UNPAID_ORDER_OLD_DAYS,
} from '@rg/domain/desk'
import { displayName } from '@rg/domain/profile'
import type { Queryable } from '../../db/database.ts'
import { readAudit, writeAudit } from '../audit-log.ts'
import { createOffer } from '../offers/offer-write.ts'
import { type Outcome, ok, refused } from '../outcome.ts'

/*
 * The operator's desk (docs/decisions/1060-operator-desk.md). Everything runs as the acting admin (asUser): the
 * admin-only policies of the tables decide what is read and changed, and the route helper has checked the role in
 * the database before any of this runs.
 */

const count = async (tx: Queryable, sql: string, values: unknown[] = []) =>
  Number((await tx.query<{ n: string | number }>(sql, values)).rows[0]?.n ?? 0)

/**
 * One statement per card, so each count is its own index lookup (measured in the API benchmark). `deadMail` counts
 * the outbox's dead letters, a table only the service role reads: the caller passes it in, run last.
 */
export async function dashboard(
  tx: Queryable,
  deadMail: () => Promise<number>,
): Promise<Outcome<AdminDashboard>> {
  const pendingOffers = `select count(*) as n from public.offers where status = 'PENDING' and kind = $1`
  const pending = {
    listings: await count(tx, pendingOffers, ['LISTING']),
    services: await count(tx, pendingOffers, ['SERVICE']),
    verificationRequests: await count(
      tx,
      `select count(*) as n from public.profiles where verification_status = 'REQUESTED'`,
    ),
    unpaidOrders: await count(tx, `select count(*) as n from public.orders where status = 'PENDING'`),
    unpaidOrdersOld: await count(
      tx,
      `select count(*) as n from public.orders
       where status = 'PENDING' and created_at < now() - make_interval(days => $1)`,
      [UNPAID_ORDER_OLD_DAYS],
    ),
    newTips: await count(tx, `select count(*) as n from public.spotter_tips where status = 'NEW'`),
    newMessages: await count(tx, `select count(*) as n from public.contact_messages where status = 'NEW'`),
    newThreadReports: await count(
      tx,
      `select count(*) as n from public.message_thread_reports where status = 'NEW'`,
    ),
    // reports an admin dismissed by keeping the review no longer count (docs/decisions/1111)
    reportedReviews: await count(
      tx,
      'select count(distinct review_id) as n from public.review_reports where dismissed_at is null',
    ),
    // imported payments that wait for a person (docs/decisions/1303-payments-queue.md), over their partial index
    paymentsToReview: await count(
      tx,
      `select count(*) as n from public.bank_payments where outcome <> 'MATCHED' and resolution is null`,
    ),
  }
  // The last 30 days in Prague's calendar: ended days as counted once, today live (docs/decisions/1661-dashboard-days.md).
  const { rows } = await tx.query<{
    day: string
    new_users: string | number
    published: string | number
    unlocks: string | number
    credits: string | number
    revenue: string | number
  }>(
    `select to_char(day, 'YYYY-MM-DD') as day, new_users, published, unlocks, credits, revenue
     from public.dashboard_series()`,
  )
  return ok({
    pending: { ...pending, deadMail: await deadMail() },
    last30Days: rows.map((r) => ({
      date: r.day,
      newUsers: Number(r.new_users),
      publishedOffers: Number(r.published),
      unlocks: Number(r.unlocks),
      creditsSold: Number(r.credits),
      revenueCzk: Number(r.revenue),
    })),
  })
}

const INBOX_TABLE: Record<InboxKind, { table: string; subject: string }> = {
  TIP: { table: 'spotter_tips', subject: 'spotter_tip' },
  MESSAGE: { table: 'contact_messages', subject: 'contact_message' },
  THREAD_REPORT: { table: 'message_thread_reports', subject: 'thread_report' },
}
const subjectOf = (kind: InboxKind, id: string) => `${INBOX_TABLE[kind].subject}:${id}`

/** Tips and messages as one list: the same columns, a message has no place and no draft. */
const INBOX_ROWS = `
  select 'TIP' as kind, t.id, t.status, t.name, t.email, t.phone, t.location, t.description as text, t.admin_note,
    t.created_at, t.handled_at, t.handled_by, t.draft_offer_id, t.user_id as account_id, null::uuid as thread_id
  from public.spotter_tips t
  union all
  select 'MESSAGE', m.id, m.status, m.name, m.email, m.phone, null, m.message, m.admin_note, m.created_at,
    m.handled_at, m.handled_by, null, m.user_id, null
  from public.contact_messages m
  union all
  select 'THREAD_REPORT', r.id, r.status, coalesce(nullif(concat_ws(' ', p.first_name, p.last_name), ''), p.email),
    p.email, null, 'Konverzace k nabídce „' || o.pub_name || '“', r.reason, r.admin_note, r.created_at,
    r.handled_at, r.handled_by, null, r.reporter_id, r.thread_id
  from public.message_thread_reports r join public.profiles p on p.id = r.reporter_id
    join public.message_threads th on th.id = r.thread_id join public.offers o on o.id = th.offer_id`

interface InboxRow {
  kind: InboxKind
  id: string
  status: InboxItem['state']
  name: string
  email: string
  phone: string | null
  location: string | null
  text: string
  admin_note: string
  created_at: Date | string
  handled_at: Date | string | null
  handler_email: string | null
  handler_first: string | null
  handler_last: string | null
  draft_offer_id: string | number | null
  account_id: string | null
  thread_id: string | null
  total?: string | number
}

const iso = (d: Date | string) => new Date(d).toISOString()
const toItem = (r: InboxRow): InboxItem => ({
  id: r.id,
  kind: r.kind,
  state: r.status,
  name: r.name,
  email: r.email,
  phone: r.phone,
  location: r.location,
  text: r.text,
  adminNote: r.admin_note,
  createdAt: iso(r.created_at),
  handledAt: r.handled_at ? iso(r.handled_at) : null,
  handledBy: r.handler_email
    ? displayName({ firstName: r.handler_first, lastName: r.handler_last, email: r.handler_email })
    : null,
  draftOfferId: r.draft_offer_id === null ? null : Number(r.draft_offer_id),
  accountId: r.account_id,
  threadId: r.thread_id,
})

const INBOX_SELECT = `select i.*, h.email as handler_email, h.first_name as handler_first, h.last_name as handler_last
  from (${INBOX_ROWS}) i left join public.profiles h on h.id = i.handled_by`

export async function listInbox(
  tx: Queryable,
  query: EndpointInput<'adminListInbox'>['query'],
): Promise<Outcome<InboxListResponse>> {
  const { page, pageSize } = query
  const { rows } = await tx.query<InboxRow>(
    `select *, count(*) over () as total from (${INBOX_SELECT}) x
     where ($1::text is null or kind = $1) and ($2::text is null or status = $2)
     order by created_at desc, id limit $3 offset $4`,
    [query.kind ?? null, query.state ?? null, pageSize, (page - 1) * pageSize],
  )
  const total =
    rows.length > 0
      ? Number(rows[0]?.total)
      : await count(
          tx,
          `select count(*) as n from (${INBOX_ROWS}) x
           where ($1::text is null or kind = $1) and ($2::text is null or status = $2)`,
          [query.kind ?? null, query.state ?? null],
        )
  return ok({ items: rows.map(toItem), page, pageSize, total })
}

const NOT_FOUND = refused(DESK_ITEM_NOT_FOUND)

export async function getInboxItem(
  tx: Queryable,
  kind: InboxKind,
  id: string,
): Promise<Outcome<InboxItemDetail>> {
  const row = (await tx.query<InboxRow>(`${INBOX_SELECT} where i.kind = $1 and i.id = $2`, [kind, id]))
    .rows[0]
  if (!row) return NOT_FOUND
  return ok({ ...toItem(row), audit: await readAudit(tx, { subject: subjectOf(kind, id) }) })
}

/** A state change, a note, or both; each written to the audit log with before and after. */
export async function updateInboxItem(
  tx: Queryable,
  actorId: string,
  kind: InboxKind,
  id: string,
  change: EndpointInput<'adminUpdateInboxItem'>['body'],
): Promise<Outcome<InboxItemDetail>> {
  const { table } = INBOX_TABLE[kind]
  const before = (
    await tx.query<{ status: string; admin_note: string }>(
      `select status, admin_note from public.${table} where id = $1 for update`,
      [id],
    )
  ).rows[0]
  if (!before) return NOT_FOUND
  const state = change.state ?? before.status
  const note = change.note ?? before.admin_note
  if (state === before.status && note === before.admin_note) return getInboxItem(tx, kind, id)
  await tx.query(
    `update public.${table} set status = $2, admin_note = $3, handled_at = now(), handled_by = $4 where id = $1`,
    [id, state, note, actorId],
  )
  const on = { subject: subjectOf(kind, id) }
  if (state !== before.status)
    await writeAudit(tx, actorId, on, 'INBOX_STATE', { state: before.status }, { state })
  if (note !== before.admin_note)
    await writeAudit(tx, actorId, on, 'INBOX_NOTE', { note: before.admin_note }, { note })
  return getInboxItem(tx, kind, id)
}

/**
 * A tip becomes a draft listing owned by the acting admin (the operator's staff work it up before it is submitted);
 * the tip keeps the link (spotter_tips.draft_offer_id) and moves to IN_PROGRESS. A tip is turned into one draft only.
 */
export async function tipToDraft(
  tx: Queryable,
  actorId: string,
  kind: InboxKind,
  id: string,
): Promise<Outcome<InboxItemDetail>> {
  if (kind !== 'TIP') return refused(DRAFT_ONLY_FROM_TIP)
  const tip = (
    await tx.query<{
      name: string
      location: string | null
      description: string
      status: string
      draft_offer_id: string | number | null
    }>(
      'select name, location, description, status, draft_offer_id from public.spotter_tips where id = $1 for update',
      [id],
    )
  ).rows[0]
  if (!tip) return NOT_FOUND
  if (tip.draft_offer_id !== null) return refused(TIP_ALREADY_DRAFTED)
  const offerId = await createOffer(tx, actorId, {
    kind: 'LISTING',
    category: 'REAL_ESTATE',
    pubName: `Tip: ${tip.location ?? tip.name}`.slice(0, 120),
    pubNameSecondary: null,
    pubKeywords: [],
    pubDescription: null,
    pubPrice: null,
    // the spotter's words stay in the private part until the operator writes the public teaser
    privDescription: `Tip od: ${tip.name}\n\n${tip.description}`.slice(0, 20_000),
    street: null,
    city: null,
    postcode: null,
    region: null,
  })
  const state = tip.status === 'NEW' ? 'IN_PROGRESS' : tip.status
  await tx.query(
    `update public.spotter_tips set draft_offer_id = $2, status = $3, handled_at = now(), handled_by = $4
     where id = $1`,
    [id, offerId, state, actorId],
  )
  await writeAudit(tx, actorId, { subject: subjectOf(kind, id) }, 'TIP_TO_DRAFT', {}, { offerId })
  return getInboxItem(tx, kind, id)
}
