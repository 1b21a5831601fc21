import {
  ADMIN_AUDIT_ACTION_LABELS,
  formatDateTime,
  INBOX_KIND_LABELS,
  INBOX_KINDS,
  INBOX_STATE_LABELS,
  INBOX_STATES,
  type InboxItem,
  type InboxItemDetail,
  type InboxKind,
  type InboxListResponse,
  type InboxState,
  PAGES,
} from '@rg/domain'
import { type FormEvent, useEffect, useState } from 'react'
import { cx } from '../../internal/cx.ts'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Card } from '../../primitives/Card/Card.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Pagination } from '../../primitives/Pagination/Pagination.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx'
import { Textarea } from '../../primitives/TextField/TextField.tsx'
import { ErrorBlock, type ScreenStatus } from '../kit/blocks.tsx'
import { submitted, useOutsideValue } from '../kit/form.ts'
import * as css from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import { PageHeader } from '../parts/parts.tsx'
import * as desk from './desk.css.ts'
import { ReportedThreadSection, type ReportedThreadState } from './ReportedThreadSection.tsx'

const ALL = 'ALL'

/** The list's filters as the screen edits them (the app keeps them in the URL). */
export interface AdminInboxQuery {
  page: number
  kind?: InboxKind
  state?: InboxState
}

export interface AdminInboxScreenProps {
  query: AdminInboxQuery
  onQueryChange: (next: AdminInboxQuery) => void
  status: ScreenStatus
  result?: InboxListResponse
  onRetry?: () => void
  /** The link of an item's detail (keeps the filters). */
  itemHref: (item: Pick<InboxItem, 'kind' | 'id'>) => string
  /** The open item: absent when none is chosen. */
  selected?: { status: ScreenStatus; item?: InboxItemDetail }
  /**
   * A picked state is saved at once (`{ state }`, docs/decisions/1352-inbox-state-saves-on-change.md); the note with
   * "Uložit poznámku" (with the state too, when its save failed).
   */
  onSave?: (change: { state?: InboxState; note?: string }) => void
  onMakeDraft?: () => void
  busy?: boolean
  notice?: { tone: 'success' | 'error'; text: string } | null
  /** The open reported thread's messages: absent until the admin asks for them (each read is audited). */
  reportedThread?: ReportedThreadState
  /** "Přečíst konverzaci" (and its retry): the app reads GET /api/admin/threads/:id. */
  onReadThread?: () => void
}

const STATE_TONE: Record<InboxState, 'info' | 'neutral' | 'success' | 'danger'> = {
  NEW: 'info',
  IN_PROGRESS: 'neutral',
  DONE: 'success',
  SPAM: 'danger',
}

function ItemDetail({
  item,
  onSave,
  onMakeDraft,
  busy,
  reportedThread,
  onReadThread,
}: {
  item: InboxItemDetail
  onSave?: AdminInboxScreenProps['onSave']
  onMakeDraft?: () => void
  busy?: boolean
  reportedThread?: ReportedThreadState
  onReadThread?: () => void
}) {
  const [state, setState] = useState<InboxState>(item.state)
  useEffect(() => setState(item.state), [item.state])
  const noteField = useOutsideValue<HTMLTextAreaElement>(item.adminNote)
  // whether the typed note differs from the saved one (said beside the button); a newly saved note starts afresh
  const [edited, setEdited] = useState({ against: item.adminNote, differs: false })
  const noteEdited = edited.against === item.adminNote && edited.differs
  const save = (event: FormEvent<HTMLFormElement>) => {
    const note = submitted(event).text('note')
    const change: { state?: InboxState; note?: string } = {}
    if (state !== item.state) change.state = state
    if (note !== item.adminNote) change.note = note
    if (change.state !== undefined || change.note !== undefined) onSave?.(change)
  }
  // the state saves itself; what is still not saved is said beside the button, so leaving the item loses nothing silently
  const pick = (next: InboxState) => {
    setState(next)
    if (next !== item.state) onSave?.({ state: next })
  }
  const unsaved = [
    state !== item.state && !busy ? 'Stav zatím není uložen.' : null,
    noteEdited ? 'Poznámka zatím není uložená.' : null,
  ].filter(Boolean)
  return (
    <Card>
      <article aria-labelledby="inbox-item-heading" className={css.stack}>
        <div className={css.stackTight}>
          <span className={css.small}>
            {INBOX_KIND_LABELS[item.kind]} · {formatDateTime(item.createdAt)}
          </span>
          <h2 id="inbox-item-heading" className={css.heading2}>
            {item.name}
          </h2>
        </div>
        <dl className={css.facts}>
          <dt className={css.factTerm}>E-mail</dt>
          <dd className={css.factValue}>
            <Link href={`mailto:${item.email}`}>{item.email}</Link>
          </dd>
          <dt className={css.factTerm}>Telefon</dt>
          <dd className={css.factValue}>{item.phone ?? '—'}</dd>
          {item.accountId ? (
            <>
              <dt className={css.factTerm}>Účet</dt>
              <dd className={css.factValue}>
                <Link href={`${PAGES.adminContacts}/${item.accountId}`}>otevřít účet odesílatele</Link>
              </dd>
            </>
          ) : null}
          {item.kind === 'TIP' ? (
            <>
              <dt className={css.factTerm}>Místo</dt>
              <dd className={css.factValue}>{item.location ?? '—'}</dd>
            </>
          ) : null}
        </dl>
        {item.kind === 'THREAD_REPORT' ? (
          <div className={css.stackTight}>
            <span className={css.small}>{item.location}</span>
            <h3 className={css.heading3}>Důvod nahlášení</h3>
          </div>
        ) : null}
        <p className={desk.message}>{item.text}</p>

        {item.kind === 'THREAD_REPORT' ? (
          <ReportedThreadSection
            state={item.state}
            thread={reportedThread}
            onRead={onReadThread}
            onClose={() => {
              setState('DONE')
              onSave?.({ state: 'DONE' })
            }}
            busy={busy}
          />
        ) : null}

        {item.kind === 'TIP' ? (
          item.draftOfferId !== null ? (
            <Alert tone="info">
              Z tipu vznikl koncept nabídky:{' '}
              {/* the admin detail: the draft belongs to the admin who made it, but every admin may open it there */}
              <Link href={offerPath('admin', 'LISTING', item.draftOfferId)}>
                otevřít koncept č. {item.draftOfferId}
              </Link>
            </Alert>
          ) : (
            <div>
              <Button variant="secondary" onClick={onMakeDraft} disabled={busy}>
                Vytvořit koncept nabídky
              </Button>
            </div>
          )
        ) : null}

        <form className={css.stack} onSubmit={save}>
          <Select
            label="Stav"
            value={state}
            options={INBOX_STATES.map((s) => ({ value: s, label: INBOX_STATE_LABELS[s] }))}
            onValueChange={(v) => pick(v as InboxState)}
            hint="Stav se uloží hned po výběru."
          />
          <Textarea
            label="Poznámka administrátora"
            name="note"
            ref={noteField}
            defaultValue={item.adminNote}
            onChange={(e) =>
              setEdited({ against: item.adminNote, differs: e.currentTarget.value.trim() !== item.adminNote })
            }
            rows={3}
            maxLength={5000}
          />
          <div className={css.row}>
            <Button type="submit" disabled={busy}>
              Uložit poznámku
            </Button>
            {unsaved.length ? <span className={css.small}>{unsaved.join(' ')}</span> : null}
          </div>
        </form>

        <section aria-labelledby="inbox-audit-heading" className={css.stackTight}>
          <h3 id="inbox-audit-heading" className={css.heading3}>
            Historie
          </h3>
          {item.audit.length === 0 ? (
            <p className={css.muted}>Zatím nikdo nic nezměnil.</p>
          ) : (
            <ul className={css.plainList}>
              {item.audit.map((e) => (
                <li key={e.id} className={css.small}>
                  {formatDateTime(e.createdAt)} · {e.actor?.name ?? 'smazaný účet'} ·{' '}
                  <strong>{ADMIN_AUDIT_ACTION_LABELS[e.action]}</strong>
                  {e.action === 'INBOX_STATE' && typeof e.after.state === 'string'
                    ? `: ${INBOX_STATE_LABELS[e.after.state as InboxState] ?? e.after.state}`
                    : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </article>
    </Card>
  )
}

/**
 * /portal/admin/inbox: spotter tips, contact messages and reported threads in one list, with the open item beside it.
 * A reported thread's messages are read on request only (docs/product/deal-room.md "Nahlásit").
 */
export function AdminInboxScreen({
  query,
  onQueryChange,
  status,
  result,
  onRetry,
  itemHref,
  selected,
  onSave,
  onMakeDraft,
  busy,
  notice,
  reportedThread,
  onReadThread,
}: AdminInboxScreenProps) {
  const change = (patch: Partial<AdminInboxQuery>) => onQueryChange({ ...query, ...patch, page: 1 })
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1
  const current = selected?.item
  return (
    <div className={css.page}>
      <PageHeader
        title="Doručená pošta"
        lead="Tipy na nabídky a zprávy z kontaktního formuláře na jednom místě."
        breadcrumbs={[{ label: 'Administrace', href: PAGES.admin }, { label: 'Doručená pošta' }]}
      />
      {notice ? (
        <Alert
          role={notice.tone === 'error' ? 'alert' : 'status'}
          tone={notice.tone === 'error' ? 'danger' : 'info'}
        >
          {notice.text}
        </Alert>
      ) : null}
      <div className={css.filters}>
        <Select
          label="Druh"
          value={query.kind ?? ALL}
          options={[
            { value: ALL, label: 'Tipy i zprávy' },
            ...INBOX_KINDS.map((k) => ({ value: k, label: INBOX_KIND_LABELS[k] })),
          ]}
          onValueChange={(v) => change({ kind: v === ALL ? undefined : (v as InboxKind) })}
        />
        <Select
          label="Stav"
          value={query.state ?? ALL}
          options={[
            { value: ALL, label: 'Všechny stavy' },
            ...INBOX_STATES.map((s) => ({ value: s, label: INBOX_STATE_LABELS[s] })),
          ]}
          onValueChange={(v) => change({ state: v === ALL ? undefined : (v as InboxState) })}
        />
      </div>
      <div className={desk.inboxLayout}>
        <section aria-label="Seznam položek" className={css.stack}>
          {status === 'error' ? (
            <ErrorBlock title="Doručenou poštu se nepodařilo načíst" onRetry={onRetry} />
          ) : status === 'loading' || !result ? (
            <SkeletonText lines={6} />
          ) : result.items.length === 0 ? (
            <p className={css.muted}>Žádná položka neodpovídá filtru.</p>
          ) : (
            <ul className={desk.inboxList}>
              {result.items.map((item) => (
                <li
                  key={`${item.kind}-${item.id}`}
                  className={cx(desk.inboxEntry, current?.id === item.id && desk.inboxEntryCurrent)}
                >
                  <span className={css.row}>
                    <Badge tone={STATE_TONE[item.state]}>{INBOX_STATE_LABELS[item.state]}</Badge>
                    <span className={css.small}>
                      {INBOX_KIND_LABELS[item.kind]} · {formatDateTime(item.createdAt)}
                    </span>
                  </span>
                  <Link href={itemHref(item)} aria-current={current?.id === item.id ? 'true' : undefined}>
                    {item.name}
                    {item.location ? ` – ${item.location}` : ''}
                  </Link>
                  <span className={css.small}>{item.text.slice(0, 140)}</span>
                </li>
              ))}
            </ul>
          )}
          {status === 'ready' && result && result.total > result.pageSize ? (
            <Pagination
              page={query.page}
              pageCount={pageCount}
              onPageChange={(page) => onQueryChange({ ...query, page })}
            />
          ) : null}
        </section>
        <div>
          {!selected ? (
            <p className={css.muted}>Vyberte položku ze seznamu.</p>
          ) : selected.status === 'error' ? (
            <ErrorBlock title="Položku se nepodařilo načíst" />
          ) : selected.status === 'loading' || !current ? (
            <SkeletonText lines={8} />
          ) : (
            <ItemDetail
              item={current}
              onSave={onSave}
              onMakeDraft={onMakeDraft}
              busy={busy}
              reportedThread={reportedThread}
              onReadThread={onReadThread}
            />
          )}
        </div>
      </div>
    </div>
  )
}
