-- The uploaded photo's original file name, shown to its owner and admins only (docs/decisions/1005-photo-names.md).
alter table public.offer_photos add column name text constraint offer_photos_name_length check (char_length(name) <= 200);
