import type { ThreadSummary } from '@rg/domain'
import { formatDateTime } from '@rg/domain'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { ErrorBlock, LoadingBlock } from '../kit/blocks.tsx'
import * as kit from '../kit/kit.css.ts'
import { PageHeader } from '../parts/parts.tsx'
import * as css from './messages-and-access.css.ts'
import { ThreadPanel, type ThreadPanelProps } from './ThreadPanel.tsx'

export interface MessagesScreenProps {
  status: 'loading' | 'error' | 'ready'
  threads: readonly ThreadSummary[]
  unreadCount: number
  /** The open thread's id, or null when none is chosen. */
  selectedId: string | null
  onSelect: (id: string) => void
  onRetry: () => void
  /** The open thread (its own loading and errors). */
  thread: Omit<ThreadPanelProps, 'thread'> & { thread: ThreadPanelProps['thread'] }
}

/** /portal/messages: the viewer's threads with owners and investors, newest first, and the open thread beside. */
export function MessagesScreen({
  status,
  threads,
  unreadCount,
  selectedId,
  onSelect,
  onRetry,
  thread,
}: MessagesScreenProps) {
  return (
    <div className={kit.page}>
      <PageHeader
        title="Zprávy"
        lead={
          unreadCount
            ? `Nepřečtené zprávy: ${unreadCount}`
            : 'Konverzace s vlastníky a investory po odemčení nabídky.'
        }
      />
      {status === 'loading' ? (
        <LoadingBlock label="Načítání zpráv..." />
      ) : status === 'error' ? (
        <ErrorBlock title="Zprávy se nepodařilo načíst." onRetry={onRetry} />
      ) : threads.length === 0 ? (
        <EmptyState
          icon="mail"
          title="Zatím nemáte žádné konverzace."
          description="Po odemčení nabídky můžete napsat jejímu vlastníkovi; vlastník může napsat investorům, kteří ji odemkli."
        />
      ) : (
        <div className={css.layout}>
          <nav aria-label="Konverzace">
            <ul className={css.threadList}>
              {threads.map((t) => (
                <li key={t.id}>
                  <button
                    type="button"
                    className={css.threadButton}
                    aria-current={t.id === selectedId ? 'true' : undefined}
                    onClick={() => onSelect(t.id)}
                  >
                    <strong>
                      {t.counterpart.label}{' '}
                      {t.unread > 0 ? <Badge tone="brand">{`Nové: ${t.unread}`}</Badge> : null}
                    </strong>
                    <span className={kit.small}>{t.offer.name}</span>
                    {t.preview ? <span>{t.preview}</span> : <span className={kit.small}>Bez zpráv</span>}
                    {t.lastMessageAt ? (
                      <time className={kit.small} dateTime={t.lastMessageAt}>
                        {formatDateTime(t.lastMessageAt)}
                      </time>
                    ) : null}
                  </button>
                </li>
              ))}
            </ul>
          </nav>
          {selectedId ? <ThreadPanel {...thread} /> : <p className={kit.muted}>Vyberte konverzaci vlevo.</p>}
        </div>
      )}
    </div>
  )
}
