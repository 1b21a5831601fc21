-- Issue 31, item 8 (docs/decisions/1371-first-digest-waits.md). A watchdog switched to a DAILY or WEEKLY digest counts
-- its first period from the switch, so that digest waits for the next digest hour instead of going out at once.
-- A trigger, so the same holds for a change through /api and one through Supabase's data API.
create or replace function public.watchdog_digest_from_switch() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.frequency in ('DAILY', 'WEEKLY') and old.frequency is distinct from new.frequency then
    new.last_digest_at := now();
  end if;
  return new;
end $$;
revoke all on function public.watchdog_digest_from_switch() from public, anon, authenticated;

create trigger watchdogs_digest_from_switch before update of frequency on public.watchdogs
  for each row execute function public.watchdog_digest_from_switch();
