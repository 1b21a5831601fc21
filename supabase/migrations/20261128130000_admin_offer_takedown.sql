-- docs/decisions/1351-admin-takedown.md: the operator pauses or closes a published offer with a reason; the audit
-- log records it as OFFER_PAUSED or OFFER_CLOSED (subject 'offer:<id>', target the owner). The check keeps every
-- action the earlier migrations allow (the payments queue's BANK_PAYMENT_RESOLVED included).
alter table public.admin_audit_log drop constraint if exists admin_audit_log_action_check;
alter table public.admin_audit_log add constraint admin_audit_log_action_check check (action in ('ROLE_CHANGE',
  'VERIFICATION_APPROVED', 'VERIFICATION_REJECTED', 'CREDIT_ADJUSTMENT', 'BLOCK', 'UNBLOCK', 'INBOX_STATE',
  'INBOX_NOTE', 'TIP_TO_DRAFT', 'REVIEW_REMOVED', 'REVIEW_KEPT', 'BANK_PAYMENT_RESOLVED', 'OFFER_PAUSED',
  'OFFER_CLOSED'));
