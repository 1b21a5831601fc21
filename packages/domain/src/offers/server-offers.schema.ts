import { z } from 'zod'
import { imageTransformQuerySchema } from '../uploads/images.schema.ts'

/**
 * The formats the /img transform can answer. The ui's Img component always asks for webp (IMAGE_FORMAT); the others
 * serve clients that cannot show webp (e-mail, older tools) and avif where it pays off.
 */
export const IMAGE_OUTPUT_FORMATS = ['webp', 'jpeg', 'png', 'avif'] as const
export type ImageOutputFormat = (typeof IMAGE_OUTPUT_FORMATS)[number]

/** GET /img as the server accepts it: imageTransformQuerySchema with any of IMAGE_OUTPUT_FORMATS. */
export const imageTransformServerQuerySchema = imageTransformQuerySchema.extend({
  format: z.enum(IMAGE_OUTPUT_FORMATS, { error: 'Nepodporovaný formát obrázku.' }).default('webp'),
})
export type ImageTransformServerQuery = z.infer<typeof imageTransformServerQuerySchema>
