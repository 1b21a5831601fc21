-- docs/decisions/1356-withdrawn-told-once.md (issue 35 item 7): pausing an offer and then closing it, or pausing it
-- again after a resume (which tells nobody), wrote a second "byla stažena nebo uzavřena" for the same watchdog. The
-- withdrawn event (CLOSED) is now written only when the watchdog's last delivery for the offer is not one already.
-- The rest of the function is unchanged from 20261125200000_watchdog_event_choice.sql.
create or replace function public.watchdog_offer_event() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  previous bigint;
  was_published boolean;
  dropped boolean;
begin
  if new.status = 'PUBLISHED' and old.status is distinct from 'PUBLISHED' then
    select s.published_price, true into previous, was_published
      from public.watchdog_offer_state s where s.offer_id = new.id;
    was_published := coalesce(was_published, false);
    dropped := was_published and previous is not null and new.pub_price is not null and new.pub_price < previous;
    insert into public.watchdog_deliveries (watchdog_id, user_id, offer_id, event, old_price, new_price)
    select m.id, m.user_id, new.id, e.event,
      case when e.event = 'PRICE_DROP' then previous end, new.pub_price
    from public.watchdogs_matching(new) m
    cross join lateral (
      select case
        when dropped and 'PRICE_DROP' = any(m.events)
          then 'PRICE_DROP'
        when 'NEW' = any(m.events)
          and not exists (select 1 from public.watchdog_deliveries d where d.offer_id = new.id and d.watchdog_id = m.id)
          then 'NEW'
        when not dropped and old.status = 'PENDING' and 'CHANGED' = any(m.events)
          and exists (select 1 from public.offer_unlocks u where u.offer_id = new.id and u.user_id = m.user_id)
          then 'CHANGED'
      end as event
    ) e
    where e.event is not null;
    insert into public.watchdog_offer_state (offer_id, published_price, published_at)
    values (new.id, new.pub_price, now())
    on conflict (offer_id) do update set published_price = excluded.published_price, published_at = now();
  elsif old.status = 'PUBLISHED' and new.status in ('CLOSED', 'PAUSED') then
    -- Withdrawn or closed: told to the watchdogs that reported the offer before.
    insert into public.watchdog_deliveries (watchdog_id, user_id, offer_id, event, new_price)
    select w.id, w.user_id, new.id, 'CLOSED', new.pub_price
    from public.watchdogs w
    where w.id in (select d.watchdog_id from public.watchdog_deliveries d where d.offer_id = new.id)
      and w.frequency <> 'PAUSED' and 'CLOSED' = any(w.events)
      -- Once per withdrawal: not again while the last thing this watchdog said of the offer is that it was
      -- withdrawn (a silent resume and a second pause, or a pause and then a close, tell nothing new).
      and (select d.event from public.watchdog_deliveries d
           where d.offer_id = new.id and d.watchdog_id = w.id order by d.id desc limit 1) <> 'CLOSED';
  end if;
  return null;
end $$;
revoke all on function public.watchdog_offer_event() from public, anon, authenticated;
