import { describe, expect, it } from 'vitest'
import { leavesMarket, unlockRefundDue, unlockRefundNotice } from './unlock-refund.ts'

describe('fair credits', () => {
  it('refunds an unlock younger than 7 days at the moment the offer leaves the market', () => {
    const left = '2026-12-08T10:00:00.000Z'
    expect(unlockRefundDue('2026-12-01T10:00:00.001Z', left)).toBe(true)
    expect(unlockRefundDue('2026-12-01T10:00:00.000Z', left)).toBe(false)
    expect(unlockRefundDue('2026-12-08T10:00:00.001Z', left)).toBe(false)
  })
  it('counts only a move out of PUBLISHED into PAUSED or CLOSED', () => {
    expect(leavesMarket('PUBLISHED', 'PAUSED')).toBe(true)
    expect(leavesMarket('PUBLISHED', 'CLOSED')).toBe(true)
    expect(leavesMarket('PAUSED', 'CLOSED')).toBe(false)
    expect(leavesMarket('PENDING', 'PUBLISHED')).toBe(false)
  })
  it('tells the investor in Czech', () => {
    expect(unlockRefundNotice('Byty v Brně', 50).title).toBe(
      'Vrátili jsme vám 50 kreditů za nabídku „Byty v Brně“',
    )
  })
})
