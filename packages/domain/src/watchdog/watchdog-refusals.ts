import { type Refusal, refusal } from '../fields/refusal.ts'

/** Watchdogs one user may keep (docs/product/notifications.md "Watchdogs and recommendations"). */
export const MAX_WATCHDOGS = 20

export const WATCHDOG_NOT_FOUND: Refusal = refusal(404, 'not_found', 'Hlídací pes nebyl nalezen.')
export const TOO_MANY_WATCHDOGS: Refusal = refusal(
  409,
  'too_many_watchdogs',
  `Můžete mít nejvýše ${MAX_WATCHDOGS} hlídacích psů.`,
)
