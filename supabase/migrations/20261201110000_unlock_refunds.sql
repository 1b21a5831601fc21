-- Fair credits (docs/product/credits.md "Fair credits", docs/decisions/1501-unlock-refunds.md): when an offer leaves the
-- market (paused or closed, by its owner or an admin) within 7 days of an unlock, that unlock's credits go back once.
alter table public.credit_transactions drop constraint credit_transactions_reason_check;
alter table public.credit_transactions add constraint credit_transactions_reason_check
  check (reason in ('WELCOME_BONUS', 'PURCHASE', 'SUBSCRIPTION_GRANT', 'LISTING_UNLOCK', 'ADMIN_ADJUSTMENT',
    'UNLOCK_REFUND'));
-- At most one refund per unlock (one unlock per user and offer): the backstop behind offer_unlocks.refunded_at.
create unique index credit_transactions_unlock_refund_once on public.credit_transactions (user_id, offer_id)
  where reason = 'UNLOCK_REFUND';
-- The refund's search: the offer's recent, unrefunded unlocks.
create index offer_unlocks_refund_idx on public.offer_unlocks (offer_id, created_at) where refunded_at is null;
