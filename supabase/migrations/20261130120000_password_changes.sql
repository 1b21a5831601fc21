-- A password change leaves a row here wherever it was made: the embedded /auth/v1 or, in Supabase mode, the hosted
-- project's GoTrue (which the server never sees). The server tells the user from it: a notice and a mail that cannot
-- be switched off (docs/decisions/1378-password-change-from-the-database.md).
create table public.password_changes (
  id bigint generated always as identity primary key,
  user_id uuid not null references public.profiles (id) on delete cascade,
  changed_at timestamptz not null default now(),
  told_at timestamptz
);
create index password_changes_untold_idx on public.password_changes (id) where told_at is null;
alter table public.password_changes enable row level security;
revoke all on public.password_changes from anon, authenticated;
grant select, update on public.password_changes to service_role;

create or replace function public.handle_user_password_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.password_changes (user_id) values (new.id);
  return new;
end $$;
revoke all on function public.handle_user_password_change() from public, anon, authenticated;

-- A hash set to nothing (an account deleted and anonymised, a passwordless sign-up) is no password change.
create trigger on_auth_user_password_changed after update of encrypted_password on auth.users
  for each row when (old.encrypted_password is distinct from new.encrypted_password
    and coalesce(new.encrypted_password, '') <> '')
  execute function public.handle_user_password_change();
