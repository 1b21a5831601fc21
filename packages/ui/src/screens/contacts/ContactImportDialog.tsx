import {
  CONTACT_FILE_ENCODING_LABELS,
  CONTACT_IMPORT_MAX_BYTES,
  CONTACTS_PER_ACCOUNT_MAX,
  type Contact,
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
import { Button } from '../../primitives/Button/Button.tsx'
import { Dialog, DialogClose } from '../../primitives/Dialog/Dialog.tsx'
import { Table, type TableColumn } from '../../primitives/Table/Table.tsx'
import * as css from '../kit/kit.css.ts'

export interface ContactImportResult {
  created: number
  duplicates: number
  /** New contacts left out at the account's cap, and the server's Czech message about them. */
  refused?: number
  message?: string
}

export interface ContactImportDialogProps {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The address book as it is: rows with one of its e-mails or phones are shown as duplicates. */
  existing: readonly Contact[]
  /**
   * POST /api/contacts/import with the rows to create (the app sends them in batches and reports how many are done
   * through `onProgress`); rejects with the server's Czech message.
   */
  onImport: (contacts: ContactInput[], onProgress?: (done: number) => void) => Promise<ContactImportResult>
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

const count = (n: number, forms: CzechPluralForms) => `${n} ${pluralCs(n, forms)}`

/** "Importováno 15 kontaktů, 2 duplicity přeskočeny." */
export function importResultText({ created, duplicates, refused, message }: ContactImportResult): string {
  const done = `${pluralCs(created, IMPORTED_FORMS)} ${count(created, CONTACT_FORMS)}`
  const text = duplicates
    ? `${done}, ${count(duplicates, DUPLICATE_FORMS)} ${pluralCs(duplicates, SKIPPED_FORMS)}.`
    : `${done}.`
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
  plan: ContactImportPlan
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
  onImport,
  trigger,
}: ContactImportDialogProps) {
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

  const reset = () => {
    setLoaded(null)
    setResult(null)
    setError(null)
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
      setLoaded({ fileName: file.name, preview, plan: planContactImport(existing, preview.rows) })
    } catch {
      setError('Soubor se nepodařilo přečíst. Zkuste ho vybrat znovu.')
    } finally {
      setReading(false)
    }
  }

  const toCreate = loaded && !loaded.preview.fileError ? loaded.plan.toCreate : []

  const runImport = async () => {
    setImporting(true)
    setError(null)
    setProgress(0)
    try {
      setResult(
        await onImport(
          toCreate.map((row) => row.contact),
          setProgress,
        ),
      )
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'Import se nepodařil. Zkuste to prosím znovu.')
    } finally {
      setImporting(false)
      setProgress(null)
    }
  }

  const importLabel = `Importovat ${count(toCreate.length, CONTACT_FORMS)}`
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
      {toCreate.length > 0 ? (
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
              CSV nebo vCard, nejvýše {CONTACT_IMPORT_MAX_BYTES / 1024 / 1024} MB. Kontakty se stejným
              e-mailem nebo telefonem, jaké už máte, se přeskočí.
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
              Importuji {progress.toLocaleString('cs-CZ')} z {toCreate.length.toLocaleString('cs-CZ')}{' '}
              kontaktů…
            </label>
            <progress id={ids.progress} value={progress} max={toCreate.length} style={{ width: '100%' }} />
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
          <Preview loaded={loaded} ids={ids} importLabel={importLabel} existingCount={existing.length} />
        ) : null}
      </div>
    </Dialog>
  )
}

function Preview({
  loaded: { fileName, preview, plan },
  ids,
  importLabel,
  existingCount,
}: {
  loaded: Loaded
  ids: { rows: string; errors: string; duplicates: string; issues: string }
  importLabel: string
  existingCount: number
}) {
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
        <p className={css.heading3}>{toCreate.length ? importLabel : 'Žádný nový kontakt k importu'}</p>
        <p className={css.small}>
          {fileName} · {facts.join(' · ')}
        </p>
        {toCreate.length ? <p className={css.small}>Uloží se {saved.join(', ')}.</p> : null}
        {toCreate.length > room ? (
          <Alert tone="warning">
            V kontaktech může být nejvýše {CONTACTS_PER_ACCOUNT_MAX.toLocaleString('cs-CZ')} kontaktů: uloží
            se jen {count(room, CONTACT_FORMS)}, {toCreate.length - room} dalších se neuloží.
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
            {preview.errors.map((e) => (
              <li key={e.line}>
                Řádek {e.line}: {e.message}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {duplicates.length ? (
        <section className={css.stackTight} aria-labelledby={ids.duplicates}>
          <h3 id={ids.duplicates} className={css.heading3}>
            Přeskočí se (duplicity)
          </h3>
          <ul className={css.plainList}>
            {duplicates.map((d) => (
              <li key={d.line}>
                Řádek {d.line}: {d.contact.name} – {d.reason}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  )
}
