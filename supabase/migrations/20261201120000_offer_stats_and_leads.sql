-- The owner's demand and leads (docs/product/deal-room.md, docs/decisions/1502-offer-stats-counters.md and 1503-lead-list.md).

-- Per offer and Prague calendar day: teaser impressions in browse and detail views. Written only by the server's flush
-- (counts buffered in memory, added with an upsert, so several instances add up); read by the owner and admins.
create table public.offer_daily_stats (
  offer_id bigint not null references public.offers (id) on delete cascade,
  day date not null,
  impressions bigint not null default 0 check (impressions >= 0),
  views bigint not null default 0 check (views >= 0),
  primary key (offer_id, day)
);
alter table public.offer_daily_stats enable row level security;
create policy offer_daily_stats_select on public.offer_daily_stats for select to authenticated
  using (public.owns_offer(offer_id) or (select public.is_admin()));
revoke all on public.offer_daily_stats from anon, authenticated;
grant select on public.offer_daily_stats to authenticated;
grant select, insert, update on public.offer_daily_stats to service_role;

-- The lead list of an offer: its owner and admins only (anyone else: no rows). The investor's name and contact only
-- while the unlock shares it; otherwise null, and the lead is known by its number on the offer. The investor's id is
-- never answered (an anonymous lead cannot be followed across offers). Subscriptions come as JSON for the tier.
create or replace function public.offer_leads(target bigint)
returns table (
  investor_no integer, unlocked_at timestamptz, refunded_at timestamptz, shares boolean, verified boolean,
  subscriptions jsonb, first_name text, last_name text, company_name text, email text, phone text
)
language sql stable security definer
set search_path = ''
as $$
  select u.investor_no, u.created_at, u.refunded_at, u.share_contact,
    (p.role in ('VERIFIED', 'ADMIN', 'SUPER_ADMIN') or p.verification_status = 'APPROVED'),
    (select coalesce(jsonb_agg(jsonb_build_object('tier', s.tier, 'term', s.term,
        'startsAt', to_char(s.starts_at, 'YYYY-MM-DD')) order by s.starts_at), '[]'::jsonb)
      from public.credit_subscriptions s where s.user_id = p.id),
    case when u.share_contact then p.first_name end,
    case when u.share_contact then p.last_name end,
    case when u.share_contact then p.company_name end,
    case when u.share_contact then p.email end,
    case when u.share_contact then p.phone end
  from public.offer_unlocks u join public.profiles p on p.id = u.user_id
  where u.offer_id = target and (public.owns_offer(target) or public.is_admin())
  order by u.created_at desc, u.investor_no desc
  limit 1000
$$;
revoke all on function public.offer_leads(bigint) from public, anon;
grant execute on function public.offer_leads(bigint) to authenticated, service_role;

-- How many active investor preference profiles an offer (or a draft) fits: the rules of the domain's
-- matchesPreferenceProfile (a listing; a profile stating at least one criterion; each stated criterion fits; a price
-- on request fits any amount). The owner's own profile never counts.
create or replace function public.preference_profiles_matching_count(o public.offers)
returns integer
language sql stable
set search_path = ''
as $$
  select count(*)::int from public.investment_preferences ip
  where o.kind = 'LISTING'
    and ip.user_id <> o.owner_id
    and (cardinality(ip.categories) > 0 or cardinality(ip.regions) > 0 or ip.amount_from is not null
      or ip.amount_to is not null)
    and (cardinality(ip.categories) = 0 or o.category = any (ip.categories))
    and (cardinality(ip.regions) = 0 or o.region = any (ip.regions))
    and (o.pub_price is null or ((ip.amount_from is null or o.pub_price >= ip.amount_from)
      and (ip.amount_to is null or o.pub_price <= ip.amount_to)))
$$;
revoke all on function public.preference_profiles_matching_count(public.offers) from public, anon, authenticated;
grant execute on function public.preference_profiles_matching_count(public.offers) to service_role;

-- The demand an offer or a draft meets: active watchdogs (the server's matcher, watchdogs_matching, with its index)
-- and preference profiles. Counts only, never who. The service calls it after checking the requester's ownership.
create or replace function public.offer_demand_counts(o public.offers)
returns table (watchdogs integer, profiles integer)
language sql stable security definer
set search_path = ''
as $$
  select (select count(*)::int from public.watchdogs_matching(o)), public.preference_profiles_matching_count(o)
$$;
revoke all on function public.offer_demand_counts(public.offers) from public, anon, authenticated;
grant execute on function public.offer_demand_counts(public.offers) to service_role;
