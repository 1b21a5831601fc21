-- Per-user e-mail preferences of the notification centre (docs/decisions/1024-notification-email-preferences.md):
-- the kinds a user does not want by e-mail. In-app notifications are always written.
create table public.notification_preferences (
  user_id uuid primary key references public.profiles (id) on delete cascade,
  email_off text[] not null default '{}' check (not ('PASSWORD_CHANGED' = any (email_off))),
  updated_at timestamptz not null default now()
);
alter table public.notification_preferences enable row level security;
create policy notification_preferences_own on public.notification_preferences for all to authenticated
  using (user_id = (select auth.uid())) with check (user_id = (select auth.uid()));
create policy notification_preferences_not_blocked_insert on public.notification_preferences as restrictive
  for insert to authenticated with check (not public.current_user_blocked());
create policy notification_preferences_not_blocked_update on public.notification_preferences as restrictive
  for update to authenticated using (not public.current_user_blocked());
create policy notification_preferences_not_blocked_delete on public.notification_preferences as restrictive
  for delete to authenticated using (not public.current_user_blocked());
revoke all on public.notification_preferences from anon, authenticated;
grant select, insert, update on public.notification_preferences to authenticated;
grant all on public.notification_preferences to service_role;
