import type { EndpointInput } from '@rg/domain/contract'
import { offerIdParamSchema, USER_NOT_FOUND, uuidSchema } from '@rg/domain/fields'
import { BAD_NOTE_OFFER_ID, NOTE_NOT_ALLOWED_MESSAGE, type Note } from '@rg/domain/notes'
import type { RequestClaims } from '../../db/as-user.ts'
import type { Database, Queryable } from '../../db/database.ts'
import { actAsUser, type Failure, fail, OFFER_NOT_FOUND, type Outcome, ok, refused } from '../outcome.ts'

/*
 * The notepad: one private note per user per listing or contact, run as the requester (the caller's asUser
 * transaction), so notes_own (only the author) and notes_listing_in_full (only a listing seen in full) hold in the
 * database even if a check here were missing (docs/decisions/0700-notepad.md). Reading answers an empty note until
 * something was saved; saving replaces the whole text (the app saves it while the user types).
 */

type Target =
  | { kind: 'LISTING'; offerId: number }
  | { kind: 'CONTACT'; contactId: string }
  | { kind: 'USER'; subjectId: string }

const CONTACT_NOT_FOUND = fail(404, 'not_found', 'Kontakt nebyl nalezen.')
const USER_MISSING = refused(USER_NOT_FOUND)
const NOTE_NOT_ALLOWED = fail(403, 'note_not_allowed', NOTE_NOT_ALLOWED_MESSAGE)

function targetOf(kind: Target['kind'], targetId: string): Outcome<Target> {
  if (kind === 'USER')
    return uuidSchema.safeParse(targetId).success ? ok({ kind, subjectId: targetId }) : USER_MISSING
  if (kind === 'CONTACT') {
    return uuidSchema.safeParse(targetId).success ? ok({ kind, contactId: targetId }) : CONTACT_NOT_FOUND
  }
  const id = offerIdParamSchema.safeParse(targetId)
  return id.success ? ok({ kind, offerId: id.data }) : refused(BAD_NOTE_OFFER_ID)
}

/**
 * Whether the requester may keep this note: a listing they see at all (else 404, no hint that a draft exists) and
 * in full (else 403); a contact of their own (RLS shows no one else's).
 */
async function refusal(tx: Queryable, target: Target): Promise<Failure | null> {
  if (target.kind === 'USER') {
    // An admin's note about a user (docs/decisions/0982-admin-user-notes.md); anyone else is told nothing exists.
    const { rows } = await tx.query<{ admin: boolean; found: boolean }>(
      `select public.is_admin() as admin, exists (select 1 from public.profiles where id = $1) as found`,
      [target.subjectId],
    )
    return rows[0]?.admin && rows[0].found ? null : USER_MISSING
  }
  if (target.kind === 'CONTACT') {
    const found = await tx.query('select 1 from public.contacts where id = $1', [target.contactId])
    return found.rows.length ? null : CONTACT_NOT_FOUND
  }
  const { rows } = await tx.query<{ visible: boolean; allowed: boolean }>(
    `select public.can_see_offer($1) as visible, public.can_keep_listing_note($1) as allowed`,
    [target.offerId],
  )
  if (!rows[0]?.visible) return OFFER_NOT_FOUND
  if (!rows[0].allowed) return NOTE_NOT_ALLOWED
  return null
}

const iso = (value: Date | string) => new Date(value).toISOString()

/** The column that names a note's target, per kind (and the partial unique index on user and that column). */
const TARGET_COLUMN = { LISTING: 'offer_id', CONTACT: 'contact_id', USER: 'subject_id' } as const
const targetValue = (target: Target) =>
  target.kind === 'LISTING' ? target.offerId : target.kind === 'CONTACT' ? target.contactId : target.subjectId

async function readNote(tx: Queryable, target: Target, targetId: string): Promise<Note> {
  const { rows } = await tx.query<{ body: string; updated_at: Date | string }>(
    `select body, updated_at from public.notes where kind = $1 and ${TARGET_COLUMN[target.kind]} = $2`,
    [target.kind, targetValue(target)],
  )
  const row = rows[0]
  return {
    kind: target.kind,
    targetId,
    body: row?.body ?? '',
    updatedAt: row ? iso(row.updated_at) : null,
  }
}

export function getNote(
  db: Database,
  claims: RequestClaims,
  query: EndpointInput<'getNote'>['query'],
): Promise<Outcome<Note>> {
  return actAsUser(db, claims, async (tx) => {
    const target = targetOf(query.kind, query.targetId)
    if (!target.ok) return target
    return (await refusal(tx, target.value)) ?? ok(await readNote(tx, target.value, query.targetId))
  })
}

export function saveNote(
  db: Database,
  claims: RequestClaims & { sub: string },
  { kind, targetId, body }: EndpointInput<'saveNote'>['body'],
): Promise<Outcome<Note>> {
  const userId = claims.sub
  // The policies are the last line: a refusal there is the same 403, never a 500.
  return actAsUser(
    db,
    claims,
    async (tx) => {
      const target = targetOf(kind, targetId)
      if (!target.ok) return target
      const refused = await refusal(tx, target.value)
      if (refused) return refused
      const column = TARGET_COLUMN[target.value.kind]
      await tx.query(
        `insert into public.notes (user_id, kind, ${column}, body) values ($1, $2, $3, $4)
         on conflict (user_id, ${column}) where kind = '${target.value.kind}'
         do update set body = excluded.body, updated_at = now()`,
        [userId, target.value.kind, targetValue(target.value), body],
      )
      return ok(await readNote(tx, target.value, targetId))
    },
    NOTE_NOT_ALLOWED,
  )
}
