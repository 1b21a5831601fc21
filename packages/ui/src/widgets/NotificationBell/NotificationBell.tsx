import { Link } from '../../primitives/Link/Link.tsx'
import * as css from './NotificationBell.css.ts'

export interface NotificationBellProps {
  unreadCount: number
  href?: string
}

/** The portal header's bell: opens the notification centre; the badge shows the unread count (99+ above). */
export function NotificationBell({ unreadCount, href = '/portal/notifications' }: NotificationBellProps) {
  // The visible badge text is part of the accessible name (WCAG 2.5.3).
  const shown = unreadCount > 99 ? '99+' : String(unreadCount)
  const label = unreadCount === 0 ? 'Oznámení, žádná nepřečtená' : `Oznámení, nepřečtených: ${shown}`
  return (
    <Link href={href} aria-label={label} data-testid="notification-bell" className={css.root}>
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
    </Link>
  )
}
