import { type Refusal, refusal } from '../fields/refusal.ts'

/** The address book and the call list: refusals the server and the mock answer alike (docs/decisions/1243). */

export const CONTACT_OFFERS_NOT_FOUND: Refusal = refusal(
  400,
  'offer_not_found',
  'Kontakt lze propojit jen s nabídkami, které existují a které vidíte.',
)
export const BAD_CONTACTS_CURSOR: Refusal = refusal(
  400,
  'validation_failed',
  'Neplatné pokračování seznamu kontaktů. Načtěte seznam znovu.',
)
export const ALREADY_ON_CALL_LIST: Refusal = refusal(
  409,
  'already_listed',
  'Tento kontakt už v seznamu hovorů je.',
)
