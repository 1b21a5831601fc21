-- The company's DIČ on the profile, copied to invoices when the profile has a company (docs/decisions/0965).
alter table public.profiles add column dic text
  constraint profiles_dic_format check (dic is null or dic ~ '^CZ[0-9]{8,10}$');
