import { type AdminThread, formatDateTime, type InboxState } from '@rg/domain'
import { cx } from '../../internal/cx.ts'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx'
import { ErrorBlock, type ScreenStatus } from '../kit/blocks.tsx'
import * as css from '../kit/kit.css.ts'
import * as mx from '../kit/message-thread.css.ts'
import { offerPath } from '../kit/offer-path.ts'

/** The reported thread as the app has it: not asked for yet (undefined), loading, failed or read. */
export interface ReportedThreadState {
  status: ScreenStatus
  thread?: AdminThread
}

/**
 * A reported thread in the admin inbox (docs/product/deal-room.md "Nahlásit"). The messages are shown only after the
 * admin asks for them: every read is written to the audit log, so opening the report alone reads nothing.
 */
export function ReportedThreadSection({
  state,
  thread,
  onRead,
  onClose,
  busy,
}: {
  /** The report's state in the inbox: DONE or SPAM means it is closed. */
  state: InboxState
  thread?: ReportedThreadState
  onRead?: () => void
  onClose?: () => void
  busy?: boolean
}) {
  const closed = state === 'DONE' || state === 'SPAM'
  const read = thread?.status === 'ready' ? thread.thread : undefined
  return (
    <section aria-labelledby="reported-thread-heading" className={css.stack}>
      <h3 id="reported-thread-heading" className={css.heading3}>
        Nahlášená konverzace
      </h3>
      {!thread ? (
        <div className={css.stackTight}>
          <p className={css.small}>Každé přečtení konverzace se zapíše do historie správy.</p>
          <div>
            <Button variant="secondary" onClick={onRead}>
              Přečíst konverzaci
            </Button>
          </div>
        </div>
      ) : thread.status === 'error' ? (
        <ErrorBlock title="Konverzaci se nepodařilo načíst" onRetry={onRead} />
      ) : thread.status === 'loading' || !read ? (
        <SkeletonText lines={5} />
      ) : (
        <ReadThread thread={read} />
      )}
      {closed ? (
        <Alert tone="info">Nahlášení je uzavřeno.</Alert>
      ) : (
        <div className={css.row}>
          <Button onClick={onClose} disabled={busy}>
            Uzavřít nahlášení
          </Button>
          <span className={css.small}>Stav položky se změní na Vyřízeno.</span>
        </div>
      )}
    </section>
  )
}

function ReadThread({ thread }: { thread: AdminThread }) {
  const who = (from: 'OWNER' | 'INVESTOR') =>
    from === 'OWNER' ? `Vlastník (${thread.owner.email})` : `Investor (${thread.investor.email})`
  return (
    <div className={css.stack}>
      <dl className={css.facts}>
        <dt className={css.factTerm}>Nabídka</dt>
        <dd className={css.factValue}>
          <Link href={offerPath('admin', 'LISTING', thread.offer.id)}>{thread.offer.name}</Link>
        </dd>
        <dt className={css.factTerm}>Vlastník</dt>
        <dd className={css.factValue}>{thread.owner.email}</dd>
        <dt className={css.factTerm}>Investor</dt>
        <dd className={css.factValue}>{thread.investor.email}</dd>
      </dl>
      <div className={css.stackTight}>
        <h4 className={css.heading3}>Důvody nahlášení</h4>
        <ul className={css.plainList}>
          {thread.reports.map((r) => (
            <li key={r.createdAt} className={css.small}>
              {formatDateTime(r.createdAt)} · {r.reason}
            </li>
          ))}
        </ul>
      </div>
      {thread.messages.length === 0 ? (
        <p className={css.muted}>V konverzaci zatím není žádná zpráva.</p>
      ) : (
        <ol className={mx.messages} aria-label="Zprávy konverzace">
          {thread.messages.map((m) => (
            <li key={m.id} className={cx(mx.bubble, m.from === 'OWNER' && mx.mine)}>
              <span className={css.small}>
                {who(m.from)} · {formatDateTime(m.createdAt)}
              </span>
              <span>{m.body}</span>
              {m.attachment ? <span className={css.small}>Příloha: {m.attachment.name}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </div>
  )
}
