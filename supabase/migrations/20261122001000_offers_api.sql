-- What the offers API reads across the profiles policy (which lets a user read only their own profile): the owner's
-- business card, the public address of a service and the names in an offer's history. Each function decides itself
-- whether the requester may see the answer, with the same helpers the table policies use, and returns nothing
-- otherwise.

-- docs/product/notifications.md "Reviews, business card": avatar, name, company, phone, e-mail and the verified badge, for those who
-- may see the private part (owner, admins, users who unlocked a listing, signed-in users of a published service).
create or replace function public.offer_business_card(target bigint)
returns table (
  user_id uuid, first_name text, last_name text, company_name text, phone text, email text, avatar_path text,
  verified boolean
)
language sql stable security definer
set search_path = ''
as $$
  select p.id, p.first_name, p.last_name, p.company_name, p.phone, p.email, p.avatar_path,
    (p.role in ('VERIFIED', 'ADMIN', 'SUPER_ADMIN') or p.verification_status = 'APPROVED')
  from public.offers o join public.profiles p on p.id = o.owner_id
  where o.id = target and public.can_see_private(target)
$$;

-- A service's address is public (docs/product/offers.md), visitors included; a listing's street and postcode never are.
create or replace function public.offer_public_address(target bigint)
returns table (street text, postcode text)
language sql stable security definer
set search_path = ''
as $$
  select p.street, p.postcode
  from public.offers o join public.offer_private p on p.offer_id = o.id
  where o.id = target and o.kind = 'SERVICE' and o.status = 'PUBLISHED'
$$;

-- The history with the acting people's names, for the owner and admins only.
create or replace function public.offer_history_entries(target bigint)
returns table (
  id bigint, action text, actor_id uuid, actor_first_name text, actor_last_name text, actor_email text,
  from_status text, to_status text, changes jsonb, reason text, created_at timestamptz
)
language sql stable security definer
set search_path = ''
as $$
  select h.id, h.action, h.actor_id, p.first_name, p.last_name, p.email, h.from_status, h.to_status, h.changes,
    h.reason, h.created_at
  from public.offer_history h left join public.profiles p on p.id = h.actor_id
  where h.offer_id = target and (public.owns_offer(target) or public.is_admin())
  order by h.created_at, h.id
$$;

-- Review authors' names and avatars (reviews are readable wherever the offer is).
create or replace function public.offer_review_authors(target bigint)
returns table (author_id uuid, first_name text, last_name text, avatar_path text)
language sql stable security definer
set search_path = ''
as $$
  select p.id, p.first_name, p.last_name, p.avatar_path
  from public.reviews r join public.profiles p on p.id = r.author_id
  where r.offer_id = target and public.can_see_offer(target)
$$;

revoke all on function public.offer_business_card(bigint), public.offer_public_address(bigint),
  public.offer_history_entries(bigint), public.offer_review_authors(bigint) from public;
grant execute on function public.offer_business_card(bigint), public.offer_public_address(bigint),
  public.offer_history_entries(bigint), public.offer_review_authors(bigint) to anon, authenticated, service_role;

-- Browsing sorts by price within a kind; the search itself uses offers_search_idx (trigram, LIKE on search_text).
create index if not exists offers_browse_price_idx on public.offers (kind, pub_price) where status = 'PUBLISHED';

-- The domain's canDeleteReview lets an author remove their own review as well as an admin any review.
create policy reviews_delete_own on public.reviews for delete to authenticated
  using (author_id = (select auth.uid()));
