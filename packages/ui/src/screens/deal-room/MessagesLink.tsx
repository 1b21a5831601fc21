import { PAGES } from '@rg/domain'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import * as kit from '../kit/kit.css.ts'

/** The portal header's way to /portal/messages, with the unread messages over all threads. */
export function MessagesLink({ unreadCount }: { unreadCount: number }) {
  return (
    <Link
      href={PAGES.messages}
      underline="hover"
      className={kit.withIcon}
      aria-label={unreadCount ? `Zprávy, nepřečtené: ${unreadCount}` : 'Zprávy'}
    >
      Zprávy
      {unreadCount ? <Badge tone="brand">{unreadCount > 99 ? '99+' : String(unreadCount)}</Badge> : null}
    </Link>
  )
}
