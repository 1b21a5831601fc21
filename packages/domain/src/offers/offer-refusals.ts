import { type Refusal, refusal } from '../fields/refusal.ts'
import type { OfferStatus } from './offer-catalogue.ts'
import { type OfferAction, type OfferActor, OWNER_ONLY_MESSAGE, offerTransition } from './offer-lifecycle.ts'
import type { UnlockDecision } from './unlock.ts'

/*
 * How the offer rules' refusals answer over HTTP, so the server's services and the mock API turn the same decision
 * into the same status, code and Czech message (docs/decisions/0920-mock-api-from-the-contract.md).
 */

/** An offer rule's refusal: the shared shape of every resource's catalogue (fields/refusal.ts). */
export type OfferRefusal = Refusal

/** An offer that does not exist for the requester (also one they may not see: no hint that a draft is there). */
export const OFFER_NOT_FOUND: OfferRefusal = refusal(404, 'not_found', 'Nabídka nebyla nalezena.')
/** Managing an offer (edits, photos, documents) is the owner's: others who see it are refused. */
export const NOT_OFFER_OWNER: OfferRefusal = refusal(403, 'forbidden', OWNER_ONLY_MESSAGE)
/** An edit naming a category of the other kind (the create body's schema refuses the same). */
export const CATEGORY_OF_OTHER_KIND: OfferRefusal = refusal(
  400,
  'validation_failed',
  'Kategorie nepatří k tomuto druhu nabídky.',
)
/** Offers not published yet that one owner may hold at once (docs/decisions/1230-account-bounds.md). */
export const MAX_UNPUBLISHED_OFFERS = 20
/** The statuses that count towards MAX_UNPUBLISHED_OFFERS: everything before the first publication. */
export const UNPUBLISHED_STATUSES = ['DRAFT', 'PENDING', 'REJECTED'] as const satisfies readonly OfferStatus[]
/** A new offer when the owner holds MAX_UNPUBLISHED_OFFERS unpublished ones already. */
export const UNPUBLISHED_LIMIT_REACHED: OfferRefusal = refusal(
  409,
  'draft_limit',
  `Nezveřejněných nabídek (konceptů, čekajících na schválení a zamítnutých) můžete mít nejvýše ${MAX_UNPUBLISHED_OFFERS}. Dokončete a odešlete některý koncept, nebo ho upravte pro novou nabídku.`,
)
export const PHOTO_NOT_FOUND: OfferRefusal = refusal(404, 'not_found', 'Fotografie nebyla nalezena.')
export const DOCUMENT_NOT_FOUND: OfferRefusal = refusal(404, 'not_found', 'Dokument nebyl nalezen.')
export const REVIEW_NOT_FOUND: OfferRefusal = refusal(404, 'not_found', 'Hodnocení nebylo nalezeno.')
/** Keeping a review whose reports were all dismissed already (or that nobody reported). */
export const NO_OPEN_REVIEW_REPORT: OfferRefusal = refusal(
  404,
  'no_open_report',
  'Hodnocení nemá žádné nevyřízené nahlášení.',
)
export const REVIEW_NOT_ALLOWED: OfferRefusal = refusal(
  403,
  'review_not_allowed',
  'Hodnotit může přihlášený uživatel, který není vlastníkem, zveřejněnou službu nebo nabídku, kterou odemkl.',
)
export const REVIEW_DELETE_REFUSED: OfferRefusal = refusal(
  403,
  'forbidden',
  'Toto hodnocení nemůžete odstranit.',
)

/**
 * A lifecycle step offerTransition refuses: 403 when the actor may never take it (not the owner, not an admin),
 * 409 when the offer's status does not allow it; null when it is allowed.
 */
export function transitionRefusal(
  status: OfferStatus,
  action: OfferAction,
  actor: OfferActor,
  reason?: string,
): OfferRefusal | null {
  const result = offerTransition(status, action, actor, { reason })
  if (result.ok) return null
  const asAnyone = offerTransition(status, action, { isOwner: true, isAdmin: true }, { reason })
  return asAnyone.ok
    ? refusal(403, 'forbidden', result.message)
    : refusal(409, 'invalid_transition', result.message)
}

/** A refused unlock: too few credits is 402, every other refusal a 409 named after canUnlock's code. */
export function unlockRefusal(decision: Extract<UnlockDecision, { ok: false }>): OfferRefusal {
  return decision.code === 'insufficient-credits'
    ? refusal(402, 'insufficient_credits', decision.message)
    : refusal(409, `unlock_${decision.code.replace('-', '_')}`, decision.message)
}

/** An upload of an offer's photo or document without a file in it. */
export const NO_FILE_CHOSEN: OfferRefusal = refusal(400, 'bad_upload', 'Vyberte prosím soubor k nahrání.')
/** A new order of the photos that leaves one out, names one twice or names another offer's. */
export const PHOTO_ORDER_INCOMPLETE: OfferRefusal = refusal(
  400,
  'validation_failed',
  'Pořadí musí obsahovat právě všechny fotografie nabídky.',
)
