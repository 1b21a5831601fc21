import { z } from 'zod'
import { dateTimeSchema, requiredText, uuidSchema } from '../fields/fields.schema.ts'

/** The most tags one document carries, and the longest tag (the database checks the same: public.document_tags_ok). */
export const DOCUMENT_TAGS_MAX = 20
export const DOCUMENT_TAG_MAX_LENGTH = 40
/**
 * A document's tags, the store's folders (docs/decisions/1041-document-store.md): a document may sit in several
 * ("smlouvy", "Zlín"), so tags rather than one folder each.
 */
export const documentTagsSchema = z
  .array(
    z
      .string({ error: 'Štítek musí být text.' })
      .trim()
      .min(1, 'Štítek nesmí být prázdný.')
      .max(DOCUMENT_TAG_MAX_LENGTH, `Štítek je příliš dlouhý (nejvýše ${DOCUMENT_TAG_MAX_LENGTH} znaků).`),
    { error: 'Štítky musí být seznam.' },
  )
  .max(DOCUMENT_TAGS_MAX, `Dokument může mít nejvýše ${DOCUMENT_TAGS_MAX} štítků.`)

/**
 * The tags sent with an upload: the values of its multipart field "tags", once per tag (none: no tags). The server
 * and the mock read them with this, so a refusal is the same Czech message on both.
 */
export function parseDocumentTags(
  values: readonly unknown[],
): { ok: true; tags: string[] } | { ok: false; message: string } {
  const parsed = documentTagsSchema.safeParse(values)
  if (parsed.success) return { ok: true, tags: parsed.data }
  return { ok: false, message: parsed.error.issues[0]?.message ?? 'Neplatné štítky.' }
}

/**
 * /portal/documents (verified users): a private file store. Upload is multipart: the field "file", and "tags" once
 * per tag.
 */
export const userDocumentSchema = z.object({
  id: uuidSchema,
  name: z.string(),
  tags: z.array(z.string()),
  sizeBytes: z.number().int().positive(),
  mimeType: z.string(),
  url: z.string(),
  createdAt: dateTimeSchema,
  updatedAt: dateTimeSchema,
})
export type UserDocument = z.infer<typeof userDocumentSchema>
/** Each verified user's store holds this much unless the operator configures more (DOCUMENTS_QUOTA_MB). */
export const DEFAULT_DOCUMENT_QUOTA_BYTES = 500 * 1024 * 1024
export const userDocumentListResponseSchema = z.object({
  items: z.array(userDocumentSchema),
  usedBytes: z.number().int().min(0),
  quotaBytes: z.number().int().positive(),
})
export type UserDocumentListResponse = z.infer<typeof userDocumentListResponseSchema>
/** POST /api/my/offers/:id/documents/from-store: a stored document attached to one's own offer without uploading. */
export const attachDocumentRequestSchema = z.object({ documentId: uuidSchema })
/** PATCH /api/documents/:id: a new name, new tags, or both; a missing key stays as it is. */
export const documentUpdateRequestSchema = z
  .object({
    name: requiredText('Vyplňte název dokumentu.', 200)
      .refine((n) => !/[\\/]/.test(n), 'Název nesmí obsahovat lomítko.')
      .optional(),
    tags: documentTagsSchema.optional(),
  })
  .refine((b) => b.name !== undefined || b.tags !== undefined, 'Vyplňte nový název nebo štítky dokumentu.')
export type DocumentUpdateRequest = z.input<typeof documentUpdateRequestSchema>
