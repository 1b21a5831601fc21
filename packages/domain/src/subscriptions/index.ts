/* @rg/domain/subscriptions: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  addTerm,
  currentSubscription,
  type SubscriptionTerm,
  subscriptionGrantDates,
  subscriptionPriceCzk,
  subscriptionStart,
  TERM_LABELS,
} from './subscriptions.ts'
