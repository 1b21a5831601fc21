-- The offers map (docs/decisions/1571-map-of-regions.md): published offers counted by region and city for any
-- catalogue filter, in one statement. The server resolves each city through the shipped gazetteer into pins and sums
-- the regions; the regions filter is left out here (the map colours every region by what it would list).

create or replace function public.published_offers_by_place(filter jsonb)
returns table (region text, city text, n integer, id bigint)
language plpgsql stable security definer
set search_path = ''
set max_parallel_workers_per_gather = 0
as $$
begin
  return query execute format(
    'select o.region, o.city, count(*)::int, max(o.id) from public.offers o where %s group by o.region, o.city',
    public.published_offers_where(filter - 'regions'));
end $$;

revoke all on function public.published_offers_by_place(jsonb) from public;
grant execute on function public.published_offers_by_place(jsonb) to anon, authenticated, service_role;

-- Index-only for the map's usual filters (kind, category, price): what the statement groups and filters by.
create index offers_map_idx on public.offers (kind, region, city) include (id, category, pub_price)
  where status = 'PUBLISHED';
