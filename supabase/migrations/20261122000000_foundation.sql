-- Foundation: extensions, the API roles' access to public, profiles and the role helpers every policy uses.
--
-- Convention for every table in these migrations: RLS on, then `revoke all` from anon and authenticated (Supabase
-- projects may grant everything by default) and explicit grants of exactly what the policies are written for.
-- service_role (the server acting on its own behalf, e.g. crediting a paid order) bypasses RLS but still needs grants.

create schema if not exists extensions;
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

grant usage on schema public to anon, authenticated, service_role;

-- Search ignores diacritics and case (docs/product/offers.md): "zlin" finds "Zlín". unaccent() is only stable, so this wrapper
-- pins its dictionary and is declared immutable to be usable in generated columns and indexes.
create or replace function public.search_normalize(value text) returns text
language sql immutable parallel safe
set search_path = ''
as $$ select lower(extensions.unaccent('extensions.unaccent'::regdictionary, coalesce(value, ''))) $$;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text not null,
  role text not null default 'USER' check (role in ('USER', 'VERIFIED', 'ADMIN', 'SUPER_ADMIN')),
  first_name text,
  last_name text,
  phone text,
  company_name text,
  ico text check (ico ~ '^\d{8}$'),
  street text,
  city text,
  postcode text check (postcode ~ '^\d{5}$'),
  region text,
  avatar_path text,
  onboarding_completed_at timestamptz,
  product_guide_tooltips_viewed text[] not null default '{}',
  verification_status text not null default 'NONE'
    check (verification_status in ('NONE', 'REQUESTED', 'APPROVED', 'REJECTED')),
  verification_note text,
  verification_requested_at timestamptz,
  blocked_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index profiles_role_idx on public.profiles (role);
create index profiles_verification_idx on public.profiles (verification_status) where verification_status = 'REQUESTED';
create index profiles_search_idx on public.profiles
  using gin (public.search_normalize(coalesce(first_name, '') || ' ' || coalesce(last_name, '') || ' ' || email
    || ' ' || coalesce(company_name, '')) extensions.gin_trgm_ops);

-- Role helpers. SECURITY DEFINER so policies can ask "is the requester an admin?" without recursing into the
-- profiles policies; they only ever look at the requester's own row.
create or replace function public.current_app_role() returns text
language sql stable security definer
set search_path = ''
as $$ select role from public.profiles where id = auth.uid() and blocked_at is null $$;

create or replace function public.is_admin() returns boolean
language sql stable
set search_path = ''
as $$ select coalesce(public.current_app_role() in ('ADMIN', 'SUPER_ADMIN'), false) $$;

create or replace function public.is_super_admin() returns boolean
language sql stable
set search_path = ''
as $$ select coalesce(public.current_app_role() = 'SUPER_ADMIN', false) $$;

create or replace function public.is_verified() returns boolean
language sql stable
set search_path = ''
as $$ select coalesce(public.current_app_role() in ('VERIFIED', 'ADMIN', 'SUPER_ADMIN'), false) $$;

revoke all on function public.current_app_role() from public;
grant execute on function public.current_app_role(), public.is_admin(), public.is_super_admin(), public.is_verified(),
  public.search_normalize(text) to anon, authenticated, service_role;

-- Every new auth user gets a profile, whichever server created the user (ours in embedded mode, GoTrue on Supabase).
create or replace function public.handle_new_user() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email) values (new.id, lower(new.email)) on conflict (id) do nothing;
  return new;
end $$;
revoke all on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created after insert on auth.users
  for each row execute function public.handle_new_user();

create or replace function public.handle_user_email_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  update public.profiles set email = lower(new.email), updated_at = now() where id = new.id;
  return new;
end $$;
revoke all on function public.handle_user_email_change() from public, anon, authenticated;

create trigger on_auth_user_email_changed after update of email on auth.users
  for each row when (old.email is distinct from new.email) execute function public.handle_user_email_change();

-- A user may edit their own personal fields but never their role, verification or block state; an admin may change
-- roles and verification, but only a super admin grants or takes ADMIN / SUPER_ADMIN (docs/product/README.md).
create or replace function public.profiles_guard() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if current_user not in ('authenticated', 'anon') then
    return new;
  end if;
  if new.id <> old.id or new.email <> old.email or new.created_at <> old.created_at then
    raise exception 'profiles: id, email and created_at are not editable' using errcode = '42501';
  end if;
  if (new.role, new.verification_status, new.verification_note, new.blocked_at)
      is distinct from (old.role, old.verification_status, old.verification_note, old.blocked_at) then
    if not public.is_admin() then
      -- the one change a user makes themselves: asking for verification
      if new.role = old.role and new.blocked_at is not distinct from old.blocked_at
         and new.verification_status = 'REQUESTED' and old.verification_status in ('NONE', 'REJECTED')
         and new.verification_note is not distinct from old.verification_note then
        return new;
      end if;
      raise exception 'profiles: only an admin changes role, verification or blocking' using errcode = '42501';
    end if;
    if new.role <> old.role and (new.role in ('ADMIN', 'SUPER_ADMIN') or old.role in ('ADMIN', 'SUPER_ADMIN'))
       and not public.is_super_admin() then
      raise exception 'profiles: only a super admin grants or takes the admin role' using errcode = '42501';
    end if;
  end if;
  new.updated_at := now();
  return new;
end $$;

create trigger profiles_guard before update on public.profiles
  for each row execute function public.profiles_guard();

alter table public.profiles enable row level security;
create policy profiles_select on public.profiles for select to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()));
create policy profiles_update on public.profiles for update to authenticated
  using (id = (select auth.uid()) or (select public.is_admin()))
  with check (id = (select auth.uid()) or (select public.is_admin()));
revoke all on public.profiles from anon, authenticated;
grant select, update on public.profiles to authenticated;
grant all on public.profiles to service_role;
