import {
  NOTIFICATION_NOT_FOUND,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationPreferences,
} from '@rg/domain/notifications'
import { PAYMENT_RECEIVED_TITLE } from '@rg/domain/payments'
import { demoUser } from '../fixtures/user.ts'
import type { MockStore } from '../store.ts'
import { fail, mockRoute, ok, perUser } from './mock-route.ts'

const states = new WeakMap<MockStore, Map<string, Notification[]>>()

/** The demo user's notification centre: a watchdog match and a price drop unread, an older one read. */
export function demoNotifications(): Notification[] {
  return [
    {
      id: '1a2b3c4d-0001-4e5f-8a9b-0c1d2e3f4a5b',
      kind: 'WATCHDOG_MATCH',
      title: 'Hlídací pes „Byty na jižní Moravě“: snížení ceny',
      body: 'Nabídka „Byty v Brně“ zlevnila: cena klesla z 9 000 000 Kč na 8 000 000 Kč.',
      link: '/portal/listings/1',
      readAt: null,
      createdAt: '2026-11-23T08:15:00.000Z',
    },
    {
      id: '1a2b3c4d-0002-4e5f-8a9b-0c1d2e3f4a5b',
      kind: 'WATCHDOG_MATCH',
      title: 'Hlídací pes „Byty na jižní Moravě“: nová odpovídající nabídka',
      body: 'Nová nabídka „Byty v Brně“, Jihomoravský, 9 000 000 Kč.',
      link: '/portal/listings/1',
      readAt: null,
      createdAt: '2026-11-22T16:40:00.000Z',
    },
    {
      id: '1a2b3c4d-0003-4e5f-8a9b-0c1d2e3f4a5b',
      kind: 'PAYMENT_RECEIVED',
      title: PAYMENT_RECEIVED_TITLE,
      body: 'Děkujeme, platbu za „Balíček 10 kreditů“ jsme přijali.',
      link: '/portal/credits',
      readAt: '2026-11-20T10:00:00.000Z',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ]
}

/** A user's notifications in the store, newest first (stories and tests may push to it). */
export function notificationsOf(store: MockStore, userId: string): Notification[] {
  return perUser(states, store, userId, () => (userId === demoUser.id ? demoNotifications() : []))
}

const unread = (list: readonly Notification[]) => list.filter((n) => n.readAt === null).length

/** /api/notifications over the store, as the server's routes/notifications answer it. */
export function notificationHandlers(store: MockStore) {
  return {
    list: mockRoute(store, 'listNotifications', ({ input, account }) => {
      const list = notificationsOf(store, account.user.id)
      // As the server: the page after the notification `before` (none when it is not the user's).
      const { before } = input.query
      const start = before === undefined ? 0 : list.findIndex((n) => n.id === before) + 1 || list.length
      const page = list.slice(start, start + NOTIFICATION_PAGE_SIZE)
      return ok({ items: page, unreadCount: unread(list), hasMore: start + page.length < list.length })
    }),
    markRead: mockRoute(store, 'markNotificationsRead', ({ input, account }) => {
      const list = notificationsOf(store, account.user.id)
      const now = store.now().toISOString()
      const body = input.body
      // another user's id (or an unknown one) is a 404 and marks nothing, as on the server
      const own = new Set(list.map((n) => n.id.toLowerCase()))
      if ('ids' in body && !body.ids.every((id) => own.has(id.toLowerCase())))
        return fail(404, NOTIFICATION_NOT_FOUND.code, NOTIFICATION_NOT_FOUND.message)
      for (const n of list) {
        if (n.readAt === null && ('all' in body || body.ids.includes(n.id))) n.readAt = now
      }
      return ok({ unreadCount: unread(list) })
    }),
    preferences: mockRoute(store, 'getNotificationPreferences', ({ account }) =>
      ok(emailOff(store).get(account.user.id) ?? { emailOff: [], messageEmail: 'EACH_RUN' }),
    ),
    savePreferences: mockRoute(store, 'saveNotificationPreferences', ({ input, account }) => {
      const saved = { emailOff: [...input.body.emailOff], messageEmail: input.body.messageEmail }
      emailOff(store).set(account.user.id, saved)
      return ok(saved)
    }),
  }
}

/** Each user's e-mail preferences (the server's notification_preferences). */
const emailOffOf = new WeakMap<MockStore, Map<string, NotificationPreferences>>()
function emailOff(store: MockStore) {
  let map = emailOffOf.get(store)
  if (!map) {
    map = new Map()
    emailOffOf.set(store, map)
  }
  return map
}
