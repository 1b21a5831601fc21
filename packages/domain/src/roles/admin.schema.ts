import { z } from 'zod'
import {
  csvListSchema,
  dateTimeSchema,
  pageQuerySchema,
  paginatedSchema,
  requiredText,
  uuidSchema,
} from '../fields/fields.schema.ts'
import {
  adminBankPaymentSchema,
  bankPaymentStateSchema,
  orderSchema,
  orderStatusSchema,
} from '../payments/orders.schema.ts'
import { profileSchema, verificationStatusSchema } from '../profile/profile.schema.ts'
import { creditSubscriptionSchema, creditTransactionSchema, roleSchema } from '../profile/user.schema.ts'

/** GET /api/admin/users (admin "contacts" = all users). */
export const adminUserListQuerySchema = pageQuerySchema.extend({
  /** Name, e-mail, phone, company or IČO; diacritics and case are ignored. */
  q: z.string().trim().max(200).optional(),
  roles: csvListSchema(roleSchema),
  verification: verificationStatusSchema.optional(),
  /** 'true': blocked accounts only, 'false': active ones only; missing: both. */
  blocked: z
    .enum(['true', 'false'], { error: 'Filtr blokace je „true“ nebo „false“.' })
    .transform((v) => v === 'true')
    .optional(),
})
export type AdminUserListQuery = z.input<typeof adminUserListQuerySchema>
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

/** What an admin did to a user, an inbox item or a review: the audit log shown on the user's or the item's detail. */
export const ADMIN_AUDIT_ACTIONS = [
  'ROLE_CHANGE',
  'VERIFICATION_APPROVED',
  'VERIFICATION_REJECTED',
  'CREDIT_ADJUSTMENT',
  'BLOCK',
  'UNBLOCK',
  'INBOX_STATE',
  'INBOX_NOTE',
  'TIP_TO_DRAFT',
  'REVIEW_REMOVED',
  'REVIEW_KEPT',
  'BANK_PAYMENT_RESOLVED',
  'OFFER_PAUSED',
  'OFFER_CLOSED',
  'ORDER_PAID',
  'ORDER_CANCELLED',
  'ORDER_REFUNDED',
  'THREAD_READ',
  'ACCOUNTING_ARCHIVE_DOWNLOADED',
] as const
export const adminAuditActionSchema = z.enum(ADMIN_AUDIT_ACTIONS)
export type AdminAuditAction = z.infer<typeof adminAuditActionSchema>
export const ADMIN_AUDIT_ACTION_LABELS: Readonly<Record<AdminAuditAction, string>> = {
  ROLE_CHANGE: 'Změna role',
  VERIFICATION_APPROVED: 'Ověření schváleno',
  VERIFICATION_REJECTED: 'Ověření zamítnuto',
  CREDIT_ADJUSTMENT: 'Úprava kreditů',
  BLOCK: 'Zablokování',
  UNBLOCK: 'Odblokování',
  INBOX_STATE: 'Změna stavu',
  INBOX_NOTE: 'Poznámka',
  TIP_TO_DRAFT: 'Koncept nabídky z tipu',
  REVIEW_REMOVED: 'Odstranění hodnocení',
  REVIEW_KEPT: 'Hodnocení ponecháno',
  BANK_PAYMENT_RESOLVED: 'Vyřízení platby z výpisu',
  OFFER_PAUSED: 'Pozastavení nabídky',
  OFFER_CLOSED: 'Uzavření nabídky',
  ORDER_PAID: 'Objednávka označena jako zaplacená',
  ORDER_CANCELLED: 'Zrušení objednávky',
  ORDER_REFUNDED: 'Zrušení zaplacené objednávky s opravným dokladem',
  THREAD_READ: 'Přečtení nahlášené konverzace',
  ACCOUNTING_ARCHIVE_DOWNLOADED: 'Stažení archivu dokladů za měsíc',
}
/**
 * The fields an audit entry's before and after hold, in Czech (the user detail shows "Role: Uživatel → Ověřený
 * uživatel"; `auditChanges` in roles/audit-changes.ts formats the values).
 */
export const ADMIN_AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  role: 'Role',
  verificationStatus: 'Ověření',
  balance: 'Zůstatek kreditů',
  blocked: 'Účet',
  state: 'Stav',
  note: 'Poznámka',
  offerId: 'Nabídka',
  paymentState: 'Platba z výpisu',
  resolution: 'Vyřízení',
  orderVariableSymbol: 'Objednávka (VS)',
  status: 'Stav nabídky',
  orderStatus: 'Stav objednávky',
  creditNote: 'Opravný doklad',
  creditsTakenBack: 'Odebrané kredity',
}
export const adminAuditEntrySchema = z.object({
  id: uuidSchema,
  action: adminAuditActionSchema,
  /** The admin who acted (null once their account is deleted). */
  actor: z.object({ id: uuidSchema, name: z.string() }).nullable(),
  /** The changed fields before and after, e.g. { role: 'USER' } → { role: 'VERIFIED' }. */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  note: z.string().nullable(),
  createdAt: dateTimeSchema,
})
export type AdminAuditEntry = z.infer<typeof adminAuditEntrySchema>

/** The user's own offers, as the admin sees them on the detail. */
export const adminUserOfferSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['LISTING', 'SERVICE']),
  pubName: z.string(),
  status: z.string(),
  updatedAt: dateTimeSchema,
})

/** GET /api/admin/users/:id. */
export const adminUserDetailSchema = z.object({
  profile: profileSchema,
  blocked: z.boolean(),
  blockedAt: dateTimeSchema.nullable(),
  verificationRequestedAt: dateTimeSchema.nullable(),
  balance: z.number().int(),
  creditTransactions: z.array(creditTransactionSchema),
  creditSubscriptions: z.array(creditSubscriptionSchema),
  /** The user's orders without the payment instructions (those are the user's, for paying). */
  orders: z.array(orderSchema.omit({ payment: true })),
  offers: z.array(adminUserOfferSchema),
  auditLog: z.array(adminAuditEntrySchema),
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
    // the ledger's amounts are 32-bit integers; an adjustment is a correction, never millions
    .min(-1_000_000, 'Najednou lze odebrat nejvýše 1 000 000 kreditů.')
    .max(1_000_000, 'Najednou lze přidat nejvýše 1 000 000 kreditů.')
    .refine((n) => n !== 0, 'Úprava o 0 kreditů nic nemění.'),
  note: requiredText('Uveďte důvod úpravy kreditů.', 500),
})
export type CreditAdjustmentRequest = z.infer<typeof creditAdjustmentRequestSchema>
export const creditAdjustmentResponseSchema = z.object({ balance: z.number().int() })

/** POST /api/admin/users/:id/block. */
export const blockRequestSchema = z.object({
  blocked: z.boolean({ error: 'Uveďte, zda účet zablokovat.' }),
  note: z.string().trim().max(500, 'Text je příliš dlouhý (nejvýše 500 znaků).').optional(),
})
export type BlockRequest = z.infer<typeof blockRequestSchema>

/** GET /api/admin/orders; POST /api/admin/orders/:id/paid grants exactly once (a repeat answers the same order). */
export const adminOrderListQuerySchema = pageQuerySchema.extend({
  statuses: csvListSchema(orderStatusSchema),
  kinds: csvListSchema(z.enum(['CREDITS', 'SUBSCRIPTION'])),
  /** A variable symbol, or part of the user's e-mail or name. */
  q: z.string().trim().max(200).optional(),
  from: z.iso.date({ error: 'Datum „od“ zadejte ve tvaru RRRR-MM-DD.' }).optional(),
  to: z.iso.date({ error: 'Datum „do“ zadejte ve tvaru RRRR-MM-DD.' }).optional(),
})
export const adminOrderSchema = orderSchema.extend({
  user: z.object({ id: uuidSchema, email: z.string(), name: z.string().nullable() }),
})
export type AdminOrder = z.infer<typeof adminOrderSchema>

/** A tax document of an order as the admin's order detail lists it (amounts in Kč with haléře, VAT included). */
const orderDocumentSchema = z.object({
  number: z.string(),
  issuedOn: z.iso.date(),
  totalCzk: z.number(),
})

/**
 * GET /api/admin/orders/:id: the order with its buyer, the incoming payments of imported statements that paid it, name
 * it or were assigned to it, its invoice and credit note, and the audit trail of the order and those payments
 * (docs/decisions/1308-admin-order-detail.md).
 */
export const adminOrderDetailSchema = adminOrderSchema.extend({
  payments: z.array(adminBankPaymentSchema),
  invoice: orderDocumentSchema.nullable(),
  creditNote: orderDocumentSchema.extend({ reason: z.string(), invoiceNumber: z.string() }).nullable(),
  auditLog: z.array(adminAuditEntrySchema),
})
export type AdminOrderDetail = z.infer<typeof adminOrderDetailSchema>
export const adminOrderListResponseSchema = paginatedSchema(adminOrderSchema)

/** GET /api/admin/payments: the imported incoming payments, newest booking first (docs/decisions/1303). */
export const adminBankPaymentListQuerySchema = pageQuerySchema.extend({
  states: csvListSchema(bankPaymentStateSchema),
  /** A variable symbol, or part of the counter-account or the payer's name. */
  q: z.string().trim().max(200).optional(),
  from: z.iso.date({ error: 'Datum „od“ zadejte ve tvaru RRRR-MM-DD.' }).optional(),
  to: z.iso.date({ error: 'Datum „do“ zadejte ve tvaru RRRR-MM-DD.' }).optional(),
})
export type AdminBankPaymentListQuery = z.input<typeof adminBankPaymentListQuerySchema>
export const adminBankPaymentListResponseSchema = paginatedSchema(adminBankPaymentSchema)
