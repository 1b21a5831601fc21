-- Browse and search of published offers at 100 000 rows (docs/decisions/0850-browse-at-scale.md).
--
-- 1. One partial index per order the browse screens offer, each ending in the id tiebreaker and carrying the filter
--    columns, so a page is an index-only walk that stops after the page (and a deep page skips index entries only).
-- 2. search_text becomes the offer's words: " cinzovni dum zlin ... " (no case, no diacritics, anything but letters
--    and digits is a single space, a space at both ends), so "% zlin %" is a whole word and "%cinz%" a prefix while
--    typing, both served by the trigram index; the domain's searchWords splits a query the same way.
-- 3. public.offer_counts: published offers per kind, category and region, kept by statement triggers, so the count of
--    a browse without price bounds or search is exact and costs a handful of rows.
-- 4. public.browse_published_offers: the only way the API reads the public catalogue. It fixes status = 'PUBLISHED'
--    itself and runs as the table owner, so the search LIKE and the price comparisons can be index conditions (under
--    the offers policies they cannot: LIKE is not leakproof, so the planner must filter every row after the policy).
--    It returns exactly what the offers_select_public policy already shows anybody, nothing more.

drop index if exists public.offers_browse_idx;
drop index if exists public.offers_browse_category_idx;
drop index if exists public.offers_browse_price_idx;

create index offers_pub_newest_idx on public.offers (kind, published_at desc nulls last, id desc)
  include (category, region, pub_price) where status = 'PUBLISHED';
create index offers_pub_price_asc_idx on public.offers (kind, pub_price asc nulls last, published_at desc nulls last,
  id desc) include (category, region) where status = 'PUBLISHED';
create index offers_pub_price_desc_idx on public.offers (kind, pub_price desc nulls last, published_at desc nulls last,
  id desc) include (category, region) where status = 'PUBLISHED';
create index offers_pub_category_idx on public.offers (kind, category, region, published_at desc nulls last, id desc)
  include (pub_price) where status = 'PUBLISHED';
create index offers_pub_region_idx on public.offers (kind, region, published_at desc nulls last, id desc)
  include (category, pub_price) where status = 'PUBLISHED';

-- The searchable words (2.): the generated column is dropped and added again with the new expression.
drop index if exists public.offers_search_idx;
alter table public.offers drop column search_text;
create or replace function public.offer_search_text(
  name text, secondary text, keywords text[], city text, region text, description text
) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select ' ' || btrim(regexp_replace(public.search_normalize(concat_ws(' ', name, secondary,
    array_to_string(keywords, ' '), city, region, description)), '[^[:alnum:]]+', ' ', 'g')) || ' '
$$;
alter table public.offers add column search_text text generated always as (public.offer_search_text(
  pub_name, pub_name_secondary, pub_keywords, city, region, pub_description)) stored;
create index offers_search_idx on public.offers using gin (search_text extensions.gin_trgm_ops);

-- Published offers per bucket (3.). Nobody reads it but browse_published_offers; the triggers run as its owner.
create table public.offer_counts (
  kind text not null,
  category text not null,
  region text not null,
  n bigint not null,
  primary key (kind, category, region)
);
alter table public.offer_counts enable row level security;
revoke all on public.offer_counts from anon, authenticated;
grant all on public.offer_counts to service_role;
insert into public.offer_counts (kind, category, region, n)
  select kind, category, coalesce(region, ''), count(*) from public.offers where status = 'PUBLISHED'
  group by 1, 2, 3;

-- A transition table is named once per trigger; INSERT sees only new_rows, DELETE only old_rows, so each trigger
-- gets a function that references the tables it has.
create or replace function public.offer_counts_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.offer_counts as c (kind, category, region, n)
    select kind, category, coalesce(region, ''), count(*) from new_rows where status = 'PUBLISHED'
    group by 1, 2, 3 order by 1, 2, 3
  on conflict (kind, category, region) do update set n = c.n + excluded.n;
  return null;
end $$;
create or replace function public.offer_counts_delete() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.offer_counts as c (kind, category, region, n)
    select kind, category, coalesce(region, ''), -count(*) from old_rows where status = 'PUBLISHED'
    group by 1, 2, 3 order by 1, 2, 3
  on conflict (kind, category, region) do update set n = c.n + excluded.n;
  return null;
end $$;
create or replace function public.offer_counts_update() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.offer_counts as c (kind, category, region, n)
    select kind, category, region, sum(d)::bigint from (
      select kind, category, coalesce(region, '') as region, count(*) as d from new_rows
      where status = 'PUBLISHED' group by 1, 2, 3
      union all
      select kind, category, coalesce(region, ''), -count(*) from old_rows where status = 'PUBLISHED'
      group by 1, 2, 3
    ) s group by 1, 2, 3 having sum(d) <> 0 order by 1, 2, 3
  on conflict (kind, category, region) do update set n = c.n + excluded.n;
  return null;
end $$;
revoke all on function public.offer_counts_insert(), public.offer_counts_delete(), public.offer_counts_update()
  from public, anon, authenticated;
create trigger offer_counts_insert after insert on public.offers referencing new table as new_rows
  for each statement execute function public.offer_counts_insert();
create trigger offer_counts_delete after delete on public.offers referencing old table as old_rows
  for each statement execute function public.offer_counts_delete();
create trigger offer_counts_update after update on public.offers referencing old table as old_rows
  new table as new_rows for each statement execute function public.offer_counts_update();

-- The WHERE clause of a catalogue query from a jsonb filter. Every value is quoted with format('%L'), never spliced:
--   { "kind": "LISTING", "categories": [..], "regions": [..], "priceFrom": 1, "priceTo": 2, "excludeOwner": uuid,
--     "search": [{ "word": "zlin", "regions": ["CZ-72"], "categories": [] }, ...] }
-- A search word (letters and digits only, lower case, no diacritics: the domain's searchWords) matches when it
-- occurs in the offer's search_text (so "cinz" finds "Činžovní" while typing) or names the offer's region or
-- category (the labels are the domain's, resolved to codes by the server).
create or replace function public.published_offers_where(filter jsonb) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  cond text := format('o.status = %L and o.kind = %L', 'PUBLISHED', coalesce(filter->>'kind', 'LISTING'));
  w jsonb;
  arm text;
begin
  if jsonb_array_length(coalesce(filter->'categories', '[]')) > 0 then
    cond := cond || format(' and o.category = any(%L::text[])',
      array(select jsonb_array_elements_text(filter->'categories')));
  end if;
  if jsonb_array_length(coalesce(filter->'regions', '[]')) > 0 then
    cond := cond || format(' and o.region = any(%L::text[])',
      array(select jsonb_array_elements_text(filter->'regions')));
  end if;
  if filter ? 'priceFrom' then
    cond := cond || format(' and o.pub_price >= %L::bigint', (filter->>'priceFrom')::bigint);
  end if;
  if filter ? 'priceTo' then
    cond := cond || format(' and o.pub_price <= %L::bigint', (filter->>'priceTo')::bigint);
  end if;
  if filter ? 'excludeOwner' then
    cond := cond || format(' and o.owner_id <> %L::uuid', (filter->>'excludeOwner')::uuid);
  end if;
  for w in select * from jsonb_array_elements(coalesce(filter->'search', '[]')) loop
    if (w->>'word') !~ '^[a-z0-9]+$' then
      raise exception 'browse_published_offers: a search word is letters and digits only' using errcode = '22023';
    end if;
    arm := format('o.search_text like %L', '%' || (w->>'word') || '%');
    if jsonb_array_length(coalesce(w->'regions', '[]')) > 0 then
      arm := arm || format(' or o.region = any(%L::text[])', array(select jsonb_array_elements_text(w->'regions')));
    end if;
    if jsonb_array_length(coalesce(w->'categories', '[]')) > 0 then
      arm := arm || format(' or o.category = any(%L::text[])',
        array(select jsonb_array_elements_text(w->'categories')));
    end if;
    cond := cond || ' and (' || arm || ')';
  end loop;
  return cond;
end $$;

-- The statements of one catalogue page (docs/decisions/0852-browse-counts-and-pages.md), built apart from running
-- them so a test can EXPLAIN exactly what browse_published_offers executes:
-- * count_sql: without search and price bounds the exact count from offer_counts; otherwise exact up to count_cap,
--   and count_cap + 1 means "more than count_cap" (count_capped);
-- * page_sql ($1 count, $2 capped, $3 limit, $4 offset): the ids of the page first (an index-only walk for browse),
--   then only those rows, so a deep page skips index entries, not table rows;
-- * for a search (docs/decisions/0851-search-words.md) the offers holding every word as a whole word come first:
--   exact_count_sql ($1 limit) counts them as far as the page needs, exact_page_sql and rest_page_sql are page_sql
--   for them and for the other matches. Each is an ordinary "filter, order by, limit" the planner serves from the
--   sort's index or the trigram index, without reading every match.
create or replace function public.browse_published_offers_sql(
  filter jsonb, sort text, count_cap integer
)
returns table (
  count_sql text, count_capped boolean, page_sql text, exact_count_sql text, exact_page_sql text, rest_page_sql text
)
language plpgsql immutable
set search_path = ''
as $$
declare
  cond text := public.published_offers_where(filter);
  cols text := 'o.id, o.kind, o.status, o.category, o.pub_name, o.pub_name_secondary, o.pub_keywords, o.city,
    o.region, o.pub_description, o.pub_price, o.rejection_reason, o.owner_id, o.published_at, o.submitted_at,
    o.created_at, o.updated_at';
  page text := 'select $1::int, $2::boolean, %s from public.offers o
    where o.id = any(array(select o.id from public.offers o where %s order by %s limit $3 offset $4))
    order by %s';
  exact text;
  ord text;
  w jsonb;
begin
  if count_cap not between 1 and 100000 then
    raise exception 'browse_published_offers: bad count cap' using errcode = '22023';
  end if;
  ord := case sort
    when 'price-asc' then 'o.pub_price asc nulls last, o.published_at desc nulls last, o.id desc'
    when 'price-desc' then 'o.pub_price desc nulls last, o.published_at desc nulls last, o.id desc'
    else 'o.published_at desc nulls last, o.id desc'
  end;
  if jsonb_array_length(coalesce(filter->'search', '[]')) = 0
      and not (filter ? 'priceFrom' or filter ? 'priceTo' or filter ? 'excludeOwner') then
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
    -- In the page's order, so the planner walks the sort's index (index-only for price bounds) or the trigram
    -- index and stops at the cap, instead of scanning the table until enough rows turned up.
    count_capped := true;
    count_sql := format('select count(*)::int from (select 1 from public.offers o where %s order by %s limit %s) s',
      cond, ord, count_cap + 1);
  end if;
  page_sql := format(page, cols, cond, ord, ord);
  if jsonb_array_length(coalesce(filter->'search', '[]')) > 0 then
    exact := 'true';
    for w in select * from jsonb_array_elements(filter->'search') loop
      exact := exact || format(' and o.search_text like %L', '% ' || (w->>'word') || ' %');
    end loop;
    exact_count_sql := format(
      'select count(*)::int from (select 1 from public.offers o where %s and %s order by %s limit $1) s',
      cond, exact, ord);
    exact_page_sql := format(page, cols, cond || ' and ' || exact, ord, ord);
    rest_page_sql := format(page, cols, cond || ' and not (' || exact || ')', ord, ord);
  end if;
  return next;
end $$;

-- One page of published offers and their count, in one call. Pages reach the first count_cap results. Rows come
-- back in page order; an empty page is one row with only total and total_capped set (id null). total_capped: more
-- than `total` (= count_cap) offers match.
create or replace function public.browse_published_offers(
  filter jsonb, sort text, page_limit integer, page_offset integer, count_cap integer
)
returns table (
  total integer, total_capped boolean, id bigint, kind text, status text, category text, pub_name text,
  pub_name_secondary text, pub_keywords text[], city text, region text, pub_description text, pub_price bigint,
  rejection_reason text, owner_id uuid, published_at timestamptz, submitted_at timestamptz, created_at timestamptz,
  updated_at timestamptz
)
language plpgsql stable security definer
set search_path = ''
as $$
declare
  s record;
  n integer;
  n_exact integer;
  taken integer := 0;
  capped boolean;
begin
  if page_limit not between 1 and 100 or page_offset < 0 then
    raise exception 'browse_published_offers: bad page' using errcode = '22023';
  end if;
  select * into s from public.browse_published_offers_sql(filter, sort, count_cap);
  execute s.count_sql into n;
  capped := s.count_capped and n > count_cap;
  if capped then
    n := count_cap;
  end if;
  if page_offset >= least(n, count_cap) then
    return query select n, capped, null::bigint, null::text, null::text, null::text, null::text, null::text,
      null::text[], null::text, null::text, null::text, null::bigint, null::text, null::uuid, null::timestamptz,
      null::timestamptz, null::timestamptz, null::timestamptz;
    return;
  end if;
  if s.exact_page_sql is null then
    return query execute s.page_sql using n, capped, page_limit, page_offset;
    return;
  end if;
  -- Whole-word matches first: as many of them as the page reaches, then the other matches.
  execute s.exact_count_sql into n_exact using page_offset + page_limit;
  if n_exact > page_offset then
    taken := least(page_limit, n_exact - page_offset);
    return query execute s.exact_page_sql using n, capped, taken, page_offset;
  end if;
  if taken < page_limit then
    return query execute s.rest_page_sql using n, capped, page_limit - taken, greatest(0, page_offset - n_exact);
  end if;
end $$;

revoke all on function public.published_offers_where(jsonb) from public, anon, authenticated;
revoke all on function public.browse_published_offers_sql(jsonb, text, integer)
  from public, anon, authenticated;
revoke all on function public.browse_published_offers(jsonb, text, integer, integer, integer) from public;
grant execute on function public.browse_published_offers(jsonb, text, integer, integer, integer)
  to anon, authenticated, service_role;
