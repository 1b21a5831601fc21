import { pageTitle } from '@rg/domain'
import { NotificationsScreen } from '@rg/ui/screens'
import { useQuery } from '@tanstack/react-query'
import { notificationListQuery, useMarkNotificationsRead } from '../../api/notifications.ts'
import type { Route } from './+types/notifications'

export function meta({ location }: Route.MetaArgs) {
  return [{ title: pageTitle('Oznámení', location.pathname) }]
}

/** /portal/notifications: the notification centre, newest first; mark one or all as read. */
export default function Notifications() {
  const list = useQuery(notificationListQuery)
  const markRead = useMarkNotificationsRead()
  return (
    <NotificationsScreen
      status={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
      items={list.data?.items ?? []}
      unreadCount={list.data?.unreadCount ?? 0}
      onMarkRead={(id) => markRead.mutate(id)}
      onMarkAllRead={() => markRead.mutate(null)}
      onRetry={() => list.refetch()}
    />
  )
}
