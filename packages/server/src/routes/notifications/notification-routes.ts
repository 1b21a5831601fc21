import { asUser } from '../../db/as-user.ts'
import type { Database } from '../../db/database.ts'
import {
  listNotifications,
  markNotificationsRead,
  notificationPreferences,
  saveNotificationPreferences,
} from '../../services/notifications/notification-centre.ts'
import { ok } from '../../services/outcome.ts'
import { defineRoute } from '../define-route.ts'

/** /api/notifications: the notification centre (the bell and /portal/notifications). */
export function notificationRoutes(db: Database) {
  return [
    defineRoute('listNotifications', async ({ claims, input }) =>
      ok(await asUser(db, claims, (tx) => listNotifications(tx, input.query.before))),
    ),
    defineRoute('markNotificationsRead', async ({ claims, input }) =>
      asUser(db, claims, (tx) => markNotificationsRead(tx, input.body)),
    ),
    defineRoute('getNotificationPreferences', async ({ claims }) =>
      ok(await asUser(db, claims, notificationPreferences)),
    ),
    defineRoute('saveNotificationPreferences', async ({ claims, input }) =>
      ok(await asUser(db, claims, (tx) => saveNotificationPreferences(tx, claims.sub, input.body))),
    ),
  ]
}
