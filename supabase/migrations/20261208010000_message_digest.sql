-- Messages by e-mail once a day (docs/decisions/1681-daily-message-digest.md): the user's choice beside the kinds
-- switched off, and one row per user and digest period that makes each daily digest go out exactly once.

alter table public.notification_preferences
  add column message_email text not null default 'EACH_RUN' check (message_email in ('EACH_RUN', 'DAILY'));

-- A digest written (its mail is in the outbox in the same transaction): the primary key is the exactly-once.
create table public.message_digests (
  user_id uuid not null references public.profiles (id) on delete cascade,
  period_start timestamptz not null,
  messages integer not null check (messages > 0),
  sent_at timestamptz not null default now(),
  primary key (user_id, period_start)
);
alter table public.message_digests enable row level security;
revoke all on public.message_digests from anon, authenticated;
grant all on public.message_digests to service_role;
