import type { IsoDate } from '../calendar/calendar-date.ts'
import type { CreditTransaction } from '../profile/user.schema.ts'
import {
  type SubscriptionLike,
  subscriptionEndDate,
  subscriptionGrantDates,
} from '../subscriptions/subscriptions.ts'

/** Why credits moved, in Czech, for the credit history of /portal/credits. */
export const CREDIT_REASON_LABELS: Readonly<Record<CreditTransaction['reason'], string>> = {
  WELCOME_BONUS: 'Uvítací kredity',
  PURCHASE: 'Nákup kreditů',
  SUBSCRIPTION_GRANT: 'Kredity z předplatného',
  LISTING_UNLOCK: 'Odemčení nabídky',
  ADMIN_ADJUSTMENT: 'Úprava administrátorem',
  ACCESS_RESERVE: 'Rezervace za žádost o přístup',
  ACCESS_RELEASE: 'Uvolnění rezervace za žádost o přístup',
  UNLOCK_REFUND: 'Vrácení kreditů za staženou nabídku',
}

/** The next day the subscription grants its monthly credits after `today`, or null when none is left in the term. */
export function nextGrantDate(sub: SubscriptionLike, today: IsoDate): IsoDate | null {
  return subscriptionGrantDates(sub).find((d) => d > today) ?? null
}

/** The last day the subscription is active (inclusive). */
export const subscriptionActiveUntil = (sub: SubscriptionLike): IsoDate => subscriptionEndDate(sub)
