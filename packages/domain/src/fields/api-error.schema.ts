import { z } from 'zod'

/** Every 4xx/5xx of /api answers this shape; `message` is Czech and meant for people. */
export const apiErrorSchema = z.object({
  code: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
})
export type ApiError = z.infer<typeof apiErrorSchema>
