-- The notepad on the admin's user detail (/portal/admin/contacts/{id}): an admin's private note about a user of the
-- marketplace (kind USER, subject_id = the user's profile). Only admins keep such notes; notes_own still makes each
-- note its author's alone (docs/decisions/0982-admin-user-notes.md).
alter table public.notes add column subject_id uuid references public.profiles (id) on delete cascade;
alter table public.notes drop constraint if exists notes_kind_check;
alter table public.notes add constraint notes_kind_check check (kind in ('LISTING', 'CONTACT', 'USER'));
alter table public.notes drop constraint if exists notes_check;
alter table public.notes add constraint notes_check check (
  (kind = 'LISTING' and offer_id is not null and contact_id is null and subject_id is null)
  or (kind = 'CONTACT' and contact_id is not null and offer_id is null and subject_id is null)
  or (kind = 'USER' and subject_id is not null and offer_id is null and contact_id is null)
);
create unique index notes_user_once on public.notes (user_id, subject_id) where kind = 'USER';

create policy notes_user_admin_only on public.notes as restrictive for all to authenticated
  using (subject_id is null or public.is_admin())
  with check (subject_id is null or public.is_admin());
