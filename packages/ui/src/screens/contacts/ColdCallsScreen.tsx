import {
  allTags,
  CALL_DUE_FILTERS,
  CALL_DUE_LABELS,
  CALL_OUTCOME_LABELS,
  CALL_OUTCOMES,
  type CallDueFilter,
  type CallLog,
  COLD_CALL_STATUS_LABELS,
  COLD_CALL_STATUSES,
  CONTACT_PHONE_TYPE_LABELS,
  type ColdCall,
  type ColdCallStatus,
  callMatchesDue,
  foldForSearch,
  formatDate,
  formatDateTime,
  PAGES,
} from '@rg/domain'
import { useRef, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { useFailureText } from '../../primitives/Alert/FailureTextProvider.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Dialog } from '../../primitives/Dialog/Dialog.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { FormField } from '../../primitives/FormField/FormField.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { Table, type TableColumn } from '../../primitives/Table/Table.tsx'
import { Textarea, TextField } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock, type ScreenStatus } from '../kit/blocks.tsx'
import { readForm } from '../kit/form.ts'
import * as css from '../kit/kit.css.ts'
import * as parts from '../parts/parts.css.ts'
import { PageHeader } from '../parts/parts.tsx'
import { telHref } from './ContactListsEditor.tsx'

const ALL = 'ALL'

export interface ColdCallsScreenProps {
  status: ScreenStatus
  /** GET /api/coldcalls, sorted by the next call. */
  calls?: readonly ColdCall[]
  /** Today in Europe/Prague (YYYY-MM-DD), for the due filters. */
  today: string
  onStatusChange?: (call: ColdCall, status: ColdCallStatus) => void
  onNextCallChange?: (call: ColdCall, nextCallOn: string | null) => void
  /** The time of the next call ('14:30'), or null for any time that day. */
  onNextCallTimeChange?: (call: ColdCall, nextCallTime: string | null) => void
  /** Downloads the planned calls as an iCalendar file for Outlook, Google or Apple calendars. */
  onExportCalendar?: () => void
  /**
   * POST /api/coldcalls/:id/logs: two clicks from the row ("Zapsat hovor", then the outcome), with the optional note
   * and next call typed in between. Rejects with the server's Czech message, which the dialog shows.
   */
  onLogCall?: (call: ColdCall, entry: LoggedCall) => Promise<unknown>
  onRetry?: () => void
}

/** What the log-call dialog sends: the outcome, and what the user typed (absent when left empty). */
export interface LoggedCall {
  outcome: CallLog['outcome']
  note?: string
  nextCallOn?: string
  nextCallTime?: string
}

/**
 * "Zapsat hovor" of one row: an optional note and next call first, then one click on the outcome saves it all, so a
 * quick "Nezvedá" is still two clicks from the list.
 */
function LogCallDialog({
  call,
  onLogCall,
}: {
  call: ColdCall
  onLogCall: NonNullable<ColdCallsScreenProps['onLogCall']>
}) {
  const failureText = useFailureText()
  const [open, setOpen] = useState(false)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  // whether a day of the next call is chosen: its time can be given only then
  const [hasDay, setHasDay] = useState(false)
  const form = useRef<HTMLFormElement>(null)
  const save = async (outcome: CallLog['outcome']) => {
    if (!form.current) return
    const { text } = readForm(form.current)
    const entry: LoggedCall = { outcome }
    if (text('note')) entry.note = text('note')
    if (text('nextCallOn')) entry.nextCallOn = text('nextCallOn')
    if (text('nextCallOn') && text('nextCallTime')) entry.nextCallTime = text('nextCallTime')
    setBusy(true)
    setError(null)
    try {
      await onLogCall(call, entry)
      setOpen(false)
      setHasDay(false)
    } catch (e) {
      setError(failureText(e, 'Hovor se nepodařilo zapsat.'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next) {
          setError(null)
          setHasDay(false)
        }
      }}
      dismissible={!busy}
      title={`Zapsat hovor: ${call.contact.name}`}
      description="Poznámku a další hovor můžete vyplnit; kliknutím na výsledek hovor uložíte."
      trigger={
        <Button size="sm" variant="secondary" aria-label={`Zapsat hovor: ${call.contact.name}`}>
          Zapsat hovor
        </Button>
      }
    >
      {/* no submit button: Enter in a field must not log an outcome nobody chose */}
      <form ref={form} className={css.stack} onSubmit={(e) => e.preventDefault()} noValidate>
        <Textarea label="Poznámka k hovoru" name="note" rows={3} maxLength={2000} />
        <div className={css.row}>
          <TextField
            label="Další hovor"
            name="nextCallOn"
            type="date"
            onChange={(e) => setHasDay(e.currentTarget.value !== '')}
          />
          <TextField label="Čas dalšího hovoru" name="nextCallTime" type="time" disabled={!hasDay} />
        </div>
        <fieldset className={css.fieldset}>
          <legend className={css.legend}>Výsledek hovoru</legend>
          <div className={css.row}>
            {CALL_OUTCOMES.map((o) => (
              <Button key={o} size="sm" disabled={busy} onClick={() => save(o)}>
                {CALL_OUTCOME_LABELS[o]}
              </Button>
            ))}
          </div>
        </fieldset>
        {error ? (
          <Alert role="alert" tone="danger">
            {error}
          </Alert>
        ) : null}
      </form>
    </Dialog>
  )
}

/** Every logged call of a row, newest first, with its note: folded so the list stays one line per contact. */
function CallHistory({ call }: { call: ColdCall }) {
  return (
    <details>
      <summary className={css.small}>Historie hovorů ({call.logs.length})</summary>
      <ul className={css.plainList}>
        {call.logs.map((log) => (
          <li key={log.id} className={css.small}>
            {formatDateTime(log.calledAt)}: {CALL_OUTCOME_LABELS[log.outcome]}
            {log.note ? ` – ${log.note}` : ''}
          </li>
        ))}
      </ul>
    </details>
  )
}

/** /portal/crm/coldcalls: the call list with quick status change, next call date and the call log. */
export function ColdCallsScreen({
  status,
  calls = [],
  today,
  onStatusChange,
  onNextCallChange,
  onNextCallTimeChange,
  onExportCalendar,
  onLogCall,
  onRetry,
}: ColdCallsScreenProps) {
  const [statusFilter, setStatusFilter] = useState<string>(ALL)
  const [due, setDue] = useState<string>(ALL)
  const [tag, setTag] = useState<string>(ALL)
  const tags = allTags(calls.map((c) => c.contact))
  const shown = calls.filter(
    (c) =>
      (statusFilter === ALL || c.status === statusFilter) &&
      (due === ALL || callMatchesDue(c, due as CallDueFilter, today)) &&
      (tag === ALL || c.contact.tags.some((t) => foldForSearch(t) === foldForSearch(tag))),
  )
  const empty = status === 'empty' || (status === 'ready' && calls.length === 0)

  const columns: TableColumn<ColdCall>[] = [
    {
      key: 'contact',
      header: 'Kontakt',
      cell: (c) => (
        <span className={css.stackTight}>
          <Link href={`${PAGES.contacts}/${c.contact.id}`}>{c.contact.name}</Link>
          {/* every number to try, the primary first, each with its kind (issue 30) */}
          {(c.contact.phones.length
            ? [...c.contact.phones].sort((a, b) => Number(b.primary) - Number(a.primary))
            : c.contact.phone
              ? [{ type: 'other' as const, value: c.contact.phone, primary: true }]
              : []
          ).map((p) => (
            <a key={`${p.type}:${p.value}`} href={telHref(p.value)}>
              {p.value}
              {c.contact.phones.length > 1 ? (
                <span className={css.small}> ({CONTACT_PHONE_TYPE_LABELS[p.type].toLowerCase()})</span>
              ) : null}
            </a>
          ))}
        </span>
      ),
    },
    {
      key: 'status',
      header: 'Stav',
      cell: (c) => (
        <Select
          label={<span className={parts.srOnly}>Stav: {c.contact.name}</span>}
          value={c.status}
          options={COLD_CALL_STATUSES.map((s) => ({ value: s, label: COLD_CALL_STATUS_LABELS[s] }))}
          onValueChange={(v) => onStatusChange?.(c, v as ColdCallStatus)}
          disabled={!onStatusChange}
        />
      ),
    },
    {
      key: 'next',
      header: 'Další hovor',
      cell: (c) => (
        <span className={css.row}>
          <FormField label={<span className={parts.srOnly}>Další hovor: {c.contact.name}</span>}>
            <TextField
              type="date"
              value={c.nextCallOn ?? ''}
              onChange={(e) => onNextCallChange?.(c, e.target.value || null)}
              disabled={!onNextCallChange}
            />
          </FormField>
          <FormField label={<span className={parts.srOnly}>Čas: {c.contact.name}</span>}>
            <TextField
              type="time"
              value={c.nextCallTime ?? ''}
              onChange={(e) => onNextCallTimeChange?.(c, e.target.value || null)}
              disabled={!onNextCallTimeChange || !c.nextCallOn}
            />
          </FormField>
        </span>
      ),
    },
    {
      key: 'log',
      header: 'Poslední hovor',
      cell: (c) => {
        const last = c.logs[0]
        return (
          <span className={css.stackTight}>
            {last ? (
              <span className={css.small}>
                {formatDate(last.calledAt)}: {CALL_OUTCOME_LABELS[last.outcome]}
              </span>
            ) : (
              <span className={css.small}>Zatím bez hovoru</span>
            )}
            {onLogCall ? <LogCallDialog call={c} onLogCall={onLogCall} /> : null}
            {c.logs.length ? <CallHistory call={c} /> : null}
          </span>
        )
      },
    },
  ]

  return (
    <div className={css.page}>
      <div className={css.headerRow}>
        <PageHeader
          title="Studené hovory"
          lead="Seznam hovorů nad vašimi kontakty, seřazený podle dalšího hovoru."
        />
        {onExportCalendar && calls.some((c) => c.nextCallOn) ? (
          <Button variant="secondary" size="sm" onClick={onExportCalendar}>
            Stáhnout do kalendáře (.ics)
          </Button>
        ) : null}
      </div>
      {status === 'error' ? (
        <ErrorBlock title="Seznam hovorů se nepodařilo načíst" onRetry={onRetry} />
      ) : null}
      {empty ? (
        <EmptyState
          icon="file"
          title="Seznam hovorů je prázdný"
          description="Kontakty do seznamu přidáte v Kontaktech: z detailu kontaktu, nebo jich vyberete několik najednou."
          action={<Link href={PAGES.contacts}>Přejít na kontakty</Link>}
        />
      ) : null}
      {status === 'loading' || (status === 'ready' && !empty) ? (
        <>
          <div className={css.filters}>
            <Select
              label="Stav"
              value={statusFilter}
              options={[
                { value: ALL, label: 'Všechny stavy' },
                ...COLD_CALL_STATUSES.map((s) => ({ value: s, label: COLD_CALL_STATUS_LABELS[s] })),
              ]}
              onValueChange={setStatusFilter}
            />
            <Select
              label="Termín"
              value={due}
              options={[
                { value: ALL, label: 'Kdykoli' },
                ...CALL_DUE_FILTERS.map((d) => ({ value: d, label: CALL_DUE_LABELS[d] })),
              ]}
              onValueChange={setDue}
            />
            {tags.length ? (
              <Select
                label="Štítek"
                value={tag}
                options={[
                  { value: ALL, label: 'Všechny štítky' },
                  ...tags.map((t) => ({ value: t, label: t })),
                ]}
                onValueChange={setTag}
              />
            ) : null}
          </div>
          <Table
            caption="Seznam hovorů"
            columns={columns}
            rows={shown}
            rowKey={(c) => c.id}
            status={status === 'loading' ? 'loading' : 'ready'}
            emptyText="Filtru neodpovídá žádný hovor."
          />
        </>
      ) : null}
    </div>
  )
}
