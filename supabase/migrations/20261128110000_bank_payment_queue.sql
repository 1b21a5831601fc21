-- The operator's payments queue (docs/decisions/1303-payments-queue.md, issue 29 item 2). An imported incoming
-- payment that did not pay an order by itself (outcome other than MATCHED) waits for a person, who assigns it to an
-- order (paid once, through the same paying transaction as a matching statement line), marks it refunded, or marks it
-- as not a payment for an order; always with a note. The decision is written once: the server locks the row and
-- refuses a second one, and these checks hold for every writer.
alter table public.bank_payments
  add column resolution text check (resolution in ('ASSIGNED', 'REFUNDED', 'NOT_OURS')),
  add column resolution_note text check (char_length(resolution_note) between 1 and 1000),
  add column resolved_order_id uuid references public.orders (id) on delete set null,
  add column resolved_by uuid references public.profiles (id) on delete set null,
  add column resolved_at timestamptz,
  add constraint bank_payments_resolution_whole check (
    (resolution is null) = (resolved_at is null) and (resolution is null) = (resolution_note is null)
  ),
  -- a payment that paid its order by itself needs nobody
  add constraint bank_payments_matched_needs_nobody check (outcome <> 'MATCHED' or resolution is null);

-- The queue's default view and the dashboard's count: open payments, newest booking first.
create index bank_payments_open_idx on public.bank_payments (booked_on desc, imported_at desc)
  where outcome <> 'MATCHED' and resolution is null;

-- Only the server writes a decision (as the service role, after checking the admin); nobody else updates the rows.
grant update (resolution, resolution_note, resolved_order_id, resolved_by, resolved_at) on public.bank_payments
  to service_role;

-- A decision is audited like every admin action (subject 'bank_payment:<id>', the order's owner as target).
alter table public.admin_audit_log drop constraint if exists admin_audit_log_action_check;
alter table public.admin_audit_log add constraint admin_audit_log_action_check check (action in ('ROLE_CHANGE',
  'VERIFICATION_APPROVED', 'VERIFICATION_REJECTED', 'CREDIT_ADJUSTMENT', 'BLOCK', 'UNBLOCK', 'INBOX_STATE',
  'INBOX_NOTE', 'TIP_TO_DRAFT', 'REVIEW_REMOVED', 'REVIEW_KEPT', 'BANK_PAYMENT_RESOLVED'));
