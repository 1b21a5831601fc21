-- docs/decisions/1775-mail-claim-by-due-time.md. The delivery claim read every unsent message to find ten that are
-- due: with 95 000 waiting for a retry (an SMTP outage, or a benchmark sending to a closed port) one claim took 61 ms
-- and ran after every queued message. Messages waiting to be sent, in the order the claim takes them: new ones
-- (no retry time) by id first, then retries by the moment they are due.
create index if not exists mail_outbox_due_idx on public.mail_outbox (coalesce(retry_at, '-infinity'::timestamptz), id)
  where transport = 'smtp' and sent_at is null and dead_at is null;
