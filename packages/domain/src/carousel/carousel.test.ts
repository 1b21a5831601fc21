import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { CAROUSEL, carouselLayout, carouselReducer, houseShape, INITIAL_CAROUSEL_STATE } from './carousel.ts'

describe('carousel (docs/product/screens-and-limits.md "States", "Limits")', () => {
  it('pins the numbers', () => {
    expect(CAROUSEL).toMatchObject({
      slotWidth: 115,
      housesPerRevolution: 4,
      cycleMs: 8000,
      pingMs: 2000,
      figureFromRight: 2,
      shapeCount: 11,
      height: 261,
      figure: { width: 220, height: 261 },
      house: { height: 170, widths: [111, 110] },
      logoWidth: 346,
    })
  })

  it.each([
    [0, 0, 6],
    [115, 1, 7],
    [116, 2, 8],
    [320, 3, 9],
    [1280, 12, 18],
    [1920, 17, 23],
    [-5, 0, 6],
  ])('viewport %i px: %i visible, %i rendered', (width, visible, rendered) => {
    expect(carouselLayout(width)).toEqual({ visible, rendered })
  })

  it('covers the viewport and renders visible + 4 + 2', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (w) => {
        const { visible, rendered } = carouselLayout(w)
        expect(visible * 115).toBeGreaterThanOrEqual(w)
        expect((visible - 1) * 115).toBeLessThan(w)
        expect(rendered).toBe(visible + 6)
      }),
    )
  })

  it('chooses shapes modulo eleven, never negative', () => {
    expect([0, 1, 10, 11, 12, 22, -1, -11].map(houseShape)).toEqual([0, 1, 10, 0, 1, 0, 10, 0])
    fc.assert(
      fc.property(fc.integer(), (p) => {
        const s = houseShape(p)
        expect(s >= 0 && s < 11 && Number.isInteger(s)).toBe(true)
      }),
    )
  })

  it('counts revolutions and raises the flag for a ping', () => {
    const pinged = carouselReducer(INITIAL_CAROUSEL_STATE, { type: 'ping' })
    expect(pinged).toEqual({ ping: true, revolution: 1 })
    const ended = carouselReducer(pinged, { type: 'pingEnd' })
    expect(ended).toEqual({ ping: false, revolution: 1 })
    expect(carouselReducer(ended, { type: 'pingEnd' })).toBe(ended)
    expect(carouselReducer(pinged, { type: 'ping' })).toEqual({ ping: true, revolution: 2 })
  })
})
