-- The owner's own confidentiality agreement for one offer (docs/decisions/1680-owner-nda-text.md): versioned per
-- offer like the platform's text (an edit is a new row), acceptances name the version they accepted. Without a row
-- the platform's current text (nda_versions) applies.

create table public.offer_nda_texts (
  offer_id bigint not null references public.offers (id) on delete cascade,
  version integer not null check (version > 0),
  title text not null check (char_length(title) between 1 and 200),
  body text not null check (char_length(body) between 1 and 20000),
  created_at timestamptz not null default now(),
  created_by uuid references public.profiles (id) on delete set null,
  primary key (offer_id, version)
);

-- The offer's current own version, or null (the platform's text applies). Definer: the investor's policy below asks
-- it about rows it may not read itself (and a policy may not query its own table).
create or replace function public.offer_nda_text_version(o bigint) returns integer
language sql stable security definer
set search_path = ''
as $$
  select max(version) from public.offer_nda_texts where offer_id = o
$$;
revoke all on function public.offer_nda_text_version(bigint) from public;
grant execute on function public.offer_nda_text_version(bigint) to authenticated, service_role;

alter table public.offer_nda_texts enable row level security;
-- The owner and admins read every version; anyone else only the current text of a published offer that asks for it.
create policy offer_nda_texts_select on public.offer_nda_texts for select to authenticated
  using (
    exists (select 1 from public.offers o where o.id = offer_id and o.owner_id = (select auth.uid()))
    or (select public.is_admin())
    or (version = public.offer_nda_text_version(offer_id)
        and exists (select 1 from public.offers o join public.offer_deal_terms t on t.offer_id = o.id
                    where o.id = offer_id and o.status = 'PUBLISHED' and t.requires_nda))
  );
-- Only the owner or an admin writes a version, and a version is never changed or removed (acceptances point at it).
create policy offer_nda_texts_insert on public.offer_nda_texts for insert to authenticated
  with check (
    (exists (select 1 from public.offers o where o.id = offer_id and o.owner_id = (select auth.uid()))
      or (select public.is_admin()))
    and created_by = (select auth.uid())
  );
revoke all on public.offer_nda_texts from anon, authenticated;
grant select, insert on public.offer_nda_texts to authenticated;
grant all on public.offer_nda_texts to service_role;

-- An acceptance is of the platform's version or of the offer's own version, never both.
alter table public.offer_nda_acceptances alter column nda_version drop not null;
alter table public.offer_nda_acceptances add column offer_text_version integer;
alter table public.offer_nda_acceptances add constraint offer_nda_acceptances_offer_text_fk
  foreign key (offer_id, offer_text_version) references public.offer_nda_texts (offer_id, version);
alter table public.offer_nda_acceptances add constraint offer_nda_acceptances_one_text
  check ((nda_version is null) <> (offer_text_version is null));
alter table public.offer_nda_acceptances drop constraint offer_nda_acceptances_offer_id_user_id_nda_version_key;
create unique index offer_nda_acceptances_once on public.offer_nda_acceptances
  (offer_id, user_id, coalesce(nda_version, 0), coalesce(offer_text_version, 0));
