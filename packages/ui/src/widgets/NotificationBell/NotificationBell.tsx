import { VisuallyHidden } from '@radix-ui/react-visually-hidden'
import { formatDateTime } from '@rg/domain/czech-format'
import { PAGES } from '@rg/domain/navigation'
import type { ReactNode } from 'react'
import { DropdownMenu } from '../../primitives/DropdownMenu/DropdownMenu.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import * as css from './NotificationBell.css.ts'

/** One notification as the bell's panel lists it. */
export interface BellItem {
  id: string
  title: string
  createdAt: string
  read: boolean
  /** A same-site path to open; null opens the notification centre. */
  link: string | null
}

export interface NotificationBellProps {
  unreadCount: number
  href?: string
  /** The newest notifications: with them the bell opens a panel instead of going to the centre. */
  latest?: readonly BellItem[]
  /** Opens a notification (marks it read); null opens the notification centre. */
  onOpen?: (item: BellItem | null) => void
  onMarkAllRead?: () => void
}

function BellIcon({ unreadCount }: { unreadCount: number }): ReactNode {
  const shown = unreadCount > 99 ? '99+' : String(unreadCount)
  return (
    <>
      <svg
        width={24}
        height={24}
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
        aria-hidden="true"
      >
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.73 21a2 2 0 0 1-3.46 0" />
      </svg>
      {unreadCount > 0 ? (
        <span aria-hidden="true" className={css.badge}>
          {shown}
        </span>
      ) : null}
    </>
  )
}

/**
 * The portal header's bell: the badge shows the unread count (99+ above). With `latest` it opens a panel of the
 * newest notifications (each opens its subject), "mark all read" and the way to the centre; without, it is a link.
 */
export function NotificationBell({
  unreadCount,
  href = PAGES.notifications,
  latest,
  onOpen,
  onMarkAllRead,
}: NotificationBellProps) {
  // The visible badge text is part of the accessible name (WCAG 2.5.3).
  const shown = unreadCount > 99 ? '99+' : String(unreadCount)
  const label = unreadCount === 0 ? 'Oznámení, žádná nepřečtená' : `Oznámení, nepřečtených: ${shown}`
  if (!latest || !onOpen)
    return (
      <Link href={href} aria-label={label} data-testid="notification-bell" className={css.root}>
        <BellIcon unreadCount={unreadCount} />
      </Link>
    )
  return (
    <DropdownMenu
      label="Oznámení"
      trigger={
        <button type="button" aria-label={label} data-testid="notification-bell" className={css.button}>
          <BellIcon unreadCount={unreadCount} />
        </button>
      }
      items={[
        ...(latest.length === 0
          ? [{ id: 'none', label: 'Zatím žádná oznámení', onSelect: () => {}, disabled: true }]
          : latest.map((item) => ({
              id: item.id,
              label: (
                <span className={css.item}>
                  <span className={item.read ? undefined : css.unread}>
                    {item.read ? null : (
                      <>
                        <span className={css.dot} aria-hidden="true" />
                        <VisuallyHidden>Nepřečtené: </VisuallyHidden>
                      </>
                    )}
                    {item.title}
                  </span>
                  <span className={css.time}>{formatDateTime(item.createdAt)}</span>
                </span>
              ),
              onSelect: () => onOpen(item),
            }))),
        ...(onMarkAllRead && unreadCount > 0
          ? [{ id: 'all-read', label: 'Označit vše jako přečtené', onSelect: onMarkAllRead, separated: true }]
          : []),
        {
          id: 'centre',
          label: 'Všechna oznámení',
          onSelect: () => onOpen(null),
          separated: !(onMarkAllRead && unreadCount > 0),
        },
      ]}
    />
  )
}
