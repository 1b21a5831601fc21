import { describe, expect, it } from 'vitest'
import { idsToMarkViewed, stepsToShow, type TourStep } from './tours.ts'

const step = (id: string): TourStep => ({ id, title: id, description: '' })
const steps = [step('welcome'), { ...step('credits'), element: '#credits' }, step('listings')]

describe('tours (docs/product/screens-and-limits.md "States")', () => {
  it('skips viewed steps and keeps the order', () => {
    expect(stepsToShow(steps, []).map((s) => s.id)).toEqual(['welcome', 'credits', 'listings'])
    expect(stepsToShow(steps, ['credits', 'other']).map((s) => s.id)).toEqual(['welcome', 'listings'])
    expect(stepsToShow(steps, ['welcome', 'credits', 'listings'])).toEqual([])
  })

  it('marks only new ids, once each', () => {
    expect(idsToMarkViewed([...steps, step('welcome')], ['credits'])).toEqual(['welcome', 'listings'])
    expect(
      idsToMarkViewed(
        steps,
        steps.map((s) => s.id),
      ),
    ).toEqual([])
  })
})
