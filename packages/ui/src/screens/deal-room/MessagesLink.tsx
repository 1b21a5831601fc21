import { PAGES } from '@rg/domain'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import * as kit from '../kit/kit.css.ts'

/**
 * The portal header's way to /portal/messages, with the unread messages over all threads. The accessible name starts
 * with the visible text ("Zprávy 3"), as axe's label-content-name-mismatch asks.
 */
export function MessagesLink({ unreadCount }: { unreadCount: number }) {
  const shown = unreadCount > 99 ? '99+' : String(unreadCount)
  return (
    <Link
      href={PAGES.messages}
      underline="hover"
      className={kit.withIcon}
      aria-label={unreadCount ? `Zprávy ${shown} nepřečtené` : undefined}
    >
      Zprávy {unreadCount ? <Badge tone="brand">{shown}</Badge> : null}
    </Link>
  )
}
