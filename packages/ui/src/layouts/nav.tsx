import { VisuallyHidden } from '@radix-ui/react-visually-hidden'
import { isUnder } from '@rg/domain/navigation'
import { Icon, type IconName } from '../internal/icons.tsx'
import { useRenderLink } from '../primitives/Link/LinkProvider.tsx'
import { navBadge, navLabel } from './layouts.css.ts'

/** One navigation entry; `href` is a plain path the app's router understands. */
export interface NavItem {
  href: string
  label: string
  icon?: IconName
  /** Active only on exactly this path (section homes such as /portal); otherwise also below it. */
  exact?: boolean
  /** How many things wait there (the admin's queues, unread messages); shown when above zero. */
  badge?: number
  /** What the count is, for screen readers after the number; "čeká" when omitted. */
  badgeLabel?: string
}

export function isActive(item: NavItem, currentPath: string): boolean {
  return item.exact ? currentPath === item.href : isUnder(currentPath, item.href)
}

export function NavLink({
  item,
  currentPath,
  className,
  onNavigate,
}: {
  item: NavItem
  currentPath: string
  className: string
  onNavigate?: () => void
}) {
  const renderLink = useRenderLink()
  return renderLink({
    href: item.href,
    className,
    'aria-current': isActive(item, currentPath) ? 'page' : undefined,
    onClick: onNavigate,
    children: (
      <>
        {item.icon ? <Icon name={item.icon} size={18} /> : null}
        {/* The label also lays out its bold (active) form invisibly, so marking it current never changes its size. */}
        <span className={navLabel} data-text={item.label}>
          <span>{item.label}</span>
        </span>
        {item.badge ? (
          <span className={navBadge}>
            {item.badge}
            <VisuallyHidden> {item.badgeLabel ?? 'čeká'}</VisuallyHidden>
          </span>
        ) : null}
      </>
    ),
  })
}
