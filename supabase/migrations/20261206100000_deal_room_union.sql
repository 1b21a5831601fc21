-- The value lists that issue 33's two deal-room branches and the accountant's archive (issue 29) each extended, set to
-- their union once more after all of them ran: 20261201110000_unlock_refunds.sql restates the ledger reasons as a whole
-- list, so a database that had 20261202100000_deal_room.sql before it (the branches were built side by side) lost
-- ACCESS_RESERVE and ACCESS_RELEASE. The helper keeps whatever the constraint holds and adds what is missing, so this
-- is a no-op on a database that ran the migrations in order, and it never drops a value another migration added.
select public.deal_room_extend_check('public.credit_transactions', 'WELCOME_BONUS', 'credit_transactions_reason_check',
  'reason', array['WELCOME_BONUS', 'PURCHASE', 'SUBSCRIPTION_GRANT', 'LISTING_UNLOCK', 'ADMIN_ADJUSTMENT',
    'UNLOCK_REFUND', 'ACCESS_RESERVE', 'ACCESS_RELEASE']);
select public.deal_room_extend_check('public.admin_audit_log', 'ROLE_CHANGE', 'admin_audit_log_action_check',
  'action', array['THREAD_READ', 'ACCOUNTING_ARCHIVE_DOWNLOADED']);
