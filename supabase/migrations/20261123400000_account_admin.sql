-- Account and trust (issue 16): the audit log of admin actions on users, and the record of deleted accounts.

-- Every admin action on a user: who, when, what, before and after. Written by the acting admin in the transaction
-- that made the change (or by the server on the admin's behalf for credits), read by admins on the user's detail.
-- Append-only like the credit ledger: no UPDATE or DELETE grant for anyone but the rows' cascade with the account.
create table public.admin_audit_log (
  id uuid primary key default gen_random_uuid(),
  target_id uuid not null references public.profiles (id) on delete cascade,
  actor_id uuid references public.profiles (id) on delete set null,
  action text not null check (action in ('ROLE_CHANGE', 'VERIFICATION_APPROVED', 'VERIFICATION_REJECTED',
    'CREDIT_ADJUSTMENT', 'BLOCK', 'UNBLOCK')),
  before jsonb not null default '{}'::jsonb,
  after jsonb not null default '{}'::jsonb,
  note text,
  created_at timestamptz not null default now()
);
create index admin_audit_log_target_idx on public.admin_audit_log (target_id, created_at desc);

alter table public.admin_audit_log enable row level security;
create policy admin_audit_log_select on public.admin_audit_log for select to authenticated
  using ((select public.is_admin()));
-- An admin writes only entries in their own name.
create policy admin_audit_log_insert on public.admin_audit_log for insert to authenticated
  with check ((select public.is_admin()) and actor_id = (select auth.uid()));
revoke all on public.admin_audit_log from anon, authenticated;
grant select, insert on public.admin_audit_log to authenticated;
grant select, insert on public.admin_audit_log to service_role;

-- Deleted accounts (docs/decisions/0980-account-deletion-and-retention.md): the profile row stays as an anonymous
-- tombstone while paid orders and the credit ledger must be kept; this row says when it was erased. Server only.
create table public.account_deletions (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  deleted_at timestamptz not null default now()
);
alter table public.account_deletions enable row level security;
create policy account_deletions_select_admin on public.account_deletions for select to authenticated
  using ((select public.is_admin()));
revoke all on public.account_deletions from anon, authenticated;
grant select on public.account_deletions to authenticated;
grant select, insert on public.account_deletions to service_role;

-- The admin search also finds a user by phone or IČO (digits only, so a plain trigram index is enough).
create index profiles_phone_ico_search_idx on public.profiles
  using gin ((coalesce(phone, '') || ' ' || coalesce(ico, '')) extensions.gin_trgm_ops);
