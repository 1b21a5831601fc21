import { z } from 'zod'
import { CREDIT_PACKS } from '../tiers/tiers.ts'
import { dateTimeSchema, uuidSchema } from './fields.schema.ts'
import { subscriptionTermSchema, tierSchema } from './user.schema.ts'

export const ORDER_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const
export const orderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof orderStatusSchema>
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  PENDING: 'Čeká na platbu',
  PAID: 'Zaplaceno',
  CANCELLED: 'Zrušeno',
}

const packSizes = CREDIT_PACKS.map((p) => p.credits)

/** POST /api/orders: a credit pack or a subscription; the server prices it from the tier configuration. */
export const orderRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('CREDITS'),
    credits: z
      .number({ error: 'Vyberte balíček kreditů.' })
      .refine((n) => packSizes.includes(n), 'Vyberte jeden z nabízených balíčků kreditů.'),
  }),
  z.object({
    kind: z.literal('SUBSCRIPTION'),
    tier: tierSchema.extract(['BRONZE', 'SILVER', 'GOLD'], {
      error: 'Toto předplatné nelze objednat online.',
    }),
    term: subscriptionTermSchema,
  }),
])
export type OrderRequest = z.infer<typeof orderRequestSchema>

/** What the payment page shows, the QR Platba (SPAYD) string included. */
export const paymentInstructionsSchema = z.object({
  accountNumber: z.string(),
  iban: z.string(),
  amountCzk: z.number().int().min(0),
  variableSymbol: z.string().regex(/^\d{1,10}$/),
  message: z.string(),
  spayd: z.string().startsWith('SPD*1.0*'),
})
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>

export const orderSchema = z.object({
  id: uuidSchema,
  kind: z.enum(['CREDITS', 'SUBSCRIPTION']),
  credits: z.number().int().positive().nullable(),
  tier: tierSchema.nullable(),
  term: subscriptionTermSchema.nullable(),
  amountCzk: z.number().int().min(0),
  variableSymbol: z.string().regex(/^\d{1,10}$/),
  status: orderStatusSchema,
  createdAt: dateTimeSchema,
  paidAt: dateTimeSchema.nullable(),
  payment: paymentInstructionsSchema,
})
export type Order = z.infer<typeof orderSchema>
export const orderListResponseSchema = z.object({ items: z.array(orderSchema) })
