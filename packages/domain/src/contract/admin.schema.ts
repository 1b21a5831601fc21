import { z } from 'zod'
import {
  csvListSchema,
  dateTimeSchema,
  pageQuerySchema,
  paginatedSchema,
  requiredText,
  uuidSchema,
} from './fields.schema.ts'
import { orderSchema, orderStatusSchema } from './orders.schema.ts'
import { profileSchema, verificationStatusSchema } from './profile.schema.ts'
import { creditSubscriptionSchema, creditTransactionSchema, roleSchema } from './user.schema.ts'

/** GET /api/admin/dashboard: what needs action. */
export const adminDashboardSchema = z.object({
  pendingOffers: z.number().int().min(0),
  verificationRequests: z.number().int().min(0),
  unpaidOrders: z.number().int().min(0),
  newSpotterTips: z.number().int().min(0),
  newContactMessages: z.number().int().min(0),
})
export type AdminDashboard = z.infer<typeof adminDashboardSchema>

/** GET /api/admin/users (admin "contacts" = all users). */
export const adminUserListQuerySchema = pageQuerySchema.extend({
  q: z.string().trim().max(200).optional(),
  roles: csvListSchema(roleSchema),
  verification: verificationStatusSchema.optional(),
})
export const adminUserSummarySchema = z.object({
  id: uuidSchema,
  email: z.string(),
  name: z.string().nullable(),
  role: roleSchema,
  verificationStatus: verificationStatusSchema,
  blocked: z.boolean(),
  balance: z.number().int(),
  createdAt: dateTimeSchema,
})
export type AdminUserSummary = z.infer<typeof adminUserSummarySchema>
export const adminUserListResponseSchema = paginatedSchema(adminUserSummarySchema)

/** GET /api/admin/users/:id. */
export const adminUserDetailSchema = z.object({
  profile: profileSchema,
  blocked: z.boolean(),
  balance: z.number().int(),
  creditTransactions: z.array(creditTransactionSchema),
  creditSubscriptions: z.array(creditSubscriptionSchema),
  orders: z.array(orderSchema),
})
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>

/** PATCH /api/admin/users/:id/role: ADMIN only by a super admin (canChangeRole). */
export const roleChangeRequestSchema = z.object({ role: roleSchema.exclude(['SUPER_ADMIN']) })
export type RoleChangeRequest = z.infer<typeof roleChangeRequestSchema>

/** POST /api/admin/users/:id/verification. */
export const verificationDecisionRequestSchema = z
  .object({
    decision: z.enum(['APPROVE', 'REJECT']),
    reason: z.string().trim().max(2000).optional(),
  })
  .refine((v) => v.decision === 'APPROVE' || (v.reason ?? '') !== '', {
    message: 'Uveďte prosím důvod zamítnutí.',
    path: ['reason'],
  })
export type VerificationDecisionRequest = z.infer<typeof verificationDecisionRequestSchema>

/** POST /api/admin/users/:id/credits: an ADMIN_ADJUSTMENT transaction, always with a note. */
export const creditAdjustmentRequestSchema = z.object({
  amount: z
    .number({ error: 'Zadejte počet kreditů.' })
    .int('Počet kreditů musí být celé číslo.')
    .refine((n) => n !== 0, 'Úprava o 0 kreditů nic nemění.'),
  note: requiredText('Uveďte důvod úpravy kreditů.', 500),
})
export type CreditAdjustmentRequest = z.infer<typeof creditAdjustmentRequestSchema>
export const creditAdjustmentResponseSchema = z.object({ balance: z.number().int() })

/** POST /api/admin/users/:id/block. */
export const blockRequestSchema = z.object({ blocked: z.boolean() })

/** GET /api/admin/orders; POST /api/admin/orders/:id/paid grants exactly once (a repeat answers the same order). */
export const adminOrderListQuerySchema = pageQuerySchema.extend({
  statuses: csvListSchema(orderStatusSchema),
})
export const adminOrderSchema = orderSchema.extend({
  user: z.object({ id: uuidSchema, email: z.string(), name: z.string().nullable() }),
})
export type AdminOrder = z.infer<typeof adminOrderSchema>
export const adminOrderListResponseSchema = paginatedSchema(adminOrderSchema)
