import { z } from 'zod'
import { dateTimeSchema, uuidSchema } from './fields.schema.ts'

/** docs/product/notifications.md "Notifications and e-mail". */
export const NOTIFICATION_KINDS = [
  'OFFER_APPROVED',
  'OFFER_REJECTED',
  'OFFER_UNLOCKED',
  'WATCHDOG_MATCH',
  'VERIFICATION_APPROVED',
  'VERIFICATION_REJECTED',
  'PAYMENT_RECEIVED',
  'PASSWORD_CHANGED',
  'REVIEW_REMOVED',
] as const
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS)
export type NotificationKind = z.infer<typeof notificationKindSchema>

export const notificationSchema = z.object({
  id: uuidSchema,
  kind: notificationKindSchema,
  title: z.string(),
  body: z.string().nullable(),
  /** A same-site path to open, e.g. /portal/listings/12. */
  link: z.string().nullable(),
  readAt: dateTimeSchema.nullable(),
  createdAt: dateTimeSchema,
})
export type Notification = z.infer<typeof notificationSchema>

/** GET /api/notifications: newest first. */
export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
})
export type NotificationListResponse = z.infer<typeof notificationListResponseSchema>

/** POST /api/notifications/read: the given ids, or all of them. */
export const notificationsReadRequestSchema = z.union(
  [
    z.object({ ids: z.array(uuidSchema).min(1, 'Chybí oznámení k označení.') }),
    z.object({ all: z.literal(true) }),
  ],
  { error: 'Uveďte oznámení, nebo označte všechna.' },
)
export type NotificationsReadRequest = z.infer<typeof notificationsReadRequestSchema>
export const notificationsReadResponseSchema = z.object({ unreadCount: z.number().int().min(0) })
