import { addDays, pragueDate } from '@rg/domain/calendar'
import {
  type AdminDashboard,
  DESK_ITEM_NOT_FOUND,
  type DeadMail,
  DRAFT_ONLY_FROM_TIP,
  type InboxItem,
  type InboxItemDetail,
  OWN_REVIEW_REPORT,
  type ReportedReview,
  TIP_ALREADY_DRAFTED,
  UNPAID_ORDER_OLD_DAYS,
} from '@rg/domain/desk'
import { NO_OPEN_REVIEW_REPORT, REVIEW_NOT_FOUND } from '@rg/domain/offers'
import type { MockAccount, MockStore } from '../store.ts'
import { auditLog, writeMockAudit } from './admin-users.ts'
import { mockRoute, ok, pageOf, perStore, refused } from './mock-route.ts'
import { addOffer, mockOffers } from './offer-data.ts'
import { mockBankPaymentList, mockOrderList } from './orders.ts'
import { profileExtra } from './profile.ts'

/*
 * The operator's desk in the mock (the server's services/desk): dashboard counts over the store, the inbox of what
 * the landing forms sent, the review reports. Rules and texts are the same as the server's.
 */

interface MockReport {
  reviewId: string
  reporterId: string
  reason: string
  createdAt: string
  /** Set when an admin kept the review; only open reports count and are listed. */
  dismissedAt?: string
}
const reportsOf = new WeakMap<MockStore, MockReport[]>()
const allReports = (store: MockStore) => perStore(reportsOf, store)

const reports = (store: MockStore) => allReports(store).filter((r) => !r.dismissedAt)

/** Seeds review reports (stories: a dashboard with a reported review). */
export function setMockReviewReports(store: MockStore, list: MockReport[]) {
  reportsOf.set(store, list)
}

/** The outbox's dead letters (docs/decisions/1370-mail-never-dropped.md); none unless a story seeds them. */
const deadMailOf = new WeakMap<MockStore, DeadMail[]>()
const deadMail = (store: MockStore) => perStore(deadMailOf, store)

/** Seeds dead letters (stories: a dashboard with e-mails SMTP refused for 72 hours). */
export function setMockDeadMail(store: MockStore, list: DeadMail[]) {
  deadMailOf.set(store, list)
}

const subjectOf = (item: Pick<InboxItem, 'kind' | 'id'>) =>
  `${item.kind === 'TIP' ? 'spotter_tip' : 'contact_message'}:${item.id}`
const NOT_FOUND = () => refused(DESK_ITEM_NOT_FOUND)

function detail(store: MockStore, item: InboxItem): InboxItemDetail {
  const subject = subjectOf(item)
  return {
    ...item,
    audit: auditLog(store)
      .filter((e) => e.subject === subject)
      .map(({ targetId: _t, subject: _s, ...entry }) => entry),
  }
}

export function mockDashboard(store: MockStore): AdminDashboard {
  const now = store.now()
  const offers = mockOffers(store)
  const orders = mockOrderList(store)
  const oldBefore = now.getTime() - UNPAID_ORDER_OLD_DAYS * 86_400_000
  const today = pragueDate(now)
  const dayOf = (iso: string) => pragueDate(new Date(iso))
  const last30Days = Array.from({ length: 30 }, (_, i) => {
    const date = addDays(today, i - 29)
    return {
      date,
      newUsers: store.accounts.filter((a) => dayOf(profileExtra(store, a).createdAt) === date).length,
      publishedOffers: offers.filter((o) => o.publishedAt && dayOf(o.publishedAt) === date).length,
      unlocks: 0,
      creditsSold: orders
        .filter(
          (o) => o.status === 'PAID' && o.paidAt && dayOf(o.paidAt) === date && o.item.kind === 'CREDITS',
        )
        .reduce((sum, o) => sum + (o.item.kind === 'CREDITS' ? o.item.credits : 0), 0),
      revenueCzk: orders
        .filter((o) => o.status === 'PAID' && o.paidAt && dayOf(o.paidAt) === date)
        .reduce((sum, o) => sum + o.amountCzk, 0),
    }
  })
  return {
    pending: {
      listings: offers.filter((o) => o.status === 'PENDING' && o.kind === 'LISTING').length,
      services: offers.filter((o) => o.status === 'PENDING' && o.kind === 'SERVICE').length,
      verificationRequests: store.accounts.filter(
        (a) => profileExtra(store, a).verificationStatus === 'REQUESTED',
      ).length,
      unpaidOrders: orders.filter((o) => o.status === 'PENDING').length,
      unpaidOrdersOld: orders.filter((o) => o.status === 'PENDING' && Date.parse(o.createdAt) < oldBefore)
        .length,
      newTips: store.inbox.filter((i) => i.kind === 'TIP' && i.state === 'NEW').length,
      newMessages: store.inbox.filter((i) => i.kind === 'MESSAGE' && i.state === 'NEW').length,
      newThreadReports: store.inbox.filter((i) => i.kind === 'THREAD_REPORT' && i.state === 'NEW').length,
      reportedReviews: new Set(reports(store).map((r) => r.reviewId)).size,
      paymentsToReview: mockBankPaymentList(store).filter((p) => p.outcome !== 'MATCHED' && !p.resolution)
        .length,
      deadMail: deadMail(store).length,
    },
    last30Days,
  }
}

function findReview(store: MockStore, reviewId: string) {
  for (const offer of mockOffers(store)) {
    const review = offer.reviews.find((r) => r.id === reviewId)
    if (review) return { offer, review }
  }
  return undefined
}

const touch = (store: MockStore, item: InboxItem, account: MockAccount) => {
  item.handledAt = store.now().toISOString()
  item.handledBy =
    `${account.user.firstName ?? ''} ${account.user.lastName ?? ''}`.trim() || account.user.email
}

export function deskHandlers(store: MockStore) {
  return {
    adminDashboard: mockRoute(store, 'adminDashboard', () => ok(mockDashboard(store))),

    adminListDeadMail: mockRoute(store, 'adminListDeadMail', ({ input: { query } }) => {
      const all = [...deadMail(store)].sort((a, b) => b.deadAt.localeCompare(a.deadAt))
      return ok(pageOf(all, query.page, query.pageSize))
    }),

    // Resent mail leaves the list (the mock has no SMTP to fail again).
    adminResendMail: mockRoute(store, 'adminResendMail', ({ input: { body } }) => {
      const list = deadMail(store)
      const picked = body.ids ? list.filter((m) => body.ids?.includes(m.id)) : list
      deadMailOf.set(
        store,
        list.filter((m) => !picked.includes(m)),
      )
      return ok({ resent: picked.length })
    }),

    adminListInbox: mockRoute(store, 'adminListInbox', ({ input: { query } }) => {
      const matching = store.inbox
        .filter((i) => (!query.kind || i.kind === query.kind) && (!query.state || i.state === query.state))
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
      return ok(pageOf(matching, query.page, query.pageSize))
    }),

    adminGetInboxItem: mockRoute(store, 'adminGetInboxItem', ({ input: { params } }) => {
      const item = store.inbox.find((i) => i.kind === params.kind && i.id === params.id)
      return item ? ok(detail(store, item)) : NOT_FOUND()
    }),

    adminUpdateInboxItem: mockRoute(store, 'adminUpdateInboxItem', ({ input: { params, body }, account }) => {
      const item = store.inbox.find((i) => i.kind === params.kind && i.id === params.id)
      if (!item) return NOT_FOUND()
      const on = { subject: subjectOf(item) }
      if (body.state !== undefined && body.state !== item.state) {
        writeMockAudit(store, account, on, 'INBOX_STATE', { state: item.state }, { state: body.state })
        item.state = body.state
        touch(store, item, account)
      }
      if (body.note !== undefined && body.note !== item.adminNote) {
        writeMockAudit(store, account, on, 'INBOX_NOTE', { note: item.adminNote }, { note: body.note })
        item.adminNote = body.note
        touch(store, item, account)
      }
      return ok(detail(store, item))
    }),

    adminTipToDraft: mockRoute(store, 'adminTipToDraft', ({ input: { params }, account }) => {
      if (params.kind !== 'TIP') return refused(DRAFT_ONLY_FROM_TIP)
      const item = store.inbox.find((i) => i.kind === 'TIP' && i.id === params.id)
      if (!item) return NOT_FOUND()
      if (item.draftOfferId !== null) return refused(TIP_ALREADY_DRAFTED)
      // As the server: a DRAFT of the admin's with the history's first line (createOffer).
      const { id } = addOffer(store, account, {
        kind: 'LISTING',
        category: 'REAL_ESTATE',
        pubName: `Tip: ${item.location ?? item.name}`.slice(0, 120),
        pubNameSecondary: null,
        pubKeywords: [],
        city: null,
        region: null,
        pubDescription: null,
        pubPrice: null,
        privDescription: `Tip od: ${item.name}\n\n${item.text}`,
        street: null,
        postcode: null,
      })
      item.draftOfferId = id
      if (item.state === 'NEW') item.state = 'IN_PROGRESS'
      touch(store, item, account)
      writeMockAudit(store, account, { subject: subjectOf(item) }, 'TIP_TO_DRAFT', {}, { offerId: id })
      return ok(detail(store, item))
    }),

    adminListReportedReviews: mockRoute(store, 'adminListReportedReviews', ({ input: { query } }) => {
      const byReview = new Map<string, MockReport[]>()
      for (const r of reports(store)) byReview.set(r.reviewId, [...(byReview.get(r.reviewId) ?? []), r])
      const items: ReportedReview[] = []
      for (const [reviewId, list] of byReview) {
        const found = findReview(store, reviewId)
        if (!found || (query.offerId !== undefined && found.offer.id !== query.offerId)) continue
        items.push({
          review: found.review,
          offer: { id: found.offer.id, kind: found.offer.kind, name: found.offer.pubName },
          reports: list.map((r) => ({ reason: r.reason, createdAt: r.createdAt })),
        })
      }
      items.sort((a, b) => b.reports.length - a.reports.length)
      return ok({ items })
    }),

    adminRemoveReview: mockRoute(store, 'adminRemoveReview', ({ input: { params, body }, account }) => {
      const found = findReview(store, params.reviewId)
      if (!found) return refused(REVIEW_NOT_FOUND)
      found.offer.reviews = found.offer.reviews.filter((r) => r.id !== params.reviewId)
      setMockReviewReports(
        store,
        allReports(store).filter((r) => r.reviewId !== params.reviewId),
      )
      writeMockAudit(
        store,
        account,
        { targetId: found.review.author.id, subject: `review:${params.reviewId}` },
        'REVIEW_REMOVED',
        { stars: found.review.stars, body: found.review.body },
        {},
        body.reason,
      )
      return ok({ ok: true as const })
    }),

    adminKeepReview: mockRoute(store, 'adminKeepReview', ({ input: { params }, account }) => {
      const found = findReview(store, params.reviewId)
      if (!found) return refused(REVIEW_NOT_FOUND)
      const open = reports(store).filter((r) => r.reviewId === params.reviewId)
      if (open.length === 0) return refused(NO_OPEN_REVIEW_REPORT)
      for (const r of open) r.dismissedAt = store.now().toISOString()
      writeMockAudit(
        store,
        account,
        { targetId: found.review.author.id, subject: `review:${params.reviewId}` },
        'REVIEW_KEPT',
        { reports: open.map((r) => r.reason) },
        { reports: 0 },
      )
      return ok({ ok: true as const })
    }),

    reportReview: mockRoute(store, 'reportReview', ({ input: { params, body }, account }) => {
      const found = findReview(store, params.reviewId)
      if (!found || found.offer.id !== params.id) return refused(REVIEW_NOT_FOUND)
      if (found.review.author.id === account.user.id) return refused(OWN_REVIEW_REPORT)
      const list = allReports(store)
      if (!list.some((r) => r.reviewId === params.reviewId && r.reporterId === account.user.id))
        list.push({
          reviewId: params.reviewId,
          reporterId: account.user.id,
          reason: body.reason,
          createdAt: store.now().toISOString(),
        })
      return ok({ ok: true as const })
    }),
  }
}
