-- Credit notes (opravný daňový doklad) of cancelled paid orders, in their own gap-free series per year, and the audit
-- of an admin's acts on an order (docs/decisions/1306-credit-notes.md, 1308-admin-order-detail.md).

-- Gap-free like the invoices' (migration 20261123300000): one counter row per year, incremented in the transaction
-- that issues the credit note; the row lock serialises concurrent issues, a rollback takes the number back.
create table public.credit_note_counters (
  year integer primary key,
  last_number integer not null default 0
);
alter table public.credit_note_counters enable row level security;
revoke all on public.credit_note_counters from anon, authenticated;
grant select, insert, update on public.credit_note_counters to service_role;

-- One credit note per invoice: the product only corrects a whole invoice (the whole price goes back). The parties are
-- the invoice's (read from it, so an erased buyer's credit note keeps what the invoice keeps, decision 0980); the
-- totals are the invoice's with the opposite sign.
create table public.credit_notes (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null unique references public.invoices (id) on delete restrict,
  order_id uuid not null unique references public.orders (id) on delete restrict,
  user_id uuid references public.profiles (id) on delete set null,
  year integer not null,
  sequence integer not null check (sequence > 0),
  number text not null unique,
  issued_on date not null,
  reason text not null check (length(reason) > 0),
  base_halere bigint not null check (base_halere <= 0),
  vat_halere bigint not null check (vat_halere <= 0),
  total_halere bigint not null check (total_halere < 0),
  created_by uuid references public.profiles (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (year, sequence),
  check (base_halere + vat_halere = total_halere)
);
alter table public.credit_notes enable row level security;
create policy credit_notes_select on public.credit_notes for select to authenticated
  using (user_id = (select auth.uid()) or (select public.is_admin()));
revoke all on public.credit_notes from anon, authenticated;
grant select on public.credit_notes to authenticated;
grant select, insert on public.credit_notes to service_role;

-- Documents: never changed, never deleted.
create or replace function public.credit_notes_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'credit notes are immutable (% refused)', tg_op using errcode = '42501';
end $$;
create trigger credit_notes_no_update before update on public.credit_notes
  for each row execute function public.credit_notes_immutable();
create trigger credit_notes_no_delete before delete on public.credit_notes
  for each row execute function public.credit_notes_immutable();

-- An admin's marking paid, cancelling and refunding of an order is audited (subject 'order:<id>'). The check keeps
-- every action the earlier migrations allow.
alter table public.admin_audit_log drop constraint if exists admin_audit_log_action_check;
alter table public.admin_audit_log add constraint admin_audit_log_action_check check (action in ('ROLE_CHANGE',
  'VERIFICATION_APPROVED', 'VERIFICATION_REJECTED', 'CREDIT_ADJUSTMENT', 'BLOCK', 'UNBLOCK', 'INBOX_STATE',
  'INBOX_NOTE', 'TIP_TO_DRAFT', 'REVIEW_REMOVED', 'REVIEW_KEPT', 'BANK_PAYMENT_RESOLVED', 'OFFER_PAUSED',
  'OFFER_CLOSED', 'ORDER_PAID', 'ORDER_CANCELLED', 'ORDER_REFUNDED'));
