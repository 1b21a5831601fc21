import {
  CONTACT_DUPLICATE_ACTION_LABELS,
  CONTACT_DUPLICATE_ACTIONS,
  CONTACT_FILE_ENCODING_LABELS,
  CONTACT_IMPORT_MAX_BYTES,
  CONTACTS_PER_ACCOUNT_MAX,
  type Contact,
  type ContactDuplicateAction,
  type ContactImportDuplicate,
  type ContactImportPlan,
  type ContactImportPreview,
  type ContactImportRow,
  type ContactInput,
  type CzechPluralForms,
  parseContactFile,
  planContactImport,
  pluralCs,
} from '@rg/domain'
import { type ReactNode, useId, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { useFailureText } from '../../primitives/Alert/FailureTextProvider.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { Table, type TableColumn } from '../../primitives/Table/Table.tsx'
import * as css from '../kit/kit.css.ts'

export interface ContactImportResult {
  created: number
  /** Duplicates skipped. */
  duplicates: number
  /** Duplicates merged into a contact already there, and those kept beside it (counted in `created`). */
  merged?: number
  kept?: number
  /** New contacts left out at the account's cap, and the server's Czech message about them. */
  refused?: number
  message?: string
}

export interface ContactImportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The address book as it is: rows with one of its e-mails, or its name and phone, are shown as duplicates. */
  existing?: readonly Contact[]
  /** Reads the whole address book when a file is picked (the list screen holds only the pages it showed). */
  loadExisting?: () => Promise<readonly Contact[]>
  /**
   * POST /api/contacts/import with the rows to send in file order and what to do with each duplicate among them (the
   * app sends them in batches and reports how many are done through `onProgress`); rejects with the server's Czech
   * message.
   */
  onImport: (
    contacts: ContactInput[],
    onProgress?: (done: number) => void,
    choices?: ContactImportChoices,
  ) => Promise<ContactImportResult>
  /** A button that opens the dialog (optional: the dialog is controlled). */
  trigger?: ReactNode
}

const CONTACT_FORMS: CzechPluralForms = ['kontakt', 'kontakty', 'kontaktů']
const ROW_FORMS: CzechPluralForms = ['řádek', 'řádky', 'řádků']
const DUPLICATE_FORMS: CzechPluralForms = ['duplicita', 'duplicity', 'duplicit']
const IMPORTED_FORMS: CzechPluralForms = ['Importován', 'Importovány', 'Importováno']
const SKIPPED_FORMS: CzechPluralForms = ['přeskočena', 'přeskočeny', 'přeskočeno']
const EMAIL_FORMS: CzechPluralForms = ['e-mail', 'e-maily', 'e-mailů']
const PHONE_FORMS: CzechPluralForms = ['telefon', 'telefony', 'telefonů']
const ADDRESS_FORMS: CzechPluralForms = ['adresa', 'adresy', 'adres']

const MERGED_FORMS: CzechPluralForms = ['sloučen', 'sloučeny', 'sloučeno']

const count = (n: number, forms: CzechPluralForms) => `${n} ${pluralCs(n, forms)}`

/** What the import does with the duplicates the preview found: `index` into the rows sent (docs/decisions/1323). */
export interface ContactImportChoices {
  onDuplicate: ContactDuplicateAction
  duplicateChoices: { index: number; action: ContactDuplicateAction }[]
}

/** "Importováno 15 kontaktů, 3 sloučeny, 2 duplicity přeskočeny." */
export function importResultText({
  created,
  duplicates,
  merged = 0,
  refused,
  message,
}: ContactImportResult): string {
  const parts = [`${pluralCs(created, IMPORTED_FORMS)} ${count(created, CONTACT_FORMS)}`]
  if (merged)
    parts.push(
      `${merged} ${pluralCs(merged, ['kontakt', 'kontakty', 'kontaktů'])} ${pluralCs(merged, MERGED_FORMS)} s existujícími`,
    )
  if (duplicates) parts.push(`${count(duplicates, DUPLICATE_FORMS)} ${pluralCs(duplicates, SKIPPED_FORMS)}`)
  const text = `${parts.join(', ')}.`
  return refused && message ? `${text} ${message}` : text
}

const FORMAT_LABELS: Readonly<Record<ContactImportPreview['format'], string>> = { csv: 'CSV', vcard: 'vCard' }

/** A table of thousands of rows helps nobody; the count above says how many there are. */
const SHOWN_ROWS = 200

const COLUMNS: readonly TableColumn<ContactImportRow>[] = [
  { key: 'name', header: 'Jméno', cell: (r) => r.contact.name },
  { key: 'email', header: 'E-maily', cell: (r) => r.card.emails.map((e) => e.value).join(', ') },
  { key: 'phone', header: 'Telefony', cell: (r) => r.card.phones.map((p) => p.value).join(', ') },
  { key: 'company', header: 'Firma', cell: (r) => r.contact.company ?? '' },
]

interface Loaded {
  fileName: string
  preview: ContactImportPreview
  plan: ContactImportPlan<Contact>
  existingCount: number
}

/** The rows to send in file order, and the choice for each duplicate among them (skipped ones are not sent). */
export function importRequest(
  plan: ContactImportPlan<Contact>,
  actionOf: (line: number) => ContactDuplicateAction,
): { contacts: ContactInput[]; choices: ContactImportChoices; created: number; merged: number } {
  const duplicateLines = new Set(plan.duplicates.map((d) => d.line))
  const rows = [...plan.toCreate, ...plan.duplicates.filter((d) => actionOf(d.line) !== 'skip')].sort(
    (a, b) => a.line - b.line,
  )
  const duplicateChoices = rows.flatMap((row, index) =>
    duplicateLines.has(row.line) ? [{ index, action: actionOf(row.line) }] : [],
  )
  return {
    contacts: rows.map((r) => r.contact),
    // a row the server finds a duplicate and the preview did not (added meanwhile) is skipped
    choices: { onDuplicate: 'skip', duplicateChoices },
    created: plan.toCreate.length + duplicateChoices.filter((c) => c.action === 'keep').length,
    merged: duplicateChoices.filter((c) => c.action === 'merge').length,
  }
}

/**
 * Import of contacts from a CSV (Excel, Outlook, Google) or vCard file. The file is read and checked here, in the
 * browser: the preview shows what will be created, what cannot be read (with the line) and what is already in the
 * address book. Nothing is saved until "Importovat" is pressed.
 */
export function ContactImportDialog({
  open,
  onOpenChange,
  existing,
  loadExisting,
  onImport,
  trigger,
}: ContactImportDialogProps) {
  const failureText = useFailureText()
  const ids = {
    file: useId(),
    hint: useId(),
    rows: useId(),
    errors: useId(),
    duplicates: useId(),
    issues: useId(),
    progress: useId(),
  }
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [reading, setReading] = useState(false)
  const [importing, setImporting] = useState(false)
  const [result, setResult] = useState<ContactImportResult | null>(null)
  const [progress, setProgress] = useState<number | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [defaultAction, setDefaultAction] = useState<ContactDuplicateAction>('skip')
  const [choices, setChoices] = useState<ReadonlyMap<number, ContactDuplicateAction>>(new Map())
  const actionOf = (line: number) => choices.get(line) ?? defaultAction

  const reset = () => {
    setLoaded(null)
    setResult(null)
    setError(null)
    setChoices(new Map())
    setDefaultAction('skip')
  }

  const changeOpen = (next: boolean) => {
    if (!next) reset()
    onOpenChange(next)
  }

  const pick = async (file: File | undefined) => {
    reset()
    if (!file) return
    setReading(true)
    try {
      // One byte over the limit is enough for the domain to refuse the file; a huge file is never read whole.
      const bytes = new Uint8Array(await file.slice(0, CONTACT_IMPORT_MAX_BYTES + 1).arrayBuffer())
      const preview = parseContactFile(bytes, file.name)
      const book = existing ?? (loadExisting ? await loadExisting() : [])
      setLoaded({
        fileName: file.name,
        preview,
        plan: planContactImport(book, preview.rows),
        existingCount: book.length,
      })
    } catch {
      setError('Soubor se nepodařilo přečíst. Zkuste ho vybrat znovu.')
    } finally {
      setReading(false)
    }
  }

  const request =
    loaded && !loaded.preview.fileError
      ? importRequest(loaded.plan, actionOf)
      : {
          contacts: [],
          choices: { onDuplicate: 'skip' as const, duplicateChoices: [] },
          created: 0,
          merged: 0,
        }

  const runImport = async () => {
    setImporting(true)
    setError(null)
    setProgress(0)
    try {
      setResult(await onImport(request.contacts, setProgress, request.choices))
    } catch (e) {
      setError(failureText(e, 'Import se nepodařil. Zkuste to prosím znovu.'))
    } finally {
      setImporting(false)
      setProgress(null)
    }
  }

  const importLabel =
    request.merged && !request.created
      ? `Sloučit ${count(request.merged, CONTACT_FORMS)}`
      : `Importovat ${count(request.created, CONTACT_FORMS)}${request.merged ? `, sloučit ${request.merged}` : ''}`
  const footer = result ? (
    <DialogClose asChild>
      <Button>Hotovo</Button>
    </DialogClose>
  ) : (
    <>
      <DialogClose asChild>
        <Button variant="ghost" disabled={importing}>
          Zrušit
        </Button>
      </DialogClose>
      {request.contacts.length > 0 ? (
        <Button onClick={runImport} loading={importing}>
          {importLabel}
        </Button>
      ) : null}
    </>
  )

  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      trigger={trigger}
      title="Import kontaktů"
      description="CSV z Excelu, Outlooku nebo Google Kontaktů, nebo vCard (.vcf) z telefonu. Před importem uvidíte, co se přidá."
      size="lg"
      dismissible={!importing}
      footer={footer}
    >
      <div className={css.stack}>
        {result ? null : (
          <div className={css.stackTight}>
            <label htmlFor={ids.file}>Soubor s kontakty</label>
            <input
              id={ids.file}
              type="file"
              accept=".csv,.vcf,.vcard,.txt,text/csv,text/vcard,text/x-vcard"
              aria-describedby={ids.hint}
              disabled={importing}
              onChange={(e) => void pick(e.currentTarget.files?.[0])}
            />
            <p id={ids.hint} className={css.small}>
              CSV nebo vCard, nejvýše {CONTACT_IMPORT_MAX_BYTES / 1024 / 1024} MB. U kontaktů se stejným
              e-mailem, nebo jménem a telefonem, jaké už máte, zvolíte, zda je sloučit, přeskočit, nebo
              ponechat oba.
            </p>
          </div>
        )}

        {reading ? (
          <p role="status" className={css.small}>
            Čtu soubor…
          </p>
        ) : null}

        {importing && progress !== null ? (
          <div className={css.stackTight}>
            <label htmlFor={ids.progress} className={css.small}>
              Importuji {progress.toLocaleString('cs-CZ')} z {request.contacts.length.toLocaleString('cs-CZ')}{' '}
              kontaktů…
            </label>
            <progress
              id={ids.progress}
              value={progress}
              max={request.contacts.length}
              style={{ width: '100%' }}
            />
          </div>
        ) : null}

        {result ? (
          <Alert role="status" tone="info">
            {importResultText(result)}
          </Alert>
        ) : null}

        {error ? (
          <Alert role="alert" tone="danger">
            {error}
          </Alert>
        ) : null}

        {loaded && !result ? (
          <Preview
            loaded={loaded}
            ids={ids}
            importLabel={importLabel}
            willCreate={request.created}
            sending={request.contacts.length}
            disabled={importing}
            defaultAction={defaultAction}
            onDefaultAction={(action) => {
              setDefaultAction(action)
              setChoices(new Map())
            }}
            actionOf={actionOf}
            onChoose={(line, action) => setChoices(new Map(choices).set(line, action))}
          />
        ) : null}
      </div>
    </Dialog>
  )
}

interface PreviewProps {
  loaded: Loaded
  ids: { rows: string; errors: string; duplicates: string; issues: string }
  importLabel: string
  /** New contacts the import makes (rows without a duplicate and duplicates kept beside one). */
  willCreate: number
  /** Rows the import sends (new, kept and merged). */
  sending: number
  disabled: boolean
  defaultAction: ContactDuplicateAction
  onDefaultAction: (action: ContactDuplicateAction) => void
  actionOf: (line: number) => ContactDuplicateAction
  onChoose: (line: number, action: ContactDuplicateAction) => void
}

function Preview({
  loaded: { fileName, preview, plan, existingCount },
  ids,
  importLabel,
  willCreate,
  sending,
  ...choosing
}: PreviewProps) {
  if (preview.fileError) {
    return (
      <Alert role="alert" tone="danger">
        {fileName}: {preview.fileError}
      </Alert>
    )
  }
  const { toCreate, duplicates } = plan
  // Everything the parser kept is saved: every e-mail, phone and address of each new contact.
  const sum = (pick: (r: ContactImportRow) => number) => toCreate.reduce((n, r) => n + pick(r), 0)
  const saved = [
    count(
      sum((r) => r.card.emails.length),
      EMAIL_FORMS,
    ),
    count(
      sum((r) => r.card.phones.length),
      PHONE_FORMS,
    ),
    count(
      sum((r) => r.card.addresses.length),
      ADDRESS_FORMS,
    ),
  ]
  const room = Math.max(0, CONTACTS_PER_ACCOUNT_MAX - existingCount)
  const facts = [
    `Formát: ${FORMAT_LABELS[preview.format]}`,
    `Kódování: ${CONTACT_FILE_ENCODING_LABELS[preview.encoding]}`,
    preview.errors.length ? `${count(preview.errors.length, ROW_FORMS)} nelze přečíst` : null,
    duplicates.length ? count(duplicates.length, DUPLICATE_FORMS) : null,
  ].filter(Boolean)
  return (
    <div className={css.stack}>
      <div className={css.stackTight} role="status">
        <p className={css.heading3}>{sending ? importLabel : 'Žádný nový kontakt k importu'}</p>
        <p className={css.small}>
          {fileName} · {facts.join(' · ')}
        </p>
        {toCreate.length ? <p className={css.small}>Uloží se {saved.join(', ')}.</p> : null}
        {willCreate > room ? (
          <Alert tone="warning">
            V kontaktech může být nejvýše {CONTACTS_PER_ACCOUNT_MAX.toLocaleString('cs-CZ')} kontaktů: uloží
            se jen {count(room, CONTACT_FORMS)}, {willCreate - room} dalších se neuloží.
          </Alert>
        ) : null}
      </div>

      {toCreate.length ? (
        <section className={css.stackTight} aria-labelledby={ids.rows}>
          <h3 id={ids.rows} className={css.heading3}>
            Přidají se
          </h3>
          <Table
            caption="Kontakty k importu"
            columns={COLUMNS}
            rows={toCreate.slice(0, SHOWN_ROWS)}
            rowKey={(row) => String(row.line)}
          />
          {toCreate.length > SHOWN_ROWS ? (
            <p className={css.small}>… a dalších {toCreate.length - SHOWN_ROWS}.</p>
          ) : null}
        </section>
      ) : null}

      {preview.issues.length ? (
        <section className={css.stackTight} aria-labelledby={ids.issues}>
          <h3 id={ids.issues} className={css.heading3}>
            Co se nepřenese nebo se změní
          </h3>
          <ul className={css.plainList}>
            {preview.issues.slice(0, SHOWN_ROWS).map((i, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: one line may have several issues; the list is static
              <li key={n}>
                Řádek {i.line}, {i.field}
                {i.value ? ` („${i.value}“)` : ''}: {i.reason}
              </li>
            ))}
          </ul>
          {preview.issues.length > SHOWN_ROWS ? (
            <p className={css.small}>… a dalších {preview.issues.length - SHOWN_ROWS}.</p>
          ) : null}
        </section>
      ) : null}

      {preview.errors.length ? (
        <section className={css.stackTight} aria-labelledby={ids.errors}>
          <h3 id={ids.errors} className={css.heading3}>
            Nelze přečíst
          </h3>
          <ul className={css.plainList}>
            {preview.errors.map((row) => (
              <li key={row.line}>
                Řádek {row.line}: {row.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {duplicates.length ? (
        <Duplicates duplicates={duplicates} headingId={ids.duplicates} {...choosing} />
      ) : null}
    </div>
  )
}

const ACTION_OPTIONS = CONTACT_DUPLICATE_ACTIONS.map((a) => ({
  value: a,
  label: CONTACT_DUPLICATE_ACTION_LABELS[a],
}))

/** A contact in a few words: name, company, e-mails, phones. */
function ContactSummary({ contact }: { contact: Pick<Contact, 'name' | 'company' | 'emails' | 'phones'> }) {
  const values = [
    contact.company,
    ...contact.emails.map((e) => e.value),
    ...contact.phones.map((p) => p.value),
  ]
  return (
    <>
      <strong>{contact.name}</strong>
      {values.filter(Boolean).length ? (
        <span className={css.small}> · {values.filter(Boolean).join(', ')}</span>
      ) : null}
    </>
  )
}

/**
 * The duplicates by what they repeat (a contact of the address book, or an earlier row of the file): the one there
 * and each incoming row with its choice (merge, skip, keep both), and one choice for all (docs/decisions/1323).
 */
function Duplicates({
  duplicates,
  headingId,
  disabled,
  defaultAction,
  onDefaultAction,
  actionOf,
  onChoose,
}: Omit<PreviewProps, 'loaded' | 'ids' | 'importLabel' | 'willCreate' | 'sending'> & {
  duplicates: readonly ContactImportDuplicate<Contact>[]
  headingId: string
}) {
  const groups = new Map<string, ContactImportDuplicate<Contact>[]>()
  for (const d of duplicates) {
    const key = 'existing' in d.match ? `c:${d.match.existing.id}` : `l:${d.match.line}`
    groups.set(key, [...(groups.get(key) ?? []), d])
  }
  const shown = [...groups.entries()].slice(0, SHOWN_ROWS)
  return (
    <section className={css.stackTight} aria-labelledby={headingId}>
      <h3 id={headingId} className={css.heading3}>
        Duplicity ({duplicates.length})
      </h3>
      <p className={css.small}>
        Sloučit: e-maily, telefony, adresy a štítky se přidají ke kontaktu, který už máte; jméno, firma,
        pozice a IČO zůstanou jeho (prázdné se doplní), poznámka se připojí. Přeskočit: kontakt se neuloží.
        Ponechat oba: uloží se jako další kontakt.
      </p>
      <Select
        label="Pro všechny duplicity"
        value={defaultAction}
        options={ACTION_OPTIONS}
        onValueChange={(v) => onDefaultAction(v as ContactDuplicateAction)}
        disabled={disabled}
      />
      <ul className={css.plainList}>
        {shown.map(([key, rows]) => {
          const match = rows[0]?.match
          return (
            <li key={key} className={css.stackTight}>
              <span>
                {match && 'existing' in match ? (
                  <>
                    V kontaktech: <ContactSummary contact={match.existing} />
                  </>
                ) : (
                  <>V souboru na řádku {match?.line}</>
                )}
              </span>
              <ul className={css.plainList}>
                {rows.map((d) => (
                  <li key={d.line} className={css.stackTight}>
                    <span>
                      Řádek {d.line}:{' '}
                      <ContactSummary contact={{ ...d.card, company: d.card.company ?? null }} />{' '}
                      <span className={css.small}>({d.reason})</span>
                    </span>
                    <Select
                      label={`Řádek ${d.line}: ${d.contact.name}`}
                      value={actionOf(d.line)}
                      options={ACTION_OPTIONS}
                      onValueChange={(v) => onChoose(d.line, v as ContactDuplicateAction)}
                      disabled={disabled}
                    />
                  </li>
                ))}
              </ul>
            </li>
          )
        })}
      </ul>
      {groups.size > SHOWN_ROWS ? (
        <p className={css.small}>
          … a dalších {groups.size - SHOWN_ROWS} skupin: pro ně platí volba pro všechny duplicity.
        </p>
      ) : null}
    </section>
  )
}
