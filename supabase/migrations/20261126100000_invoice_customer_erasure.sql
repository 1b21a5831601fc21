-- Account deletion and issued invoices (docs/decisions/0980-account-deletion-and-retention.md). Accounting law keeps
-- the invoice with the buyer's identification (name, address, IČO, DIČ), not the e-mail the product copied beside it.

-- The customer's copy as an erased account's invoice keeps it: only the fields an invoice needs, whatever else the
-- copy held. A name that was only the e-mail (a buyer who never gave one) identifies nobody the law asks for and goes
-- with it.
create or replace function public.invoice_customer_erased(customer jsonb) returns jsonb
language sql
immutable
set search_path = ''
as $$
  select jsonb_build_object(
    'name', case when lower(customer ->> 'name') = lower(customer ->> 'email') then to_jsonb('Neuvedeno'::text)
                 else coalesce(customer -> 'name', to_jsonb('Neuvedeno'::text)) end,
    'address', customer -> 'address',
    'ico', customer -> 'ico',
    'dic', customer -> 'dic'
  )
$$;

-- Invoices stay documents: never deleted, never changed, with one exception. Once the buyer's account is erased
-- (its account_deletions row exists), the customer's copy may become exactly invoice_customer_erased of what it was;
-- every other column must stay as issued.
create or replace function public.invoices_immutable() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
     and old.user_id is not null
     and exists (select 1 from public.account_deletions d where d.user_id = old.user_id)
     and (to_jsonb(new) - 'customer') = (to_jsonb(old) - 'customer')
     and new.customer = public.invoice_customer_erased(old.customer) then
    return new;
  end if;
  raise exception 'invoices are immutable (% refused)', tg_op using errcode = '42501';
end $$;
