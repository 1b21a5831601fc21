import { describe, expect, it } from 'vitest'
import {
  adminDashboardSchema,
  INBOX_STATE_LABELS,
  inboxListQuerySchema,
  inboxUpdateRequestSchema,
  reviewRemoveRequestSchema,
  reviewReportRequestSchema,
} from './desk.schema.ts'

describe('the operator desk contract', () => {
  it('describes the dashboard: pending counts and 30 days of days', () => {
    const day = {
      date: '2026-11-24',
      newUsers: 2,
      publishedOffers: 1,
      unlocks: 5,
      creditsSold: 100,
      revenueCzk: 990,
    }
    const pending = {
      listings: 1,
      services: 0,
      verificationRequests: 2,
      unpaidOrders: 3,
      unpaidOrdersOld: 1,
      newTips: 1,
      newMessages: 0,
      newThreadReports: 0,
      reportedReviews: 0,
      paymentsToReview: 2,
      deadMail: 0,
    }
    expect(adminDashboardSchema.safeParse({ pending, last30Days: [day] }).success).toBe(true)
    expect(
      adminDashboardSchema.safeParse({ pending, last30Days: [{ ...day, date: '24. 11.' }] }).success,
    ).toBe(false)
  })

  it('filters the inbox by kind and state, and refuses an unknown one in Czech', () => {
    expect(inboxListQuerySchema.parse({ kind: 'TIP', state: 'NEW' })).toMatchObject({ page: 1, kind: 'TIP' })
    const bad = inboxListQuerySchema.safeParse({ state: 'READ' })
    expect(bad.success ? '' : bad.error.issues[0]?.message).toBe('Neznámý stav položky.')
    expect(Object.keys(INBOX_STATE_LABELS)).toEqual(['NEW', 'IN_PROGRESS', 'DONE', 'SPAM'])
  })

  it('changes a state or a note, never nothing and never more', () => {
    expect(inboxUpdateRequestSchema.parse({ note: '  Zavolat  ' })).toEqual({ note: 'Zavolat' })
    const empty = inboxUpdateRequestSchema.safeParse({})
    expect(empty.success ? '' : empty.error.issues[0]?.message).toBe('Změňte prosím stav nebo poznámku.')
    expect(inboxUpdateRequestSchema.safeParse({ state: 'DONE', owner: 'x' }).success).toBe(false)
    expect(inboxUpdateRequestSchema.safeParse({ note: 'x'.repeat(5001) }).success).toBe(false)
  })

  it('asks a reason to report or remove a review', () => {
    const report = reviewReportRequestSchema.safeParse({ reason: ' ' })
    expect(report.success ? '' : report.error.issues[0]?.message).toBe(
      'Napište prosím, co je na hodnocení špatně.',
    )
    const remove = reviewRemoveRequestSchema.safeParse({})
    expect(remove.success).toBe(false)
    expect(reviewRemoveRequestSchema.parse({ reason: 'Urážlivé' })).toEqual({ reason: 'Urážlivé' })
  })
})
