import { describe, expect, it } from 'vitest'
import { apiErrorSchema } from '../fields/api-error.schema.ts'
import { serializedUserSchema } from './user.schema.ts'
import {
  cookieDecisionResponseSchema,
  initialCreditsResponseSchema,
  okResponseSchema,
  productGuideViewedRequestSchema,
} from './user-actions.schema.ts'

const valid = {
  id: '7d3f0c2e-4b1a-4c6e-9f52-1a2b3c4d5e6f',
  email: 'uzivatel@demo.cz',
  role: 'USER',
  firstName: null,
  lastName: null,
  onboardingCompleted: false,
  creditTransactions: [
    {
      id: 't1',
      amount: 100,
      reason: 'WELCOME_BONUS',
      note: null,
      offerId: null,
      offerTitle: null,
      createdAt: '2026-11-01T09:00:00+01:00',
    },
  ],
  creditSubscriptions: [{ id: 's1', tier: 'BRONZE', term: 'MONTHLY', startsAt: '2026-11-01' }],
  productGuideTooltipsViewed: ['portal-welcome'],
  avatarUrl: null,
}

describe('serializedUserSchema', () => {
  it('accepts the serialized user of GET /api/user', () => {
    expect(serializedUserSchema.parse(valid)).toEqual(valid)
  })

  it.each([
    ['an unknown role', { role: 'OWNER' }],
    ['a fractional credit amount', { creditTransactions: [{ ...valid.creditTransactions[0], amount: 1.5 }] }],
    [
      'an unknown subscription term',
      { creditSubscriptions: [{ ...valid.creditSubscriptions[0], term: 'WEEKLY' }] },
    ],
  ])('rejects %s', (_, patch) => {
    expect(serializedUserSchema.safeParse({ ...valid, ...patch }).success).toBe(false)
  })
})

describe('apiErrorSchema', () => {
  it('carries a code, a Czech message and optional field issues', () => {
    const body = {
      code: 'validation_failed',
      message: 'Neplatný vstup.',
      issues: [{ path: 'ids', message: 'Povinné' }],
    }
    expect(apiErrorSchema.parse(body)).toEqual(body)
    expect(apiErrorSchema.safeParse({ code: 'x' }).success).toBe(false)
  })
})

describe('user action schemas', () => {
  it('accepts step ids and refuses an empty list with a Czech message', () => {
    expect(productGuideViewedRequestSchema.parse({ ids: ['portal-welcome'] })).toEqual({
      ids: ['portal-welcome'],
    })
    const bad = productGuideViewedRequestSchema.safeParse({ ids: [] })
    expect(bad.success).toBe(false)
    expect(bad.error?.issues[0]?.message).toBe('Chybí identifikátory kroků.')
  })

  it('knows the two answers of the welcome-credit call and the cookie decision', () => {
    expect(initialCreditsResponseSchema.options).toEqual(['refetch', 'noop'])
    expect(
      cookieDecisionResponseSchema.safeParse({ consent: 'APPROVED', recordedAt: '2026-11-22T10:00:00Z' })
        .success,
    ).toBe(true)
    expect(okResponseSchema.safeParse({ ok: true }).success).toBe(true)
  })
})
