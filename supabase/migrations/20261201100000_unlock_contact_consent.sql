-- The investor's consent to share their contact with the offer's owner (docs/decisions/1500-lead-contact-consent.md):
-- one answer per unlock (so revoking later hides it again), the remembered default per user, and a stable number per
-- offer that names an anonymous lead ("Investor č. 7").

alter table public.offer_unlocks
  add column share_contact boolean not null default false,
  add column share_changed_at timestamptz,
  add column investor_no integer,
  add column refunded_at timestamptz;

-- Existing unlocks get their numbers in the order they happened; new ones are numbered by the unlock's transaction
-- under a per-offer advisory lock, and this index backs that up.
update public.offer_unlocks u set investor_no = n.no
from (
  select offer_id, user_id, row_number() over (partition by offer_id order by created_at, user_id) as no
  from public.offer_unlocks
) n
where n.offer_id = u.offer_id and n.user_id = u.user_id;
alter table public.offer_unlocks alter column investor_no set not null;
create unique index offer_unlocks_investor_no on public.offer_unlocks (offer_id, investor_no);

-- The investor may change their own answer (share or revoke) on their own unlocks, nothing else of the row.
grant update (share_contact, share_changed_at) on public.offer_unlocks to authenticated;
grant update on public.offer_unlocks to service_role;
create policy offer_unlocks_share_own on public.offer_unlocks for update to authenticated
  using (user_id = (select auth.uid()) and not public.current_user_blocked())
  with check (user_id = (select auth.uid()));

-- The remembered answer of the checkbox "Sdílet můj kontakt s vlastníkem" (default off).
create table public.contact_sharing_preferences (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  share_by_default boolean not null default false,
  updated_at timestamptz not null default now()
);
alter table public.contact_sharing_preferences enable row level security;
create policy contact_sharing_preferences_own on public.contact_sharing_preferences for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy contact_sharing_preferences_not_blocked_insert on public.contact_sharing_preferences as restrictive
  for insert to authenticated with check (not public.current_user_blocked());
create policy contact_sharing_preferences_not_blocked_update on public.contact_sharing_preferences as restrictive
  for update to authenticated using (not public.current_user_blocked());
revoke all on public.contact_sharing_preferences from anon, authenticated;
grant select, insert, update on public.contact_sharing_preferences to authenticated;
grant all on public.contact_sharing_preferences to service_role;
