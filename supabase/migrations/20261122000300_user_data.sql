-- The user's own data: onboarding answers, address book, notes, cold calls, documents, notifications.
-- Everything here is private to its owner ("nobody else sees them"); admins do not read it either, except
-- notifications, which the server writes on the user's behalf (service role).

create table public.watchdogs (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  name text,
  kind text not null default 'LISTING' check (kind in ('LISTING', 'SERVICE')),
  categories text[] not null default '{}',
  regions text[] not null default '{}',
  price_from bigint check (price_from >= 0),
  price_to bigint check (price_to >= 0),
  keywords text[] not null default '{}',
  frequency text not null default 'IMMEDIATE' check (frequency in ('IMMEDIATE', 'DAILY')),
  last_digest_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index watchdogs_user_idx on public.watchdogs (user_id);
create index watchdogs_frequency_idx on public.watchdogs (frequency, last_digest_at);

create table public.investment_preferences (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  amount_from bigint check (amount_from >= 0),
  amount_to bigint check (amount_to >= 0),
  horizon text check (horizon in ('UP_TO_1_YEAR', 'ONE_TO_FIVE_YEARS', 'OVER_5_YEARS')),
  risk text check (risk in ('LOW', 'MEDIUM', 'HIGH')),
  categories text[] not null default '{}',
  regions text[] not null default '{}',
  updated_at timestamptz not null default now()
);

create table public.contacts (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  name text not null,
  email text,
  phone text,
  company text,
  tags text[] not null default '{}',
  offer_ids bigint[] not null default '{}',
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index contacts_user_idx on public.contacts (user_id, name);

create table public.notes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null check (kind in ('LISTING', 'CONTACT')),
  offer_id bigint references public.offers (id) on delete cascade,
  contact_id uuid references public.contacts (id) on delete cascade,
  body text not null default '' check (char_length(body) <= 20000),
  updated_at timestamptz not null default now(),
  check ((kind = 'LISTING' and offer_id is not null and contact_id is null)
    or (kind = 'CONTACT' and contact_id is not null and offer_id is null))
);
create unique index notes_listing_once on public.notes (user_id, offer_id) where kind = 'LISTING';
create unique index notes_contact_once on public.notes (user_id, contact_id) where kind = 'CONTACT';

create table public.cold_calls (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  contact_id uuid not null references public.contacts (id) on delete cascade,
  status text not null default 'NEW' check (status in ('NEW', 'CALL_BACK', 'INTERESTED', 'NOT_INTERESTED', 'DONE')),
  next_call_on date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  unique (user_id, contact_id)
);
create index cold_calls_user_idx on public.cold_calls (user_id, status, next_call_on);

create table public.call_logs (
  id uuid primary key default gen_random_uuid(),
  cold_call_id uuid not null references public.cold_calls (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  called_at timestamptz not null default now(),
  outcome text not null,
  note text,
  created_at timestamptz not null default now()
);
create index call_logs_call_idx on public.call_logs (cold_call_id, called_at desc);
create index call_logs_user_idx on public.call_logs (user_id);

create table public.user_documents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  name text not null,
  storage_path text not null unique,
  size_bytes integer not null check (size_bytes between 1 and 20971520),
  mime_type text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);
create index user_documents_user_idx on public.user_documents (user_id, created_at desc);

-- Owner-only tables: one policy each, the same shape.
do $$
declare t text;
begin
  foreach t in array array['watchdogs', 'investment_preferences', 'contacts', 'notes', 'cold_calls', 'call_logs']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format('create policy %I on public.%I for all to authenticated
      using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()))', t || '_own', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;
end $$;

-- A note, cold call or log may only point at the user's own contact / call (the FK alone would accept anyone's).
create policy notes_own_target on public.notes as restrictive for all to authenticated
  using (true)
  with check (contact_id is null or exists (select 1 from public.contacts c where c.id = contact_id));
create policy cold_calls_own_contact on public.cold_calls as restrictive for all to authenticated
  using (true)
  with check (exists (select 1 from public.contacts c where c.id = contact_id));
create policy call_logs_own_call on public.call_logs as restrictive for all to authenticated
  using (true)
  with check (exists (select 1 from public.cold_calls c where c.id = cold_call_id));

-- Documents (/portal/documents) are for verified users.
alter table public.user_documents enable row level security;
create policy user_documents_select on public.user_documents for select to authenticated
  using (user_id = (select auth.uid()));
create policy user_documents_write on public.user_documents for all to authenticated
  using (user_id = (select auth.uid()) and (select public.is_verified()))
  with check (user_id = (select auth.uid()) and (select public.is_verified()));
revoke all on public.user_documents from anon, authenticated;
grant select, insert, update, delete on public.user_documents to authenticated;
grant all on public.user_documents to service_role;

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references public.profiles (id) on delete cascade,
  kind text not null,
  title text not null,
  body text,
  link text,
  read_at timestamptz,
  created_at timestamptz not null default now()
);
create index notifications_user_idx on public.notifications (user_id, created_at desc);
create index notifications_unread_idx on public.notifications (user_id) where read_at is null;

alter table public.notifications enable row level security;
create policy notifications_select on public.notifications for select to authenticated
  using (user_id = (select auth.uid()));
create policy notifications_mark_read on public.notifications for update to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy notifications_delete on public.notifications for delete to authenticated
  using (user_id = (select auth.uid()));
revoke all on public.notifications from anon, authenticated;
grant select, delete, update (read_at) on public.notifications to authenticated;
grant all on public.notifications to service_role;
