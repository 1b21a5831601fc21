import type { EndpointDef } from '../contract/endpoint-def.ts'
import {
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPreferencesSchema,
  notificationsReadRequestSchema,
  notificationsReadResponseSchema,
} from './notifications.schema.ts'

/*
 * The bell and the notification preferences.
 */
export const NOTIFICATION_ENDPOINTS = {
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    access: 'user',
    query: notificationListQuerySchema,
    response: notificationListResponseSchema,
  },
  markNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read',
    access: 'user',
    body: notificationsReadRequestSchema,
    response: notificationsReadResponseSchema,
  },
  getNotificationPreferences: {
    method: 'GET',
    path: '/api/notifications/preferences',
    access: 'user',
    response: notificationPreferencesSchema,
  },
  saveNotificationPreferences: {
    method: 'PUT',
    path: '/api/notifications/preferences',
    access: 'user',
    body: notificationPreferencesSchema,
    response: notificationPreferencesSchema,
  },
} as const satisfies Record<string, EndpointDef>
