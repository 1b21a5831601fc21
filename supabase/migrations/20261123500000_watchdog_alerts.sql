-- Watchdog alerts (docs/decisions/1020-watchdog-matching-in-the-database.md): frequencies, per-watchdog events,
-- matching inside the transaction that publishes an offer (a trigger), rows to deliver, and the notification centre.

alter table public.watchdogs drop constraint if exists watchdogs_frequency_check;
alter table public.watchdogs add constraint watchdogs_frequency_check
  check (frequency in ('IMMEDIATE', 'DAILY', 'WEEKLY', 'PAUSED'));
alter table public.watchdogs add column events text[] not null
  default '{NEW,PRICE_DROP,CLOSED,CHANGED}'
  check (events <@ '{NEW,PRICE_DROP,CLOSED,CHANGED}'::text[]);

-- Keywords compared without case and diacritics, normalised once when written.
create or replace function public.search_normalize_all(value text[]) returns text[]
language sql immutable parallel safe
set search_path = ''
as $$ select coalesce(array_agg(public.search_normalize(k)), '{}') from unnest(value) k where btrim(k) <> '' $$;
alter table public.watchdogs add column keywords_norm text[]
  generated always as (public.search_normalize_all(keywords)) stored;

-- Matching reads active watchdogs of one kind whose categories and regions are "any" or contain the offer's. An
-- empty list (any) is indexed as {'*'}, so one GIN overlap (&& {value, '*'}) answers both cases from the index.
-- No search_path setting on purpose: it would stop the planner inlining the function (it touches no table).
create or replace function public.watchdog_any(value text[]) returns text[]
language sql immutable parallel safe
as $$ select case when cardinality(value) = 0 then array['*'] else value end $$;
drop index if exists public.watchdogs_frequency_idx;
create index watchdogs_match_categories_idx on public.watchdogs using gin (public.watchdog_any(categories))
  where frequency <> 'PAUSED';
create index watchdogs_match_regions_idx on public.watchdogs using gin (public.watchdog_any(regions))
  where frequency <> 'PAUSED';
create index watchdogs_digest_idx on public.watchdogs (frequency, last_digest_at) where frequency in ('DAILY', 'WEEKLY');

-- The price an offer had when it was last published: an approval after an edit compares against it.
create table public.watchdog_offer_state (
  offer_id bigint primary key references public.offers (id) on delete cascade,
  published_price bigint,
  published_at timestamptz not null default now()
);

create table public.watchdog_deliveries (
  id bigint primary key generated always as identity,
  watchdog_id uuid not null references public.watchdogs (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  offer_id bigint not null references public.offers (id) on delete cascade,
  event text not null check (event in ('NEW', 'PRICE_DROP', 'CLOSED', 'CHANGED')),
  old_price bigint,
  new_price bigint,
  -- The watchdog's current frequency decides: IMMEDIATE rows go out alone, DAILY and WEEKLY ones in its digest.
  created_at timestamptz not null default now(),
  -- The in-app notification (written for every row, whatever the frequency).
  notified_at timestamptz,
  sent_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  error text
);
create index watchdog_deliveries_due_idx on public.watchdog_deliveries (next_attempt_at, id)
  where sent_at is null;
create index watchdog_deliveries_unnotified_idx on public.watchdog_deliveries (id) where notified_at is null;
create index watchdog_deliveries_digest_idx on public.watchdog_deliveries (watchdog_id, id) where sent_at is null;
create index watchdog_deliveries_offer_idx on public.watchdog_deliveries (offer_id, watchdog_id);

-- Server-only tables: no policies, so authenticated users read and write none of it.
alter table public.watchdog_offer_state enable row level security;
alter table public.watchdog_deliveries enable row level security;
revoke all on public.watchdog_offer_state, public.watchdog_deliveries from anon, authenticated;
grant all on public.watchdog_offer_state, public.watchdog_deliveries to service_role;

-- A secret the server signs unsubscribe links with, made once per database.
create table public.server_secrets (
  name text primary key,
  value text not null
);
alter table public.server_secrets enable row level security;
revoke all on public.server_secrets from anon, authenticated;
grant all on public.server_secrets to service_role;
insert into public.server_secrets (name, value)
values ('watchdog_unsubscribe', md5(random()::text || clock_timestamp()::text) || md5(random()::text || gen_random_uuid()::text))
on conflict (name) do nothing;

-- SMTP retries wait longer after each failure (the mailer sets it).
alter table public.mail_outbox add column if not exists retry_at timestamptz;
alter table public.mail_outbox add column if not exists headers jsonb;

/**
 * The matching (indexes above): which active watchdogs does a published offer match? Same rules as the domain's matchesWatchdog
 * (packages/domain/src/watchdog/watchdog.ts): kind, any-of categories, any-of regions, price range (a price on request
 * matches any range), any keyword in the public texts without case and diacritics.
 */
create or replace function public.watchdogs_matching(o public.offers)
returns setof public.watchdogs
language plpgsql stable
set search_path = ''
as $$
declare
  -- The public texts, normalised once per offer (not once per watchdog).
  texts text := public.search_normalize(concat_ws(' ', o.pub_name, o.pub_name_secondary,
    array_to_string(o.pub_keywords, ' '), o.pub_description, o.city));
begin
  return query
  select w.* from public.watchdogs w
  where w.frequency <> 'PAUSED'
    and w.kind = o.kind
    and w.user_id <> o.owner_id
    and public.watchdog_any(w.categories) && array[o.category, '*']
    and public.watchdog_any(w.regions) && array[coalesce(o.region, '*'), '*']
    and (o.pub_price is null or ((w.price_from is null or o.pub_price >= w.price_from)
      and (w.price_to is null or o.pub_price <= w.price_to)))
    and (w.keywords_norm = '{}' or exists (select 1 from unnest(w.keywords_norm) k where strpos(texts, k) > 0));
end $$;

/**
 * Runs in the transaction that changes the offer's status, so the rows to deliver commit (or roll back) with the
 * event itself: nothing is lost if the process dies after the commit.
 */
create or replace function public.watchdog_offer_event() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  previous bigint;
  was_published boolean;
begin
  if new.status = 'PUBLISHED' and old.status is distinct from 'PUBLISHED' then
    select s.published_price, true into previous, was_published
      from public.watchdog_offer_state s where s.offer_id = new.id;
    was_published := coalesce(was_published, false);
    insert into public.watchdog_deliveries (watchdog_id, user_id, offer_id, event, old_price, new_price)
    select m.id, m.user_id, new.id, e.event,
      case when e.event = 'PRICE_DROP' then previous end, new.pub_price
    from public.watchdogs_matching(new) m
    cross join lateral (
      select case
        when was_published and previous is not null and new.pub_price is not null and new.pub_price < previous
          then 'PRICE_DROP'
        when not exists (select 1 from public.watchdog_deliveries d where d.offer_id = new.id and d.watchdog_id = m.id)
          then 'NEW'
        when old.status = 'PENDING'
          and exists (select 1 from public.offer_unlocks u where u.offer_id = new.id and u.user_id = m.user_id)
          then 'CHANGED'
      end as event
    ) e
    where e.event is not null and e.event = any(m.events);
    insert into public.watchdog_offer_state (offer_id, published_price, published_at)
    values (new.id, new.pub_price, now())
    on conflict (offer_id) do update set published_price = excluded.published_price, published_at = now();
  elsif old.status = 'PUBLISHED' and new.status in ('CLOSED', 'PAUSED') then
    -- Withdrawn or closed: told to the watchdogs that reported the offer before.
    insert into public.watchdog_deliveries (watchdog_id, user_id, offer_id, event, new_price)
    select w.id, w.user_id, new.id, 'CLOSED', new.pub_price
    from public.watchdogs w
    where w.id in (select d.watchdog_id from public.watchdog_deliveries d where d.offer_id = new.id)
      and w.frequency <> 'PAUSED' and 'CLOSED' = any(w.events);
  end if;
  return null;
end $$;
revoke all on function public.watchdog_offer_event() from public, anon, authenticated;

create trigger offers_watchdog_event after update of status on public.offers
  for each row when (old.status is distinct from new.status)
  execute function public.watchdog_offer_event();

revoke all on function public.watchdogs_matching(public.offers) from public, anon, authenticated;
