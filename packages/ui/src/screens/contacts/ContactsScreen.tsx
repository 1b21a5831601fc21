import {
  allTags,
  CONTACT_SORT_LABELS,
  CONTACT_SORTS,
  type Contact,
  type ContactInput,
  type ContactSort,
  filterContacts,
  PAGES,
  pluralCs,
} from '@rg/domain'
import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { useFailureText } from '../../primitives/Alert/FailureTextProvider.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { FormField } from '../../primitives/FormField/FormField.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { Table, type TableColumn } from '../../primitives/Table/Table.tsx'
import { Textarea, TextField } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock, type ScreenStatus } from '../kit/blocks.tsx'
import { submitted } from '../kit/form.ts'
import * as css from '../kit/kit.css.ts'
import * as parts from '../parts/parts.css.ts'
import { PageHeader } from '../parts/parts.tsx'
import { ContactImportDialog, type ContactImportDialogProps } from './ContactImportDialog.tsx'
import { ContactListsEditor, cleanLists, type EditableLists, editableLists } from './ContactListsEditor.tsx'
import { useUndoableDelete } from './use-undoable-delete.ts'

const ALL = 'ALL'

/** "1 kontakt", "3 kontakty", "5 kontaktů". */
const contactsCount = (n: number) => `${n} ${pluralCs(n, ['kontakt', 'kontakty', 'kontaktů'])}`

export interface ContactsScreenProps {
  status: ScreenStatus
  /**
   * GET /api/contacts: the whole address book (search, tag filter and sort run here, ignoring diacritics), or, paged
   * (`onLoadMore`), the pages loaded so far.
   */
  contacts?: readonly Contact[]
  /** POST /api/contacts; rejects with the server's Czech message. */
  onCreate?: (input: ContactInput) => Promise<unknown>
  /**
   * DELETE /api/contacts/:id, called once the undo window has passed (or the screen is left): until then the contact
   * is only hidden and "Vrátit zpět" brings it back untouched.
   */
  onDelete?: (contact: Contact) => void
  /** How long a deletion can be taken back, in ms. */
  undoMs?: number
  /** POST /api/coldcalls for each selected contact (those already on the list are skipped by the app). */
  onAddToCalls?: (contacts: readonly Contact[]) => Promise<unknown>
  onRetry?: () => void
  /** Downloads the whole address book as vCard (.vcf) or CSV (Excel). */
  onExport?: (format: 'vcard' | 'csv') => void
  /** POST /api/contacts/import with the rows the preview could read (ContactImportDialog). */
  onImport?: ContactImportDialogProps['onImport']
  /**
   * Pages on demand (docs/decisions/1325): `contacts` are the pages loaded so far, by name; `onLoadMore` asks for the
   * next one ("Načíst další", or on its own when the end of the list scrolls into view). Without it `contacts` is the
   * whole address book and search, tag filter and sort run here.
   */
  onLoadMore?: () => void
  /** Whether a further page exists. */
  hasMore?: boolean
  /** Load the next page on its own when the end of the list scrolls into view (default); the button is always there. */
  autoLoad?: boolean
  /** The next page is on its way. */
  loadingMore?: boolean
  /** The next page failed: "Načíst další" tries again. */
  loadMoreError?: boolean
  /** All contacts of the account (the pages show a part of them). */
  total?: number
  /** Paged: the search runs on the server (GET /api/contacts?q=), from the first page again; called 300 ms after typing. */
  onSearch?: (q: string) => void
  /** Paged: the whole address book, for the import's duplicate check (the pages hold only a part of it). */
  onLoadAll?: () => Promise<readonly Contact[]>
}

/** Calls onLoadMore when the end of the list scrolls into view (where the browser can tell); the button stays. */
function useLoadOnView(onLoadMore: (() => void) | undefined, active: boolean) {
  const ref = useRef<HTMLDivElement>(null)
  const latest = useRef(onLoadMore)
  latest.current = onLoadMore
  useEffect(() => {
    const node = ref.current
    if (!node || !active || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) latest.current?.()
    })
    observer.observe(node)
    return () => observer.disconnect()
  }, [active])
  return ref
}

/** "investor, banka" → ['investor', 'banka']. */
const tagsFrom = (text: string) =>
  text
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean)

/** The contact's fields; empty for a new contact, filled for editing one. */
export function ContactForm({
  onSubmit,
  initial,
  label = 'Nový kontakt',
}: {
  onSubmit: (input: ContactInput) => Promise<unknown>
  initial?: Contact
  label?: string
}) {
  const failureText = useFailureText()
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // editing a contact edits its lists; a new contact starts with one e-mail, phone and address
  const [lists, setLists] = useState<EditableLists | null>(() => (initial ? editableLists(initial) : null))
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    const { form, text } = submitted(event)
    if (!text('name')) {
      setError('Vyplňte jméno kontaktu.')
      return
    }
    setBusy(true)
    setError(null)
    try {
      await onSubmit({
        name: text('name'),
        jobTitle: text('jobTitle') || null,
        company: text('company') || null,
        ico: text('ico').replace(/\s+/g, '') || null,
        ...(lists
          ? cleanLists(lists)
          : { email: text('email') || null, phone: text('phone') || null, address: text('address') || null }),
        tags: tagsFrom(text('tags')),
        ...(initial ? {} : { note: text('note') || undefined }),
      })
      if (!initial) form.reset()
    } catch (e) {
      setError(failureText(e, 'Kontakt se nepodařilo uložit.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <form className={css.stack} onSubmit={submit} aria-label={label} noValidate>
      <div className={css.filters}>
        <FormField label="Jméno" required>
          <TextField name="name" defaultValue={initial?.name} autoComplete="off" />
        </FormField>
        <FormField label="Firma">
          <TextField name="company" defaultValue={initial?.company ?? undefined} autoComplete="off" />
        </FormField>
        <FormField label="Pozice">
          <TextField name="jobTitle" defaultValue={initial?.jobTitle ?? undefined} autoComplete="off" />
        </FormField>
        {lists ? null : (
          <>
            <FormField label="E-mail">
              <TextField
                name="email"
                defaultValue={initial?.email ?? undefined}
                type="email"
                autoComplete="off"
              />
            </FormField>
            <FormField label="Telefon">
              <TextField
                name="phone"
                defaultValue={initial?.phone ?? undefined}
                type="tel"
                autoComplete="off"
              />
            </FormField>
          </>
        )}
        <FormField label="IČO">
          <TextField
            name="ico"
            defaultValue={initial?.ico ?? undefined}
            inputMode="numeric"
            autoComplete="off"
          />
        </FormField>
        {lists ? null : (
          <FormField label="Adresa">
            <TextField name="address" defaultValue={initial?.address ?? undefined} autoComplete="off" />
          </FormField>
        )}
        <FormField label="Štítky" hint="Oddělte čárkou">
          <TextField name="tags" defaultValue={initial?.tags.join(', ')} autoComplete="off" />
        </FormField>
      </div>
      {lists ? <ContactListsEditor value={lists} onChange={setLists} /> : null}
      {initial ? null : (
        <FormField label="Poznámka" hint="Další poznámky si pak píšete v detailu kontaktu.">
          <Textarea name="note" rows={3} />
        </FormField>
      )}
      {error ? (
        <Alert tone="danger" role="alert">
          {error}
        </Alert>
      ) : null}
      <div className={css.row}>
        <Button type="submit" loading={busy}>
          Uložit kontakt
        </Button>
      </div>
    </form>
  )
}

/** /portal/contacts: the user's private address book with search, tag filter, sort, create and delete. */
export function ContactsScreen({
  status,
  contacts = [],
  onCreate,
  onDelete,
  undoMs = 6000,
  onAddToCalls,
  onRetry,
  onExport,
  onImport,
  onLoadMore,
  hasMore = false,
  autoLoad = true,
  loadingMore = false,
  loadMoreError = false,
  total,
  onSearch,
  onLoadAll,
}: ContactsScreenProps) {
  const failureText = useFailureText()
  const paged = onLoadMore !== undefined
  const [importing, setImporting] = useState(false)
  const [q, setQ] = useState('')
  const searched = useRef('')
  useEffect(() => {
    if (!onSearch || q.trim() === searched.current) return
    const timer = setTimeout(() => {
      searched.current = q.trim()
      onSearch(q.trim())
    }, 300)
    return () => clearTimeout(timer)
  }, [q, onSearch])
  const sentinel = useLoadOnView(onLoadMore, autoLoad && hasMore && !loadingMore && !loadMoreError)
  const [tag, setTag] = useState<string>(ALL)
  const [sort, setSort] = useState<ContactSort>('name')
  const [adding, setAdding] = useState(false)
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [callsMessage, setCallsMessage] = useState<string | null>(null)
  const deletion = useUndoableDelete(onDelete, undoMs)
  const visible = contacts.filter((c) => c.id !== deletion.pending?.id)
  const tags = allTags(visible)
  // paged, the server has searched and ordered by name already
  const shown = paged ? visible : filterContacts(visible, { q, tag: tag === ALL ? null : tag, sort })
  const chosen = visible.filter((c) => selected.has(c.id))
  const empty =
    status === 'empty' ||
    (status === 'ready' &&
      (paged ? total === 0 || (total === undefined && !q && visible.length === 0) : visible.length === 0))
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected)
    if (on) next.add(id)
    else next.delete(id)
    setSelected(next)
  }

  const columns: TableColumn<Contact>[] = [
    ...(onAddToCalls
      ? [
          {
            key: 'select',
            header: 'Výběr',
            cell: (c: Contact) => (
              <Checkbox
                label={<span className={parts.srOnly}>Vybrat {c.name}</span>}
                checked={selected.has(c.id)}
                onCheckedChange={(on) => toggle(c.id, on)}
              />
            ),
          },
        ]
      : []),
    {
      key: 'name',
      header: 'Jméno',
      cell: (c) => <Link href={`${PAGES.contacts}/${c.id}`}>{c.name}</Link>,
    },
    { key: 'company', header: 'Firma', cell: (c) => c.company ?? '' },
    { key: 'phone', header: 'Telefon', cell: (c) => c.phone ?? '' },
    { key: 'email', header: 'E-mail', cell: (c) => c.email ?? '' },
    { key: 'tags', header: 'Štítky', cell: (c) => c.tags.join(', ') },
  ]
  if (onDelete) {
    columns.push({
      key: 'actions',
      header: 'Akce',
      cell: (c) => (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => deletion.remove(c)}
          aria-label={`Smazat kontakt ${c.name}`}
        >
          Smazat
        </Button>
      ),
    })
  }

  return (
    <div className={css.page}>
      <div className={css.headerRow}>
        <PageHeader title="Kontakty" lead="Váš soukromý adresář: nikdo jiný ho nevidí." />
        {onCreate ? (
          <Button variant={adding ? 'secondary' : 'primary'} onClick={() => setAdding(!adding)}>
            {adding ? 'Zavřít formulář' : 'Přidat kontakt'}
          </Button>
        ) : null}
      </div>
      {status === 'ready' && (onImport || (onExport && !empty)) ? (
        <div className={css.row}>
          {onImport ? (
            <ContactImportDialog
              open={importing}
              onOpenChange={setImporting}
              {...(paged && onLoadAll ? { loadExisting: onLoadAll } : { existing: contacts })}
              onImport={onImport}
              trigger={
                <Button size="sm" variant="secondary">
                  Importovat CSV nebo vCard
                </Button>
              }
            />
          ) : null}
          {onExport && !empty ? (
            <>
              <Button size="sm" variant="secondary" onClick={() => onExport('vcard')}>
                Exportovat vCard (.vcf)
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onExport('csv')}>
                Exportovat CSV (Excel)
              </Button>
            </>
          ) : null}
        </div>
      ) : null}
      {adding && onCreate ? <ContactForm onSubmit={onCreate} /> : null}
      {status === 'ready' ? (
        <div role="status" className={css.row}>
          {deletion.pending ? (
            <>
              <span>Kontakt {deletion.pending.name} byl smazán.</span>
              <Button size="sm" variant="secondary" onClick={deletion.undo}>
                Vrátit zpět
              </Button>
            </>
          ) : null}
          {callsMessage ? <span>{callsMessage}</span> : null}
        </div>
      ) : null}
      {onAddToCalls && chosen.length > 0 ? (
        <div className={css.row}>
          <Button
            size="sm"
            onClick={async () => {
              setCallsMessage(null)
              try {
                await onAddToCalls(chosen)
                setCallsMessage(`Přidáno do seznamu hovorů: ${contactsCount(chosen.length)}.`)
                setSelected(new Set())
              } catch (e) {
                setCallsMessage(failureText(e, 'Kontakty se nepodařilo přidat.'))
              }
            }}
          >
            Přidat vybrané do hovorů ({chosen.length})
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setSelected(new Set())}>
            Zrušit výběr
          </Button>
        </div>
      ) : null}
      {status === 'error' ? <ErrorBlock title="Kontakty se nepodařilo načíst" onRetry={onRetry} /> : null}
      {empty ? (
        <EmptyState
          icon="file"
          title="Zatím nemáte žádný kontakt"
          description="Uložte si majitele, právníky nebo investory, se kterými jednáte."
        />
      ) : null}
      {status === 'loading' || (status === 'ready' && !empty) ? (
        <>
          <div className={css.filters}>
            <FormField label="Hledat">
              <TextField type="search" value={q} onChange={(e) => setQ(e.target.value)} />
            </FormField>
            {paged ? null : (
              <>
                <Select
                  label="Štítek"
                  value={tag}
                  options={[
                    { value: ALL, label: 'Všechny štítky' },
                    ...tags.map((t) => ({ value: t, label: t })),
                  ]}
                  onValueChange={setTag}
                />
                <Select
                  label="Řazení"
                  value={sort}
                  options={CONTACT_SORTS.map((s) => ({ value: s, label: CONTACT_SORT_LABELS[s] }))}
                  onValueChange={(v) => setSort(v as ContactSort)}
                />
              </>
            )}
          </div>
          <Table
            caption="Moje kontakty"
            columns={columns}
            rows={shown}
            rowKey={(c) => c.id}
            status={status === 'loading' ? 'loading' : 'ready'}
            emptyText="Hledání neodpovídá žádný kontakt."
          />
          {paged && status === 'ready' ? (
            <div ref={sentinel} className={css.row}>
              <span className={css.small} role="status">
                {hasMore
                  ? `Zobrazeno ${contactsCount(shown.length)}${total !== undefined && !q ? ` z ${total.toLocaleString('cs-CZ')}` : ''}.`
                  : shown.length
                    ? `Zobrazeny všechny ${q ? 'nalezené ' : ''}kontakty (${shown.length.toLocaleString('cs-CZ')}).`
                    : ''}
              </span>
              {loadMoreError ? (
                <span role="alert" className={css.small}>
                  Další kontakty se nepodařilo načíst.
                </span>
              ) : null}
              {hasMore ? (
                <Button size="sm" variant="secondary" onClick={onLoadMore} loading={loadingMore}>
                  {loadMoreError ? 'Zkusit znovu načíst další' : 'Načíst další'}
                </Button>
              ) : null}
            </div>
          ) : null}
        </>
      ) : null}
    </div>
  )
}
