-- What visitors send (spotter tips, contact messages, cookie decisions) and the mail outbox.

create table public.spotter_tips (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.profiles (id) on delete set null,
  name text not null check (char_length(name) <= 200),
  email text not null check (char_length(email) <= 320),
  phone text,
  location text,
  description text not null check (char_length(description) <= 10000),
  status text not null default 'NEW' check (status in ('NEW', 'READ', 'REWARDED', 'DISMISSED')),
  created_at timestamptz not null default now()
);
create index spotter_tips_new_idx on public.spotter_tips (created_at desc) where status = 'NEW';

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.profiles (id) on delete set null,
  name text not null check (char_length(name) <= 200),
  email text not null check (char_length(email) <= 320),
  phone text,
  message text not null check (char_length(message) <= 10000),
  status text not null default 'NEW' check (status in ('NEW', 'READ', 'ANSWERED')),
  created_at timestamptz not null default now()
);
create index contact_messages_new_idx on public.contact_messages (created_at desc) where status = 'NEW';

-- Anyone may send; only admins read and change the status.
do $$
declare t text;
begin
  foreach t in array array['spotter_tips', 'contact_messages']
  loop
    execute format('alter table public.%I enable row level security', t);
    execute format('create policy %I on public.%I for insert to anon, authenticated
      with check (status = ''NEW'' and (user_id is null or user_id = (select auth.uid())))', t || '_insert', t);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_admin()))',
      t || '_select_admin', t);
    execute format('create policy %I on public.%I for update to authenticated
      using ((select public.is_admin())) with check ((select public.is_admin()))', t || '_update_admin', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant insert on public.%I to anon', t);
    execute format('grant select, insert, update (status) on public.%I to authenticated', t);
    execute format('grant all on public.%I to service_role', t);
  end loop;
end $$;

-- Proof of consent: every decision is a new row with its time (never edited); the latest one counts.
create table public.cookie_consents (
  id uuid primary key default gen_random_uuid(),
  user_id uuid references public.profiles (id) on delete cascade,
  consent text not null check (consent in ('APPROVED', 'REJECTED')),
  ip_hash text,
  user_agent text check (char_length(user_agent) <= 500),
  created_at timestamptz not null default now()
);
create index cookie_consents_user_idx on public.cookie_consents (user_id, created_at desc);

alter table public.cookie_consents enable row level security;
create policy cookie_consents_insert on public.cookie_consents for insert to anon, authenticated
  with check (user_id is null or user_id = (select auth.uid()));
create policy cookie_consents_select on public.cookie_consents for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
revoke all on public.cookie_consents from anon, authenticated;
grant insert on public.cookie_consents to anon, authenticated;
grant select on public.cookie_consents to authenticated;
grant all on public.cookie_consents to service_role;

-- Mail: every message is a row; the SMTP transport marks it sent, the dev outbox shows it. Server-only.
create table public.mail_outbox (
  id bigint primary key generated always as identity,
  to_address text not null,
  subject text not null,
  text_body text not null,
  html_body text,
  transport text not null default 'outbox' check (transport in ('outbox', 'smtp')),
  claimed_at timestamptz,
  sent_at timestamptz,
  attempts integer not null default 0,
  error text,
  created_at timestamptz not null default now()
);
create index mail_outbox_created_idx on public.mail_outbox (created_at desc);
create index mail_outbox_unsent_idx on public.mail_outbox (created_at) where sent_at is null and transport = 'smtp';

alter table public.mail_outbox enable row level security;
revoke all on public.mail_outbox from anon, authenticated;
grant all on public.mail_outbox to service_role;
