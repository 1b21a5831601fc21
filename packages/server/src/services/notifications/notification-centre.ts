import {
  NOTIFICATION_NOT_FOUND,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationListResponse,
  type NotificationPreferences,
  type NotificationsReadRequest,
} from '@rg/domain/notifications'
import { asUser, type RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { fail, type Outcome, ok } from '../outcome.ts'

interface NotificationRow {
  id: string
  kind: Notification['kind']
  title: string
  body: string | null
  link: string | null
  read_at: Date | null
  created_at: Date
}

const unreadCount = async (tx: Queryable) =>
  Number(
    (await tx.query<{ n: string }>('select count(*) as n from public.notifications where read_at is null'))
      .rows[0]?.n ?? 0,
  )

/**
 * The requester's notifications (RLS: the caller runs as the user), newest first, a page at a time, with the unread
 * count. `before`: the id of the oldest one shown, the page continues after it (keyset on created_at, id, so new
 * notifications arriving meanwhile neither repeat nor skip any). Another user's id finds no row and so no page.
 */
export const listNotifications = (
  db: Database,
  claims: RequestClaims,
  before: string | undefined,
): Promise<NotificationListResponse> => asUser(db, claims, (tx) => notificationPage(tx, before))

async function notificationPage(
  tx: Queryable,
  before: string | undefined,
): Promise<NotificationListResponse> {
  const { rows } = await tx.query<NotificationRow>(
    `select n.id, n.kind, n.title, n.body, n.link, n.read_at, n.created_at from public.notifications n
     where $1::uuid is null
       or (n.created_at, n.id) < (select b.created_at, b.id from public.notifications b where b.id = $1::uuid)
     order by n.created_at desc, n.id desc limit ${NOTIFICATION_PAGE_SIZE + 1}`,
    [before ?? null],
  )
  return {
    items: rows.slice(0, NOTIFICATION_PAGE_SIZE).map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      link: r.link,
      readAt: r.read_at ? new Date(r.read_at).toISOString() : null,
      createdAt: new Date(r.created_at).toISOString(),
    })),
    unreadCount: await unreadCount(tx),
    hasMore: rows.length > NOTIFICATION_PAGE_SIZE,
  }
}

/**
 * Marks the given notifications or all as read. An id the requester cannot see (another user's under RLS, or none)
 * answers 404 and marks nothing, so the answer never says "done" for what was not the caller's.
 */
export const markNotificationsRead = (
  db: Database,
  claims: RequestClaims,
  request: NotificationsReadRequest,
): Promise<Outcome<{ unreadCount: number }>> => asUser(db, claims, (tx) => markRead(tx, request))

async function markRead(
  tx: Queryable,
  request: NotificationsReadRequest,
): Promise<Outcome<{ unreadCount: number }>> {
  if ('all' in request) {
    await tx.query('update public.notifications set read_at = now() where read_at is null')
  } else {
    const ids = [...new Set(request.ids.map((id) => id.toLowerCase()))]
    const visible = await tx.query<{ n: string }>(
      'select count(*) as n from public.notifications where id = any($1::uuid[])',
      [ids],
    )
    if (Number(visible.rows[0]?.n) !== ids.length)
      return fail(404, NOTIFICATION_NOT_FOUND.code, NOTIFICATION_NOT_FOUND.message)
    await tx.query(
      'update public.notifications set read_at = now() where read_at is null and id = any($1::uuid[])',
      [ids],
    )
  }
  return ok({ unreadCount: await unreadCount(tx) })
}

/** The requester's e-mail preferences (as the user): nothing switched off, messages per unread run, until saved. */
export const notificationPreferences = (
  db: Database,
  claims: RequestClaims,
): Promise<NotificationPreferences> => asUser(db, claims, readPreferences)

async function readPreferences(tx: Queryable): Promise<NotificationPreferences> {
  const { rows } = await tx.query<{
    email_off: NotificationPreferences['emailOff']
    message_email: NotificationPreferences['messageEmail']
  }>('select email_off, message_email from public.notification_preferences')
  return { emailOff: rows[0]?.email_off ?? [], messageEmail: rows[0]?.message_email ?? 'EACH_RUN' }
}

export const saveNotificationPreferences = (
  db: Database,
  claims: RequestClaims & { sub: string },
  preferences: NotificationPreferences,
): Promise<NotificationPreferences> =>
  asUser(db, claims, async (tx) => {
    await tx.query(
      `insert into public.notification_preferences (user_id, email_off, message_email) values ($1, $2, $3)
       on conflict (user_id) do update set email_off = excluded.email_off, message_email = excluded.message_email,
         updated_at = now()`,
      [claims.sub, preferences.emailOff, preferences.messageEmail],
    )
    return readPreferences(tx)
  })
