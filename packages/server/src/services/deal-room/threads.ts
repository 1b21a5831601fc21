import {
  type AdminThread,
  ATTACHMENT_NOT_FOUND,
  ATTACHMENT_NOT_OWN,
  investorLabel,
  type Message,
  messageLimitRefusal,
  messagePreview,
  shouldNotifyRecipient,
  THREAD_ALREADY_REPORTED,
  THREAD_NOT_FOUND,
  THREAD_NOT_REPORTED,
  type ThreadDetail,
  type ThreadListResponse,
  type ThreadParty,
  type ThreadSummary,
} from '@rg/domain/deal-room'
import { displayName } from '@rg/domain/profile'
import { STORAGE_BUCKETS } from '@rg/domain/uploads'
import { continueAsService, type RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import type { Mailer } from '../../mail/mailer.ts'
import type { Storage } from '../../storage/storage.ts'
import { writeAudit } from '../audit-log.ts'
import { notifyUser } from '../notifications.ts'
import { actAsUser, fail, type Outcome, ok, refused } from '../outcome.ts'

/*
 * Threads between an offer's owner and one investor (docs/decisions/1520-deal-room-threads.md). Reads run as the
 * requester, so row-level security lets only the two parties (and admins, for reported threads) see a thread and its
 * messages; the parties' names come afterwards as the service role, for the threads already found.
 */

type Claims = RequestClaims & { sub: string }

interface ThreadRow {
  id: string
  offer_id: string | number
  owner_id: string
  investor_id: string
  created_at: Date | string
  last_message_at: Date | string | null
  owner_read_at: Date | string | null
  investor_read_at: Date | string | null
  owner_notified_at: Date | string | null
  investor_notified_at: Date | string | null
  investor_revealed_at: Date | string | null
}

interface PartyRow {
  id: string
  offer_name: string
  investor_no: string | number
  share_contact: boolean | null
  owner_first: string | null
  owner_last: string | null
  owner_email: string
  investor_first: string | null
  investor_last: string | null
  investor_email: string
}

const iso = (d: Date | string) => new Date(d).toISOString()
const date = (d: Date | string | null) => (d === null ? null : new Date(d))

/**
 * Who the owner sees on the other side of a thread: the investor's name and e-mail while the investor shares their
 * contact on this offer, otherwise only "Investor č. N". Both follow the lead list's consent
 * (docs/decisions/1500-lead-contact-consent.md): `shares` is the unlock's `share_contact` (set at the unlock, by a
 * reply with "Sdílet můj kontakt s vlastníkem", revoked with the remembered default) and N the unlock's `investor_no`,
 * so the owner sees the same person the same way in the lead list and in the messages
 * (docs/decisions/1520-deal-room-threads.md).
 */
export function investorAsOwnerSeesThem(
  shares: boolean,
  investorNo: number,
  investor: { firstName: string | null; lastName: string | null; email: string },
): ThreadParty {
  if (!shares) return { label: investorLabel(investorNo), email: null, anonymous: true }
  return { label: displayName(investor), email: investor.email, anonymous: false }
}

/** The parties' names and the offers' names of threads the requester already found under RLS. */
async function partiesOf(tx: Queryable, ids: string[]): Promise<Map<string, PartyRow>> {
  if (ids.length === 0) return new Map()
  await continueAsService(tx)
  const { rows } = await tx.query<PartyRow>(
    `select t.id, o.pub_name as offer_name, coalesce(u.investor_no, t.investor_no) as investor_no, u.share_contact,
       op.first_name as owner_first, op.last_name as owner_last, op.email as owner_email,
       ip.first_name as investor_first, ip.last_name as investor_last, ip.email as investor_email
     from (select m.*, row_number() over (partition by m.offer_id order by m.created_at, m.id) as investor_no
           from public.message_threads m
           where m.offer_id in (select offer_id from public.message_threads where id = any ($1::uuid[]))) t
     join public.offers o on o.id = t.offer_id
     join public.profiles op on op.id = t.owner_id
     join public.profiles ip on ip.id = t.investor_id
     left join public.offer_unlocks u on u.offer_id = t.offer_id and u.user_id = t.investor_id
     where t.id = any ($1::uuid[])`,
    [ids],
  )
  return new Map(rows.map((r) => [r.id, r]))
}

function counterpartFor(userId: string, t: ThreadRow, p: PartyRow): ThreadParty {
  if (t.investor_id === userId) {
    return {
      label: displayName({ firstName: p.owner_first, lastName: p.owner_last, email: p.owner_email }),
      email: p.owner_email,
      anonymous: false,
    }
  }
  return investorAsOwnerSeesThem(p.share_contact === true, Number(p.investor_no), {
    firstName: p.investor_first,
    lastName: p.investor_last,
    email: p.investor_email,
  })
}

const THREAD_COLUMNS = `t.id, t.offer_id, t.owner_id, t.investor_id, t.created_at, t.last_message_at, t.owner_read_at,
  t.investor_read_at, t.owner_notified_at, t.investor_notified_at, t.investor_revealed_at`

/** How many threads one list answers at most (a person has far fewer; the bound keeps the answer small). */
const THREAD_LIST_MAX = 200

export function listThreads(
  db: Database,
  claims: Claims,
  offerId: number | undefined,
): Promise<Outcome<ThreadListResponse>> {
  return actAsUser(db, claims, async (tx) => {
    const { rows } = await tx.query<ThreadRow & { unread: string | number; last_body: string | null }>(
      `select ${THREAD_COLUMNS},
         (select count(*) from public.messages x where x.thread_id = t.id and x.sender_id <> $1
            and x.created_at > coalesce(case when t.owner_id = $1 then t.owner_read_at else t.investor_read_at end,
                                        '-infinity'::timestamptz)) as unread,
         (select x.body from public.messages x where x.thread_id = t.id
            order by x.created_at desc, x.id desc limit 1) as last_body
       from public.message_threads t
       where $1 in (t.owner_id, t.investor_id) and ($2::bigint is null or t.offer_id = $2)
       order by coalesce(t.last_message_at, t.created_at) desc, t.id limit ${THREAD_LIST_MAX}`,
      [claims.sub, offerId ?? null],
    )
    const parties = await partiesOf(
      tx,
      rows.map((r) => r.id),
    )
    const items: ThreadSummary[] = []
    for (const r of rows) {
      const p = parties.get(r.id)
      if (!p) continue
      items.push({
        id: r.id,
        offer: { id: Number(r.offer_id), name: p.offer_name },
        role: r.owner_id === claims.sub ? 'OWNER' : 'INVESTOR',
        counterpart: counterpartFor(claims.sub, r, p),
        lastMessageAt: r.last_message_at ? iso(r.last_message_at) : null,
        preview: r.last_body === null ? null : messagePreview(r.last_body),
        unread: Number(r.unread),
      })
    }
    const unreadCount = items.reduce((n, t) => n + t.unread, 0)
    return ok({ items, unreadCount })
  })
}

/** The thread as its party sees it, marked read for them (an admin reads through adminReadReportedThread). */
export function getThread(db: Database, claims: Claims, id: string): Promise<Outcome<ThreadDetail>> {
  return actAsUser(db, claims, async (tx) => {
    const thread = await partyThread(tx, claims.sub, id)
    if (!thread) return refused(THREAD_NOT_FOUND)
    const { rows } = await tx.query<{
      id: string
      sender_id: string
      body: string
      document_id: string | null
      document_name: string | null
      created_at: Date | string
    }>(
      `select id, sender_id, body, document_id, document_name, created_at from public.messages
       where thread_id = $1 order by created_at, id`,
      [id],
    )
    const readAt = thread.owner_id === claims.sub ? thread.owner_read_at : thread.investor_read_at
    const unread = rows.filter(
      (m) => m.sender_id !== claims.sub && (readAt === null || new Date(m.created_at) > new Date(readAt)),
    ).length
    const reported =
      (
        await tx.query(
          'select 1 from public.message_thread_reports where thread_id = $1 and reporter_id = $2',
          [id, claims.sub],
        )
      ).rows.length > 0
    const messages: Message[] = rows.map((m) => ({
      id: m.id,
      mine: m.sender_id === claims.sub,
      body: m.body,
      attachment: m.document_id && m.document_name ? { name: m.document_name } : null,
      createdAt: iso(m.created_at),
    }))
    const parties = await partiesOf(tx, [id])
    const p = parties.get(id)
    if (!p) return refused(THREAD_NOT_FOUND)
    // Read now: the requester's side only (the service role writes it, for the thread RLS just let them see).
    await tx.query(
      `update public.message_threads set ${thread.owner_id === claims.sub ? 'owner_read_at' : 'investor_read_at'} = now()
       where id = $1`,
      [id],
    )
    const last = rows.at(-1)
    return ok({
      id,
      offer: { id: Number(thread.offer_id), name: p.offer_name },
      role: thread.owner_id === claims.sub ? 'OWNER' : 'INVESTOR',
      counterpart: counterpartFor(claims.sub, thread, p),
      lastMessageAt: thread.last_message_at ? iso(thread.last_message_at) : null,
      preview: last ? messagePreview(last.body) : null,
      unread,
      messages,
      reported,
    })
  })
}

/** The thread if the requester is one of its two parties (RLS answers the rest: nothing). */
async function partyThread(tx: Queryable, userId: string, id: string): Promise<ThreadRow | undefined> {
  return (
    await tx.query<ThreadRow>(
      `select ${THREAD_COLUMNS} from public.message_threads t where t.id = $1 and $2 in (t.owner_id, t.investor_id)`,
      [id, userId],
    )
  ).rows[0]
}

export interface SendDeps {
  db: Database
  mailer: Mailer
  origin: string
}

/**
 * A message into a thread the sender is a party of: bounded per thread and day and per thread in all (the route
 * bounds the sender over all threads). An attached document must be the sender's own. The investor's reply
 * with shareContact reveals their name and e-mail to the owner from then on. The recipient is told (in-app and by
 * e-mail unless switched off) once per unread run (decision 1522).
 */
export async function sendMessage(
  deps: SendDeps,
  claims: Claims,
  id: string,
  input: { body: string; documentId?: string; shareContact?: boolean },
): Promise<Outcome<Message>> {
  const { db, mailer, origin } = deps
  return actAsUser(db, claims, async (tx) => {
    const thread = await partyThread(tx, claims.sub, id)
    if (!thread) return refused(THREAD_NOT_FOUND)
    let documentName: string | null = null
    if (input.documentId) {
      // Under RLS: only the sender's own documents are visible.
      const doc = (
        await tx.query<{ name: string }>(
          'select name from public.user_documents where id = $1 and user_id = $2',
          [input.documentId, claims.sub],
        )
      ).rows[0]
      if (!doc) return refused(ATTACHMENT_NOT_OWN)
      documentName = doc.name
    }
    await continueAsService(tx, claims.sub)
    // One thread's messages are written one at a time, so the counts below hold under concurrency.
    await tx.query('select id from public.message_threads where id = $1 for update', [id])
    const counts = (
      await tx.query<{ today: string | number; total: string | number }>(
        `select count(*) filter (where sender_id = $2 and created_at > now() - interval '1 day') as today,
           count(*) as total
         from public.messages where thread_id = $1`,
        [id, claims.sub],
      )
    ).rows[0]
    const limit = messageLimitRefusal({
      senderToday: Number(counts?.today ?? 0),
      thread: Number(counts?.total ?? 0),
    })
    if (limit) return refused(limit)
    const row = (
      await tx.query<{ id: string; created_at: Date | string }>(
        `insert into public.messages (thread_id, sender_id, body, document_id, document_name)
         values ($1, $2, $3, $4, $5) returning id, created_at`,
        [id, claims.sub, input.body, input.documentId ?? null, documentName],
      )
    ).rows[0]
    if (!row) throw new Error('message insert returned no row')
    const senderIsOwner = thread.owner_id === claims.sub
    const reveal = !senderIsOwner && input.shareContact === true && thread.investor_revealed_at === null
    // The reply's "Sdílet můj kontakt s vlastníkem" is the consent of the lead list too: ticked shares, unticked stops
    // sharing on this offer (docs/decisions/1500-lead-contact-consent.md).
    if (!senderIsOwner && input.shareContact !== undefined) {
      await tx.query(
        `update public.offer_unlocks set share_contact = $3, share_changed_at = now()
         where offer_id = $1 and user_id = $2 and share_contact is distinct from $3`,
        [thread.offer_id, claims.sub, input.shareContact],
      )
    }
    await tx.query(
      `update public.message_threads set last_message_at = $2,
         ${senderIsOwner ? 'owner_read_at' : 'investor_read_at'} = $2
         ${reveal ? ', investor_revealed_at = $2' : ''}
       where id = $1`,
      [id, row.created_at],
    )
    const recipient = senderIsOwner ? thread.investor_id : thread.owner_id
    const notifiedAt = senderIsOwner ? thread.investor_notified_at : thread.owner_notified_at
    const readAt = senderIsOwner ? thread.investor_read_at : thread.owner_read_at
    if (shouldNotifyRecipient(date(notifiedAt), date(readAt))) {
      const offer = (
        await tx.query<{ pub_name: string }>('select pub_name from public.offers where id = $1', [
          thread.offer_id,
        ])
      ).rows[0]
      // A recipient who chose the daily digest gets the bell now and the mail with the day's others
      // (docs/decisions/1681-daily-message-digest.md).
      const daily =
        (
          await tx.query(
            `select 1 from public.notification_preferences where user_id = $1 and message_email = 'DAILY'`,
            [recipient],
          )
        ).rows.length > 0
      await notifyUser(
        tx,
        mailer,
        recipient,
        {
          kind: 'NEW_MESSAGE',
          title: `Nová zpráva k nabídce „${offer?.pub_name ?? ''}“`,
          body: `${senderIsOwner ? 'Vlastník nabídky' : 'Investor'} vám napsal zprávu k nabídce „${offer?.pub_name ?? ''}“. Další zprávy v této konverzaci vám připomeneme, až si ji přečtete.`,
          link: `/portal/messages?thread=${id}`,
          linkLabel: 'Přečíst zprávu',
        },
        origin,
        !daily,
      )
      await tx.query(
        `update public.message_threads set ${senderIsOwner ? 'investor_notified_at' : 'owner_notified_at'} = now()
         where id = $1`,
        [id],
      )
    }
    return ok(
      {
        id: row.id,
        mine: true,
        body: input.body,
        attachment: documentName ? { name: documentName } : null,
        createdAt: iso(row.created_at),
      },
      201,
    )
  })
}

/** "Nahlásit": the thread goes to the admin inbox (kind THREAD_REPORT); each party reports a thread once. */
export function reportThread(
  db: Database,
  claims: Claims,
  id: string,
  reason: string,
): Promise<Outcome<{ ok: true }>> {
  return actAsUser(db, claims, async (tx) => {
    const thread = await partyThread(tx, claims.sub, id)
    if (!thread) return refused(THREAD_NOT_FOUND)
    await continueAsService(tx, claims.sub)
    const inserted = await tx.query(
      `insert into public.message_thread_reports (thread_id, reporter_id, reason) values ($1, $2, $3)
       on conflict (thread_id, reporter_id) do nothing returning id`,
      [id, claims.sub, reason],
    )
    if (inserted.rows.length === 0) return refused(THREAD_ALREADY_REPORTED)
    return ok({ ok: true as const })
  })
}

/** A message's attachment, for either party: the sender's stored document as it is now. */
export async function readAttachment(
  db: Database,
  storage: Storage,
  claims: Claims,
  threadId: string,
  messageId: string,
): Promise<Outcome<{ name: string; mimeType: string; bytes: Uint8Array }>> {
  const found = await actAsUser(db, claims, async (tx) => {
    const thread = await partyThread(tx, claims.sub, threadId)
    if (!thread) return refused(THREAD_NOT_FOUND)
    const message = (
      await tx.query<{ document_id: string | null; sender_id: string }>(
        'select document_id, sender_id from public.messages where id = $1 and thread_id = $2',
        [messageId, threadId],
      )
    ).rows[0]
    if (!message?.document_id) return refused(ATTACHMENT_NOT_FOUND)
    // The document is the sender's (RLS hides it from the other party): read it as the service role.
    await continueAsService(tx, claims.sub)
    const doc = (
      await tx.query<{ name: string; mime_type: string; storage_path: string }>(
        'select name, mime_type, storage_path from public.user_documents where id = $1 and user_id = $2',
        [message.document_id, message.sender_id],
      )
    ).rows[0]
    return doc ? ok(doc) : refused(ATTACHMENT_NOT_FOUND)
  })
  if (!found.ok) return found
  const bytes = await storage.get(STORAGE_BUCKETS.documents, found.value.storage_path)
  if (!bytes) return fail(404, 'file_missing', 'Soubor přílohy už není k dispozici.')
  return ok({ name: found.value.name, mimeType: found.value.mime_type, bytes })
}

/**
 * The admin reads a reported thread (RLS shows admins reported threads only); every read is written to the audit
 * log with the thread as its subject, in the same transaction.
 */
export function adminReadReportedThread(
  db: Database,
  claims: Claims,
  id: string,
): Promise<Outcome<AdminThread>> {
  return actAsUser(db, claims, async (tx) => {
    const thread = (
      await tx.query<ThreadRow>(`select ${THREAD_COLUMNS} from public.message_threads t where t.id = $1`, [
        id,
      ])
    ).rows[0]
    const reports = (
      await tx.query<{ reason: string; created_at: Date | string }>(
        'select reason, created_at from public.message_thread_reports where thread_id = $1 order by created_at',
        [id],
      )
    ).rows
    if (!thread || reports.length === 0) return refused(THREAD_NOT_REPORTED)
    const messages = (
      await tx.query<{
        id: string
        sender_id: string
        body: string
        document_id: string | null
        document_name: string | null
        created_at: Date | string
      }>(
        `select id, sender_id, body, document_id, document_name, created_at from public.messages
         where thread_id = $1 order by created_at, id`,
        [id],
      )
    ).rows
    await writeAudit(
      tx,
      claims.sub,
      { subject: `thread:${id}` },
      'THREAD_READ',
      {},
      { messages: messages.length },
    )
    const p = (await partiesOf(tx, [id])).get(id)
    if (!p) return refused(THREAD_NOT_REPORTED)
    return ok({
      id,
      offer: { id: Number(thread.offer_id), name: p.offer_name },
      owner: { id: thread.owner_id, email: p.owner_email },
      investor: { id: thread.investor_id, email: p.investor_email },
      messages: messages.map((m) => ({
        id: m.id,
        from: m.sender_id === thread.owner_id ? ('OWNER' as const) : ('INVESTOR' as const),
        body: m.body,
        attachment: m.document_id && m.document_name ? { name: m.document_name } : null,
        createdAt: iso(m.created_at),
      })),
      reports: reports.map((r) => ({ reason: r.reason, createdAt: iso(r.created_at) })),
    })
  })
}

/** The thread of an unlock (opened with it; a repeat finds it). Runs in the unlock's transaction as the service role. */
export async function openThread(tx: Queryable, offerId: number, investorId: string): Promise<void> {
  await tx.query(OPEN_THREAD_SQL, [offerId, investorId])
}

/** openThread's statement ($1 the offer, $2 the investor), also run inside the unlock's single write (unlock.ts). */
export const OPEN_THREAD_SQL = `insert into public.message_threads (offer_id, owner_id, investor_id)
     select o.id, o.owner_id, $2 from public.offers o where o.id = $1 and o.owner_id <> $2
     on conflict (offer_id, investor_id) do nothing`
