import { z } from 'zod'

/**
 * The checkbox at unlock (docs/product/deal-room.md "Leads"): "Sdílet můj kontakt s vlastníkem", default off. Absent:
 * the user's remembered answer applies. A repeat unlock (free) may change the answer for that offer.
 */
export const SHARE_CONTACT_LABEL = 'Sdílet můj kontakt s vlastníkem'

/** POST /api/offers/:id/unlock: an optional body; no body keeps the remembered default. */
export const unlockRequestSchema = z
  .object({ shareContact: z.boolean({ error: 'Uveďte, zda sdílet kontakt s vlastníkem.' }).optional() })
  .optional()
export type UnlockRequest = z.input<typeof unlockRequestSchema>

/**
 * GET/PUT /api/user/contact-sharing: the remembered default, and on how many unlocked offers the owner sees the
 * contact now. PUT with shareByDefault false also revokes every earlier consent (the profile's "revocable").
 */
export const contactSharingSchema = z.object({
  shareByDefault: z.boolean(),
  sharedOffers: z.number().int().min(0),
})
export type ContactSharing = z.infer<typeof contactSharingSchema>

export const contactSharingUpdateSchema = z.object({
  shareByDefault: z.boolean({ error: 'Uveďte, zda sdílet kontakt s vlastníkem.' }),
})
export type ContactSharingUpdate = z.infer<typeof contactSharingUpdateSchema>

/** Whether this unlock shares the contact: the explicit answer, else the remembered default. */
export function resolveShareContact(explicit: boolean | undefined, rememberedDefault: boolean): boolean {
  return explicit ?? rememberedDefault
}
