-- A bank movement is known by its full identity, not by the bank's document number alone, which may be zero or
-- reused (docs/decisions/1301-movement-identity.md). The import now writes into `fingerprint`
--   m2|account|date|amount in haléře|variable symbol|counter-account|document number without leading zeros|n
-- where n counts equal movements before it in the same file (domain movementKeys). The rows imported before are
-- given the same key here, so importing an old statement again still finds them; two old rows that would get the
-- same key are told apart by their order of import.
update public.bank_payments b
set fingerprint = k.fingerprint
from (
  select id,
    base || '|' || row_number() over (partition by base order by imported_at, id) as fingerprint
  from (
    select id, imported_at,
      'm2|' || split_part(account, '/', 1) || '|' || to_char(booked_on, 'YYYY-MM-DD') || '|' || amount_halere
        || '|' || coalesce(variable_symbol, '') || '|' || coalesce(counter_account, '')
        || '|' || ltrim(bank_ref, '0') as base
    from public.bank_payments
    where fingerprint not like 'm2|%'
  ) s
) k
where k.id = b.id;

comment on column public.bank_payments.fingerprint is
  'The movement''s identity (domain movementKeys): the same statement imported twice finds its rows.';
