import { VisuallyHidden } from '@radix-ui/react-visually-hidden'
import { isUnder } from '@rg/domain'
import { Icon, type IconName } from '../internal/icons.tsx'
import { useRenderLink } from '../primitives/Link/LinkProvider.tsx'
import { navBadge } from './layouts.css.ts'

/** One navigation entry; `href` is a plain path the app's router understands. */
export interface NavItem {
  href: string
  label: string
  icon?: IconName
  /** Active only on exactly this path (section homes such as /portal); otherwise also below it. */
  exact?: boolean
  /** How many things wait there (the admin's queues); shown when above zero. */
  badge?: number
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
        {item.label}
        {item.badge ? (
          <span className={navBadge}>
            {item.badge}
            <VisuallyHidden> čeká</VisuallyHidden>
          </span>
        ) : null}
      </>
    ),
  })
}
