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
      ok(await listNotifications(db, claims, input.query.before)),
    ),
    defineRoute('markNotificationsRead', ({ claims, input }) =>
      markNotificationsRead(db, claims, input.body),
    ),
    defineRoute('getNotificationPreferences', async ({ claims }) =>
      ok(await notificationPreferences(db, claims)),
    ),
    defineRoute('saveNotificationPreferences', async ({ claims, input }) =>
      ok(await saveNotificationPreferences(db, claims, input.body)),
    ),
  ]
}
