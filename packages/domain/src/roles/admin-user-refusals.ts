import { type Refusal, refusal } from '../fields/refusal.ts'

/** The operator's user administration: refusals the server and the mock answer alike. */

export const VERIFICATION_NOT_REQUESTED: Refusal = refusal(
  409,
  'verification_not_requested',
  'Uživatel o ověření nepožádal.',
)
export const NEGATIVE_BALANCE: Refusal = refusal(
  409,
  'negative_balance',
  'Zůstatek kreditů nemůže klesnout pod nulu.',
)
export const BLOCK_SELF: Refusal = refusal(403, 'block_refused', 'Vlastní účet zablokovat nelze.')
export const BLOCK_ADMIN: Refusal = refusal(
  403,
  'block_refused',
  'Administrátora blokuje a odblokovává jen hlavní administrátor.',
)
/** The super admin is blocked by nobody. */
export const BLOCK_SUPER_ADMIN: Refusal = refusal(403, 'block_refused', 'K této akci nemáte oprávnění.')
