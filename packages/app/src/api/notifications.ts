import type { MessageEmailMode, NotificationKind } from '@rg/domain/notifications'
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { checked } from './checked.ts'
import { retryNetwork } from './http.ts'

/* The notification centre (GET /api/notifications, POST /api/notifications/read), the domain contract. */

export const notificationsKey = ['notifications'] as const

/** How often the bell asks for the unread count while a portal page is open (no reload needed). */
export const NOTIFICATION_REFRESH_MS = 30_000

export const notificationListQuery = queryOptions({
  queryKey: notificationsKey,
  queryFn: () => checked('listNotifications'),
  retry: retryNetwork,
  refetchInterval: NOTIFICATION_REFRESH_MS,
  refetchOnWindowFocus: true,
})

/**
 * /portal/notifications page by page: the newest first, "Načíst starší" asks for the page after the oldest one shown.
 * Under notificationsKey, so marking read refreshes the pages loaded so far as well as the bell.
 */
export const notificationPagesQuery = infiniteQueryOptions({
  queryKey: [...notificationsKey, 'pages'],
  queryFn: ({ pageParam }) => checked('listNotifications', pageParam ? { query: { before: pageParam } } : {}),
  initialPageParam: undefined as string | undefined,
  getNextPageParam: (last) => (last.hasMore ? last.items.at(-1)?.id : undefined),
  retry: retryNetwork,
})

/** Marks one notification (by id) or all (null) as read and refreshes the list and the bell. */
export function useMarkNotificationsRead() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string | null) =>
      checked('markNotificationsRead', { body: id === null ? { all: true } : { ids: [id] } }),
    onSuccess: () => client.invalidateQueries({ queryKey: notificationsKey }),
  })
}

export const notificationPreferencesQuery = queryOptions({
  queryKey: [...notificationsKey, 'preferences'],
  queryFn: () => checked('getNotificationPreferences'),
  retry: retryNetwork,
})

/** PUT /api/notifications/preferences: the kinds the user does not want by e-mail, and how messages come. */
export function useSaveNotificationPreferences() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (preferences: { emailOff: NotificationKind[]; messageEmail: MessageEmailMode }) =>
      checked('saveNotificationPreferences', { body: preferences }),
    onSuccess: (saved) => client.setQueryData(notificationPreferencesQuery.queryKey, saved),
  })
}
