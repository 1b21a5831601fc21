export { type ApiError, apiErrorSchema } from './contract/api-error.schema.ts'
export {
  type CreditSubscription,
  type CreditTransaction,
  creditSubscriptionSchema,
  creditTransactionSchema,
  type Role,
  roleSchema,
  type SerializedUser,
  serializedUserSchema,
  subscriptionTermSchema,
  tierSchema,
} from './contract/user.schema.ts'
export {
  type CookieDecisionResponse,
  cookieDecisionResponseSchema,
  type InitialCreditsResponse,
  initialCreditsResponseSchema,
  okResponseSchema,
  type ProductGuideViewedRequest,
  productGuideViewedRequestSchema,
} from './contract/user-actions.schema.ts'
export {
  CREATE_PRICE,
  type CreditTransactionLike,
  creditBalance,
  UNLOCK_PRICE,
  WELCOME_BONUS,
} from './credits/credits.ts'
