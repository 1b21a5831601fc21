-- The next lead number of an offer ("Investor č. N") and its unlocks so far, taken under the per-offer lock inside
-- the statement that writes the unlock (docs/decisions/1772-unlock-in-one-statement.md).
--
-- VOLATILE on purpose: under READ COMMITTED each query of a volatile function takes a snapshot of its own when it
-- starts, so the count below runs after the lock is granted and sees the unlock of the transaction that held it
-- (committed by then). The calling statement's own snapshot was taken before the lock and would not.
create or replace function public.take_investor_no(o bigint, out investor_no integer, out unlocks_before bigint)
language plpgsql volatile
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock(hashtext('offer-unlock-no:' || o));
  select coalesce(max(u.investor_no), 0) + 1, count(*) into investor_no, unlocks_before
    from public.offer_unlocks u where u.offer_id = o;
end
$$;
revoke all on function public.take_investor_no(bigint) from public;
grant execute on function public.take_investor_no(bigint) to service_role;
