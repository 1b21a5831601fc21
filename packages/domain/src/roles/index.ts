/* @rg/domain/roles: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  ADMIN_AUDIT_ACTION_LABELS,
  type AdminAuditAction,
  type AdminAuditEntry,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminUserDetail,
  type AdminUserListQuery,
  type AdminUserSummary,
  adminBankPaymentListResponseSchema,
  adminOrderDetailSchema,
  adminUserDetailSchema,
  adminUserListResponseSchema,
} from './admin.schema.ts'
export {
  BLOCK_ADMIN,
  BLOCK_SELF,
  BLOCK_SUPER_ADMIN,
  NEGATIVE_BALANCE,
  VERIFICATION_NOT_REQUESTED,
} from './admin-user-refusals.ts'
export { auditChanges } from './audit-changes.ts'
export {
  ADMIN_CREDIT_GRANT_LIMIT,
  accountDeletionRefusal,
  CREDIT_GRANT_LIMIT_MESSAGE,
  creditAdjustmentRefusal,
  isAdmin,
  isSuperAdmin,
  isVerified,
  OWN_CREDITS_MESSAGE,
  ROLE_LABELS,
  roleChangeRefusal,
  verificationAfterRoleChange,
} from './roles.ts'
