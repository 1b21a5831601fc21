-- A contact holds lists (issue 30, docs/decisions/1321-contact-lists.md): several typed e-mails, phones and
-- structured postal addresses, one of each marked primary, and a job title. The single e-mail, phone and address of
-- every existing contact become the primary (and only) item of its list, so nothing is lost: an address written as one
-- text stays whole in the street. The lists are JSONB on the contact's own row (the contacts_own policy covers them,
-- one row is read and written at once); `search` is the row's text for GET /api/contacts?q= (docs/decisions/1322).

alter table public.contacts
  add column job_title text check (char_length(job_title) <= 200),
  add column emails jsonb not null default '[]'::jsonb,
  add column phones jsonb not null default '[]'::jsonb,
  add column addresses jsonb not null default '[]'::jsonb;

update public.contacts set
  emails = case when nullif(btrim(email), '') is null then '[]'::jsonb
    else jsonb_build_array(jsonb_build_object('type', 'other', 'value', btrim(email), 'primary', true)) end,
  phones = case when nullif(btrim(phone), '') is null then '[]'::jsonb
    else jsonb_build_array(jsonb_build_object('type', 'other', 'value', btrim(phone), 'primary', true)) end,
  addresses = case when nullif(btrim(address), '') is null then '[]'::jsonb
    else jsonb_build_array(jsonb_build_object('type', 'other', 'street', btrim(address), 'city', null,
      'postcode', null, 'region', null, 'country', null, 'primary', true)) end;

-- contacts_user_email_idx goes with its column
alter table public.contacts drop column email, drop column phone, drop column address;

-- The bounds of the contract (CONTACT_MAX_EMAILS, CONTACT_MAX_PHONES, CONTACT_MAX_ADDRESSES).
alter table public.contacts add constraint contacts_lists_ok check (
  jsonb_typeof(emails) = 'array' and jsonb_array_length(emails) <= 10
  and jsonb_typeof(phones) = 'array' and jsonb_array_length(phones) <= 10
  and jsonb_typeof(addresses) = 'array' and jsonb_array_length(addresses) <= 5);

-- The words a search finds, lower case without diacritics (the same letters as foldForSearch in the domain): the
-- name, company, job title, every e-mail, every phone as written and as its digits alone, and the tags. lower() is
-- applied after translate() because a C-locale database lowers ASCII only.
create or replace function public.contact_search_text(name text, company text, job_title text, emails jsonb,
                                                      phones jsonb, tags text[]) returns text
language sql immutable parallel safe
set search_path = ''
as $$
  select lower(translate(concat_ws(' ', name, company, job_title,
      (select string_agg(e ->> 'value', ' ') from jsonb_array_elements(emails) as e),
      (select string_agg((p ->> 'value') || ' ' || regexp_replace(p ->> 'value', '[^0-9]', '', 'g'), ' ')
       from jsonb_array_elements(phones) as p),
      array_to_string(tags, ' ')),
    'áäàâãåąčćçďđéěëèêęíìîïľĺłňńñóöôòõőøřŕšśşťţúůüùûűýÿžźżÁÄÀÂÃÅĄČĆÇĎĐÉĚËÈÊĘÍÌÎÏĽĹŁŇŃÑÓÖÔÒÕŐØŘŔŠŚŞŤŢÚŮÜÙÛŰÝŸŽŹŻ',
    'aaaaaaacccddeeeeeeiiiilllnnnooooooorrsssttuuuuuuyyzzzaaaaaaacccddeeeeeeiiiilllnnnooooooorrsssttuuuuuuyyzzz'))
$$;
grant execute on function public.contact_search_text(text, text, text, jsonb, jsonb, text[])
  to authenticated, service_role;

alter table public.contacts add column search text not null
  generated always as (public.contact_search_text(name, company, job_title, emails, phones, tags)) stored;

-- The primary item of a list (the first marked, else the first), for the call list.
create or replace function public.contact_primary(items jsonb) returns jsonb
language sql immutable parallel safe
set search_path = ''
as $$
  select coalesce((select i from jsonb_array_elements(items) as i where (i ->> 'primary')::boolean limit 1), items -> 0)
$$;
grant execute on function public.contact_primary(jsonb) to authenticated, service_role;

-- The list's keyset (GET /api/contacts pages by lower(name), id) and the cap's count (docs/decisions/1322).
drop index if exists public.contacts_user_idx;
create index contacts_user_name_idx on public.contacts (user_id, lower(name), id);
