import { describe, expect, it } from 'vitest'
import { averageStars, canDeleteReview, canReview } from './reviews.ts'

const service = { kind: 'SERVICE' as const, status: 'PUBLISHED' as const, ownerId: 'o' }
const listing = { ...service, kind: 'LISTING' as const }
const me = { userId: 'u' }

describe('reviews', () => {
  it.each([
    [service, me, false, true],
    [{ ...service, status: 'PAUSED' as const }, me, false, false],
    [service, { userId: 'o' }, false, false],
    [service, null, false, false],
    [listing, me, false, false],
    [listing, me, true, true],
    [{ ...listing, status: 'CLOSED' as const }, me, true, true],
  ])('%#', (offer, viewer, unlocked, allowed) => {
    expect(canReview(offer, viewer, unlocked)).toBe(allowed)
  })

  it('averages to one decimal', () => {
    expect(averageStars([])).toBeNull()
    expect(averageStars([{ stars: 5 }, { stars: 4 }, { stars: 4 }])).toBe(4.3)
  })

  it('lets the author or an admin delete', () => {
    expect(canDeleteReview({ authorId: 'u' }, { userId: 'u', isAdmin: false })).toBe(true)
    expect(canDeleteReview({ authorId: 'u' }, { userId: 'x', isAdmin: true })).toBe(true)
    expect(canDeleteReview({ authorId: 'u' }, { userId: 'x', isAdmin: false })).toBe(false)
  })
})
