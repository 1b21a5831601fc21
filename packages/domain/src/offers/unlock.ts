import { INSUFFICIENT_CREDITS_MESSAGE, UNLOCK_PRICE } from '../credits/credits.ts'
import { isPubliclyVisible, type OfferKind, type OfferStatus } from './offer-catalogue.ts'

export type UnlockRefusal = 'service' | 'own' | 'not-published' | 'insufficient-credits'

export type UnlockDecision =
  | { ok: true; charge: number }
  | { ok: false; code: UnlockRefusal; message: string }

export interface UnlockViewer {
  userId: string
  balance: number
  alreadyUnlocked: boolean
}

/**
 * docs/product/offers.md "Unlocking": services are never unlocked, the owner never unlocks their own listing, and only a
 * PUBLISHED listing can be newly unlocked. A repeated unlock is free (idempotent). The server repeats this decision
 * inside the database transaction that charges, so two concurrent unlocks cannot overdraw.
 */
export function canUnlock(
  offer: { kind: OfferKind; status: OfferStatus; ownerId: string },
  viewer: UnlockViewer,
): UnlockDecision {
  if (offer.kind === 'SERVICE') {
    return {
      ok: false,
      code: 'service',
      message: 'Služby se neodemykají, jejich detail vidí každý přihlášený.',
    }
  }
  if (offer.ownerId === viewer.userId) {
    return { ok: false, code: 'own', message: 'Vlastní nabídku odemykat nemusíte, vidíte ji celou.' }
  }
  if (viewer.alreadyUnlocked) return { ok: true, charge: 0 }
  if (!isPubliclyVisible(offer.status)) {
    return { ok: false, code: 'not-published', message: 'Tuto nabídku nyní nelze odemknout.' }
  }
  if (viewer.balance < UNLOCK_PRICE) {
    return { ok: false, code: 'insufficient-credits', message: INSUFFICIENT_CREDITS_MESSAGE }
  }
  return { ok: true, charge: UNLOCK_PRICE }
}
