import { describe, expect, it } from 'vitest'
import { INSUFFICIENT_CREDITS_MESSAGE } from '../credits/credits.ts'
import { transitionRefusal, unlockRefusal } from './offer-refusals.ts'
import { canUnlock } from './unlock.ts'

const owner = { isOwner: true, isAdmin: false }
const admin = { isOwner: false, isAdmin: true }

describe('transitionRefusal', () => {
  it('allows what offerTransition allows', () => {
    expect(transitionRefusal('DRAFT', 'submit', owner)).toBeNull()
    expect(transitionRefusal('PENDING', 'reject', admin, 'Chybí cena.')).toBeNull()
  })

  it('answers 403 to an actor who may never take the step, 409 to a status that does not allow it', () => {
    expect(transitionRefusal('PENDING', 'approve', owner)).toMatchObject({
      status: 403,
      error: { code: 'forbidden' },
    })
    expect(transitionRefusal('CLOSED', 'resume', owner)).toMatchObject({
      status: 409,
      error: { code: 'invalid_transition' },
    })
    expect(transitionRefusal('PENDING', 'reject', admin)?.status).toBe(409)
  })
})

describe('unlockRefusal', () => {
  const listing = { kind: 'LISTING' as const, status: 'PUBLISHED' as const, ownerId: 'o' }
  const refused = (decision: ReturnType<typeof canUnlock>) => {
    if (decision.ok) throw new Error('expected a refusal')
    return unlockRefusal(decision)
  }

  it('answers 402 for too few credits and 409 unlock_<code> otherwise', () => {
    expect(refused(canUnlock(listing, { userId: 'u', balance: 0, alreadyUnlocked: false }))).toEqual({
      status: 402,
      error: { code: 'insufficient_credits', message: INSUFFICIENT_CREDITS_MESSAGE },
    })
    expect(
      refused(
        canUnlock({ ...listing, status: 'PAUSED' }, { userId: 'u', balance: 99, alreadyUnlocked: false }),
      ).error.code,
    ).toBe('unlock_not_published')
    expect(refused(canUnlock(listing, { userId: 'o', balance: 99, alreadyUnlocked: false })).status).toBe(409)
  })
})
