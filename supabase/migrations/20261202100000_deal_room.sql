-- The deal room after an unlock (docs/decisions/1520-deal-room-threads.md, 1521-nda-and-approval.md): one thread per
-- offer and investor with its messages, reports of threads to the admin inbox, the versioned confidentiality
-- agreement and its acceptances, and access requests whose credits are reserved, then charged or released.

-- Value lists of check constraints that other branches extend too: the new list is the old one plus ours, read
-- from the constraint itself, so the order in which such migrations run does not drop anyone's values.
create or replace function public.deal_room_extend_check(tbl regclass, marker text, cname text, col text, extra text[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  existing text[];
  c record;
begin
  select coalesce(array_agg(distinct m[1]), '{}') into existing
  from pg_constraint con, regexp_matches(pg_get_constraintdef(con.oid), '''([A-Z_]+)''', 'g') m
  where con.conrelid = tbl and con.contype = 'c' and pg_get_constraintdef(con.oid) like '%' || marker || '%'
    and pg_get_constraintdef(con.oid) not like '%IS NOT NULL%';
  for c in
    select conname from pg_constraint con
    where con.conrelid = tbl and con.contype = 'c' and pg_get_constraintdef(con.oid) like '%' || marker || '%'
      and pg_get_constraintdef(con.oid) not like '%IS NOT NULL%'
  loop
    execute format('alter table %s drop constraint %I', tbl, c.conname);
  end loop;
  -- Written as `col in (...)`, which Postgres keeps as `= ANY (ARRAY['A'::text, ...])`: the shape other migrations
  -- that append to such a list expect (e.g. 20261205100000_accounting_archive_audit.sql).
  execute format('alter table %s add constraint %I check (%I in (%s))', tbl, cname, col,
    (select string_agg(quote_literal(v), ', ' order by v) from (select distinct unnest(existing || extra) as v) d));
end $$;

select public.deal_room_extend_check('public.credit_transactions', 'WELCOME_BONUS', 'credit_transactions_reason_check',
  'reason', array['ACCESS_RESERVE', 'ACCESS_RELEASE']);
select public.deal_room_extend_check('public.admin_audit_log', 'ROLE_CHANGE', 'admin_audit_log_action_check',
  'action', array['THREAD_READ']);

-- Per offer: does the investor accept the agreement, and/or does the owner approve each investor, before the unlock.
create table public.offer_deal_terms (
  offer_id bigint primary key references public.offers (id) on delete cascade,
  requires_nda boolean not null default false,
  requires_approval boolean not null default false,
  updated_at timestamptz not null default now()
);
alter table public.offer_deal_terms enable row level security;
-- Anyone who may see the offer may see its terms (they decide what the unlock button asks for).
create policy offer_deal_terms_select on public.offer_deal_terms for select to authenticated using (true);
revoke all on public.offer_deal_terms from anon, authenticated;
grant select on public.offer_deal_terms to authenticated;
grant all on public.offer_deal_terms to service_role;

-- The agreement's text, versioned: a new version is a new row; acceptances name the version they accepted.
create table public.nda_versions (
  version integer primary key check (version > 0),
  title text not null check (char_length(title) between 1 and 200),
  body text not null check (char_length(body) between 1 and 20000),
  published_at timestamptz not null default now()
);
alter table public.nda_versions enable row level security;
create policy nda_versions_select on public.nda_versions for select to authenticated using (true);
revoke all on public.nda_versions from anon, authenticated;
grant select on public.nda_versions to authenticated;
grant all on public.nda_versions to service_role;
insert into public.nda_versions (version, title, body) values (1, 'Dohoda o mlčenlivosti',
'1. Investor se zavazuje zachovat v tajnosti všechny neveřejné informace o nabídce, které mu budou na Tržišti investičních příležitostí zpřístupněny (dále jen „důvěrné informace“), a to včetně dokumentů a údajů o vlastníkovi.

2. Důvěrné informace investor použije výhradně k posouzení možné investice do nabídky. Nesdělí je třetím osobám s výjimkou svých poradců, kteří jsou vázáni stejnou povinností mlčenlivosti.

3. Povinnost mlčenlivosti trvá tři roky od přijetí této dohody a nevztahuje se na informace, které jsou nebo se stanou veřejně známými jinak než porušením této dohody.

4. Na žádost vlastníka investor důvěrné informace a jejich kopie zničí.

5. Dohoda se řídí právním řádem České republiky. Přijetím na tržišti ji investor uzavírá s vlastníkem nabídky; tržiště zaznamenává, kdo, kdy, ze které adresy a kterou verzi přijal.');

create table public.offer_nda_acceptances (
  id uuid primary key default gen_random_uuid(),
  offer_id bigint not null references public.offers (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  nda_version integer not null references public.nda_versions (version),
  accepted_at timestamptz not null default now(),
  client_address text check (char_length(client_address) <= 64),
  unique (offer_id, user_id, nda_version)
);
alter table public.offer_nda_acceptances enable row level security;
-- The investor who accepted and the offer's owner (both may download the PDF), and admins.
create policy offer_nda_acceptances_select on public.offer_nda_acceptances for select to authenticated
  using (user_id = (select auth.uid())
    or exists (select 1 from public.offers o where o.id = offer_id and o.owner_id = (select auth.uid()))
    or (select public.is_admin()));
revoke all on public.offer_nda_acceptances from anon, authenticated;
grant select on public.offer_nda_acceptances to authenticated;
grant all on public.offer_nda_acceptances to service_role;

create table public.offer_access_requests (
  id uuid primary key default gen_random_uuid(),
  offer_id bigint not null references public.offers (id) on delete cascade,
  investor_id uuid not null references public.profiles (id) on delete cascade,
  amount integer not null check (amount > 0),
  status text not null default 'PENDING' check (status in ('PENDING', 'APPROVED', 'REFUSED', 'EXPIRED')),
  created_at timestamptz not null default now(),
  expires_at timestamptz not null default now() + interval '7 days',
  decided_at timestamptz,
  check ((status = 'PENDING') = (decided_at is null))
);
-- One open request per offer and investor.
create unique index offer_access_requests_one_pending on public.offer_access_requests (offer_id, investor_id)
  where status = 'PENDING';
create index offer_access_requests_due on public.offer_access_requests (expires_at) where status = 'PENDING';
alter table public.offer_access_requests enable row level security;
create policy offer_access_requests_select on public.offer_access_requests for select to authenticated
  using (investor_id = (select auth.uid())
    or exists (select 1 from public.offers o where o.id = offer_id and o.owner_id = (select auth.uid()))
    or (select public.is_admin()));
revoke all on public.offer_access_requests from anon, authenticated;
grant select on public.offer_access_requests to authenticated;
grant all on public.offer_access_requests to service_role;

-- The ledger names the request a reservation or release belongs to; each happens once per request.
alter table public.credit_transactions add column access_request_id uuid references public.offer_access_requests (id);
create unique index credit_transactions_access_once on public.credit_transactions (access_request_id, reason)
  where access_request_id is not null;

-- Threads: one per offer and investor, opened at the unlock (and for the unlocks made before this migration).
create table public.message_threads (
  id uuid primary key default gen_random_uuid(),
  offer_id bigint not null references public.offers (id) on delete cascade,
  owner_id uuid not null references public.profiles (id) on delete cascade,
  investor_id uuid not null references public.profiles (id) on delete cascade,
  created_at timestamptz not null default now(),
  last_message_at timestamptz,
  owner_read_at timestamptz,
  investor_read_at timestamptz,
  owner_notified_at timestamptz,
  investor_notified_at timestamptz,
  -- Set by the investor's first reply with sharing on; until then the owner sees "Investor č. N" only.
  investor_revealed_at timestamptz,
  unique (offer_id, investor_id),
  check (owner_id <> investor_id)
);
create index message_threads_owner_idx on public.message_threads (owner_id, last_message_at desc);
create index message_threads_investor_idx on public.message_threads (investor_id, last_message_at desc);

create table public.messages (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references public.message_threads (id) on delete cascade,
  sender_id uuid not null references public.profiles (id) on delete cascade,
  body text not null check (char_length(body) between 1 and 4000),
  document_id uuid references public.user_documents (id) on delete set null,
  document_name text check (char_length(document_name) <= 255),
  created_at timestamptz not null default now()
);
create index messages_thread_idx on public.messages (thread_id, created_at);
create index messages_sender_idx on public.messages (sender_id, created_at);

create table public.message_thread_reports (
  id uuid primary key default gen_random_uuid(),
  thread_id uuid not null references public.message_threads (id) on delete cascade,
  reporter_id uuid not null references public.profiles (id) on delete cascade,
  reason text not null check (char_length(reason) between 1 and 1000),
  status text not null default 'NEW' check (status in ('NEW', 'IN_PROGRESS', 'DONE', 'SPAM')),
  admin_note text not null default '' check (char_length(admin_note) <= 5000),
  created_at timestamptz not null default now(),
  handled_at timestamptz,
  handled_by uuid references public.profiles (id) on delete set null,
  unique (thread_id, reporter_id)
);

create or replace function public.is_thread_party(t uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.message_threads m
                 where m.id = t and (select auth.uid()) in (m.owner_id, m.investor_id))
$$;
create or replace function public.is_reported_thread(t uuid) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (select 1 from public.message_thread_reports r where r.thread_id = t)
$$;
revoke all on function public.is_thread_party(uuid) from public;
revoke all on function public.is_reported_thread(uuid) from public;
grant execute on function public.is_thread_party(uuid) to authenticated, service_role;
grant execute on function public.is_reported_thread(uuid) to authenticated, service_role;

-- A thread and its messages: its two parties; an admin only once the thread is reported (the read is audited by
-- the service that answers it). Writes go through the services as the service role.
alter table public.message_threads enable row level security;
create policy message_threads_select on public.message_threads for select to authenticated
  using ((select auth.uid()) in (owner_id, investor_id)
    or ((select public.is_admin()) and public.is_reported_thread(id)));
revoke all on public.message_threads from anon, authenticated;
grant select on public.message_threads to authenticated;
grant all on public.message_threads to service_role;

alter table public.messages enable row level security;
create policy messages_select on public.messages for select to authenticated
  using (public.is_thread_party(thread_id)
    or ((select public.is_admin()) and public.is_reported_thread(thread_id)));
revoke all on public.messages from anon, authenticated;
grant select on public.messages to authenticated;
grant all on public.messages to service_role;

alter table public.message_thread_reports enable row level security;
create policy message_thread_reports_select on public.message_thread_reports for select to authenticated
  using (reporter_id = (select auth.uid()) or (select public.is_admin()));
create policy message_thread_reports_admin_update on public.message_thread_reports for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
revoke all on public.message_thread_reports from anon, authenticated;
grant select, update (status, admin_note, handled_at, handled_by) on public.message_thread_reports to authenticated;
grant all on public.message_thread_reports to service_role;

insert into public.message_threads (offer_id, owner_id, investor_id, created_at)
select u.offer_id, o.owner_id, u.user_id, u.created_at
from public.offer_unlocks u join public.offers o on o.id = u.offer_id
where o.owner_id <> u.user_id
on conflict do nothing;
