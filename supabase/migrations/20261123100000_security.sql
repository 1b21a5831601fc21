-- Security hardening (docs/security.md): shared rate-limit counters, blocked users.

-- Rate-limit counters shared by every server instance (sign-in, code verification, mails). Only the server writes
-- them, through its own database connection (the table's owner): no grants to the API roles, RLS on without policies,
-- so neither anon, authenticated nor service_role can read or change a counter.
create table public.rate_limit_counters (
  key text primary key,
  count integer not null,
  reset_at timestamptz not null
);
create index rate_limit_counters_reset_idx on public.rate_limit_counters (reset_at);
alter table public.rate_limit_counters enable row level security;
revoke all on public.rate_limit_counters from public, anon, authenticated, service_role;

-- One hit: a fixed window per key; answers the count within the current window.
create or replace function public.rate_limit_hit(p_key text, p_window_ms integer) returns integer
language sql
set search_path = ''
as $$
  insert into public.rate_limit_counters as c (key, count, reset_at)
  values (p_key, 1, now() + make_interval(secs => p_window_ms / 1000.0))
  on conflict (key) do update set
    count = case when c.reset_at <= now() then 1 else c.count + 1 end,
    reset_at = case when c.reset_at <= now() then now() + make_interval(secs => p_window_ms / 1000.0) else c.reset_at end
  returning count
$$;
revoke all on function public.rate_limit_hit(text, integer) from public, anon, authenticated, service_role;

-- Blocked users (profiles.blocked_at). The requester is blocked: a helper for policies.
create or replace function public.current_user_blocked() returns boolean
language sql stable security definer
set search_path = ''
as $$ select exists (select 1 from public.profiles where id = auth.uid() and blocked_at is not null) $$;
revoke all on function public.current_user_blocked() from public;
grant execute on function public.current_user_blocked() to anon, authenticated, service_role;

-- The database refuses every write of a blocked user: a restrictive policy for insert, update and delete on every
-- table with row-level security (a table added later needs the same three policies; docs/security.md).
do $$
declare t record;
begin
  for t in select c.relname from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where n.nspname = 'public' and c.relkind = 'r' and c.relrowsecurity
             and c.relname <> 'rate_limit_counters'
  loop
    execute format('create policy %I on public.%I as restrictive for insert to authenticated
                    with check (not public.current_user_blocked())', t.relname || '_not_blocked_insert', t.relname);
    execute format('create policy %I on public.%I as restrictive for update to authenticated
                    using (not public.current_user_blocked())', t.relname || '_not_blocked_update', t.relname);
    execute format('create policy %I on public.%I as restrictive for delete to authenticated
                    using (not public.current_user_blocked())', t.relname || '_not_blocked_delete', t.relname);
  end loop;
end $$;

-- Blocking ends the user's sessions at once and bans the account for Supabase Auth (embedded and hosted alike:
-- GoTrue refuses a banned user with `user_banned`); unblocking lifts the ban.
create or replace function public.profiles_block_sync() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if new.blocked_at is not null and old.blocked_at is null then
    update auth.users set banned_until = '9999-12-31 00:00:00+00', updated_at = now() where id = new.id;
    delete from auth.sessions where user_id = new.id;
  elsif new.blocked_at is null and old.blocked_at is not null then
    update auth.users set banned_until = null, updated_at = now() where id = new.id;
  end if;
  return new;
end $$;
revoke all on function public.profiles_block_sync() from public, anon, authenticated;

create trigger profiles_block_sync after update of blocked_at on public.profiles
  for each row execute function public.profiles_block_sync();

-- users blocked before this migration
update auth.users set banned_until = '9999-12-31 00:00:00+00'
  where id in (select id from public.profiles where blocked_at is not null);
delete from auth.sessions where user_id in (select id from public.profiles where blocked_at is not null);
