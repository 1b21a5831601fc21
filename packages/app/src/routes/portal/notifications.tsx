import { pageTitle } from '@rg/domain/navigation'
import { NotificationsScreen } from '@rg/ui/screens'
import { useInfiniteQuery } from '@tanstack/react-query'
import { notificationPagesQuery, useMarkNotificationsRead } from '../../api/notifications.ts'
import type { Route } from './+types/notifications'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Oznámení', location.pathname) }]
}

/** /portal/notifications: the notification centre, newest first, older pages on demand; mark one or all as read. */
export default function Notifications() {
  const list = useInfiniteQuery(notificationPagesQuery)
  const markRead = useMarkNotificationsRead()
  const pages = list.data?.pages ?? []
  return (
    <NotificationsScreen
      status={list.isPending ? 'loading' : list.isError && !pages.length ? 'error' : 'ready'}
      items={pages.flatMap((p) => p.items)}
      // The newest answer's count: every page carries it, the last one loaded is the most recent.
      unreadCount={pages.at(-1)?.unreadCount ?? 0}
      hasMore={list.hasNextPage}
      loadingMore={list.isFetchingNextPage}
      loadMoreFailed={list.isFetchNextPageError}
      onLoadMore={() => list.fetchNextPage()}
      onMarkRead={(id) => markRead.mutate(id)}
      onMarkAllRead={() => markRead.mutate(null)}
      onRetry={() => list.refetch()}
    />
  )
}
