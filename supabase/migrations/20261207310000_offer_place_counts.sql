-- The offers map's counts without reading every offer (docs/decisions/1663-map-counts-kept.md). The map groups the
-- matching offers by region and city; for the filters that are only kind and categories (the map's usual view) the
-- groups now come from public.offer_place_counts, kept by statement triggers like public.offer_counts, instead of
-- grouping every published offer (97 000 rows for "all listings" at 100 000 offers). Price bounds and search still
-- group the matching offers, which those filters keep few.

create table public.offer_place_counts (
  kind text not null,
  category text not null,
  region text not null,
  city text not null,
  n bigint not null,
  primary key (kind, category, region, city)
);
alter table public.offer_place_counts enable row level security;
revoke all on public.offer_place_counts from anon, authenticated;
grant all on public.offer_place_counts to service_role;
insert into public.offer_place_counts (kind, category, region, city, n)
  select kind, category, coalesce(region, ''), coalesce(city, ''), count(*) from public.offers
  where status = 'PUBLISHED' group by 1, 2, 3, 4;

create or replace function public.offer_place_counts_insert() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.offer_place_counts as c (kind, category, region, city, n)
    select kind, category, coalesce(region, ''), coalesce(city, ''), count(*) from new_rows
    where status = 'PUBLISHED' group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (kind, category, region, city) do update set n = c.n + excluded.n;
  return null;
end $$;
create or replace function public.offer_place_counts_delete() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.offer_place_counts as c (kind, category, region, city, n)
    select kind, category, coalesce(region, ''), coalesce(city, ''), -count(*) from old_rows
    where status = 'PUBLISHED' group by 1, 2, 3, 4 order by 1, 2, 3, 4
  on conflict (kind, category, region, city) do update set n = c.n + excluded.n;
  return null;
end $$;
create or replace function public.offer_place_counts_update() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  insert into public.offer_place_counts as c (kind, category, region, city, n)
    select kind, category, region, city, sum(d)::bigint from (
      select kind, category, coalesce(region, '') as region, coalesce(city, '') as city, count(*) as d from new_rows
      where status = 'PUBLISHED' group by 1, 2, 3, 4
      union all
      select kind, category, coalesce(region, ''), coalesce(city, ''), -count(*) from old_rows
      where status = 'PUBLISHED' group by 1, 2, 3, 4
    ) s group by 1, 2, 3, 4 having sum(d) <> 0 order by 1, 2, 3, 4
  on conflict (kind, category, region, city) do update set n = c.n + excluded.n;
  return null;
end $$;
revoke all on function public.offer_place_counts_insert(), public.offer_place_counts_delete(),
  public.offer_place_counts_update() from public, anon, authenticated;
create trigger offer_place_counts_insert after insert on public.offers referencing new table as new_rows
  for each statement execute function public.offer_place_counts_insert();
create trigger offer_place_counts_delete after delete on public.offers referencing old table as old_rows
  for each statement execute function public.offer_place_counts_delete();
create trigger offer_place_counts_update after update on public.offers referencing old table as old_rows
  new table as new_rows for each statement execute function public.offer_place_counts_update();

-- Same answer as before (region, city, count, the id of the offer when it is the only one of its place); a group with
-- more than one offer names none (0): only single-offer pins are named.
create or replace function public.published_offers_by_place(filter jsonb)
returns table (region text, city text, n integer, id bigint)
language plpgsql stable security definer
set search_path = ''
set max_parallel_workers_per_gather = 0
as $$
declare
  want_kind text := coalesce(filter->>'kind', 'LISTING');
  categories text[] := array(select jsonb_array_elements_text(coalesce(filter->'categories', '[]')));
begin
  if not (filter ? 'priceFrom' or filter ? 'priceTo' or filter ? 'excludeOwner'
          or jsonb_array_length(coalesce(filter->'search', '[]')) > 0) then
    return query
      with places as (
        select c.region, c.city, sum(c.n)::int as n from public.offer_place_counts c
        where c.kind = want_kind and (cardinality(categories) = 0 or c.category = any(categories))
        group by c.region, c.city having sum(c.n) > 0
      )
      select nullif(p.region, ''), nullif(p.city, ''), p.n,
        case when p.n = 1 and p.region <> '' and p.city <> '' then (
          select max(o.id) from public.offers o
          where o.status = 'PUBLISHED' and o.kind = want_kind and o.region = p.region and o.city = p.city
            and (cardinality(categories) = 0 or o.category = any(categories))
        ) else 0 end
      from places p
      order by 1, 2;
    return;
  end if;
  return query execute format(
    'select o.region, o.city, count(*)::int, max(o.id) from public.offers o where %s group by o.region, o.city',
    public.published_offers_where(filter - 'regions'));
end $$;
