-- docs/decisions/1020 (the next step it named, measured in its last section): one GIN key per (kind, category,
-- region) combination a watchdog accepts, '*' standing for "any", so the index alone yields the watchdogs whose kind,
-- category and region fit an offer. The two indexes on categories and regions found every watchdog of the category
-- (or any), ~40 000 of 100 000, whose rows were then read and filtered by region, price and keywords.
--
-- A watchdog for REAL_ESTATE in CZ-64 or CZ-72 has the keys {LISTING|REAL_ESTATE|CZ-64, LISTING|REAL_ESTATE|CZ-72};
-- one for any category in any region {LISTING|*|*}. An offer asks for the four keys that can accept it:
-- kind|category|region, kind|category|*, kind|*|region, kind|*|* (an offer without a region: its region is '*').
-- At most 5 categories × 14 regions = 70 keys per watchdog. A stored column, so ANALYZE keeps element statistics for
-- the planner (an expression index has none).
create or replace function public.watchdog_match_keys(kind text, categories text[], regions text[])
returns text[]
language sql immutable parallel safe
set search_path = ''
as $$
  select array(select kind || '|' || c || '|' || r
    from unnest(public.watchdog_any(categories)) c, unnest(public.watchdog_any(regions)) r order by 1)
$$;

alter table public.watchdogs add column match_keys text[]
  generated always as (public.watchdog_match_keys(kind, categories, regions)) stored;
drop index if exists public.watchdogs_match_categories_idx;
drop index if exists public.watchdogs_match_regions_idx;
create index watchdogs_match_keys_idx on public.watchdogs using gin (match_keys) where frequency <> 'PAUSED';

/** The matching: the rules of the domain's matchesWatchdog (decision 1020), kind, categories and regions by key. */
create or replace function public.watchdogs_matching(o public.offers)
returns setof public.watchdogs
language plpgsql stable
set search_path = ''
as $$
declare
  -- The public texts, normalised once per offer (not once per watchdog).
  texts text := public.search_normalize(concat_ws(' ', o.pub_name, o.pub_name_secondary,
    array_to_string(o.pub_keywords, ' '), o.pub_description, o.city));
  offer_region text := coalesce(o.region, '*');
begin
  return query
  select w.* from public.watchdogs w
  where w.frequency <> 'PAUSED'
    and w.match_keys && array[o.kind || '|' || o.category || '|' || offer_region, o.kind || '|' || o.category || '|*',
      o.kind || '|*|' || offer_region, o.kind || '|*|*']
    and w.user_id <> o.owner_id
    and (o.pub_price is null or ((w.price_from is null or o.pub_price >= w.price_from)
      and (w.price_to is null or o.pub_price <= w.price_to)))
    and (w.keywords_norm = '{}' or exists (select 1 from unnest(w.keywords_norm) k where strpos(texts, k) > 0));
end $$;
revoke all on function public.watchdogs_matching(public.offers) from public, anon, authenticated;
