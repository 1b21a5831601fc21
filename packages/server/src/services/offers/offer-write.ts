import {
  CATEGORY_OF_OTHER_KIND,
  isCategoryOfKind,
  NOT_OFFER_OWNER,
  type OfferAction,
  type OfferCreateRequest,
  type OfferStatus,
  type OfferViewer,
  offerTransition,
  RESUME_AFTER_TAKEDOWN,
  transitionRefusal,
} from '@rg/domain/offers'
import type { Queryable } from '../../db/database.ts'
import { fail, OFFER_NOT_FOUND, type Outcome, ok, refused } from '../outcome.ts'
import { loadOfferRow, type OfferRow, viewerIsAdmin } from './offer-read.ts'

export async function writeHistory(
  tx: Queryable,
  entry: {
    offerId: number
    actorId: string
    action: 'create' | OfferAction
    from: OfferStatus | null
    to: OfferStatus | null
    changes?: Record<string, [unknown, unknown]>
    reason?: string | null
  },
) {
  await tx.query(
    `insert into public.offer_history (offer_id, actor_id, action, from_status, to_status, changes, reason)
     values ($1, $2, $3, $4, $5, $6::jsonb, $7)`,
    [
      entry.offerId,
      entry.actorId,
      entry.action,
      entry.from,
      entry.to,
      JSON.stringify(entry.changes ?? {}),
      entry.reason ?? null,
    ],
  )
}

/** The parsed create body (defaults applied, texts trimmed, '' as null). */
export type OfferCreateInput = Required<Pick<OfferCreateRequest, 'kind' | 'category' | 'pubName'>> & {
  pubNameSecondary: string | null
  pubKeywords: string[]
  pubDescription: string | null
  pubPrice: number | null
  privDescription: string | null
  street: string | null
  city: string | null
  postcode: string | null
  region: string | null
}

/** A new offer (createOffer): a DRAFT with its private part, and the history's first line. */
export async function createOffer(tx: Queryable, ownerId: string, input: OfferCreateInput): Promise<number> {
  const id = (
    await tx.query<{ id: string | number }>(
      `insert into public.offers (owner_id, kind, status, category, pub_name, pub_name_secondary, pub_keywords, city,
         region, pub_description, pub_price)
       values ($1, $2, 'DRAFT', $3, $4, $5, $6, $7, $8, $9, $10) returning id`,
      [
        ownerId,
        input.kind,
        input.category,
        input.pubName,
        input.pubNameSecondary,
        input.pubKeywords,
        input.city,
        input.region,
        input.pubDescription,
        input.pubPrice,
      ],
    )
  ).rows[0]?.id
  const offerId = Number(id)
  await tx.query(
    'insert into public.offer_private (offer_id, priv_description, street, postcode) values ($1, $2, $3, $4)',
    [offerId, input.privDescription, input.street, input.postcode],
  )
  await writeHistory(tx, { offerId, actorId: ownerId, action: 'create', from: null, to: 'DRAFT' })
  return offerId
}

const PUBLIC_COLUMNS = {
  category: 'category',
  pubName: 'pub_name',
  pubNameSecondary: 'pub_name_secondary',
  pubKeywords: 'pub_keywords',
  city: 'city',
  region: 'region',
  pubDescription: 'pub_description',
  pubPrice: 'pub_price',
} as const
const PRIVATE_COLUMNS = {
  privDescription: 'priv_description',
  street: 'street',
  postcode: 'postcode',
} as const

type EditableField = keyof typeof PUBLIC_COLUMNS | keyof typeof PRIVATE_COLUMNS
export type OfferUpdateInput = Partial<Record<EditableField, unknown>>

/**
 * The offer as the requester sees it, locked for the change when they may change it at all (owner or admin): a
 * signed-in user who only sees a published offer gets it unlocked, so offerTransition can answer 403 rather than 404.
 */
/** The offer, when the viewer owns it: 404 when it does not exist (or is hidden), 403 when it is someone else's. */
export async function ownOfferRow(
  tx: Queryable,
  viewer: OfferViewer,
  id: number,
): Promise<Outcome<OfferRow>> {
  const row = await loadOfferRow(tx, id)
  if (!row) return OFFER_NOT_FOUND
  if (row.owner_id !== viewer.userId) return refused(NOT_OFFER_OWNER)
  return ok(row)
}

async function lockedRow(tx: Queryable, viewer: OfferViewer, id: number) {
  const row = await loadOfferRow(tx, id)
  if (!row || (row.owner_id !== viewer.userId && !viewerIsAdmin(viewer))) return row
  return loadOfferRow(tx, id, true)
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a ?? null) === JSON.stringify(b ?? null)
}

/**
 * An edit (updateOffer): an 'edit' by offerTransition (owner only; a PUBLISHED or PAUSED offer goes back to
 * PENDING unless only photos were reordered or removed or documents removed, decision 1350), the changed fields written with their before/after into the history (private ones too: the history is
 * only for the owner and admins).
 */
export async function updateOffer(
  tx: Queryable,
  viewer: OfferViewer,
  id: number,
  input: OfferUpdateInput,
  extraChanges: Record<string, [unknown, unknown]> = {},
): Promise<Outcome<OfferRow>> {
  const row = await lockedRow(tx, viewer, id)
  if (!row) return OFFER_NOT_FOUND
  const actor = { isOwner: row.owner_id === viewer.userId, isAdmin: viewerIsAdmin(viewer) }
  const refusal = transitionRefusal(row.status, 'edit', actor)
  if (refusal) return refused(refusal)
  if (input.category !== undefined && !isCategoryOfKind(row.kind, String(input.category))) {
    return refused(CATEGORY_OF_OTHER_KIND)
  }
  const priv = (
    await tx.query<Record<string, unknown>>(
      'select priv_description, street, postcode from public.offer_private where offer_id = $1',
      [id],
    )
  ).rows[0] ?? { priv_description: null, street: null, postcode: null }
  const changes: Record<string, [unknown, unknown]> = { ...extraChanges }
  const publicSets: string[] = []
  const publicValues: unknown[] = []
  for (const [field, column] of Object.entries(PUBLIC_COLUMNS)) {
    const value = input[field as EditableField]
    if (value === undefined) continue
    const before = column === 'pub_price' && row.pub_price !== null ? Number(row.pub_price) : row[column]
    if (same(before, value)) continue
    changes[field] = [before, value]
    publicValues.push(value)
    publicSets.push(`${column} = $${publicValues.length + 1}`)
  }
  const privateSets: string[] = []
  const privateValues: unknown[] = []
  for (const [field, column] of Object.entries(PRIVATE_COLUMNS)) {
    const value = input[field as EditableField]
    if (value === undefined) continue
    if (same(priv[column], value)) continue
    changes[field] = [priv[column] ?? null, value]
    privateValues.push(value)
    privateSets.push(`${column} = $${privateValues.length + 1}`)
  }
  if (!Object.keys(changes).length) return ok(row)
  // reordering or removing photos and documents keeps a published offer published (decision 1350)
  const result = offerTransition(row.status, 'edit', actor, { changes: Object.keys(changes) })
  const next = result.ok ? result.next : row.status
  if (next !== row.status) {
    publicValues.push(next)
    publicSets.push(`status = $${publicValues.length + 1}`, 'submitted_at = now()')
  }
  if (publicSets.length) {
    await tx.query(`update public.offers set ${publicSets.join(', ')} where id = $1`, [id, ...publicValues])
  }
  if (privateSets.length) {
    await tx.query(
      `insert into public.offer_private (offer_id) values ($1) on conflict (offer_id) do nothing`,
      [id],
    )
    await tx.query(
      `update public.offer_private set ${privateSets.join(', ')}, updated_at = now() where offer_id = $1`,
      [id, ...privateValues],
    )
  }
  if (publicSets.length === 0 && privateSets.length === 0) {
    // Only photos or documents changed: still an edit of the offer.
    await tx.query('update public.offers set updated_at = now() where id = $1', [id])
  }
  await writeHistory(tx, {
    offerId: id,
    actorId: viewer.userId,
    action: 'edit',
    from: row.status,
    to: next,
    changes,
  })
  return ok((await loadOfferRow(tx, id)) as OfferRow)
}

/**
 * An owner's resume of an offer an admin paused is refused (decision 1351): the last move into PAUSED was not the
 * owner's. They edit it instead, which sends it to review.
 */
export async function pausedByAdmin(tx: Queryable, id: number, ownerId: string): Promise<boolean> {
  const last = (
    await tx.query<{ actor_id: string | null }>(
      `select actor_id from public.offer_history where offer_id = $1 and to_status = 'PAUSED'
       order by created_at desc, id desc limit 1`,
      [id],
    )
  ).rows[0]
  return last !== undefined && last.actor_id !== ownerId
}

export const RESUME_REFUSED = fail(409, 'paused_by_admin', RESUME_AFTER_TAKEDOWN)

/**
 * Every lifecycle step but 'edit': offerTransition decides (403 when the actor may never do it, 409 when the
 * status does not allow it), the status and its timestamps change, and the history records it with the reason.
 */
export async function transitionOffer(
  tx: Queryable,
  viewer: OfferViewer,
  id: number,
  action: Exclude<OfferAction, 'edit'>,
  reason: string | undefined,
): Promise<Outcome<{ status: OfferStatus; rejectionReason: string | null }>> {
  const row = await lockedRow(tx, viewer, id)
  if (!row) return OFFER_NOT_FOUND
  const actor = { isOwner: row.owner_id === viewer.userId, isAdmin: viewerIsAdmin(viewer) }
  const refusal = transitionRefusal(row.status, action, actor, reason)
  if (refusal) return refused(refusal)
  const result = offerTransition(row.status, action, actor, { reason })
  if (!result.ok) return fail(409, 'invalid_transition', result.message)
  // an offer the operator paused comes back only through review (decision 1351)
  if (action === 'resume' && (await pausedByAdmin(tx, id, row.owner_id))) return RESUME_REFUSED
  const next = result.next
  const rejectionReason =
    action === 'reject' ? (reason?.trim() ?? null) : action === 'approve' ? null : row.rejection_reason
  const stamps =
    action === 'submit'
      ? ', submitted_at = now()'
      : action === 'approve'
        ? ', published_at = now()'
        : action === 'close'
          ? ', closed_at = now()'
          : ''
  // The owner may clear a rejection reason (by submitting again) but never write one; the guard trigger agrees.
  const clearReason = action === 'submit' ? ', rejection_reason = null' : ''
  if (action === 'reject' || action === 'approve') {
    await tx.query(`update public.offers set status = $2, rejection_reason = $3${stamps} where id = $1`, [
      id,
      next,
      rejectionReason,
    ])
  } else {
    await tx.query(`update public.offers set status = $2${stamps}${clearReason} where id = $1`, [id, next])
  }
  await writeHistory(tx, {
    offerId: id,
    actorId: viewer.userId,
    action,
    from: row.status,
    to: next,
    reason: action === 'reject' ? rejectionReason : null,
  })
  return ok({ status: next, rejectionReason: action === 'submit' ? null : rejectionReason })
}
