import { z } from 'zod'
import type { ApiError } from '../fields/api-error.schema.ts'
import { dateTimeSchema, uuidSchema } from '../fields/fields.schema.ts'

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
  'OFFER_TAKEN_DOWN',
  'NEW_MESSAGE',
  'ACCESS_REQUESTED',
  'ACCESS_DECIDED',
  'UNLOCK_REFUNDED',
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

/** How many notifications one answer of GET /api/notifications holds (the bell shows the first few). */
export const NOTIFICATION_PAGE_SIZE = 30

/** GET /api/notifications?before=<id>: the page older than that notification ("Načíst starší"); none: the newest. */
export const notificationListQuerySchema = z.object({ before: uuidSchema.optional() })
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>

/** GET /api/notifications: newest first, NOTIFICATION_PAGE_SIZE at most; hasMore: older ones follow. */
export const notificationListResponseSchema = z.object({
  items: z.array(notificationSchema),
  unreadCount: z.number().int().min(0),
  hasMore: z.boolean(),
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
/**
 * POST /api/notifications/read naming an id that is not the requester's (someone else's or none): 404 and nothing
 * changes, as for any other resource one may not see (docs/security.md "Others' data").
 */
export const NOTIFICATION_NOT_FOUND: ApiError = { code: 'not_found', message: 'Oznámení nebylo nalezeno.' }

/** Kinds whose e-mail a user may switch off (in-app notifications always stay; a password change is always mailed). */
export const EMAIL_OPTIONAL_KINDS = NOTIFICATION_KINDS.filter((k) => k !== 'PASSWORD_CHANGED')
export type EmailOptionalKind = Exclude<NotificationKind, 'PASSWORD_CHANGED'>

export const NOTIFICATION_KIND_LABELS: Readonly<Record<NotificationKind, string>> = {
  OFFER_APPROVED: 'Schválení mé nabídky',
  OFFER_REJECTED: 'Zamítnutí mé nabídky',
  OFFER_UNLOCKED: 'Někdo odemkl mou nabídku',
  WATCHDOG_MATCH: 'Hlídací psi a oblíbené nabídky (nové nabídky, zlevnění, stažení)',
  VERIFICATION_APPROVED: 'Ověření profilu schváleno',
  VERIFICATION_REJECTED: 'Ověření profilu zamítnuto',
  PAYMENT_RECEIVED: 'Přijatá platba',
  PASSWORD_CHANGED: 'Změna hesla',
  REVIEW_REMOVED: 'Odstranění mého hodnocení',
  OFFER_TAKEN_DOWN: 'Stažení mé nabídky administrátorem',
  NEW_MESSAGE: 'Nové zprávy v konverzacích',
  ACCESS_REQUESTED: 'Žádost investora o přístup k mé nabídce',
  ACCESS_DECIDED: 'Rozhodnutí o mé žádosti o přístup',
  UNLOCK_REFUNDED: 'Vrácení kreditů za staženou nabídku',
}

/**
 * How new messages come by e-mail: once per unread run of a thread (docs/decisions/1522), or one daily digest of the
 * day's unread messages (docs/decisions/1681-daily-message-digest.md).
 */
export const MESSAGE_EMAIL_MODES = ['EACH_RUN', 'DAILY'] as const
export type MessageEmailMode = (typeof MESSAGE_EMAIL_MODES)[number]
export const MESSAGE_EMAIL_LABELS: Readonly<Record<MessageEmailMode, string>> = {
  EACH_RUN: 'Hned, jednou za konverzaci, dokud zprávy nepřečtete',
  DAILY: 'Jednou denně souhrn nepřečtených zpráv',
}

/** GET/PUT /api/notifications/preferences: which kinds the user does not want by e-mail, and how messages come. */
export const notificationPreferencesSchema = z
  .object({
    messageEmail: z
      .enum(MESSAGE_EMAIL_MODES, { error: 'Neznámá volba e-mailů o zprávách.' })
      .default('EACH_RUN'),
    emailOff: z
      .array(
        z
          .enum(NOTIFICATION_KINDS, { error: 'Neznámý druh oznámení.' })
          .refine((k) => k !== 'PASSWORD_CHANGED', {
            message: 'Upozornění na změnu hesla posíláme vždy.',
          }),
      )
      .max(NOTIFICATION_KINDS.length)
      .transform((kinds) => [...new Set(kinds)].sort()),
  })
  .strict()
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>
