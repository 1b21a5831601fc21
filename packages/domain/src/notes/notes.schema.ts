import { z } from 'zod'
import { dateTimeSchema } from '../fields/fields.schema.ts'

/* A user's private notes (docs/decisions/0700-notepad.md): their kinds, the note and what saves one. */

/** USER: an admin's private note about a user of the marketplace (admins only). */
export const NOTE_KINDS = ['LISTING', 'CONTACT', 'USER'] as const
export const noteKindSchema = z.enum(NOTE_KINDS, { error: 'Neznámý druh poznámky.' })

/** GET /api/notes?kind=LISTING&targetId=12: one private note per user per listing or contact. */
export const noteQuerySchema = z.object({ kind: noteKindSchema, targetId: z.string().min(1) })
export const noteSchema = z.object({
  kind: noteKindSchema,
  targetId: z.string(),
  body: z.string(),
  /** Null while nothing has been saved. */
  updatedAt: dateTimeSchema.nullable(),
})
export type Note = z.infer<typeof noteSchema>
/** The longest note (the database checks the same length). */
export const NOTE_MAX_LENGTH = 20_000
/** A listing note needs the listing in full: own, unlocked, or any for an admin (docs/decisions/0700-notepad.md). */
export const NOTE_NOT_ALLOWED_MESSAGE =
  'Poznámky si můžete psát jen k vlastním nebo odemčeným investičním příležitostem.'
/** PUT /api/notes: saved automatically while typing. */
export const noteSaveRequestSchema = z.object({
  kind: noteKindSchema,
  targetId: z.string().min(1, 'Chybí, k čemu poznámka patří.'),
  body: z
    .string({ error: 'Poznámka musí být text.' })
    .max(NOTE_MAX_LENGTH, 'Poznámka je příliš dlouhá (nejvýše 20 000 znaků).')
    // Postgres text cannot hold U+0000; refused here rather than failing in the database.
    .refine((s) => !s.includes('\u0000'), 'Poznámka obsahuje nepovolený znak.'),
})
export type NoteSaveRequest = z.infer<typeof noteSaveRequestSchema>
