-- Tags on the private documents (issue 20, docs/decisions/1041-document-store.md): the store's "folders", several per
-- document. The same bounds as the contract's documentTagsSchema: at most 20 tags, each 1 to 40 characters.
create or replace function public.document_tags_ok(tags text[]) returns boolean
language sql immutable parallel safe
set search_path = ''
as $$
  select cardinality(tags) <= 20
    and not exists (select 1 from unnest(tags) as t(tag) where char_length(btrim(t.tag)) not between 1 and 40)
$$;
grant execute on function public.document_tags_ok(text[]) to authenticated, service_role;

alter table public.user_documents
  add column tags text[] not null default '{}' check (public.document_tags_ok(tags));
