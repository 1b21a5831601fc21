import { OFFER_STATUS_LABELS, type OfferStatus } from './offer-catalogue.ts'

export const OFFER_ACTIONS = ['edit', 'submit', 'approve', 'reject', 'pause', 'resume', 'close'] as const
export type OfferAction = (typeof OFFER_ACTIONS)[number]

export const OFFER_ACTION_LABELS: Readonly<Record<OfferAction, string>> = {
  edit: 'Upravit',
  submit: 'Odeslat ke schválení',
  approve: 'Schválit',
  reject: 'Zamítnout',
  pause: 'Pozastavit',
  resume: 'Obnovit',
  close: 'Uzavřít',
}

export interface OfferActor {
  isOwner: boolean
  isAdmin: boolean
}

export type OfferTransitionResult = { ok: true; next: OfferStatus } | { ok: false; message: string }

interface Rule {
  by: 'owner' | 'admin'
  from: Partial<Record<OfferStatus, OfferStatus>>
}

/**
 * docs/product/offers.md lifecycle. An edit keeps a draft, a pending or a rejected offer where it is (a rejected one is fixed
 * and then submitted) and sends a PUBLISHED or PAUSED one back to PENDING, hidden until approved again. CLOSED is final.
 */
const RULES: Readonly<Record<OfferAction, Rule>> = {
  edit: {
    by: 'owner',
    from: {
      DRAFT: 'DRAFT',
      PENDING: 'PENDING',
      REJECTED: 'REJECTED',
      PUBLISHED: 'PENDING',
      PAUSED: 'PENDING',
    },
  },
  submit: { by: 'owner', from: { DRAFT: 'PENDING', REJECTED: 'PENDING' } },
  approve: { by: 'admin', from: { PENDING: 'PUBLISHED' } },
  reject: { by: 'admin', from: { PENDING: 'REJECTED' } },
  pause: { by: 'owner', from: { PUBLISHED: 'PAUSED' } },
  resume: { by: 'owner', from: { PAUSED: 'PUBLISHED' } },
  close: { by: 'owner', from: { PUBLISHED: 'CLOSED', PAUSED: 'CLOSED' } },
}

export const REJECTION_REASON_REQUIRED = 'Uveďte prosím důvod zamítnutí.'
export const OWNER_ONLY_MESSAGE = 'Tuto akci může provést pouze vlastník nabídky.'

/**
 * The changes of a published or paused offer that bring nothing new to review: reordering and removing photos and
 * removing documents show only what an admin already approved, so the offer keeps its status (the history records them).
 * Everything else (texts, price, address, a new photo or document) goes back to PENDING. docs/decisions/1350.
 */
export const CHANGES_WITHOUT_REVIEW: readonly string[] = ['photoOrder', 'photoRemoved', 'documentRemoved']

/** Whether an edit with these changes (the history's keys) needs a new review; no keys given means it does. */
export function changesNeedReview(changes?: readonly string[]): boolean {
  return changes === undefined || changes.some((change) => !CHANGES_WITHOUT_REVIEW.includes(change))
}

export function offerTransition(
  status: OfferStatus,
  action: OfferAction,
  actor: OfferActor,
  input?: { reason?: string; changes?: readonly string[] },
): OfferTransitionResult {
  const rule = RULES[action]
  if (rule.by === 'owner' && !actor.isOwner) {
    return { ok: false, message: OWNER_ONLY_MESSAGE }
  }
  if (rule.by === 'admin' && !actor.isAdmin) {
    return { ok: false, message: 'Schvalovat a zamítat nabídky může pouze administrátor.' }
  }
  const next = rule.from[status]
  if (next === undefined) {
    return {
      ok: false,
      message: `Akci „${OFFER_ACTION_LABELS[action]}“ nelze provést u nabídky ve stavu „${OFFER_STATUS_LABELS[status]}“.`,
    }
  }
  if (action === 'reject' && !input?.reason?.trim()) return { ok: false, message: REJECTION_REASON_REQUIRED }
  if (action === 'edit' && !changesNeedReview(input?.changes)) return { ok: true, next: status }
  return { ok: true, next }
}

/**
 * Whether the owner's edit with these changes takes the offer off the market until approved again (a published or
 * paused offer going back to PENDING): the screens ask first (docs/decisions/1003, 1350).
 */
export function editSendsToReview(status: OfferStatus, changes?: readonly string[]): boolean {
  const result = offerTransition(status, 'edit', { isOwner: true, isAdmin: false }, { changes })
  return result.ok && result.next === 'PENDING' && status !== 'PENDING'
}

/**
 * The operator's take-down of an offer on the market (docs/decisions/1351): an admin pauses a PUBLISHED offer or
 * closes a PUBLISHED or PAUSED one, always with a reason the owner is told. An owner may not resume an offer an admin
 * paused: they edit it, which sends it back to review.
 */
export const ADMIN_TAKEDOWN_ACTIONS = ['pause', 'close'] as const
export type AdminTakedownAction = (typeof ADMIN_TAKEDOWN_ACTIONS)[number]
export const TAKEDOWN_REASON_REQUIRED = 'Uveďte prosím důvod, který uvidí vlastník.'
export const TAKEDOWN_ADMIN_ONLY = 'Stáhnout nabídku z tržiště může pouze administrátor.'
export const RESUME_AFTER_TAKEDOWN =
  'Nabídku pozastavil administrátor. Upravte ji podle jeho důvodu; úprava ji odešle ke schválení.'
const TAKEDOWN_FROM: Readonly<Record<AdminTakedownAction, Partial<Record<OfferStatus, OfferStatus>>>> = {
  pause: { PUBLISHED: 'PAUSED' },
  close: { PUBLISHED: 'CLOSED', PAUSED: 'CLOSED' },
}

export function adminTakedown(
  status: OfferStatus,
  action: AdminTakedownAction,
  actor: OfferActor,
  reason: string | undefined,
): OfferTransitionResult {
  if (!actor.isAdmin) return { ok: false, message: TAKEDOWN_ADMIN_ONLY }
  const next = TAKEDOWN_FROM[action][status]
  if (next === undefined) {
    return {
      ok: false,
      message: `Akci „${OFFER_ACTION_LABELS[action]}“ nelze provést u nabídky ve stavu „${OFFER_STATUS_LABELS[status]}“.`,
    }
  }
  if (!reason?.trim()) return { ok: false, message: TAKEDOWN_REASON_REQUIRED }
  return { ok: true, next }
}

/**
 * The operator's take-down that put the offer where it is (decision 1351), from its history: the newest entry into
 * its current status, when that was a pause or close by someone other than the owner. Null when there is none.
 */
export function operatorTakedown<
  T extends { id: number; action: string; toStatus: OfferStatus | null; actor: { id: string } | null },
>(status: OfferStatus, ownerId: string | undefined, history: readonly T[]): T | null {
  if (status !== 'PAUSED' && status !== 'CLOSED') return null
  const last = history
    .filter((entry) => entry.toStatus === status)
    .reduce<T | null>((newest, entry) => (newest === null || entry.id > newest.id ? entry : newest), null)
  if (!last || (last.action !== 'pause' && last.action !== 'close')) return null
  return last.actor !== null && last.actor.id !== ownerId ? last : null
}

/** The take-down actions an admin may take from this status. */
export function allowedTakedownActions(status: OfferStatus): AdminTakedownAction[] {
  return ADMIN_TAKEDOWN_ACTIONS.filter(
    (action) => adminTakedown(status, action, { isOwner: false, isAdmin: true }, 'x').ok,
  )
}

/** The actions to offer in a manage menu: those the actor may take from the current status. */
export function allowedOfferActions(status: OfferStatus, actor: OfferActor): OfferAction[] {
  return OFFER_ACTIONS.filter((action) => offerTransition(status, action, actor, { reason: 'x' }).ok)
}
