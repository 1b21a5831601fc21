/* @rg/domain/notifications: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  EMAIL_OPTIONAL_KINDS,
  MESSAGE_EMAIL_LABELS,
  MESSAGE_EMAIL_MODES,
  type MessageEmailMode,
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_NOT_FOUND,
  NOTIFICATION_PAGE_SIZE,
  type Notification,
  type NotificationKind,
  type NotificationListQuery,
  type NotificationListResponse,
  type NotificationPreferences,
  type NotificationsReadRequest,
  notificationListResponseSchema,
  notificationPreferencesSchema,
  notificationsReadResponseSchema,
} from './notifications.schema.ts'
