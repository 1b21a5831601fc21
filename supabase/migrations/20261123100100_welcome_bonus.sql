-- The welcome bonus only after e-mail confirmation, and at most once per verified phone number and once per client
-- address per day (docs/decisions/0801-welcome-bonus.md). A refused grant inserts nothing (the trigger returns null),
-- so the API answers 'noop' as for a second request.
alter table public.credit_transactions add column client_address text;
-- the verified phone number a welcome bonus was granted for (kept even if the account later gives the number up)
alter table public.credit_transactions add column bonus_phone text;

create or replace function public.welcome_bonus_guard() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  confirmed timestamptz;
  verified_phone text;
begin
  if new.reason <> 'WELCOME_BONUS' then
    return new;
  end if;
  select u.email_confirmed_at, case when u.phone_confirmed_at is not null then u.phone end
    into confirmed, verified_phone
    from auth.users u where u.id = new.user_id;
  if confirmed is null then
    return null;
  end if;
  if verified_phone is not null and exists (
    select 1 from public.credit_transactions t
    where t.reason = 'WELCOME_BONUS' and t.bonus_phone = verified_phone) then
    return null;
  end if;
  new.bonus_phone := verified_phone;
  if new.client_address is not null and exists (
    select 1 from public.credit_transactions t
    where t.reason = 'WELCOME_BONUS' and t.client_address = new.client_address
      and t.created_at > now() - interval '1 day') then
    return null;
  end if;
  return new;
end $$;
revoke all on function public.welcome_bonus_guard() from public, anon, authenticated;

create trigger credit_transactions_welcome_guard before insert on public.credit_transactions
  for each row execute function public.welcome_bonus_guard();
