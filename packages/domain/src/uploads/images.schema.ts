import { z } from 'zod'
import { IMAGE_FORMAT } from '../ui-settings/ui-settings.ts'

/** docs/product/offers.md "Photos and documents": the four storage areas. Only the two image buckets are public and go through the transform. */
export const STORAGE_BUCKETS = {
  listingImages: 'listing-images',
  listingDocuments: 'listing-documents',
  documents: 'documents',
  avatars: 'avatars',
} as const
export type StorageBucket = (typeof STORAGE_BUCKETS)[keyof typeof STORAGE_BUCKETS]

export const IMAGE_TRANSFORM_PATH = '/img'
export const IMAGE_FITS = ['cover', 'contain', 'inside'] as const
export const MAX_IMAGE_TRANSFORM_SIDE = 4000

const TRANSFORMABLE = new RegExp(`^(${STORAGE_BUCKETS.listingImages}|${STORAGE_BUCKETS.avatars})/`)

/** A stored object's path inside a public image bucket: no traversal, no absolute path, no backslash. */
export function isTransformableImagePath(src: string): boolean {
  if (!TRANSFORMABLE.test(src) || src.includes('\\') || src.includes('//')) return false
  return src.split('/').every((segment) => segment !== '..' && segment !== '.' && segment !== '')
}

const side = z.coerce
  .number()
  .int('Rozměr musí být celé číslo.')
  .min(1, 'Rozměr musí být kladný.')
  .max(MAX_IMAGE_TRANSFORM_SIDE, `Rozměr může být nejvýše ${MAX_IMAGE_TRANSFORM_SIDE} px.`)

/**
 * GET /img?src=<bucket/path>&w=<px>&h=<px>&format=webp&q=<1-100>&fit=<cover|contain|inside> (docs/product/screens-and-limits.md "Calls"), the
 * query the ui package's imageUrl builds; h is optional.
 */
export const imageTransformQuerySchema = z.object({
  src: z.string().refine(isTransformableImagePath, 'Obrázek nelze najít.'),
  w: side,
  h: side.optional(),
  format: z.literal(IMAGE_FORMAT).default(IMAGE_FORMAT),
  q: z.coerce.number().int().min(1).max(100).default(75),
  fit: z.enum(IMAGE_FITS).default('cover'),
})
export type ImageTransformQuery = z.infer<typeof imageTransformQuerySchema>
