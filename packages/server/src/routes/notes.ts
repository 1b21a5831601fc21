import {
  NOTE_NOT_ALLOWED_MESSAGE,
  type Note,
  noteQuerySchema,
  noteSaveRequestSchema,
  offerIdParamSchema,
} from '@rg/domain'
import { Hono } from 'hono'
import { asUser } from '../db/as-user.ts'
import type { Database, Queryable } from '../db/database.ts'
import { type AppEnv, apiError, parseBody } from '../http.ts'
import { claimsOf, isUuid, parseWith, queryInput, unauthorized } from '../services/offers/http-helpers.ts'
import { isPermissionError } from './offers.ts'

type Target = { kind: 'LISTING'; offerId: number } | { kind: 'CONTACT'; contactId: string }
type Refusal = { status: 400 | 403 | 404; code: string; message: string }

const CONTACT_NOT_FOUND = 'Kontakt nebyl nalezen.'

function targetOf(kind: 'LISTING' | 'CONTACT', targetId: string): Target | Refusal {
  if (kind === 'CONTACT') {
    return isUuid(targetId)
      ? { kind, contactId: targetId }
      : { status: 404, code: 'not_found', message: CONTACT_NOT_FOUND }
  }
  const id = offerIdParamSchema.safeParse(targetId)
  return id.success
    ? { kind, offerId: id.data }
    : { status: 400, code: 'bad_offer_id', message: 'Neplatné číslo nabídky.' }
}

/**
 * Whether the requester may keep this note: a listing they see at all (else 404, no hint that a draft exists) and
 * in full (else 403, docs/decisions/0700-notepad.md); a contact of their own (RLS shows no one else's).
 */
async function refusal(tx: Queryable, target: Target): Promise<Refusal | null> {
  if (target.kind === 'CONTACT') {
    const found = await tx.query('select 1 from public.contacts where id = $1', [target.contactId])
    return found.rows.length ? null : { status: 404, code: 'not_found', message: CONTACT_NOT_FOUND }
  }
  const { rows } = await tx.query<{ visible: boolean; allowed: boolean }>(
    `select public.can_see_offer($1) as visible, public.can_keep_listing_note($1) as allowed`,
    [target.offerId],
  )
  if (!rows[0]?.visible) return { status: 404, code: 'not_found', message: 'Nabídka nebyla nalezena.' }
  if (!rows[0].allowed) return { status: 403, code: 'note_not_allowed', message: NOTE_NOT_ALLOWED_MESSAGE }
  return null
}

const iso = (value: Date | string) => new Date(value).toISOString()

async function readNote(tx: Queryable, target: Target, targetId: string): Promise<Note> {
  const { rows } = await tx.query<{ body: string; updated_at: Date | string }>(
    target.kind === 'LISTING'
      ? `select body, updated_at from public.notes where kind = 'LISTING' and offer_id = $1`
      : `select body, updated_at from public.notes where kind = 'CONTACT' and contact_id = $1`,
    [target.kind === 'LISTING' ? target.offerId : target.contactId],
  )
  const row = rows[0]
  return {
    kind: target.kind,
    targetId,
    body: row?.body ?? '',
    updatedAt: row ? iso(row.updated_at) : null,
  }
}

/**
 * /api/notes: the notepad, one private note per user per listing or contact (PRODUCT.md "Contacts, notepad"). Runs
 * as the requester, so notes_own (only the author) and notes_listing_in_full (only a listing seen in full) hold in
 * the database even if a check here were missing. GET answers an empty note until something was saved; PUT replaces
 * the whole text (the app saves it while the user types).
 */
export function noteRoutes(db: Database) {
  const app = new Hono<AppEnv>()

  app.get('/', async (c) => {
    const claims = claimsOf(c)
    if (!claims) return unauthorized(c)
    const parsed = parseWith(c, noteQuerySchema, queryInput(c))
    if (parsed instanceof Response) return parsed
    const target = targetOf(parsed.data.kind, parsed.data.targetId)
    if ('status' in target) return apiError(c, target.status, target.code, target.message)
    const result = await asUser(db, claims, async (tx) => {
      const refused = await refusal(tx, target)
      return refused ?? (await readNote(tx, target, parsed.data.targetId))
    })
    return 'status' in result ? apiError(c, result.status, result.code, result.message) : c.json(result)
  })

  app.put('/', async (c) => {
    const claims = claimsOf(c)
    if (!claims?.sub) return unauthorized(c)
    const parsed = await parseBody(c, noteSaveRequestSchema)
    if (parsed instanceof Response) return parsed
    const { kind, targetId, body } = parsed.data
    const target = targetOf(kind, targetId)
    if ('status' in target) return apiError(c, target.status, target.code, target.message)
    try {
      const result = await asUser(db, claims, async (tx) => {
        const refused = await refusal(tx, target)
        if (refused) return refused
        if (target.kind === 'LISTING') {
          await tx.query(
            `insert into public.notes (user_id, kind, offer_id, body) values ($1, 'LISTING', $2, $3)
             on conflict (user_id, offer_id) where kind = 'LISTING'
             do update set body = excluded.body, updated_at = now()`,
            [claims.sub, target.offerId, body],
          )
        } else {
          await tx.query(
            `insert into public.notes (user_id, kind, contact_id, body) values ($1, 'CONTACT', $2, $3)
             on conflict (user_id, contact_id) where kind = 'CONTACT'
             do update set body = excluded.body, updated_at = now()`,
            [claims.sub, target.contactId, body],
          )
        }
        return readNote(tx, target, targetId)
      })
      return 'status' in result ? apiError(c, result.status, result.code, result.message) : c.json(result)
    } catch (error) {
      // The policies are the last line: a refusal there is the same 403, never a 500.
      if (isPermissionError(error)) return apiError(c, 403, 'note_not_allowed', NOTE_NOT_ALLOWED_MESSAGE)
      throw error
    }
  })

  return app
}
