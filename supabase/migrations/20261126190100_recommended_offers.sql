-- docs/decisions/1121-recommendations-in-the-database.md: "Doporučené pro vás" chosen among every published listing,
-- not among the newest hundred. The score (packages/domain/src/offers/recommendations.ts) only ever grows with each
-- criterion an offer meets: its category is one of the preferred ones (C), its region one of the preferred (R), its
-- price inside the preferred amount range (P). So for an offer that meets exactly the criteria S, any offer newer than
-- it that meets all of S at least ties with it and comes first. Taking, for every non-empty S, the `lim` newest
-- offers that meet all of S therefore holds the best `lim` offers, whatever the weights: the domain ranks these few
-- candidates. Each arm is an index walk that stops after `lim` rows:
--   C and R: per (category, region) pair, offers_pub_category_idx (kind, category, region, published_at desc, id desc);
--   C: per category, the new offers_pub_category_newest_idx below; R: per region, offers_pub_region_idx;
--   P alone: offers_pub_newest_idx filtered by price (or the price index, as the planner estimates).
-- At most lim × (2·|C|·|R| + 2·|C| + 2·|R| + 1) candidates, a few hundred for usual preferences.

create index offers_pub_category_newest_idx on public.offers (kind, category, published_at desc nulls last, id desc)
  include (region, pub_price) where status = 'PUBLISHED';

-- Like browse_published_offers it runs as the table owner and fixes status = 'PUBLISHED' itself, so it returns only
-- what the offers_select_public policy shows anybody: the listing's id, category, region and price, newest first.
create or replace function public.recommendation_candidates(
  categories text[], regions text[], amount_from bigint, amount_to bigint, exclude_owner uuid, lim integer
)
returns table (id bigint, category text, region text, pub_price bigint, published_at timestamptz)
language plpgsql stable security definer
set search_path = ''
as $$
begin
  -- PL/pgSQL rather than SQL: its statement's plan is kept between calls (planning the seven arms costs more than
  -- running them).
  return query
  with p as (
    select coalesce(amount_from, 0) as lo, coalesce(amount_to, 9223372036854775807) as hi,
      (amount_from is not null or amount_to is not null) as has_range,
      least(greatest(lim, 1), 50) as n,
      -- Each arm reads its newest n plus as many as the user has published listings; the user's own are dropped
      -- afterwards and each arm keeps its newest n. So the arms read nothing outside their index (index-only scans,
      -- no heap fetch per row), and what comes back stays bounded by n per arm.
      least(greatest(lim, 1), 50) + (select count(*) from public.offers o
        where o.owner_id = exclude_owner and o.status = 'PUBLISHED' and o.kind = 'LISTING') as k
  ),
  cats as (select distinct unnest(coalesce(categories, '{}')) as c),
  regs as (select distinct unnest(coalesce(regions, '{}')) as r),
  candidates as (
    -- C ∧ R (∧ P)
    select 1 as arm, cats.c as ac, regs.r as ar, x.* from p, cats, regs, lateral (
      select o.id, o.published_at, o.category, o.region, o.pub_price from public.offers o
      where o.status = 'PUBLISHED' and o.kind = 'LISTING' and o.category = cats.c and o.region = regs.r
        and p.has_range and o.pub_price between p.lo and p.hi
      order by o.published_at desc nulls last, o.id desc limit p.k) x
    union all
    select 2, cats.c, regs.r, x.* from p, cats, regs, lateral (
      select o.id, o.published_at, o.category, o.region, o.pub_price from public.offers o
      where o.status = 'PUBLISHED' and o.kind = 'LISTING' and o.category = cats.c and o.region = regs.r
      order by o.published_at desc nulls last, o.id desc limit p.k) x
    -- C (∧ P)
    union all
    select 3, cats.c, null, x.* from p, cats, lateral (
      select o.id, o.published_at, o.category, o.region, o.pub_price from public.offers o
      where o.status = 'PUBLISHED' and o.kind = 'LISTING' and o.category = cats.c
        and p.has_range and o.pub_price between p.lo and p.hi
      order by o.published_at desc nulls last, o.id desc limit p.k) x
    union all
    select 4, cats.c, null, x.* from p, cats, lateral (
      select o.id, o.published_at, o.category, o.region, o.pub_price from public.offers o
      where o.status = 'PUBLISHED' and o.kind = 'LISTING' and o.category = cats.c
      order by o.published_at desc nulls last, o.id desc limit p.k) x
    -- R (∧ P)
    union all
    select 5, null, regs.r, x.* from p, regs, lateral (
      select o.id, o.published_at, o.category, o.region, o.pub_price from public.offers o
      where o.status = 'PUBLISHED' and o.kind = 'LISTING' and o.region = regs.r
        and p.has_range and o.pub_price between p.lo and p.hi
      order by o.published_at desc nulls last, o.id desc limit p.k) x
    union all
    select 6, null, regs.r, x.* from p, regs, lateral (
      select o.id, o.published_at, o.category, o.region, o.pub_price from public.offers o
      where o.status = 'PUBLISHED' and o.kind = 'LISTING' and o.region = regs.r
      order by o.published_at desc nulls last, o.id desc limit p.k) x
    -- P
    union all
    select 7, null, null, x.* from p, lateral (
      select o.id, o.published_at, o.category, o.region, o.pub_price from public.offers o
      where o.status = 'PUBLISHED' and o.kind = 'LISTING'
        and p.has_range and o.pub_price between p.lo and p.hi
      order by o.published_at desc nulls last, o.id desc limit p.k) x
  ),
  kept as (
    select c.*, row_number() over (partition by c.arm, c.ac, c.ar
      order by c.published_at desc nulls last, c.id desc) as place
    from candidates c
    where not exists (select 1 from public.offers o where o.id = c.id and o.owner_id = exclude_owner)
  )
  select distinct kept.id, kept.category, kept.region, kept.pub_price, kept.published_at
  from kept, p where kept.place <= p.n
  order by kept.published_at desc nulls last, kept.id desc;
end $$;
revoke all on function public.recommendation_candidates(text[], text[], bigint, bigint, uuid, integer)
  from public, anon;
grant execute on function public.recommendation_candidates(text[], text[], bigint, bigint, uuid, integer)
  to authenticated, service_role;
