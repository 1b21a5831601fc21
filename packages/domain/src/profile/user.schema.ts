import { z } from 'zod'

export const roleSchema = z.enum(['USER', 'VERIFIED', 'ADMIN', 'SUPER_ADMIN'])
export type Role = z.infer<typeof roleSchema>

export const creditTransactionSchema = z.object({
  id: z.string(),
  amount: z.number().int(),
  reason: z.enum([
    'WELCOME_BONUS',
    'PURCHASE',
    'SUBSCRIPTION_GRANT',
    'LISTING_UNLOCK',
    'ADMIN_ADJUSTMENT',
    'ACCESS_RESERVE',
    'ACCESS_RELEASE',
    'UNLOCK_REFUND',
  ]),
  note: z.string().nullable(),
  offerId: z.number().int().nullable(),
  /** The unlocked offer's public name (the credit history names it, issue 35); null without an offer. */
  offerTitle: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
})
export type CreditTransaction = z.infer<typeof creditTransactionSchema>

export const subscriptionTermSchema = z.enum(['MONTHLY', 'YEARLY'])
export const tierSchema = z.enum(['USAGE', 'BRONZE', 'SILVER', 'GOLD', 'ENTERPRISE'])

export const creditSubscriptionSchema = z.object({
  id: z.string(),
  tier: tierSchema,
  term: subscriptionTermSchema,
  /** Calendar day in Europe/Prague, YYYY-MM-DD. */
  startsAt: z.iso.date(),
})
export type CreditSubscription = z.infer<typeof creditSubscriptionSchema>

/** GET /api/user: the serialized user of docs/product/screens-and-limits.md "Data". */
export const serializedUserSchema = z.object({
  id: z.uuid(),
  email: z.email(),
  role: roleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  creditTransactions: z.array(creditTransactionSchema),
  creditSubscriptions: z.array(creditSubscriptionSchema),
  productGuideTooltipsViewed: z.array(z.string()),
  avatarUrl: z.string().nullable(),
})
export type SerializedUser = z.infer<typeof serializedUserSchema>
