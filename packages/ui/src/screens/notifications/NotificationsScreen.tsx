import { formatDateTime, type Notification } from '@rg/domain'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { SkeletonText } from '../../primitives/Skeleton/Skeleton.tsx'
import * as css from '../parts/parts.css.ts'
import { PageHeader } from '../parts/parts.tsx'

export interface NotificationsScreenProps {
  status: 'loading' | 'error' | 'ready'
  items: readonly Notification[]
  unreadCount: number
  onMarkRead: (id: string) => void
  onMarkAllRead: () => void
  onRetry: () => void
  /** Older notifications follow: "Načíst starší" asks for them (onLoadMore), loadingMore while they come. */
  hasMore?: boolean
  loadingMore?: boolean
  /** The last "Načíst starší" failed: said above the button, which tries again. */
  loadMoreFailed?: boolean
  onLoadMore?: () => void
}

/** /portal/notifications: every notification, newest first, each linking to its subject; mark one or all read. */
export function NotificationsScreen({
  status,
  items,
  unreadCount,
  onMarkRead,
  onMarkAllRead,
  onRetry,
  hasMore,
  loadingMore,
  loadMoreFailed,
  onLoadMore,
}: NotificationsScreenProps) {
  return (
    <div className={css.page}>
      <PageHeader
        title="Oznámení"
        lead={unreadCount ? `Nepřečtená oznámení: ${unreadCount}` : 'Všechna oznámení jsou přečtená.'}
      />
      {status === 'ready' && unreadCount > 0 ? (
        <div className={css.actions}>
          <Button variant="secondary" onClick={onMarkAllRead}>
            Označit vše jako přečtené
          </Button>
        </div>
      ) : null}
      {status === 'loading' ? (
        <SkeletonText lines={4} label="Načítání oznámení..." />
      ) : status === 'error' ? (
        <EmptyState
          tone="error"
          title="Oznámení se nepodařilo načíst."
          action={<Button onClick={onRetry}>Zkusit znovu</Button>}
        />
      ) : items.length === 0 ? (
        <EmptyState icon="mail" title="Zatím nemáte žádná oznámení." />
      ) : (
        <ul className={css.stack} style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Oznámení">
          {items.map((n) => (
            <li key={n.id} className={css.card} aria-current={n.readAt === null ? 'true' : undefined}>
              <h2 className={css.subheading}>
                {n.link ? (
                  <Link href={n.link} underline="hover" onClick={() => n.readAt === null && onMarkRead(n.id)}>
                    {n.title}
                  </Link>
                ) : (
                  n.title
                )}{' '}
                {n.readAt === null ? <Badge tone="brand">Nové</Badge> : null}
              </h2>
              {n.body ? <p>{n.body}</p> : null}
              <p className={css.muted}>
                <time dateTime={n.createdAt}>{formatDateTime(n.createdAt)}</time>
              </p>
              {n.readAt === null ? (
                <div className={css.actions}>
                  <Button variant="ghost" onClick={() => onMarkRead(n.id)}>
                    Označit jako přečtené
                  </Button>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {status === 'ready' && items.length > 0 && hasMore ? (
        <div className={css.stack}>
          {loadMoreFailed && !loadingMore ? (
            <Alert tone="danger" role="alert">
              Starší oznámení se nepodařilo načíst.
            </Alert>
          ) : null}
          <div className={css.actions}>
            <Button variant="secondary" onClick={onLoadMore} loading={loadingMore}>
              Načíst starší
            </Button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
