import { addDays, addMonthsClamped, type IsoDate } from '../calendar/calendar-date.ts'
import type { TierId } from '../tiers/tiers.ts'
import { tierById } from '../tiers/tiers.ts'

export type SubscriptionTerm = 'MONTHLY' | 'YEARLY'

export interface SubscriptionLike {
  /** Europe/Prague calendar day, YYYY-MM-DD. */
  startsAt: IsoDate
  term: SubscriptionTerm
}

export const TERM_MONTHS: Readonly<Record<SubscriptionTerm, number>> = { MONTHLY: 1, YEARLY: 12 }

export const TERM_LABELS: Readonly<Record<SubscriptionTerm, string>> = { MONTHLY: 'Měsíčně', YEARLY: 'Ročně' }

/**
 * docs/product/credits.md "Prices and subscriptions": start plus one month or one year, clamped to the last day of the month when the day would
 * overflow (31 Jan + 1 month = 28/29 Feb; 29 Feb + 1 year = 28 Feb).
 */
export function addTerm(startDate: IsoDate, term: SubscriptionTerm): IsoDate {
  return addMonthsClamped(startDate, TERM_MONTHS[term])
}

export function subscriptionEndDate(sub: SubscriptionLike): IsoDate {
  return addTerm(sub.startsAt, sub.term)
}

/**
 * Active from the start day through the end day, both inclusive; inactive from the day after. That is the spec's
 * "in the start month and the next month up to the same day of month" (MONTHLY) and "up to 11 months later and in
 * month 12 up to the same day" (YEARLY). `today` is the Prague calendar day (pragueDate(now)).
 */
export function isSubscriptionActive(sub: SubscriptionLike, today: IsoDate): boolean {
  return sub.startsAt <= today && today <= subscriptionEndDate(sub)
}

/**
 * docs/product/credits.md "Prices and subscriptions": the current subscription is the last one in the user's list (the contract lists them by start
 * date, oldest first), and only while it is active. An earlier still-active subscription does not count: a newer
 * purchase replaces it. A renewal paid early (subscriptionStart) is listed but has not started yet: until its first
 * day the one it extends stays current (docs/decisions/0964-early-renewal.md).
 */
export function currentSubscription<S extends SubscriptionLike>(
  subs: readonly S[],
  today: IsoDate,
): S | null {
  const last = subs.findLast((sub) => sub.startsAt <= today)
  return last !== undefined && isSubscriptionActive(last, today) ? last : null
}

/**
 * The first day of a subscription paid `today` (docs/decisions/0964-early-renewal.md). Paying the same tier before
 * the last term of it ends extends it: the new term starts the day after that term's end (a second early payment
 * queues after the first). Any other purchase starts today and replaces the current one.
 */
export function subscriptionStart(
  subs: readonly (SubscriptionLike & { tier: TierId })[],
  bought: { tier: TierId },
  today: IsoDate,
): IsoDate {
  const last = subs.at(-1)
  if (last === undefined || last.tier !== bought.tier) return today
  const end = subscriptionEndDate(last)
  return end >= today ? addDays(end, 1) : today
}

/**
 * docs/product/credits.md: a YEARLY term still grants its credits month by month. The days on which a subscription grants its
 * monthly credits: the start day and each following month's same day (clamped), one per month of the term.
 */
export function subscriptionGrantDates(sub: SubscriptionLike): IsoDate[] {
  return Array.from({ length: TERM_MONTHS[sub.term] }, (_, i) => addMonthsClamped(sub.startsAt, i))
}

/** The price of a term in CZK; null for tiers without a fixed price (USAGE, ENTERPRISE). */
export function subscriptionPriceCzk(tier: TierId, term: SubscriptionTerm): number | null {
  const config = tierById(tier)
  return term === 'MONTHLY' ? config.monthlyPriceCzk : config.yearlyPriceCzk
}
