-- docs/decisions/1111-keeping-a-reported-review.md: an admin who reads the reports of a review and keeps it dismisses
-- them, so the review leaves the dashboard's "Nahlášená hodnocení" until someone reports it again. The reports stay
-- (who reported what, and who dismissed it when); only the open ones count.
alter table public.review_reports
  add column dismissed_at timestamptz,
  add column dismissed_by uuid references public.profiles (id) on delete set null;
create policy review_reports_update_admin on public.review_reports for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
grant update (dismissed_at, dismissed_by) on public.review_reports to authenticated;

-- The dashboard counts and lists reviews with open reports.
create index review_reports_open_idx on public.review_reports (review_id) where dismissed_at is null;

alter table public.admin_audit_log drop constraint if exists admin_audit_log_action_check;
alter table public.admin_audit_log add constraint admin_audit_log_action_check check (action in ('ROLE_CHANGE',
  'VERIFICATION_APPROVED', 'VERIFICATION_REJECTED', 'CREDIT_ADJUSTMENT', 'BLOCK', 'UNBLOCK', 'INBOX_STATE',
  'INBOX_NOTE', 'TIP_TO_DRAFT', 'REVIEW_REMOVED', 'REVIEW_KEPT'));
