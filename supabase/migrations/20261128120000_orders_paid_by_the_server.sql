-- Issue 29, item 7 (docs/decisions/1305-orders-written-by-the-server.md). In Supabase mode the data API let an admin
-- update any order (policy orders_update_admin, UPDATE granted to authenticated): `status = 'PAID'` through it marked
-- an order paid with no ledger row, no subscription, no invoice and no notification. Paying and cancelling are the
-- server's acts (the service role, in the transaction that grants and invoices, decision 0961), so nobody signed in
-- updates an order directly any more; reading stays as it was.
drop policy if exists orders_update_admin on public.orders;
revoke update on public.orders from authenticated;
