-- Foundation: the API roles may use the public schema; profiles hold the product's part of a user.
grant usage on schema public to anon, authenticated, service_role;

create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  role text not null default 'USER' check (role in ('USER', 'VERIFIED', 'ADMIN', 'SUPER_ADMIN')),
  created_at timestamptz not null default now()
);
alter table public.profiles enable row level security;
create policy profiles_select_own on public.profiles for select to authenticated using (id = auth.uid());
grant select on public.profiles to authenticated;
grant all on public.profiles to service_role;
