import { UNLOCK_PRICE } from '../credits/credits.ts'
import type { Refusal } from '../fields/refusal.ts'
import type { OfferKind, OfferStatus } from '../offers/offer-catalogue.ts'
import {
  ACCESS_ALREADY_REQUESTED,
  ACCESS_NOT_NEEDED,
  ACCESS_REQUEST_DECIDED,
  APPROVAL_REQUIRED,
  NDA_REQUIRED,
  OWN_OFFER_ACCESS,
  REQUEST_INSUFFICIENT_CREDITS,
  THREAD_FULL,
  THREAD_RATE_LIMITED,
} from './deal-room-refusals.ts'
import type { DealTerms, NdaSource, NdaText, OwnerNdaVersion } from './messages-and-access.schema.ts'

/*
 * The deal room's rules (docs/product/deal-room.md), pure: the server repeats them inside the transaction that locks
 * the rows they read, the mock API over its store.
 */

/** Days an access request waits for the owner before its credits go back by themselves. */
export const ACCESS_REQUEST_DAYS = 7
/** Messages one user may send per SENDER_WINDOW_MINUTES over all threads (a person never reaches it; a script does). */
export const MESSAGES_PER_SENDER_WINDOW = 30
export const SENDER_WINDOW_MINUTES = 10
/** Messages one party may send in one thread per day. */
export const MESSAGES_PER_THREAD_DAY = 100
/** Messages a thread may hold in all (after that the parties continue elsewhere). */
export const THREAD_MAX_MESSAGES = 2000
/** Characters of a message the thread list shows. */
export const PREVIEW_CHARS = 120

/** The owner's name for an investor who has not shared their contact: numbered per offer in unlock order. */
export const investorLabel = (n: number): string => `Investor č. ${n}`

/**
 * The agreement an offer asks the investor to accept: the owner's newest own version, else the platform's current
 * text (docs/decisions/1680-owner-nda-text.md).
 */
export function applicableNda(platform: NdaText, ownCurrent: OwnerNdaVersion | null | undefined): NdaText {
  return ownCurrent
    ? { version: ownCurrent.version, source: 'OWNER', title: ownCurrent.title, body: ownCurrent.body }
    : platform
}

/** Whether what the investor accepted (or sends) is the agreement that applies now. */
export const isCurrentNda = (current: NdaText, accepted: { version: number; source?: NdaSource }): boolean =>
  current.version === accepted.version && current.source === (accepted.source ?? 'PLATFORM')

/** The start of a message for the thread list. */
export function messagePreview(body: string): string {
  const flat = body.replace(/\s+/g, ' ').trim()
  return flat.length > PREVIEW_CHARS ? `${flat.slice(0, PREVIEW_CHARS - 1)}…` : flat
}

export interface AccessViewer {
  userId: string
  balance: number
  unlocked: boolean
  /** The viewer accepted the offer's current NDA version. */
  ndaAccepted: boolean
  /** The viewer has a PENDING request for the offer. */
  pending: boolean
}

export interface AccessOffer {
  kind: OfferKind
  status: OfferStatus
  ownerId: string
  terms: DealTerms
}

/** What stands between the viewer and an unlock of an offer with terms: null when the plain unlock may proceed. */
export function unlockTermsRefusal(offer: AccessOffer, viewer: AccessViewer): Refusal | null {
  if (viewer.unlocked || offer.ownerId === viewer.userId) return null
  if (offer.terms.requiresNda && !viewer.ndaAccepted) return NDA_REQUIRED
  if (offer.terms.requiresApproval) return APPROVAL_REQUIRED
  return null
}

/** Asking the owner for access: reserves UNLOCK_PRICE credits; refused when nothing is to be asked or paid. */
export function accessRequestRefusal(offer: AccessOffer, viewer: AccessViewer): Refusal | null {
  if (offer.ownerId === viewer.userId) return OWN_OFFER_ACCESS
  if (!offer.terms.requiresApproval || viewer.unlocked || offer.kind !== 'LISTING') return ACCESS_NOT_NEEDED
  if (viewer.pending) return ACCESS_ALREADY_REQUESTED
  if (offer.terms.requiresNda && !viewer.ndaAccepted) return NDA_REQUIRED
  if (viewer.balance < UNLOCK_PRICE) return REQUEST_INSUFFICIENT_CREDITS
  return null
}

/** A decision on a request that is still PENDING and not past its time; anything else was decided already. */
export function accessDecisionRefusal(
  request: { status: string; expiresAt: Date },
  now: Date,
): Refusal | null {
  if (request.status !== 'PENDING' || request.expiresAt.getTime() <= now.getTime())
    return ACCESS_REQUEST_DECIDED
  return null
}

/** The expiry of a request made at `createdAt`. */
export const accessRequestExpiry = (createdAt: Date): Date =>
  new Date(createdAt.getTime() + ACCESS_REQUEST_DAYS * 24 * 60 * 60 * 1000)

/** Sending into a thread: refused past the per-thread day limit or the thread's size. */
export function messageLimitRefusal(counts: { senderToday: number; thread: number }): Refusal | null {
  if (counts.thread >= THREAD_MAX_MESSAGES) return THREAD_FULL
  if (counts.senderToday >= MESSAGES_PER_THREAD_DAY) return THREAD_RATE_LIMITED
  return null
}

/**
 * A new message is notified (in-app, and by e-mail unless switched off) only when the recipient has read the thread
 * since their last notice: a burst of messages is one notice, the next comes after they read (decision 1522).
 */
export function shouldNotifyRecipient(notifiedAt: Date | null, readAt: Date | null): boolean {
  if (!notifiedAt) return true
  return readAt !== null && readAt.getTime() >= notifiedAt.getTime()
}
