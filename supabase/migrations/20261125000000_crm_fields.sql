-- The address book's fuller record (issue 20): a contact's IČO and address, the time of the next call, and an index
-- for duplicate checks of an import (docs/decisions/1042-contact-import.md).
alter table public.contacts
  add column ico text check (ico ~ '^[0-9]{8}$'),
  add column address text check (char_length(address) <= 300);
alter table public.cold_calls add column next_call_time time;
create index contacts_user_email_idx on public.contacts (user_id, lower(email)) where email is not null;
