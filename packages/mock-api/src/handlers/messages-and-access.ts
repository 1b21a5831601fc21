import { creditBalance, UNLOCK_PRICE } from '@rg/domain/credits'
import {
  ACCESS_REQUEST_NOT_FOUND,
  type AccessRequest,
  ATTACHMENT_NOT_FOUND,
  ATTACHMENT_NOT_OWN,
  accessDecisionRefusal,
  accessRequestExpiry,
  accessRequestRefusal,
  applicableNda,
  type DealTerms,
  investorLabel,
  isCurrentNda,
  type Message,
  messageLimitRefusal,
  messagePreview,
  NDA_ACCEPTANCE_NOT_FOUND,
  NDA_NOT_REQUIRED,
  NDA_VERSION_OUTDATED,
  type NdaSource,
  type NdaText,
  type OwnerAccessItem,
  type OwnerNdaVersion,
  THREAD_ALREADY_REPORTED,
  THREAD_NOT_FOUND,
  THREAD_NOT_REPORTED,
  type ThreadParty,
  type ThreadSummary,
} from '@rg/domain/deal-room'
import { NOT_OFFER_OWNER, OFFER_NOT_FOUND } from '@rg/domain/offers'
import { displayName } from '@rg/domain/profile'
import { isAdmin } from '@rg/domain/roles'
import { HttpResponse } from 'msw'
import type { MockOffer } from '../fixtures/offers.ts'
import { addTransaction, type MockAccount, type MockStore } from '../store.ts'
import { recordUnlock, unlocksOf } from './deal-room-state.ts'
import { mockRoute, ok, refused } from './mock-route.ts'
import { findOffer, visibleOffer } from './offer-data.ts'
import { storedDocuments } from './storage-quota.ts'

/*
 * The deal room in the mock (threads, NDA, approval), over the store like the server's services/deal-room: the same
 * rules from the domain, the same Czech refusals; someone else's thread is a 404.
 */

export interface MockThread {
  id: string
  offerId: number
  ownerId: string
  investorId: string
  createdAt: string
  ownerReadAt: string | null
  investorReadAt: string | null
  messages: Array<{
    id: string
    senderId: string
    body: string
    documentId: string | null
    documentName: string | null
    createdAt: string
  }>
  reports: Array<{ reporterId: string; reason: string; createdAt: string }>
}

interface MockRequest extends AccessRequest {
  offerId: number
  investorId: string
}

export interface MockDealRoom {
  threads: MockThread[]
  terms: Map<number, DealTerms>
  acceptances: Array<{
    id: string
    offerId: number
    userId: string
    version: number
    source: NdaSource
    acceptedAt: string
  }>
  requests: MockRequest[]
  /** The owner's own agreement per offer, oldest version first (docs/decisions/1680-owner-nda-text.md). */
  ownTexts: Map<number, OwnerNdaVersion[]>
}

export const MOCK_NDA: NdaText = {
  version: 1,
  source: 'PLATFORM',
  title: 'Dohoda o mlčenlivosti',
  body: '1. Investor se zavazuje zachovat v tajnosti všechny neveřejné informace o nabídce.\n\n2. Důvěrné informace použije výhradně k posouzení možné investice.',
}

const rooms = new WeakMap<MockStore, MockDealRoom>()

/** The deal room state of a store (stories seed it through seedMockThread and friends). */
export function dealRoomOf(store: MockStore): MockDealRoom {
  let room = rooms.get(store)
  if (!room) {
    room = { threads: [], terms: new Map(), acceptances: [], requests: [], ownTexts: new Map() }
    rooms.set(store, room)
  }
  return room
}

const termsOf = (store: MockStore, offerId: number): DealTerms =>
  dealRoomOf(store).terms.get(offerId) ?? { requiresNda: false, requiresApproval: false }

/** The agreement the offer asks for now: the owner's newest own version, else the platform's. */
const currentNda = (store: MockStore, offerId: number): NdaText =>
  applicableNda(MOCK_NDA, dealRoomOf(store).ownTexts.get(offerId)?.at(-1))

/** The user's acceptance of the offer's current agreement, if any. */
const currentAcceptance = (store: MockStore, offerId: number, userId: string) => {
  const nda = currentNda(store, offerId)
  return dealRoomOf(store).acceptances.find(
    (a) => a.offerId === offerId && a.userId === userId && isCurrentNda(nda, a),
  )
}

const acceptanceOut = (a: MockDealRoom['acceptances'][number]) => ({
  id: a.id,
  version: a.version,
  source: a.source,
  acceptedAt: a.acceptedAt,
})

/** A new version of the owner's own agreement unless it equals the current one; answers it and whether it is new. */
export function writeMockOwnNda(
  store: MockStore,
  offerId: number,
  text: { title: string; body: string },
): { version: OwnerNdaVersion; created: boolean } {
  const versions = dealRoomOf(store).ownTexts.get(offerId) ?? []
  const current = versions.at(-1)
  if (current && current.title === text.title && current.body === text.body)
    return { version: current, created: false }
  const version = { version: (current?.version ?? 0) + 1, ...text, createdAt: store.now().toISOString() }
  dealRoomOf(store).ownTexts.set(offerId, [...versions, version])
  return { version, created: true }
}

/** Opens the thread of an unlock (the mock's unlockOffer and an approval call it); a repeat finds it. */
export function openMockThread(store: MockStore, o: MockOffer, investorId: string): MockThread | undefined {
  const room = dealRoomOf(store)
  if (o.ownerId === investorId) return undefined
  const found = room.threads.find((t) => t.offerId === o.id && t.investorId === investorId)
  if (found) return found
  const thread: MockThread = {
    id: crypto.randomUUID(),
    offerId: o.id,
    ownerId: o.ownerId,
    investorId,
    createdAt: store.now().toISOString(),
    ownerReadAt: null,
    investorReadAt: null,
    messages: [],
    reports: [],
  }
  room.threads.push(thread)
  return thread
}

/** Sets an offer's terms (stories: an offer with NDA and approval). */
export function setMockDealTerms(store: MockStore, offerId: number, terms: DealTerms) {
  dealRoomOf(store).terms.set(offerId, terms)
}

/** The refusal a plain unlock meets on an offer with terms, else null (the mock's unlockOffer asks). */
export function mockUnlockTermsRefusal(store: MockStore, o: MockOffer, account: MockAccount) {
  const terms = termsOf(store, o.id)
  if (!terms.requiresNda && !terms.requiresApproval) return null
  const ndaAccepted = currentAcceptance(store, o.id, account.user.id) !== undefined
  if (terms.requiresNda && !ndaAccepted) return 'nda' as const
  return terms.requiresApproval ? ('approval' as const) : null
}

const nameOf = (store: MockStore, id: string) => {
  const user = store.accounts.find((a) => a.user.id === id)?.user
  return user ? { label: displayName(user), email: user.email } : { label: 'Smazaný účet', email: '' }
}

/** The investor's unlock of the offer (deal-room-state.ts), whose consent and number the thread shows. */
const unlockOf = (store: MockStore, offerId: number, userId: string) =>
  unlocksOf(store, offerId).find((u) => u.userId === userId)

/** As the server's investorAsOwnerSeesThem: the lead list's consent and "Investor č. N" (decision 1500). */
function investorFor(store: MockStore, t: MockThread): ThreadParty {
  const unlock = unlockOf(store, t.offerId, t.investorId)
  if (!unlock?.shareContact) {
    const n =
      unlock?.investorNo ??
      dealRoomOf(store)
        .threads.filter((x) => x.offerId === t.offerId)
        .indexOf(t) + 1
    return { label: investorLabel(n), email: null, anonymous: true }
  }
  return { ...nameOf(store, t.investorId), anonymous: false }
}

function summaryOf(store: MockStore, t: MockThread, userId: string): ThreadSummary {
  const owner = t.ownerId === userId
  const readAt = owner ? t.ownerReadAt : t.investorReadAt
  const last = t.messages.at(-1)
  return {
    id: t.id,
    offer: { id: t.offerId, name: findOffer(store, t.offerId)?.pubName ?? '' },
    role: owner ? 'OWNER' : 'INVESTOR',
    counterpart: owner ? investorFor(store, t) : { ...nameOf(store, t.ownerId), anonymous: false },
    lastMessageAt: last?.createdAt ?? null,
    preview: last ? messagePreview(last.body) : null,
    unread: t.messages.filter((m) => m.senderId !== userId && (readAt === null || m.createdAt > readAt))
      .length,
  }
}

const partyThread = (store: MockStore, id: string, userId: string) =>
  dealRoomOf(store).threads.find((t) => t.id === id && (t.ownerId === userId || t.investorId === userId))

/** Seeds a thread with messages (stories). `from` names the sender's side. */
export function seedMockThread(
  store: MockStore,
  o: MockOffer,
  investorId: string,
  messages: Array<{ from: 'OWNER' | 'INVESTOR'; body: string; at: string; attachment?: string }> = [],
  options: { revealed?: boolean } = {},
): MockThread | undefined {
  const t = openMockThread(store, o, investorId)
  if (!t) return undefined
  if (!o.unlockedBy.includes(investorId)) o.unlockedBy.push(investorId)
  recordUnlock(store, o.id, investorId, t.createdAt, undefined, true)
  for (const m of messages) {
    t.messages.push({
      id: crypto.randomUUID(),
      senderId: m.from === 'OWNER' ? t.ownerId : t.investorId,
      body: m.body,
      documentId: m.attachment ? crypto.randomUUID() : null,
      documentName: m.attachment ?? null,
      createdAt: m.at,
    })
  }
  const unlock = unlockOf(store, o.id, investorId)
  if (options.revealed && unlock) unlock.shareContact = true
  return t
}

const requestOut = ({ offerId: _o, investorId: _i, ...r }: MockRequest): AccessRequest => r

export function messagesAndAccessHandlers(store: MockStore) {
  const now = () => store.now().toISOString()
  const room = () => dealRoomOf(store)

  return {
    listThreads: mockRoute(store, 'listThreads', ({ input, account }) => {
      const me = account.user.id
      const items = room()
        .threads.filter(
          (t) =>
            (t.ownerId === me || t.investorId === me) &&
            (input.query.offerId === undefined || t.offerId === input.query.offerId),
        )
        .map((t) => summaryOf(store, t, me))
        .sort((a, b) => (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? ''))
      return ok({ items, unreadCount: items.reduce((n, t) => n + t.unread, 0) })
    }),

    getThread: mockRoute(store, 'getThread', ({ input, account }) => {
      const me = account.user.id
      const t = partyThread(store, input.params.id, me)
      if (!t) return refused(THREAD_NOT_FOUND)
      const summary = summaryOf(store, t, me)
      if (t.ownerId === me) t.ownerReadAt = now()
      else t.investorReadAt = now()
      const messages: Message[] = t.messages.map((m) => ({
        id: m.id,
        mine: m.senderId === me,
        body: m.body,
        attachment: m.documentName ? { name: m.documentName } : null,
        createdAt: m.createdAt,
      }))
      return ok({ ...summary, messages, reported: t.reports.some((r) => r.reporterId === me) })
    }),

    sendMessage: mockRoute(store, 'sendMessage', ({ input, account }) => {
      const me = account.user.id
      const t = partyThread(store, input.params.id, me)
      if (!t) return refused(THREAD_NOT_FOUND)
      let documentName: string | null = null
      if (input.body.documentId) {
        const doc = storedDocuments(store).find((d) => d.ownerId === me && d.doc.id === input.body.documentId)
        if (!doc) return refused(ATTACHMENT_NOT_OWN)
        documentName = doc.doc.name
      }
      const dayAgo = new Date(store.now().getTime() - 86_400_000).toISOString()
      const limit = messageLimitRefusal({
        senderToday: t.messages.filter((m) => m.senderId === me && m.createdAt > dayAgo).length,
        thread: t.messages.length,
      })
      if (limit) return refused(limit)
      const message = {
        id: crypto.randomUUID(),
        senderId: me,
        body: input.body.body,
        documentId: input.body.documentId ?? null,
        documentName,
        createdAt: now(),
      }
      t.messages.push(message)
      if (t.ownerId === me) t.ownerReadAt = message.createdAt
      else {
        t.investorReadAt = message.createdAt
        // the reply's "Sdílet můj kontakt s vlastníkem" is the lead list's consent on this offer (decision 1500)
        const unlock = unlockOf(store, t.offerId, me)
        if (unlock && input.body.shareContact !== undefined) unlock.shareContact = input.body.shareContact
      }
      return ok(
        {
          id: message.id,
          mine: true,
          body: message.body,
          attachment: documentName ? { name: documentName } : null,
          createdAt: message.createdAt,
        },
        201,
      )
    }),

    reportThread: mockRoute(store, 'reportThread', ({ input, account }) => {
      const me = account.user.id
      const t = partyThread(store, input.params.id, me)
      if (!t) return refused(THREAD_NOT_FOUND)
      if (t.reports.some((r) => r.reporterId === me)) return refused(THREAD_ALREADY_REPORTED)
      t.reports.push({ reporterId: me, reason: input.body.reason, createdAt: now() })
      store.inbox.unshift({
        id: crypto.randomUUID(),
        kind: 'THREAD_REPORT',
        state: 'NEW',
        name: displayName(account.user),
        email: account.user.email,
        phone: null,
        location: `Konverzace k nabídce „${findOffer(store, t.offerId)?.pubName ?? ''}“`,
        text: input.body.reason,
        adminNote: '',
        createdAt: now(),
        handledAt: null,
        handledBy: null,
        draftOfferId: null,
        accountId: me,
        threadId: t.id,
      })
      return ok({ ok: true as const })
    }),

    downloadMessageAttachment: mockRoute(store, 'downloadMessageAttachment', ({ input, account }) => {
      const t = partyThread(store, input.params.id, account.user.id)
      if (!t) return refused(THREAD_NOT_FOUND)
      const m = t.messages.find((x) => x.id === input.params.messageId)
      if (!m?.documentName) return refused(ATTACHMENT_NOT_FOUND)
      return new HttpResponse('%PDF-1.4\n%%EOF\n', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(m.documentName)}`,
        },
      })
    }),

    getOfferAccess: mockRoute(store, 'getOfferAccess', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      const me = account.user.id
      const terms = termsOf(store, o.id)
      const acceptance = currentAcceptance(store, o.id, me)
      const request = room()
        .requests.filter((r) => r.offerId === o.id && r.investorId === me)
        .at(-1)
      return ok({
        offerId: o.id,
        ...terms,
        nda: terms.requiresNda ? currentNda(store, o.id) : null,
        ndaAcceptance: terms.requiresNda && acceptance ? acceptanceOut(acceptance) : null,
        request: request ? requestOut(request) : null,
        unlocked: o.unlockedBy.includes(me),
        threadId: room().threads.find((t) => t.offerId === o.id && t.investorId === me)?.id ?? null,
      })
    }),

    acceptOfferNda: mockRoute(store, 'acceptOfferNda', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      if (o?.status !== 'PUBLISHED') return refused(OFFER_NOT_FOUND)
      if (o.ownerId === account.user.id) return refused(NOT_OFFER_OWNER)
      if (!termsOf(store, o.id).requiresNda) return refused(NDA_NOT_REQUIRED)
      const nda = currentNda(store, o.id)
      if (!isCurrentNda(nda, input.body)) return refused(NDA_VERSION_OUTDATED)
      let a = currentAcceptance(store, o.id, account.user.id)
      if (!a) {
        a = {
          id: crypto.randomUUID(),
          offerId: o.id,
          userId: account.user.id,
          version: nda.version,
          source: nda.source,
          acceptedAt: now(),
        }
        room().acceptances.push(a)
      }
      return ok(acceptanceOut(a))
    }),

    requestOfferAccess: mockRoute(store, 'requestOfferAccess', ({ input, account }) => {
      const o = findOffer(store, input.params.id)
      const me = account.user.id
      if (!o || (o.status !== 'PUBLISHED' && o.ownerId !== me)) return refused(OFFER_NOT_FOUND)
      const terms = termsOf(store, o.id)
      const refusal = accessRequestRefusal(
        { kind: o.kind, status: o.status, ownerId: o.ownerId, terms },
        {
          userId: me,
          balance: creditBalance(account.user.creditTransactions),
          unlocked: o.unlockedBy.includes(me),
          ndaAccepted: currentAcceptance(store, o.id, me) !== undefined,
          pending: room().requests.some(
            (r) => r.offerId === o.id && r.investorId === me && r.status === 'PENDING',
          ),
        },
      )
      if (refusal) return refused(refusal)
      const createdAt = store.now()
      const request: MockRequest = {
        id: crypto.randomUUID(),
        offerId: o.id,
        investorId: me,
        status: 'PENDING',
        amount: UNLOCK_PRICE,
        createdAt: createdAt.toISOString(),
        expiresAt: accessRequestExpiry(createdAt).toISOString(),
        decidedAt: null,
      }
      room().requests.push(request)
      addTransaction(account, {
        amount: -UNLOCK_PRICE,
        reason: 'ACCESS_RESERVE',
        note: null,
        offerId: o.id,
        offerTitle: o.pubName,
        createdAt: now(),
      })
      return ok(requestOut(request), 201)
    }),

    downloadNdaAcceptance: mockRoute(store, 'downloadNdaAcceptance', ({ input, account }) => {
      const a = room().acceptances.find((x) => x.id === input.params.id)
      const o = a && findOffer(store, a.offerId)
      if (
        !a ||
        !o ||
        (a.userId !== account.user.id && o.ownerId !== account.user.id && !isAdmin(account.user.role))
      )
        return refused(NDA_ACCEPTANCE_NOT_FOUND)
      return new HttpResponse('%PDF-1.4\n%%EOF\n', {
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="dohoda-o-mlcenlivosti-nabidka-${o.id}.pdf"`,
        },
      })
    }),

    listOfferAccess: mockRoute(store, 'listOfferAccess', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      if (o.ownerId !== account.user.id) return refused(NOT_OFFER_OWNER)
      const people = [
        ...new Set([
          ...room()
            .requests.filter((r) => r.offerId === o.id)
            .map((r) => r.investorId),
          ...room()
            .acceptances.filter((a) => a.offerId === o.id)
            .map((a) => a.userId),
        ]),
      ]
      let next = unlocksOf(store, o.id).reduce((max, u) => Math.max(max, u.investorNo), 0) + 1
      const items: OwnerAccessItem[] = people.map((userId) => {
        const request = room()
          .requests.filter((r) => r.offerId === o.id && r.investorId === userId)
          .at(-1)
        const acceptance = room()
          .acceptances.filter((a) => a.offerId === o.id && a.userId === userId)
          .at(-1)
        const thread = room().threads.find((t) => t.offerId === o.id && t.investorId === userId)
        return {
          requestId: request?.id ?? null,
          investor: thread
            ? investorFor(store, thread)
            : { label: investorLabel(next++), email: null, anonymous: true },
          status: request?.status ?? null,
          amount: request?.amount ?? null,
          createdAt: request?.createdAt ?? acceptance?.acceptedAt ?? now(),
          expiresAt: request?.expiresAt ?? null,
          ndaAcceptance: acceptance ? acceptanceOut(acceptance) : null,
        }
      })
      return ok({ terms: termsOf(store, o.id), items })
    }),

    setOfferDealTerms: mockRoute(store, 'setOfferDealTerms', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      if (o.ownerId !== account.user.id) return refused(NOT_OFFER_OWNER)
      room().terms.set(o.id, input.body)
      return ok(input.body)
    }),

    getOfferNdaText: mockRoute(store, 'getOfferNdaText', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      if (o.ownerId !== account.user.id && !isAdmin(account.user.role)) return refused(NOT_OFFER_OWNER)
      return ok({ platform: MOCK_NDA, versions: [...(room().ownTexts.get(o.id) ?? [])].reverse() })
    }),

    setOfferNdaText: mockRoute(store, 'setOfferNdaText', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      if (o.ownerId !== account.user.id && !isAdmin(account.user.role)) return refused(NOT_OFFER_OWNER)
      const written = writeMockOwnNda(store, o.id, input.body)
      return ok(written.version, written.created ? 201 : 200)
    }),

    decideOfferAccess: mockRoute(store, 'decideOfferAccess', ({ input, account }) => {
      const o = visibleOffer(store, input.params.id, account)
      if (!o) return refused(OFFER_NOT_FOUND)
      if (o.ownerId !== account.user.id) return refused(NOT_OFFER_OWNER)
      const r = room().requests.find((x) => x.id === input.params.requestId && x.offerId === o.id)
      if (!r) return refused(ACCESS_REQUEST_NOT_FOUND)
      const refusal = accessDecisionRefusal(
        { status: r.status, expiresAt: new Date(r.expiresAt) },
        store.now(),
      )
      if (refusal) return refused(refusal)
      const investor = store.accounts.find((a) => a.user.id === r.investorId)
      r.status = input.body.decision === 'APPROVE' ? 'APPROVED' : 'REFUSED'
      r.decidedAt = now()
      if (investor) {
        const entry = { note: null, offerId: o.id, offerTitle: o.pubName, createdAt: now() }
        addTransaction(investor, { ...entry, amount: r.amount, reason: 'ACCESS_RELEASE' })
        if (r.status === 'APPROVED')
          addTransaction(investor, { ...entry, amount: -r.amount, reason: 'LISTING_UNLOCK' })
      }
      if (r.status === 'APPROVED') {
        if (!o.unlockedBy.includes(r.investorId)) o.unlockedBy.push(r.investorId)
        recordUnlock(store, o.id, r.investorId, now(), undefined, true)
        openMockThread(store, o, r.investorId)
      }
      return ok(requestOut(r))
    }),

    adminGetReportedThread: mockRoute(store, 'adminGetReportedThread', ({ input }) => {
      const t = room().threads.find((x) => x.id === input.params.id)
      if (!t || t.reports.length === 0) return refused(THREAD_NOT_REPORTED)
      return ok({
        id: t.id,
        offer: { id: t.offerId, name: findOffer(store, t.offerId)?.pubName ?? '' },
        owner: { id: t.ownerId, email: nameOf(store, t.ownerId).email },
        investor: { id: t.investorId, email: nameOf(store, t.investorId).email },
        messages: t.messages.map((m) => ({
          id: m.id,
          from: m.senderId === t.ownerId ? ('OWNER' as const) : ('INVESTOR' as const),
          body: m.body,
          attachment: m.documentName ? { name: m.documentName } : null,
          createdAt: m.createdAt,
        })),
        reports: t.reports.map((r) => ({ reason: r.reason, createdAt: r.createdAt })),
      })
    }),
  }
}
