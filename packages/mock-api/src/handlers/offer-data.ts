import { matchesSearch, matchesSearchWords } from '@rg/domain/czech-format'
import { OFF_MARKET_STATUSES } from '@rg/domain/deal-room'
import {
  type AdminTakedownAction,
  adminTakedown,
  LISTING_CATEGORIES,
  NOT_OFFER_OWNER,
  OFFER_NOT_FOUND,
  type OfferAction,
  type OfferDetail,
  type OfferField,
  type OfferSummary,
  type OfferTeaser,
  offerRelation,
  offerTransition,
  photoNamesVisible,
  pickVisibleFields,
  REGIONS,
  RESUME_AFTER_TAKEDOWN,
  SERVICE_CATEGORIES,
  TEASER_FIELDS,
  transitionRefusal,
  type ViewerRelation,
  visibleOfferFields,
} from '@rg/domain/offers'
import { displayName } from '@rg/domain/profile'
import { isAdmin } from '@rg/domain/roles'
import { type MockOffer, offerFixtures } from '../fixtures/offers.ts'
import type { MockAccount, MockStore } from '../store.ts'
import { refundRecentUnlocks } from './deal-room-state.ts'
import { fail, type MockOutcome, ok, refused } from './mock-route.ts'
import { mockProfile } from './profile.ts'

/*
 * The offers of one mock store and how each requester sees them. Who sees which fields, who may take which
 * lifecycle step and how a refusal answers are the domain's (visibleOfferFields, offerTransition,
 * transitionRefusal); this file only keeps the records and shapes the answers.
 */

/** Offers live beside the store (one list per store, so every story starts fresh). */
const offersOf = new WeakMap<MockStore, MockOffer[]>()
export function mockOffers(store: MockStore): MockOffer[] {
  let list = offersOf.get(store)
  if (!list) {
    list = offerFixtures()
    offersOf.set(store, list)
  }
  return list
}
/** Replace the offers of a store (e.g. [] for an empty-state story). */
export function setMockOffers(store: MockStore, offers: MockOffer[]) {
  offersOf.set(store, offers)
}

export const findOffer = (store: MockStore, id: number) => mockOffers(store).find((o) => o.id === id)

const isUnlockedBy = (o: MockOffer, account: MockAccount | undefined) =>
  account !== undefined && o.unlockedBy.includes(account.user.id)

export function relationOf(o: MockOffer, account: MockAccount | undefined): ViewerRelation {
  const viewer = account ? { userId: account.user.id, role: account.user.role } : null
  return offerRelation({ ownerId: o.ownerId }, viewer, isUnlockedBy(o, account))
}

/** The offer if it exists for the requester at all (visibleOfferFields not empty), else undefined (a 404). */
export function visibleOffer(store: MockStore, id: number, account: MockAccount | undefined) {
  const o = findOffer(store, id)
  return o && visibleOfferFields(o, relationOf(o, account)).size > 0 ? o : undefined
}

const ownerAccountOf = (store: MockStore, o: MockOffer) => store.accounts.find((a) => a.user.id === o.ownerId)
const ownerOf = (store: MockStore, o: MockOffer) => ownerAccountOf(store, o)?.user

export function searchText(o: MockOffer): string {
  const region = REGIONS.find((r) => r.code === o.region)?.label ?? ''
  const category =
    [...LISTING_CATEGORIES, ...SERVICE_CATEGORIES].find((c) => c.code === o.category)?.label ?? ''
  return [o.pubName, o.pubNameSecondary, ...o.pubKeywords, o.city, region, category, o.pubDescription].join(
    ' ',
  )
}

/**
 * What the catalogue's search looks at, as the server does (docs/decisions/1440-search-words.md): the offer's own words
 * and the labels of its region and category.
 */
export function matchesCatalogueSearch(o: MockOffer, query: string): boolean {
  const region = REGIONS.find((r) => r.code === o.region)?.label
  const category = [...LISTING_CATEGORIES, ...SERVICE_CATEGORIES].find((c) => c.code === o.category)?.label
  return matchesSearchWords(
    [o.pubName, o.pubNameSecondary, ...o.pubKeywords, o.city, o.region, o.pubDescription].join(' '),
    query,
    [region, category].filter((label): label is string => Boolean(label)),
  )
}

/** The filters of the manage lists (my offers, the admin's list): kind, statuses and the search text. */
export function matchesManageQuery(
  o: MockOffer,
  q: {
    kind?: MockOffer['kind'] | undefined
    statuses: readonly MockOffer['status'][]
    q?: string | undefined
  },
) {
  return (
    (!q.kind || o.kind === q.kind) &&
    (!q.statuses.length || q.statuses.includes(o.status)) &&
    (!q.q || matchesSearch(searchText(o), q.q))
  )
}

export function teaserOf(o: MockOffer, account: MockAccount | undefined): OfferTeaser {
  // A teaser is public: no photo names whoever asks (the detail shows them to the owner).
  const picked = pickVisibleFields(
    { ...o, photos: o.photos.map((photo) => ({ ...photo, name: null })) } as unknown as Record<
      OfferField,
      unknown
    >,
    new Set(TEASER_FIELDS),
  )
  return {
    ...(picked as unknown as Omit<OfferTeaser, 'unlocked' | 'isOwn'>),
    unlocked: isUnlockedBy(o, account),
    isOwn: o.ownerId === account?.user.id,
  }
}

/** The detail with exactly the fields the requester may receive (the caller made sure the offer is visible). */
export function detailOf(store: MockStore, o: MockOffer, account: MockAccount | undefined): OfferDetail {
  const owner = ownerAccountOf(store, o)
  // the card reads the owner's profile, as the server's offer_business_card does
  const profile = owner ? mockProfile(store, owner) : null
  const full: Record<string, unknown> = {
    ...o,
    businessCard: profile
      ? {
          userId: profile.id,
          name: displayName(profile),
          company: profile.companyName,
          phone: profile.phone,
          email: profile.email,
          avatarUrl: profile.avatarUrl,
          verified: profile.role !== 'USER' || profile.verificationStatus === 'APPROVED',
        }
      : null,
    viewCount: o.viewedBy.length,
    unlockCount: o.unlockedBy.length,
  }
  const relation = relationOf(o, account)
  const fields = visibleOfferFields(o, relation)
  if (!photoNamesVisible(relation)) full.photos = o.photos.map((photo) => ({ ...photo, name: null }))
  return {
    ...(pickVisibleFields(full as Record<OfferField, unknown>, fields) as unknown as OfferDetail),
    unlocked: isUnlockedBy(o, account),
    isOwn: o.ownerId === account?.user.id,
  }
}

export function summaryOf(
  store: MockStore,
  o: MockOffer,
  account: MockAccount,
  withOwner: boolean,
): OfferSummary {
  const owner = ownerOf(store, o)
  return {
    ...teaserOf(o, account),
    createdAt: o.createdAt,
    updatedAt: o.updatedAt,
    viewCount: o.viewedBy.length,
    unlockCount: o.unlockedBy.length,
    rejectionReason: o.rejectionReason,
    ...(withOwner && owner ? { owner: { id: owner.id, name: displayName(owner), email: owner.email } } : {}),
  }
}

function recordHistory(
  store: MockStore,
  o: MockOffer,
  account: MockAccount,
  entry: {
    action: MockOffer['history'][number]['action']
    from: MockOffer['status'] | null
    changes?: Record<string, [unknown, unknown]>
    reason?: string | null
  },
) {
  const now = store.now().toISOString()
  o.history.push({
    id: Math.max(0, ...mockOffers(store).flatMap((x) => x.history.map((h) => h.id))) + 1,
    action: entry.action,
    actor: { id: account.user.id, name: displayName(account.user) },
    fromStatus: entry.from,
    toStatus: o.status,
    changes: entry.changes ?? {},
    reason: entry.reason ?? null,
    createdAt: now,
  })
  o.updatedAt = now
}

/** A new DRAFT of the account's, with the history's first line. */
export function addOffer(
  store: MockStore,
  account: MockAccount,
  fields: Omit<
    MockOffer,
    | 'id'
    | 'status'
    | 'ownerId'
    | 'photos'
    | 'documents'
    | 'publishedAt'
    | 'createdAt'
    | 'updatedAt'
    | 'rejectionReason'
    | 'viewedBy'
    | 'unlockedBy'
    | 'history'
    | 'reviews'
  >,
): MockOffer {
  const now = store.now().toISOString()
  const o: MockOffer = {
    ...fields,
    id: Math.max(0, ...mockOffers(store).map((x) => x.id)) + 1,
    status: 'DRAFT',
    ownerId: account.user.id,
    photos: [],
    documents: [],
    publishedAt: null,
    createdAt: now,
    updatedAt: now,
    rejectionReason: null,
    viewedBy: [],
    unlockedBy: [],
    history: [],
    reviews: [],
  }
  mockOffers(store).push(o)
  recordHistory(store, o, account, { action: 'create', from: null })
  return o
}

/** The offer to manage: 404 when the requester does not see it, 403 when it is someone else's. */
export function ownOffer(store: MockStore, account: MockAccount, id: number): MockOutcome<MockOffer> {
  const o = visibleOffer(store, id, account)
  if (!o) return refused(OFFER_NOT_FOUND)
  return o.ownerId === account.user.id ? ok(o) : refused(NOT_OFFER_OWNER)
}

const actorOf = (o: MockOffer, account: MockAccount) => ({
  isOwner: o.ownerId === account.user.id,
  isAdmin: isAdmin(account.user.role),
})

/**
 * The owner's edit: `apply` changes the record (or refuses, before changing anything) only when offerTransition
 * allows an edit, which sends a PUBLISHED or PAUSED offer back to PENDING; the history records the changes.
 */
export function editOffer(
  store: MockStore,
  o: MockOffer,
  account: MockAccount,
  changes: Record<string, [unknown, unknown]>,
  // biome-ignore lint/suspicious/noConfusingVoidType: an apply that only changes the record returns nothing
  apply: () => MockOutcome<unknown> | void,
): MockOutcome<MockOffer> {
  const actor = actorOf(o, account)
  const refusal = transitionRefusal(o.status, 'edit', actor)
  if (refusal) return refused(refusal)
  const result = offerTransition(o.status, 'edit', actor, { changes: Object.keys(changes) })
  const from = o.status
  const applied = apply() as MockOutcome<unknown> | undefined
  if (applied && !applied.ok) return applied
  if (result.ok) o.status = result.next
  recordHistory(store, o, account, { action: 'edit', from, changes })
  return ok(o)
}

/** The operator's pause or close (adminTakedown decides; decision 1351), with the reason in the history. */
export function takeDown(
  store: MockStore,
  o: MockOffer,
  account: MockAccount,
  action: AdminTakedownAction,
  reason: string,
): MockOutcome<{ from: MockOffer['status']; next: MockOffer['status'] }> {
  const result = adminTakedown(o.status, action, actorOf(o, account), reason)
  if (!result.ok) return fail(409, 'invalid_transition', result.message)
  const from = o.status
  o.status = result.next
  recordHistory(store, o, account, { action, from, reason })
  refundRecentUnlocks(store, o.id, o.pubName)
  return ok({ from, next: result.next })
}

/** Every lifecycle step but 'edit', as offerTransition decides it; the status's timestamps follow. */
export function transition(
  store: MockStore,
  o: MockOffer,
  account: MockAccount,
  action: Exclude<OfferAction, 'edit'>,
  reason?: string,
) {
  const actor = actorOf(o, account)
  const refusal = transitionRefusal(o.status, action, actor, reason)
  const result = offerTransition(o.status, action, actor, { reason })
  if (refusal || !result.ok) return refused(refusal ?? OFFER_NOT_FOUND)
  // an offer the operator paused comes back only through review (decision 1351), as on the server
  const pausedBy = o.history.findLast((h) => h.toStatus === 'PAUSED')?.actor?.id
  if (action === 'resume' && pausedBy !== undefined && pausedBy !== o.ownerId)
    return fail(409, 'paused_by_admin', RESUME_AFTER_TAKEDOWN)
  const from = o.status
  o.status = result.next
  if (OFF_MARKET_STATUSES.includes(result.next)) refundRecentUnlocks(store, o.id, o.pubName)
  if (action === 'reject') o.rejectionReason = reason?.trim() ?? null
  if (action === 'approve' || action === 'submit') o.rejectionReason = null
  if (action === 'approve') o.publishedAt = store.now().toISOString()
  recordHistory(store, o, account, {
    action,
    from,
    reason: action === 'reject' ? o.rejectionReason : null,
  })
  return ok({ id: o.id, status: o.status, rejectionReason: o.rejectionReason })
}
