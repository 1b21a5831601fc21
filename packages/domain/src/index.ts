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
export { type CreditTransactionLike, creditBalance } from './credits/credits.ts'
