import { PAGES, pluralCs } from '@rg/domain'
import { Badge } from '../../primitives/Badge/Badge.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import * as kit from '../kit/kit.css.ts'

/** "1 nepřečtená", "3 nepřečtené", "5 nepřečtených": the header's link and the navigation's badge. */
export const UNREAD_FORMS = ['nepřečtená', 'nepřečtené', 'nepřečtených'] as const

/**
 * The portal header's way to /portal/messages, with the unread messages over all threads. The accessible name starts
 * with the visible text ("Zprávy 3"), as axe's label-content-name-mismatch asks, and counts in Czech ("1 nepřečtená",
 * "3 nepřečtené", "5 nepřečtených"; "99+" as many).
 */
export function MessagesLink({ unreadCount }: { unreadCount: number }) {
  const shown = unreadCount > 99 ? '99+' : String(unreadCount)
  return (
    <Link
      href={PAGES.messages}
      underline="hover"
      className={kit.withIcon}
      aria-label={unreadCount ? `Zprávy ${shown} ${pluralCs(unreadCount, UNREAD_FORMS)}` : undefined}
    >
      Zprávy {unreadCount ? <Badge tone="brand">{shown}</Badge> : null}
    </Link>
  )
}
