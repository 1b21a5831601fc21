-- Favourites (issue 34 item 2, docs/decisions/1550-favourites-alert-like-a-watchdog.md): a user's hearted offers.
-- The table's name and columns are agreed with the owner's analytics, which counts favourites per offer.
create table public.favourites (
  user_id uuid not null references public.profiles (id) on delete cascade,
  offer_id bigint not null references public.offers (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, offer_id)
);
-- The alerts and the owner's counts go by offer.
create index favourites_offer_idx on public.favourites (offer_id);
create index favourites_user_created_idx on public.favourites (user_id, created_at desc);

-- A user sees, adds and removes only their own; a new favourite must be an offer they see (published, or theirs to
-- see: RLS of offers applies inside the check) and not their own.
alter table public.favourites enable row level security;
create policy favourites_own on public.favourites for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy favourites_visible_offer on public.favourites as restrictive for insert to authenticated
  with check (exists (select 1 from public.offers o where o.id = offer_id and o.owner_id <> (select auth.uid())));
-- Blocked users write nothing (docs/security.md): the three policies every table with row-level security has.
create policy favourites_not_blocked_insert on public.favourites as restrictive for insert to authenticated
  with check (not public.current_user_blocked());
create policy favourites_not_blocked_update on public.favourites as restrictive for update to authenticated
  using (not public.current_user_blocked());
create policy favourites_not_blocked_delete on public.favourites as restrictive for delete to authenticated
  using (not public.current_user_blocked());
revoke all on public.favourites from anon, authenticated;
grant select, insert, delete on public.favourites to authenticated;
grant all on public.favourites to service_role;

-- What a favourite tells its user: written by the trigger below in the transaction that reprices, withdraws or
-- re-publishes an edited offer, claimed by the server's favourite-alert job (FOR UPDATE SKIP LOCKED), sent once.
create table public.favourite_deliveries (
  id bigint primary key generated always as identity,
  user_id uuid not null references public.profiles (id) on delete cascade,
  offer_id bigint not null references public.offers (id) on delete cascade,
  event text not null check (event in ('PRICE_DROP', 'CLOSED', 'CHANGED')),
  old_price bigint,
  new_price bigint,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  error text
);
create index favourite_deliveries_due_idx on public.favourite_deliveries (next_attempt_at, id) where sent_at is null;
create index favourite_deliveries_offer_idx on public.favourite_deliveries (offer_id, user_id, id);
alter table public.favourite_deliveries enable row level security;
revoke all on public.favourite_deliveries from anon, authenticated;
grant all on public.favourite_deliveries to service_role;

-- The same moments the watchdogs hear of (watchdog_offer_event, 20261130130000): a re-publication below the last
-- published price is a price drop, any other re-publication after a review is a change of the public part, leaving
-- the market is a withdrawal (once, until it is back). This trigger is named so it fires before
-- offers_watchdog_event (same timing, alphabetical order), which overwrites watchdog_offer_state's last price.
create or replace function public.favourite_offer_event() returns trigger
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
    if not coalesce(was_published, false) then
      return null;
    end if;
    insert into public.favourite_deliveries (user_id, offer_id, event, old_price, new_price)
    select f.user_id, new.id,
      case when previous is not null and new.pub_price is not null and new.pub_price < previous
        then 'PRICE_DROP' else 'CHANGED' end,
      previous, new.pub_price
    from public.favourites f
    where f.offer_id = new.id and f.user_id <> new.owner_id
      -- A resume (PAUSED to PUBLISHED without a review) changes nothing a favourite needs to hear of.
      and (old.status = 'PENDING'
        or (previous is not null and new.pub_price is not null and new.pub_price < previous));
  elsif old.status = 'PUBLISHED' and new.status in ('CLOSED', 'PAUSED') then
    insert into public.favourite_deliveries (user_id, offer_id, event, new_price)
    select f.user_id, new.id, 'CLOSED', new.pub_price
    from public.favourites f
    where f.offer_id = new.id and f.user_id <> new.owner_id
      and coalesce((select d.event from public.favourite_deliveries d
           where d.offer_id = new.id and d.user_id = f.user_id order by d.id desc limit 1), '') <> 'CLOSED';
  end if;
  return null;
end $$;
revoke all on function public.favourite_offer_event() from public, anon, authenticated;
create trigger offers_favourite_event after update of status on public.offers
  for each row when (old.status is distinct from new.status)
  execute function public.favourite_offer_event();

-- Similar offers (docs/decisions/1553-similar-offers-by-index.md): same kind, category and region, nearest price;
-- two index range scans from the offer's price outwards, so the cost does not grow with the catalogue.
create index offers_similar_idx on public.offers (kind, category, region, pub_price, id) where status = 'PUBLISHED';
