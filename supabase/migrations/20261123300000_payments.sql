-- Payments: orders priced by the server, monthly subscription grants, tax invoices numbered gap-free per year, imported
-- bank payments (docs/decisions/0960-payment-providers.md, 0961-bank-statement-import.md, 0962-invoices-and-vat.md).

-- An order's price comes from the tier configuration on the server; a user who could insert orders directly (the
-- data API in Supabase mode) could name their own price. Orders are therefore written by the server only.
drop policy if exists orders_insert on public.orders;
revoke insert on public.orders from authenticated;

-- Which payment provider took the money (bank transfer today, a card gateway later) and when the order was cancelled.
alter table public.orders
  add column provider text not null default 'BANK_TRANSFER' check (provider in ('BANK_TRANSFER')),
  add column cancelled_at timestamptz;

-- One row per month of a subscription whose credits are due on `due_on` (Europe/Prague day). The job claims due rows
-- with FOR UPDATE SKIP LOCKED, writes the ledger row and `granted_at` in one transaction; the unique grant_id on the
-- ledger makes a second grant impossible even if two workers got the same row.
create table public.subscription_grants (
  id uuid primary key default gen_random_uuid(),
  subscription_id uuid not null references public.credit_subscriptions (id) on delete cascade,
  user_id uuid not null references public.profiles (id) on delete cascade,
  due_on date not null,
  credits integer not null check (credits > 0),
  granted_at timestamptz,
  created_at timestamptz not null default now(),
  unique (subscription_id, due_on)
);
create index subscription_grants_due_idx on public.subscription_grants (due_on) where granted_at is null;
create index subscription_grants_user_idx on public.subscription_grants (user_id, due_on);

alter table public.subscription_grants enable row level security;
create policy subscription_grants_select on public.subscription_grants for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
revoke all on public.subscription_grants from anon, authenticated;
grant select on public.subscription_grants to authenticated;
grant select, insert, update on public.subscription_grants to service_role;

-- The ledger row of a grant names it; one ledger row per grant, ever.
alter table public.credit_transactions add column grant_id uuid references public.subscription_grants (id);
create unique index credit_transactions_grant_once on public.credit_transactions (grant_id)
  where grant_id is not null;

-- The subscription's end, written with it (the domain computes it: docs/decisions/0962-invoices-and-vat.md).
alter table public.credit_subscriptions add column ends_on date;

-- Gap-free invoice numbers: one counter row per year, incremented in the transaction that marks the order paid (the
-- row lock serialises concurrent payments; a rollback takes the number back with everything else).
create table public.invoice_counters (
  year integer primary key,
  last_number integer not null default 0
);
alter table public.invoice_counters enable row level security;
revoke all on public.invoice_counters from anon, authenticated;
grant select, insert, update on public.invoice_counters to service_role;

-- The invoice as issued: the operator's and the customer's details are copied at issue time, so a later change of
-- configuration or profile never alters an invoice that was already issued.
create table public.invoices (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null unique references public.orders (id) on delete restrict,
  user_id uuid references public.profiles (id) on delete set null,
  year integer not null,
  sequence integer not null check (sequence > 0),
  number text not null unique,
  issued_on date not null,
  taxable_supply_on date not null,
  description text not null,
  variable_symbol text not null,
  base_halere bigint not null,
  vat_halere bigint not null,
  total_halere bigint not null,
  vat_rate_percent numeric(5, 2),
  supplier jsonb not null,
  customer jsonb not null,
  created_at timestamptz not null default now(),
  unique (year, sequence),
  check (base_halere + vat_halere = total_halere)
);
alter table public.invoices enable row level security;
create policy invoices_select on public.invoices for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
revoke all on public.invoices from anon, authenticated;
grant select on public.invoices to authenticated;
grant select, insert on public.invoices to service_role;

-- Invoices are documents: never changed, never deleted.
create or replace function public.invoices_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'invoices are immutable (% refused)', tg_op using errcode = '42501';
end $$;
create trigger invoices_no_update before update on public.invoices
  for each row execute function public.invoices_immutable();
create trigger invoices_no_delete before delete on public.invoices
  for each row execute function public.invoices_immutable();

-- Incoming payments of imported statements. The same statement imported twice finds its rows and changes nothing.
create table public.bank_payments (
  id uuid primary key default gen_random_uuid(),
  fingerprint text not null unique,
  account text not null,
  bank_ref text not null,
  booked_on date not null,
  amount_halere bigint not null,
  currency text not null,
  variable_symbol text,
  counter_account text,
  counter_name text,
  outcome text not null check (outcome in ('MATCHED', 'AMOUNT_MISMATCH', 'NOT_PENDING', 'UNMATCHED')),
  order_id uuid references public.orders (id) on delete set null,
  imported_by uuid references public.profiles (id) on delete set null,
  imported_at timestamptz not null default now()
);
create index bank_payments_review_idx on public.bank_payments (imported_at desc) where outcome <> 'MATCHED';
alter table public.bank_payments enable row level security;
create policy bank_payments_admin on public.bank_payments for select to authenticated
  using ((select public.is_admin()));
revoke all on public.bank_payments from anon, authenticated;
grant select on public.bank_payments to authenticated;
grant select, insert on public.bank_payments to service_role;

-- The service role writes the ledger rows and state changes of payments.
grant select, update on public.orders to service_role;
grant select, insert, update on public.credit_subscriptions to service_role;
