import { formatDateTime, MESSAGE_MAX_CHARS, type ThreadDetail } from '@rg/domain'
import { type FormEvent, useId, useState } from 'react'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Checkbox } from '../../primitives/Checkbox/Checkbox.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { Textarea } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock, LoadingBlock } from '../kit/blocks.tsx'
import { readForm, submitted } from '../kit/form.ts'
import * as kit from '../kit/kit.css.ts'
import * as bubbles from '../kit/message-thread.css.ts'

/** What the composer sends: the text, a document of the sender's store, and (investor only) the contact share. */
export interface MessageDraft {
  body: string
  documentId?: string
  shareContact?: boolean
}

export interface ThreadPanelProps {
  status: 'loading' | 'error' | 'ready'
  thread: ThreadDetail | null
  /** The sender's stored documents that may be attached (GET /api/documents); none: no attach choice. */
  documents?: ReadonlyArray<{ id: string; name: string }>
  /** The download link of a message's attachment. */
  attachmentHref: (messageId: string) => string
  onSend: (draft: MessageDraft) => void
  sending?: boolean
  /** The last send's refusal, in Czech (errorText of the app). */
  sendError?: string | null
  onReport: (reason: string) => void
  reporting?: boolean
  reportError?: string | null
  onRetry: () => void
  /**
   * The investor's remembered choice for "Sdílet můj kontakt s vlastníkem" (default off); the box follows it until the
   * investor changes it, also when the choice arrives after the panel (docs/decisions/1500-lead-contact-consent.md).
   */
  defaultShareContact?: boolean
}

const NO_DOCUMENT = 'none'

/** The reply's hint under "Sdílet můj kontakt s vlastníkem": what the reply does to the consent on this offer. */
const REPLY_HINT_SHARE =
  'Odpovědí sdílíte jméno a e-mail s vlastníkem této nabídky, v konverzaci i v jeho seznamu zájemců.'
const REPLY_HINT_ANONYMOUS =
  'Vlastník vás uvidí jako anonymního investora; odpověď bez zaškrtnutí ukončí dřívější sdílení u této nabídky.'

/**
 * One thread between an offer's owner and one investor: the messages oldest first, the composer (text, a document
 * from the store, and for the investor the contact share), and "Nahlásit" that sends the thread to the admins.
 */
export function ThreadPanel({
  status,
  thread,
  documents = [],
  attachmentHref,
  onSend,
  sending,
  sendError,
  onReport,
  reporting,
  reportError,
  onRetry,
  defaultShareContact = false,
}: ThreadPanelProps) {
  // what changes the drawing (docs/decisions/1740-one-form-pattern.md); the typed text stays in the fields
  const [changedShare, setShare] = useState<boolean | null>(null)
  const share = changedShare ?? defaultShareContact
  const [sent, setSent] = useState(0)
  const [reportOpen, setReportOpen] = useState(false)
  const [hasReason, setHasReason] = useState(false)
  const [tooShort, setTooShort] = useState(false)
  const headingId = useId()
  if (status === 'loading') return <LoadingBlock label="Načítání konverzace..." />
  if (status === 'error' || !thread)
    return <ErrorBlock title="Konverzaci se nepodařilo načíst." onRetry={onRetry} />

  const submit = (e: FormEvent<HTMLFormElement>) => {
    const form = submitted(e)
    const body = form.raw('body')
    if (!body.trim()) {
      setTooShort(true)
      return
    }
    setTooShort(false)
    const documentId = form.text('documentId')
    onSend({
      body,
      ...(documentId && documentId !== NO_DOCUMENT ? { documentId } : {}),
      ...(thread.role === 'INVESTOR' ? { shareContact: form.checked('shareContact') } : {}),
    })
    // empties the text and the attachment (the Radix select follows the form's reset); the share box would go back
    // to where it started too, so it is drawn again from the investor's choice (the key below)
    form.form.reset()
    setSent((n) => n + 1)
  }
  const sendReport = (e: FormEvent<HTMLFormElement>) => {
    const reason = submitted(e).raw('reason')
    if (!reason.trim()) return
    onReport(reason)
    setReportOpen(false)
    setHasReason(false)
  }

  return (
    <section className={kit.stack} aria-labelledby={headingId}>
      <div className={kit.stackTight}>
        <h2 id={headingId} className={kit.heading2}>
          {thread.counterpart.label}
        </h2>
        <p className={kit.small}>
          {thread.role === 'OWNER' ? 'Investor u nabídky' : 'Vlastník nabídky'} „{thread.offer.name}“
          {thread.counterpart.email ? ` · ${thread.counterpart.email}` : ''}
        </p>
        {thread.role === 'OWNER' && thread.counterpart.anonymous ? (
          <p className={kit.small}>
            Investor zatím nesdílel svůj kontakt; uvidíte ho, až odpoví se sdílením.
          </p>
        ) : null}
      </div>
      {thread.messages.length === 0 ? (
        <p className={kit.muted}>Zatím žádné zprávy. Napište první.</p>
      ) : (
        <ol className={bubbles.messages} aria-label="Zprávy">
          {thread.messages.map((m) => (
            <li key={m.id} className={m.mine ? `${bubbles.bubble} ${bubbles.mine}` : bubbles.bubble}>
              <span className={kit.small}>
                {m.mine ? 'Vy' : thread.counterpart.label} ·{' '}
                <time dateTime={m.createdAt}>{formatDateTime(m.createdAt)}</time>
              </span>
              <span>{m.body}</span>
              {m.attachment ? (
                <Link href={attachmentHref(m.id)} download>
                  Příloha: {m.attachment.name}
                </Link>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      <form
        className={kit.stack}
        onSubmit={submit}
        onChange={(e) => {
          // the share box's hint follows it; once the investor changed it, a later remembered choice leaves it be
          const field = e.target
          if (field instanceof HTMLInputElement && field.name === 'shareContact') setShare(field.checked)
        }}
        noValidate
      >
        <Textarea
          label="Zpráva"
          name="body"
          maxLength={MESSAGE_MAX_CHARS}
          rows={4}
          hint={`Nejvýše ${MESSAGE_MAX_CHARS.toLocaleString('cs-CZ')} znaků.`}
          error={tooShort ? 'Napište prosím zprávu.' : undefined}
        />
        {documents.length > 0 ? (
          <Select
            label="Příloha z mých dokumentů"
            name="documentId"
            defaultValue={NO_DOCUMENT}
            options={[
              { value: NO_DOCUMENT, label: 'Bez přílohy' },
              ...documents.map((d) => ({ value: d.id, label: d.name })),
            ]}
          />
        ) : null}
        {thread.role === 'INVESTOR' ? (
          <Checkbox
            // drawn again after a send and when the remembered choice arrives, each time from `share`
            key={`${sent}-${defaultShareContact}`}
            label="Sdílet můj kontakt s vlastníkem"
            name="shareContact"
            // one consent for the lead list and the thread, set by the reply either way
            // (docs/decisions/1523-one-consent-for-leads-and-threads.md)
            description={share ? REPLY_HINT_SHARE : REPLY_HINT_ANONYMOUS}
            defaultChecked={share}
          />
        ) : null}
        {sendError ? (
          <Alert tone="danger" role="alert">
            {sendError}
          </Alert>
        ) : null}
        <div className={kit.row}>
          <Button type="submit" loading={sending}>
            Odeslat zprávu
          </Button>
          {thread.reported ? (
            <Badge tone="neutral">Nahlášeno administrátorům</Badge>
          ) : (
            <Button
              variant="ghost"
              type="button"
              onClick={() => {
                // the reason's form starts empty each time it opens
                setReportOpen((o) => !o)
                setHasReason(false)
              }}
              aria-expanded={reportOpen}
            >
              Nahlásit
            </Button>
          )}
        </div>
      </form>
      {reportOpen && !thread.reported ? (
        <form
          className={kit.stack}
          onSubmit={sendReport}
          onInput={(e) => setHasReason(readForm(e.currentTarget).text('reason') !== '')}
          aria-label="Nahlásit konverzaci"
        >
          <Textarea label="Co je na konverzaci špatně?" name="reason" maxLength={1000} rows={3} />
          <div className={kit.row}>
            <Button type="submit" variant="danger" loading={reporting} disabled={!hasReason}>
              Odeslat administrátorům
            </Button>
          </div>
        </form>
      ) : null}
      {reportError ? (
        <Alert tone="danger" role="alert">
          {reportError}
        </Alert>
      ) : null}
    </section>
  )
}
