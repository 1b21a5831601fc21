-- Issue 31, item 3 (docs/decisions/1370-mail-never-dropped.md). A message used to be abandoned after 5 SMTP attempts
-- (about 85 minutes) with only `error` as a trace. Now it is retried for 72 hours and then becomes a dead letter
-- (`dead_at`), which the operator sees on the dashboard and can resend. Every message carries the Message-ID it was
-- given when queued, so a copy delivered twice after a crash is recognisable.
alter table public.mail_outbox add column if not exists message_id text;
alter table public.mail_outbox add column if not exists dead_at timestamptz;

-- Rows the old rule gave up on are dead letters now, so the operator can see and resend them.
update public.mail_outbox set dead_at = coalesce(retry_at, claimed_at, now())
where transport = 'smtp' and sent_at is null and attempts >= 5 and dead_at is null;

create index if not exists mail_outbox_dead_idx on public.mail_outbox (dead_at desc) where dead_at is not null;

-- A resend starts a new 72-hour window from here; `created_at` stays when the message was first queued.
alter table public.mail_outbox add column if not exists resent_at timestamptz;
