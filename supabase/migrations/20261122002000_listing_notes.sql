-- The notepad of kind LISTING (docs/decisions/0700-notepad.md): a user keeps a note only on a listing they see in
-- full: their own, one they unlocked, or any listing when they are an admin. The owner-only policy notes_own
-- (user_id = auth.uid()) still decides whose note it is; this restrictive policy adds the listing rule on reads and
-- writes alike, so a note cannot be written to (or read back from) a draft, a service or a listing still locked.
create or replace function public.can_keep_listing_note(target bigint) returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1 from public.offers o
    where o.id = target and o.kind = 'LISTING'
      and (o.owner_id = auth.uid() or public.is_admin() or public.has_unlocked(o.id))
  )
$$;
revoke all on function public.can_keep_listing_note(bigint) from public;
grant execute on function public.can_keep_listing_note(bigint) to authenticated, service_role;

create policy notes_listing_in_full on public.notes as restrictive for all to authenticated
  using (offer_id is null or public.can_keep_listing_note(offer_id))
  with check (offer_id is null or public.can_keep_listing_note(offer_id));
