import { z } from 'zod'
import { dateTimeSchema, pscSchema, requiredText, uuidSchema } from '../fields/fields.schema.ts'
import { subscriptionTermSchema, tierSchema } from '../profile/user.schema.ts'
import { CREDIT_PACKS } from '../tiers/tiers.ts'
import { NOT_ORDERABLE } from './order-refusals.ts'
import { STATEMENT_FORMATS } from './statement-common.ts'

export const ORDER_STATUSES = ['PENDING', 'PAID', 'CANCELLED'] as const
export const orderStatusSchema = z.enum(ORDER_STATUSES)
export type OrderStatus = z.infer<typeof orderStatusSchema>
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  PENDING: 'Čeká na platbu',
  PAID: 'Zaplaceno',
  CANCELLED: 'Zrušeno',
}

const packSizes = CREDIT_PACKS.map((p) => p.credits)

/**
 * The buyer's address given with an order: an order above 10 000 Kč including VAT is invoiced on a full tax document,
 * which names it (docs/decisions/1307-buyer-address.md). The server saves it to the profile with the order.
 */
export const buyerAddressSchema = z.object({
  street: requiredText('Zadejte ulici a číslo domu.', 200),
  city: requiredText('Zadejte obec.', 100),
  postcode: pscSchema,
})
export type BuyerAddress = z.input<typeof buyerAddressSchema>

/** POST /api/orders: a credit pack or a subscription; the server prices it from the tier configuration. */
export const orderRequestSchema = z.discriminatedUnion('kind', [
  z.object({
    address: buyerAddressSchema.optional(),
    kind: z.literal('CREDITS'),
    credits: z
      .number({ error: 'Vyberte balíček kreditů.' })
      .refine((n) => packSizes.includes(n), 'Vyberte jeden z nabízených balíčků kreditů.'),
  }),
  z.object({
    address: buyerAddressSchema.optional(),
    kind: z.literal('SUBSCRIPTION'),
    tier: tierSchema.extract(['BRONZE', 'SILVER', 'GOLD'], {
      error: NOT_ORDERABLE.error.message,
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
  /** QR Platba: printable ASCII only, as the SPAYD specification allows (docs/decisions/1302-spayd-ascii.md). */
  spayd: z
    .string()
    .startsWith('SPD*1.0*')
    .regex(/^[\x20-\x7E]+$/),
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
  /** "Balíček 300 kreditů", "Předplatné Silver, ročně" (orderDescription). */
  description: z.string(),
  /** The tax invoice's number once the order is paid (GET /api/orders/:id/invoice downloads it). */
  invoiceNumber: z.string().nullable(),
  /**
   * The credit note (opravný daňový doklad) once a paid order was cancelled and its price returned
   * (GET /api/orders/:id/credit-note downloads it; docs/decisions/1306-credit-notes.md).
   */
  creditNoteNumber: z.string().nullable(),
  payment: paymentInstructionsSchema,
})
export type Order = z.infer<typeof orderSchema>
export const orderListResponseSchema = z.object({ items: z.array(orderSchema) })

export const ORDER_KINDS = ['CREDITS', 'SUBSCRIPTION'] as const
export const ORDER_KIND_LABELS: Readonly<Record<(typeof ORDER_KINDS)[number], string>> = {
  CREDITS: 'Kredity',
  SUBSCRIPTION: 'Předplatné',
}

/** Why an incoming payment of an imported statement waits for a person (docs/decisions/0961-bank-statement-import.md). */
export const REVIEW_REASONS = ['UNMATCHED', 'AMOUNT_MISMATCH', 'NOT_PENDING'] as const
export const REVIEW_REASON_LABELS: Readonly<Record<(typeof REVIEW_REASONS)[number], string>> = {
  UNMATCHED: 'Neodpovídá žádné objednávce',
  AMOUNT_MISMATCH: 'Jiná částka než v objednávce',
  NOT_PENDING: 'Objednávka už nečeká na platbu',
}

/** POST /api/admin/orders/statement: what the import did with each incoming payment of the file. */
export const statementImportResultSchema = z.object({
  format: z.enum(STATEMENT_FORMATS),
  /** What was read, before what was paid: "Formát: Fio banka – … (CSV), účet 2801234567/2010". */
  summary: z.string(),
  /** Incoming CZK payments in the file. */
  incoming: z.number().int().min(0),
  /** Payments that were imported before (the same statement twice changes nothing). */
  alreadyImported: z.number().int().min(0),
  paid: z.array(z.object({ orderId: uuidSchema, variableSymbol: z.string(), amountCzk: z.number() })),
  toReview: z.array(
    z.object({
      bankRef: z.string(),
      date: z.iso.date(),
      amountCzk: z.number(),
      variableSymbol: z.string().nullable(),
      counterAccount: z.string().nullable(),
      counterName: z.string().nullable(),
      reason: z.enum(REVIEW_REASONS),
      orderId: uuidSchema.nullable(),
    }),
  ),
})
export type StatementImportResult = z.infer<typeof statementImportResultSchema>

/**
 * An incoming payment of an imported statement in the operator's payments queue (GET /api/admin/payments,
 * docs/decisions/1303-payments-queue.md): paid an order by itself (MATCHED), waits for a person (NEEDS_REVIEW), or a
 * person decided it (RESOLVED).
 */
export const BANK_PAYMENT_STATES = ['MATCHED', 'NEEDS_REVIEW', 'RESOLVED'] as const
export const bankPaymentStateSchema = z.enum(BANK_PAYMENT_STATES, { error: 'Neznámý stav platby.' })
export type BankPaymentState = z.infer<typeof bankPaymentStateSchema>
export const BANK_PAYMENT_STATE_LABELS: Readonly<Record<BankPaymentState, string>> = {
  MATCHED: 'Spárováno',
  NEEDS_REVIEW: 'K posouzení',
  RESOLVED: 'Vyřešeno',
}

/** What a person decided about a payment that needed one. */
export const BANK_PAYMENT_RESOLUTIONS = ['ASSIGNED', 'REFUNDED', 'NOT_OURS'] as const
export type BankPaymentResolution = (typeof BANK_PAYMENT_RESOLUTIONS)[number]
export const BANK_PAYMENT_RESOLUTION_LABELS: Readonly<Record<BankPaymentResolution, string>> = {
  ASSIGNED: 'Přiřazeno k objednávce',
  REFUNDED: 'Vráceno plátci',
  NOT_OURS: 'Není platba za objednávku',
}

export const adminBankPaymentSchema = z.object({
  id: uuidSchema,
  /** The day the bank booked it. */
  bookedOn: z.iso.date(),
  amountCzk: z.number(),
  variableSymbol: z.string().nullable(),
  counterAccount: z.string().nullable(),
  counterName: z.string().nullable(),
  /** The bank's document number or movement id as the statement wrote it. */
  bankRef: z.string(),
  state: bankPaymentStateSchema,
  /** What the import found (MATCHED, or why it waits: REVIEW_REASONS). */
  outcome: z.enum(['MATCHED', ...REVIEW_REASONS]),
  /** The order the payment paid, the one its variable symbol names, or the one a person assigned it to. */
  order: z
    .object({
      id: uuidSchema,
      variableSymbol: z.string(),
      amountCzk: z.number().int().min(0),
      status: orderStatusSchema,
    })
    .nullable(),
  resolution: z
    .object({
      kind: z.enum(BANK_PAYMENT_RESOLUTIONS),
      note: z.string(),
      /** The admin who decided (null once their account is deleted). */
      by: z.string().nullable(),
      at: dateTimeSchema,
    })
    .nullable(),
  importedAt: dateTimeSchema,
})
export type AdminBankPayment = z.infer<typeof adminBankPaymentSchema>

const resolveNote = requiredText('Napište poznámku: proč a co se s platbou stalo.', 1000)

/**
 * POST /api/admin/payments/:id/resolve: assign the payment to a PENDING order (pays it once, like a matching
 * statement line), or mark it refunded or not a payment for an order; always with a note.
 */
export const bankPaymentResolveRequestSchema = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('ASSIGN'),
      variableSymbol: z
        .string({ error: 'Zadejte variabilní symbol objednávky.' })
        .trim()
        .regex(/^\d{1,10}$/, 'Variabilní symbol je 1 až 10 číslic.')
        .transform((v) => v.replace(/^0+(?=\d)/, '')),
      note: resolveNote,
    }),
    z.object({ action: z.literal('REFUND'), note: resolveNote }),
    z.object({ action: z.literal('NOT_OURS'), note: resolveNote }),
  ],
  { error: 'Vyberte, co s platbou udělat.' },
)
export type BankPaymentResolveRequest = z.input<typeof bankPaymentResolveRequestSchema>
