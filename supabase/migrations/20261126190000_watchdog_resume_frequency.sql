-- docs/decisions/1120-watchdog-resume-frequency.md: a paused watchdog remembers how often it sent alerts, so
-- "Obnovit" brings a daily or weekly watchdog back as it was, whether it was paused on /portal/watchdogs or by the
-- one-click unsubscribe link. The trigger keeps it for every path that pauses (the API's update, the unsubscribe
-- route, anything later), so none of them has to remember to.
alter table public.watchdogs add column resume_frequency text
  check (resume_frequency in ('IMMEDIATE', 'DAILY', 'WEEKLY'));

create or replace function public.watchdog_keep_resume_frequency() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.frequency = 'PAUSED' then
    -- Pausing keeps what it was; staying paused (an edit of a paused watchdog) keeps what was kept.
    if old.frequency <> 'PAUSED' then
      new.resume_frequency := old.frequency;
    else
      new.resume_frequency := old.resume_frequency;
    end if;
  else
    new.resume_frequency := null;
  end if;
  return new;
end $$;
revoke all on function public.watchdog_keep_resume_frequency() from public, anon, authenticated;

create trigger watchdogs_keep_resume_frequency before update of frequency on public.watchdogs
  for each row execute function public.watchdog_keep_resume_frequency();
