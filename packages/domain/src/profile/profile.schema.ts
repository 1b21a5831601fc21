import { z } from 'zod'
import {
  dateTimeSchema,
  dicSchema,
  emailSchema,
  optionalText,
  orNull,
  pscSchema,
  uuidSchema,
} from '../fields/fields.schema.ts'
import { regionSchema } from '../offers/offer.schema.ts'
import { personalDetailsSchema } from '../watchdog/onboarding.schema.ts'
import { roleSchema } from './user.schema.ts'

export const VERIFICATION_STATUSES = ['NONE', 'REQUESTED', 'APPROVED', 'REJECTED'] as const
export const verificationStatusSchema = z.enum(VERIFICATION_STATUSES)
export type VerificationStatus = z.infer<typeof verificationStatusSchema>
export const VERIFICATION_STATUS_LABELS: Readonly<Record<VerificationStatus, string>> = {
  NONE: 'Neověřeno',
  REQUESTED: 'Čeká na ověření',
  APPROVED: 'Ověřeno',
  REJECTED: 'Ověření zamítnuto',
}

/** GET /api/profile. */
export const profileSchema = z.object({
  id: uuidSchema,
  email: z.string(),
  role: roleSchema,
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  ico: z.string().nullable(),
  /** The company's DIČ, printed on invoices (docs/decisions/0965-customer-dic.md). */
  dic: z.string().nullable(),
  street: z.string().nullable(),
  city: z.string().nullable(),
  postcode: z.string().nullable(),
  region: regionSchema.nullable(),
  avatarUrl: z.string().nullable(),
  verificationStatus: verificationStatusSchema,
  /** The admin's reason when verification was rejected. */
  verificationNote: z.string().nullable(),
  onboardingCompleted: z.boolean(),
  createdAt: dateTimeSchema,
})
export type Profile = z.infer<typeof profileSchema>

/**
 * PATCH /api/profile: the personal fields of onboarding plus the address, any subset. Strict: a body naming anything
 * else (role, verification, credits, blocking…) is refused as a whole with a 400, never silently trimmed, so mass
 * assignment cannot pass unnoticed.
 */
export const profileUpdateRequestSchema = personalDetailsSchema
  .extend({
    dic: orNull(dicSchema),
    street: optionalText(200),
    postcode: orNull(pscSchema),
    region: orNull(regionSchema),
  })
  .partial()
  .strict()
export type ProfileUpdateRequest = z.input<typeof profileUpdateRequestSchema>

/** POST /api/profile/verification (empty body) answers the new state. */
export const verificationResponseSchema = z.object({ verificationStatus: verificationStatusSchema })
export type VerificationResponse = z.infer<typeof verificationResponseSchema>

/** POST /api/profile/avatar (multipart, field "file"). */
export const avatarResponseSchema = z.object({ avatarUrl: z.string() })

/** GET /api/profile/export: everything the product holds about the user (GDPR), as one JSON document. */
export const dataExportSchema = z.object({ exportedAt: dateTimeSchema }).catchall(z.unknown())
export type DataExport = z.infer<typeof dataExportSchema>

/** DELETE /api/profile: the user types their e-mail to confirm; the server compares it with the account's. */
export const accountDeletionRequestSchema = z.object({ confirmEmail: emailSchema })
export type AccountDeletionRequest = z.infer<typeof accountDeletionRequestSchema>
