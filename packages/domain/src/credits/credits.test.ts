import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { creditBalance, INSUFFICIENT_CREDITS_MESSAGE } from './credits.ts'

describe('creditBalance', () => {
  it('is 0 without transactions', () => {
    expect(creditBalance([])).toBe(0)
  })

  it('sums bonuses, purchases and unlocks', () => {
    expect(creditBalance([{ amount: 100 }, { amount: 300 }, { amount: -50 }])).toBe(350)
  })

  it('equals the sum whatever the order', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -10_000, max: 10_000 })), (amounts) => {
        const txs = amounts.map((amount) => ({ amount }))
        expect(creditBalance(txs)).toBe(creditBalance([...txs].reverse()))
        expect(creditBalance(txs)).toBe(amounts.reduce((a, b) => a + b, 0))
      }),
    )
  })
})

describe('INSUFFICIENT_CREDITS_MESSAGE', () => {
  it('is the docs/product/offers.md text', () => {
    expect(INSUFFICIENT_CREDITS_MESSAGE).toBe(
      'Nemáte dostatek kreditů. Dobijte si kredity nebo zvolte předplatné.',
    )
  })
})
