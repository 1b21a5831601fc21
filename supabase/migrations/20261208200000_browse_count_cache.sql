-- A capped count is remembered per filter while the catalogue does not change (docs/decisions/1710-count-cache.md).
--
-- 1. public.offer_catalogue_version: one number, set anew in the same transaction as any statement that inserts,
--    changes or deletes a published offer (statement triggers, like offer_counts). A count taken at version v is the
--    count as long as the version is v: the version and the count are read under the same snapshot. Each new version
--    is a fresh value of a sequence, so a version set by a transaction that rolled back never comes back.
-- 2. public.browse_published_offers takes the count the caller remembers for this filter and the version it was
--    taken at; when the version is still the same, the count is not taken again (a search's count builds a GIN bitmap
--    of every match, a price range's walks up to 10 001 entries of the price index). It returns the version with a
--    capped count (search, price bounds, an excluded owner), null with the kept exact count of plain browsing.
-- 3. The page of a search is not read when the offset is at or past the count (no match, or a page beyond the last).

create table public.offer_catalogue_version (
  id boolean primary key default true check (id),
  v bigint not null
);
alter table public.offer_catalogue_version enable row level security;
revoke all on public.offer_catalogue_version from anon, authenticated;
grant all on public.offer_catalogue_version to service_role;
create sequence public.offer_catalogue_version_seq;
revoke all on sequence public.offer_catalogue_version_seq from anon, authenticated;
insert into public.offer_catalogue_version (id, v) values (true, nextval('public.offer_catalogue_version_seq'));

-- 1. Nobody reads it but browse_published_offers; the triggers run as its owner. A transition table is named once per
-- trigger, so each operation has its own function.
create or replace function public.offer_catalogue_version_new() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select from new_rows where status = 'PUBLISHED') then
    update public.offer_catalogue_version set v = pg_catalog.nextval('public.offer_catalogue_version_seq');
  end if;
  return null;
end $$;
create or replace function public.offer_catalogue_version_old() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select from old_rows where status = 'PUBLISHED') then
    update public.offer_catalogue_version set v = pg_catalog.nextval('public.offer_catalogue_version_seq');
  end if;
  return null;
end $$;
create or replace function public.offer_catalogue_version_changed() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if exists (select from old_rows where status = 'PUBLISHED') or exists (select from new_rows where status = 'PUBLISHED')
  then
    update public.offer_catalogue_version set v = pg_catalog.nextval('public.offer_catalogue_version_seq');
  end if;
  return null;
end $$;
revoke all on function public.offer_catalogue_version_new(), public.offer_catalogue_version_old(),
  public.offer_catalogue_version_changed() from public, anon, authenticated;
create trigger offer_catalogue_version_insert after insert on public.offers referencing new table as new_rows
  for each statement execute function public.offer_catalogue_version_new();
create trigger offer_catalogue_version_delete after delete on public.offers referencing old table as old_rows
  for each statement execute function public.offer_catalogue_version_old();
create trigger offer_catalogue_version_update after update on public.offers referencing old table as old_rows
  new table as new_rows for each statement execute function public.offer_catalogue_version_changed();

-- 2. and 3. The search statement of decision 1440 with the count either taken ($3 null) or given ($3), and the page
-- arms run only when the offset is below the count. `offset 0` keeps the count a subquery of its own: pulled up,
-- each of its three uses would run the count again.
drop function public.browse_published_offers_sql(jsonb, text, integer);
drop function public.browse_published_offers_search_sql(jsonb, text, integer);
create function public.browse_published_offers_search_sql(filter jsonb, sort text, count_cap integer)
returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  cond text := public.published_offers_where(filter);
  plain text := public.published_offers_where(filter - 'search');
  cols text := 'o.id, o.kind, o.status, o.category, o.pub_name, o.pub_name_secondary, o.pub_keywords, o.city,
    o.region, o.pub_description, o.pub_price, o.rejection_reason, o.owner_id, o.published_at, o.submitted_at,
    o.created_at, o.updated_at';
  ord text := case sort
    when 'price-asc' then 'o.pub_price asc nulls last, o.published_at desc nulls last, o.id desc'
    when 'price-desc' then 'o.pub_price desc nulls last, o.published_at desc nulls last, o.id desc'
    else 'o.published_at desc nulls last, o.id desc'
  end;
  whole text := format('o.search_words @@ %L::tsquery',
    array_to_string(array(select jsonb_array_elements(filter->'search')->>'word'), ' & '));
begin
  if count_cap not between 1 and 100000 then
    raise exception 'browse_published_offers: bad count cap' using errcode = '22023';
  end if;
  -- $1 limit, $2 offset, $3 the count when the caller knows it (null: count here), $4 the catalogue version it returns
  return format(
    'select least(c.n, %2$s)::int, c.n > %2$s, %3$s, $4::bigint
     from (select coalesce($3::int, (select count(*)::int from (select from public.offers o where %4$s
       limit %2$s + 1) s)) as n offset 0) c
     left join lateral (
       select u.g, u.id from (
         (select 0 as g, o.id from public.offers o where %5$s and %6$s order by %1$s limit $1::int + $2::int)
         union all
         (select 1 as g, o.id from public.offers o where %4$s and not (%6$s) order by %1$s limit $1::int + $2::int)
       ) u where $2::int < least(c.n, %2$s) limit $1::int offset $2::int
     ) p on true
     left join public.offers o on o.id = p.id
     order by p.g, %1$s',
    ord, count_cap, cols, cond, plain, whole);
end $$;

-- As in 20261130140000_search_words.sql, with the page's fifth parameter (the catalogue version it returns) and
-- count_capped set for a search too.
create function public.browse_published_offers_sql(filter jsonb, sort text, count_cap integer)
returns table (count_sql text, count_capped boolean, page_sql text, search_sql text)
language plpgsql immutable
set search_path = ''
as $$
declare
  cond text;
  cols text := 'o.id, o.kind, o.status, o.category, o.pub_name, o.pub_name_secondary, o.pub_keywords, o.city,
    o.region, o.pub_description, o.pub_price, o.rejection_reason, o.owner_id, o.published_at, o.submitted_at,
    o.created_at, o.updated_at';
  page text := 'select $1::int, $2::boolean, %s, $5::bigint from public.offers o
    where o.id = any(array(select o.id from public.offers o where %s order by %s limit $3 offset $4))
    order by %s';
  ord text;
begin
  if count_cap not between 1 and 100000 then
    raise exception 'browse_published_offers: bad count cap' using errcode = '22023';
  end if;
  if jsonb_array_length(coalesce(filter->'search', '[]')) > 0 then
    search_sql := public.browse_published_offers_search_sql(filter, sort, count_cap);
    count_capped := true;
    return next;
    return;
  end if;
  cond := public.published_offers_where(filter);
  ord := case sort
    when 'price-asc' then 'o.pub_price asc nulls last, o.published_at desc nulls last, o.id desc'
    when 'price-desc' then 'o.pub_price desc nulls last, o.published_at desc nulls last, o.id desc'
    else 'o.published_at desc nulls last, o.id desc'
  end;
  if not (filter ? 'priceFrom' or filter ? 'priceTo' or filter ? 'excludeOwner') then
    count_capped := false;
    count_sql := format('select coalesce(sum(c.n), 0)::int from public.offer_counts c where c.kind = %L',
      coalesce(filter->>'kind', 'LISTING'));
    if jsonb_array_length(coalesce(filter->'categories', '[]')) > 0 then
      count_sql := count_sql || format(' and c.category = any(%L::text[])',
        array(select jsonb_array_elements_text(filter->'categories')));
    end if;
    if jsonb_array_length(coalesce(filter->'regions', '[]')) > 0 then
      count_sql := count_sql || format(' and c.region = any(%L::text[])',
        array(select jsonb_array_elements_text(filter->'regions')));
    end if;
  else
    -- In the page's order, so the planner walks the sort's index (index-only for price bounds) and stops at the cap.
    count_capped := true;
    count_sql := format('select count(*)::int from (select 1 from public.offers o where %s order by %s limit %s) s',
      cond, ord, count_cap + 1);
  end if;
  page_sql := format(page, cols, cond, ord, ord);
  return next;
end $$;

-- One page of published offers and their count, as before, plus: known_count (0 to count_cap + 1, what a capped
-- count found) and known_version (the catalogue version it was found at) skip the count while the version holds;
-- catalogue_version is the version a capped count belongs to (null for the exact count of plain browsing, which is
-- cheap and never remembered).
drop function public.browse_published_offers(jsonb, text, integer, integer, integer);
create function public.browse_published_offers(
  filter jsonb, sort text, page_limit integer, page_offset integer, count_cap integer,
  known_count integer default null, known_version bigint default null
)
returns table (
  total integer, total_capped boolean, id bigint, kind text, status text, category text, pub_name text,
  pub_name_secondary text, pub_keywords text[], city text, region text, pub_description text, pub_price bigint,
  rejection_reason text, owner_id uuid, published_at timestamptz, submitted_at timestamptz, created_at timestamptz,
  updated_at timestamptz, catalogue_version bigint
)
language plpgsql stable security definer
set search_path = ''
set max_parallel_workers_per_gather = 0
as $$
declare
  s record;
  n integer;
  capped boolean;
  version bigint;
  known integer;
begin
  if page_limit not between 1 and 100 or page_offset < 0 then
    raise exception 'browse_published_offers: bad page' using errcode = '22023';
  end if;
  if known_count is not null and known_count not between 0 and count_cap + 1 then
    raise exception 'browse_published_offers: bad known count' using errcode = '22023';
  end if;
  select * into s from public.browse_published_offers_sql(filter, sort, count_cap);
  if s.count_capped then
    select c.v into version from public.offer_catalogue_version c;
    if known_version is not distinct from version then
      known := known_count;
    end if;
  end if;
  if s.search_sql is not null then
    return query execute s.search_sql using page_limit, page_offset, known, version;
    return;
  end if;
  if known is not null then
    n := known;
  else
    execute s.count_sql into n;
  end if;
  capped := s.count_capped and n > count_cap;
  if capped then
    n := count_cap;
  end if;
  if page_offset >= least(n, count_cap) then
    return query select n, capped, null::bigint, null::text, null::text, null::text, null::text, null::text,
      null::text[], null::text, null::text, null::text, null::bigint, null::text, null::uuid, null::timestamptz,
      null::timestamptz, null::timestamptz, null::timestamptz, version;
    return;
  end if;
  return query execute s.page_sql using n, capped, page_limit, page_offset, version;
end $$;

revoke all on function public.browse_published_offers_search_sql(jsonb, text, integer)
  from public, anon, authenticated;
revoke all on function public.browse_published_offers_sql(jsonb, text, integer) from public, anon, authenticated;
revoke all on function public.browse_published_offers(jsonb, text, integer, integer, integer, integer, bigint)
  from public;
grant execute on function public.browse_published_offers(jsonb, text, integer, integer, integer, integer, bigint)
  to anon, authenticated, service_role;
