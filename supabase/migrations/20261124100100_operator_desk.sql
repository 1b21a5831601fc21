-- The operator's desk (docs/decisions/1060-operator-desk.md): one inbox of spotter tips and contact messages with
-- states, the admin's note and who handled it; a tip can become a draft listing; users report reviews; the audit
-- log records inbox and review actions, which have no user as their target.

-- Inbox states, the same for both kinds: NEW, IN_PROGRESS, DONE, SPAM.
alter table public.spotter_tips drop constraint if exists spotter_tips_status_check;
alter table public.contact_messages drop constraint if exists contact_messages_status_check;
update public.spotter_tips set status = case status when 'READ' then 'IN_PROGRESS' when 'NEW' then 'NEW' else 'DONE' end;
update public.contact_messages set status = case status when 'READ' then 'IN_PROGRESS' when 'NEW' then 'NEW' else 'DONE' end;
alter table public.spotter_tips add constraint spotter_tips_status_check
  check (status in ('NEW', 'IN_PROGRESS', 'DONE', 'SPAM'));
alter table public.contact_messages add constraint contact_messages_status_check
  check (status in ('NEW', 'IN_PROGRESS', 'DONE', 'SPAM'));

alter table public.spotter_tips
  add column admin_note text not null default '' check (char_length(admin_note) <= 5000),
  add column handled_at timestamptz,
  add column handled_by uuid references public.profiles (id) on delete set null,
  -- the draft listing made from the tip (the spotter programme's attribution)
  add column draft_offer_id bigint references public.offers (id) on delete set null;
alter table public.contact_messages
  add column admin_note text not null default '' check (char_length(admin_note) <= 5000),
  add column handled_at timestamptz,
  add column handled_by uuid references public.profiles (id) on delete set null;
grant update (admin_note, handled_at, handled_by, draft_offer_id) on public.spotter_tips to authenticated;
grant update (admin_note, handled_at, handled_by) on public.contact_messages to authenticated;
create index spotter_tips_created_idx on public.spotter_tips (created_at desc);
create index contact_messages_created_idx on public.contact_messages (created_at desc);

-- The audit log also records what an admin did to an inbox item or a review: `subject` names it
-- ('spotter_tip:<id>', 'contact_message:<id>', 'review:<id>'); target_id stays the user concerned when there is one.
alter table public.admin_audit_log alter column target_id drop not null;
alter table public.admin_audit_log add column subject text check (char_length(subject) <= 100);
alter table public.admin_audit_log add constraint admin_audit_log_has_target
  check (target_id is not null or subject is not null);
alter table public.admin_audit_log drop constraint if exists admin_audit_log_action_check;
alter table public.admin_audit_log add constraint admin_audit_log_action_check check (action in ('ROLE_CHANGE',
  'VERIFICATION_APPROVED', 'VERIFICATION_REJECTED', 'CREDIT_ADJUSTMENT', 'BLOCK', 'UNBLOCK', 'INBOX_STATE',
  'INBOX_NOTE', 'TIP_TO_DRAFT', 'REVIEW_REMOVED'));
create index admin_audit_log_subject_idx on public.admin_audit_log (subject, created_at desc) where subject is not null;

-- Reports of reviews: any signed-in user who sees a review may report it once, with a reason; admins read them.
create table public.review_reports (
  id uuid primary key default gen_random_uuid(),
  review_id uuid not null references public.reviews (id) on delete cascade,
  reporter_id uuid not null references public.profiles (id) on delete cascade,
  reason text not null check (char_length(reason) between 1 and 1000),
  created_at timestamptz not null default now(),
  unique (review_id, reporter_id)
);
create index review_reports_review_idx on public.review_reports (review_id);
alter table public.review_reports enable row level security;
create policy review_reports_insert on public.review_reports for insert to authenticated
  with check (reporter_id = (select auth.uid())
    and exists (select 1 from public.reviews r where r.id = review_id and r.author_id <> (select auth.uid())));
create policy review_reports_select on public.review_reports for select to authenticated
  using (reporter_id = (select auth.uid()) or (select public.is_admin()));
create policy review_reports_not_blocked_insert on public.review_reports as restrictive for insert to authenticated
  with check (not public.current_user_blocked());
create policy review_reports_not_blocked_update on public.review_reports as restrictive for update to authenticated
  using (not public.current_user_blocked());
create policy review_reports_not_blocked_delete on public.review_reports as restrictive for delete to authenticated
  using (not public.current_user_blocked());
revoke all on public.review_reports from anon, authenticated;
grant select, insert on public.review_reports to authenticated;
grant all on public.review_reports to service_role;

-- Dashboard counts over 100 000 offers: the new users and first publications of the last 30 days.
create index if not exists profiles_created_idx on public.profiles (created_at);
create index if not exists offers_published_idx on public.offers (published_at) where published_at is not null;
create index if not exists offer_unlocks_created_idx on public.offer_unlocks (created_at);
create index if not exists orders_paid_idx on public.orders (paid_at) where status = 'PAID';
