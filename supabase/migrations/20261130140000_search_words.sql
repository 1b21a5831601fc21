-- Search on the same footing as browsing (docs/decisions/1440-search-words.md).
--
-- 1. offers.search_words: the offer's words (search_text split at its spaces: no case, no diacritics, letters and
--    digits only) as a tsvector without positions, GIN-indexed over published offers. One index serves both ways a
--    query word matches: the start of a word while typing ('cinz:*' finds "cinzovni") and a whole word ('zlin'), and
--    ANALYZE keeps a frequency per word, so the planner's estimates hold for a single word. Core Postgres, no
--    extension: the same on PGlite and on a real Postgres.
-- 2. A search is one statement (browse_published_offers_sql's search_sql): the count up to the cap (any count_cap + 1
--    matches, so the bitmap of the GIN index stops early), then the page from the whole-word matches in the sort's
--    order and, only when they do not fill it, the other matches. Planned once per call instead of three times.
-- search_text and its trigram index stay: "my offers" and the admin's list still search by substring.

-- The words of an offer (1.). A word longer than 100 characters is left out: nobody types it, and a tsvector refuses
-- words over 2 047 bytes.
create or replace function public.offer_search_words(
  name text, secondary text, keywords text[], city text, region text, description text
) returns tsvector
language sql immutable parallel safe
set search_path = ''
as $$
  select pg_catalog.array_to_tsvector(array(
    select w from pg_catalog.unnest(pg_catalog.string_to_array(pg_catalog.btrim(
      public.offer_search_text(name, secondary, keywords, city, region, description)), ' ')) w
    where w <> '' and pg_catalog.length(w) <= 100))
$$;
alter table public.offers add column search_words tsvector generated always as (public.offer_search_words(
  pub_name, pub_name_secondary, pub_keywords, city, region, pub_description)) stored;
create index offers_search_words_idx on public.offers using gin (search_words) where status = 'PUBLISHED';

-- The WHERE clause of a catalogue query from a jsonb filter (the filter as in 20261123200000_offer_browse_at_scale.sql).
-- A search word (letters and digits only, lower case, no diacritics: the domain's searchWords) matches when it is a
-- word of the offer, the last word of the query when it starts one ("cinz" finds "Činžovní" while typing, "cinzovni d"
-- finds "Činžovní dům"), or when it names the offer's region or category.
create or replace function public.published_offers_where(filter jsonb) returns text
language plpgsql immutable
set search_path = ''
as $$
declare
  cond text := format('o.status = %L and o.kind = %L', 'PUBLISHED', coalesce(filter->>'kind', 'LISTING'));
  w jsonb;
  i bigint;
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
  for w, i in select e.value, e.ordinality
      from jsonb_array_elements(coalesce(filter->'search', '[]')) with ordinality e loop
    if (w->>'word') !~ '^[a-z0-9]+$' then
      raise exception 'browse_published_offers: a search word is letters and digits only' using errcode = '22023';
    end if;
    -- the last word is the one being typed: the start of a word; the words before it are whole words
    arm := format('o.search_words @@ %L::tsquery',
      (w->>'word') || case when i = jsonb_array_length(filter->'search') then ':*' else '' end);
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
-- * without search, count_sql (exact from offer_counts without price bounds, otherwise exact up to count_cap, and
--   count_cap + 1 means "more than count_cap") and page_sql ($1 count, $2 capped, $3 limit, $4 offset: the ids of the
--   page by an index-only walk, then only those rows);
-- * with search, search_sql ($1 limit, $2 offset), the one statement of decision 1440: the count of any count_cap + 1
--   matches; the page from the whole-word matches (every word a whole word of the offer, docs/decisions/0851) in the
--   sort's order, then the other matches in it. The second arm of the union runs only when the first does not fill
--   the page (Append reads its arms in order; browse_published_offers allows no parallel plan that would not).
create or replace function public.browse_published_offers_search_sql(filter jsonb, sort text, count_cap integer)
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
  return format(
    'select least(c.n, %2$s)::int, c.n > %2$s, %3$s
     from (select count(*)::int as n from (select from public.offers o where %4$s limit %2$s + 1) s) c
     left join lateral (
       select u.g, u.id from (
         (select 0 as g, o.id from public.offers o where %5$s and %6$s order by %1$s limit $1::int + $2::int)
         union all
         (select 1 as g, o.id from public.offers o where %4$s and not (%6$s) order by %1$s limit $1::int + $2::int)
       ) u where $2::int < %2$s limit $1::int offset $2::int
     ) p on true
     left join public.offers o on o.id = p.id
     order by p.g, %1$s',
    ord, count_cap, cols, cond, plain, whole);
end $$;

drop function public.browse_published_offers_sql(jsonb, text, integer);
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
  page text := 'select $1::int, $2::boolean, %s from public.offers o
    where o.id = any(array(select o.id from public.offers o where %s order by %s limit $3 offset $4))
    order by %s';
  ord text;
begin
  if count_cap not between 1 and 100000 then
    raise exception 'browse_published_offers: bad count cap' using errcode = '22023';
  end if;
  if jsonb_array_length(coalesce(filter->'search', '[]')) > 0 then
    search_sql := public.browse_published_offers_search_sql(filter, sort, count_cap);
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

-- One page of published offers and their count, in one call (as before: rows in page order; an empty page is one
-- row with only total and total_capped set; total_capped: more than `total` (= count_cap) offers match). A search is
-- one statement; browsing is the count and the page.
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
set max_parallel_workers_per_gather = 0
as $$
declare
  s record;
  n integer;
  capped boolean;
begin
  if page_limit not between 1 and 100 or page_offset < 0 then
    raise exception 'browse_published_offers: bad page' using errcode = '22023';
  end if;
  select * into s from public.browse_published_offers_sql(filter, sort, count_cap);
  if s.search_sql is not null then
    return query execute s.search_sql using page_limit, page_offset;
    return;
  end if;
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
  return query execute s.page_sql using n, capped, page_limit, page_offset;
end $$;

revoke all on function public.published_offers_where(jsonb) from public, anon, authenticated;
revoke all on function public.browse_published_offers_search_sql(jsonb, text, integer)
  from public, anon, authenticated;
revoke all on function public.browse_published_offers_sql(jsonb, text, integer) from public, anon, authenticated;
revoke all on function public.browse_published_offers(jsonb, text, integer, integer, integer) from public;
grant execute on function public.browse_published_offers(jsonb, text, integer, integer, integer)
  to anon, authenticated, service_role;
