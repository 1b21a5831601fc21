-- The admin's download of a month's documents for the accountant is audited (docs/decisions/1311-accounting-archive.md):
-- admin_audit_log.action gains ACCOUNTING_ARCHIVE_DOWNLOADED. The value is appended to the constraint as it stands in
-- this database (read from the catalogue), not restated as a whole list, so an action another migration added
-- before this one is kept whatever order the two were written in.
do $$
declare
  def text;
begin
  select pg_get_constraintdef(c.oid) into def
  from pg_constraint c
  where c.conname = 'admin_audit_log_action_check' and c.conrelid = 'public.admin_audit_log'::regclass;
  if def is null or position('''ACCOUNTING_ARCHIVE_DOWNLOADED''' in def) > 0 then
    return;
  end if;
  if position('::text])' in def) = 0 then
    raise exception 'admin_audit_log_action_check has an unexpected shape: %', def;
  end if;
  execute 'alter table public.admin_audit_log drop constraint admin_audit_log_action_check';
  execute 'alter table public.admin_audit_log add constraint admin_audit_log_action_check '
    || replace(def, '::text])', '::text, ''ACCOUNTING_ARCHIVE_DOWNLOADED''::text])');
end
$$;
