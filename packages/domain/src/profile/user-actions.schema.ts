import { z } from 'zod'

/** POST /api/user/temp-user-initial-credits: `refetch` when the welcome bonus was granted now, else `noop`. */
export const initialCreditsResponseSchema = z.enum(['refetch', 'noop'])
export type InitialCreditsResponse = z.infer<typeof initialCreditsResponseSchema>

/** POST /api/user/product-guide-viewed. */
export const productGuideViewedRequestSchema = z.object({
  ids: z
    .array(
      z
        .string()
        .trim()
        .min(1, 'Identifikátor kroku nesmí být prázdný.')
        .max(100, 'Identifikátor kroku je příliš dlouhý.'),
    )
    .min(1, 'Chybí identifikátory kroků.')
    .max(100, 'Příliš mnoho kroků najednou.'),
})
export type ProductGuideViewedRequest = z.infer<typeof productGuideViewedRequestSchema>

/** POST /api/cookie/accept and /api/cookie/reject answer the recorded decision. */
export const cookieDecisionResponseSchema = z.object({
  consent: z.enum(['APPROVED', 'REJECTED']),
  recordedAt: z.iso.datetime({ offset: true }),
})
export type CookieDecisionResponse = z.infer<typeof cookieDecisionResponseSchema>

/** Every successful POST without a meaningful body answers this. */
export const okResponseSchema = z.object({ ok: z.literal(true) })
