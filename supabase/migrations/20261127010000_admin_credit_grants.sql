-- An admin's credit adjustment (docs/decisions/1234-admin-credit-grants.md): nobody adjusts their own credits, and a
-- grant of more than 10 000 credits at once is the super admin's. The server refuses both with a Czech 403 first
-- (domain creditAdjustmentRefusal); this guard holds for every writer that names the acting admin in created_by.
create or replace function public.admin_adjustment_guard() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  actor_role text;
begin
  if new.reason <> 'ADMIN_ADJUSTMENT' or new.created_by is null then
    return new;
  end if;
  if new.created_by = new.user_id then
    raise exception 'an admin adjusts no own credits' using errcode = '42501';
  end if;
  if new.amount > 10000 then
    select p.role into actor_role from public.profiles p where p.id = new.created_by;
    if actor_role is distinct from 'SUPER_ADMIN' then
      raise exception 'a grant over 10000 credits needs a super admin' using errcode = '42501';
    end if;
  end if;
  return new;
end $$;
revoke all on function public.admin_adjustment_guard() from public, anon, authenticated;

create trigger credit_transactions_admin_adjustment_guard before insert on public.credit_transactions
  for each row execute function public.admin_adjustment_guard();
