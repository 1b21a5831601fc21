import { PAGES } from '@rg/domain/navigation'
import type { Role } from '@rg/domain/profile'
import { isAdmin, isVerified, ROLE_LABELS } from '@rg/domain/roles'
import { type ReactNode, useId, useState } from 'react'
import { cx } from '../internal/cx.ts'
import { Icon } from '../internal/icons.tsx'
import { Avatar } from '../primitives/Avatar/Avatar.tsx'
import { Badge } from '../primitives/Badge/Badge.tsx'
import { Button, IconButton } from '../primitives/Button/Button.tsx'
import { Link } from '../primitives/Link/Link.tsx'
import type { RenderLink } from '../primitives/Link/LinkProvider.tsx'
import { LogoLink } from '../widgets/Logo/Logo.tsx'
import * as account from './account-layouts.css.ts'
import * as css from './layouts.css.ts'
import { type NavItem, NavLink } from './nav.tsx'
import { MAIN_ID, SkipLink } from './SkipLink.tsx'
import { WithLinks } from './WithLinks.tsx'

/** Who may see a navigation entry: every signed-in user, verified users (admins too), or admins only. */
export type PortalAccess = 'user' | 'verified' | 'admin'

export interface PortalNavItem extends NavItem {
  /** 'user' when omitted. */
  access?: PortalAccess
  /** Group heading in the sidebar. */
  section: string
}

/** The portal's navigation (docs/product/screens-and-limits.md "Screens"), grouped and gated by role like the route guards. */
export const PORTAL_NAV: readonly PortalNavItem[] = [
  { section: 'Portál', href: PAGES.portal, label: 'Přehled', icon: 'home', exact: true },
  { section: 'Portál', href: PAGES.listings, label: 'Investiční příležitosti', icon: 'search' },
  { section: 'Portál', href: PAGES.services, label: 'Služby', icon: 'star' },
  { section: 'Portál', href: PAGES.contacts, label: 'Kontakty', icon: 'user' },
  { section: 'Portál', href: PAGES.coldCalls, label: 'Obvolávání', icon: 'phone' },
  { section: 'Portál', href: PAGES.documents, label: 'Dokumenty', icon: 'file', access: 'verified' },
  {
    section: 'Moje',
    href: PAGES.my,
    label: 'Moje nabídky',
    icon: 'star',
    access: 'verified',
    exact: true,
  },
  {
    section: 'Moje',
    href: PAGES.myListings,
    label: 'Moje příležitosti',
    icon: 'image',
    access: 'verified',
  },
  { section: 'Moje', href: PAGES.myServices, label: 'Moje služby', icon: 'file', access: 'verified' },
  { section: 'Moje', href: PAGES.credits, label: 'Kredity a předplatné', icon: 'star' },
  { section: 'Moje', href: PAGES.watchdogs, label: 'Hlídací psi', icon: 'search' },
  { section: 'Moje', href: PAGES.favourites, label: 'Oblíbené', icon: 'heart' },
  { section: 'Moje', href: PAGES.compare, label: 'Porovnání', icon: 'file' },
  // every signed-in role can have threads (an investor's unlock, an owner's offer); the app adds the unread badge
  { section: 'Moje', href: PAGES.messages, label: 'Zprávy', icon: 'mail' },
  { section: 'Moje', href: PAGES.notifications, label: 'Oznámení', icon: 'mail' },
  { section: 'Moje', href: PAGES.profile, label: 'Profil', icon: 'user' },
  { section: 'Moje', href: PAGES.help, label: 'Nápověda', icon: 'info' },
  {
    section: 'Administrace',
    href: PAGES.admin,
    label: 'Přehled správy',
    icon: 'shield',
    access: 'admin',
    exact: true,
  },
  {
    section: 'Administrace',
    href: PAGES.adminInbox,
    label: 'Doručená pošta',
    icon: 'mail',
    access: 'admin',
  },
  {
    section: 'Administrace',
    href: PAGES.adminContacts,
    label: 'Uživatelé',
    icon: 'user',
    access: 'admin',
  },
  {
    section: 'Administrace',
    href: PAGES.adminListings,
    label: 'Schvalování nabídek',
    icon: 'check',
    access: 'admin',
  },
  {
    section: 'Administrace',
    href: PAGES.adminServices,
    label: 'Schvalování služeb',
    icon: 'check',
    access: 'admin',
  },
  {
    section: 'Administrace',
    href: PAGES.adminOrders,
    label: 'Objednávky a platby',
    icon: 'file',
    access: 'admin',
  },
  {
    section: 'Administrace',
    href: PAGES.adminPayments,
    label: 'Platby z výpisů',
    icon: 'check',
    access: 'admin',
  },
  {
    section: 'Administrace',
    href: PAGES.adminStyleguide,
    label: 'Styleguide',
    icon: 'image',
    access: 'admin',
  },
]

/** The navigation level of a role: an admin (ADMIN, SUPER_ADMIN) also passes the verified-user gate. */
export function accessLevel(role: Role): PortalAccess {
  if (isAdmin(role)) return 'admin'
  if (isVerified(role)) return 'verified'
  return 'user'
}

const RANK: Record<PortalAccess, number> = { user: 0, verified: 1, admin: 2 }

export function visibleNav<T extends PortalNavItem>(items: readonly T[], role: Role): T[] {
  const level = RANK[accessLevel(role)]
  return items.filter((item) => RANK[item.access ?? 'user'] <= level)
}

export interface PortalUser {
  name: string
  email: string
  role: Role
  /** Avatar image URL (e.g. imageUrl({ src, width: 80, height: 80 })). */
  avatarUrl?: string | null
}

export interface PortalLayoutProps {
  user: PortalUser
  /** location.pathname: marks the active entry. */
  currentPath: string
  onLogout: () => void
  /** Busy state of the logout button. */
  loggingOut?: boolean
  /** Defaults to PORTAL_NAV; filtered by the user's role either way. */
  navItems?: readonly PortalNavItem[]
  /** Header slot right of the logo, e.g. <CreditBalance/> and notifications. */
  headerExtra?: ReactNode
  children: ReactNode
  renderLink?: RenderLink
}

/** The signed-in area: header, sidebar navigation by role (a toggled panel below 1024 px), content. */
export function PortalLayout({
  user,
  currentPath,
  onLogout,
  loggingOut,
  navItems = PORTAL_NAV,
  headerExtra,
  children,
  renderLink,
}: PortalLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const sidebarId = useId()
  const items = visibleNav(navItems, user.role)
  const sections = [...new Set(items.map((item) => item.section))]
  const close = () => setMenuOpen(false)
  return (
    <WithLinks renderLink={renderLink}>
      <SkipLink />
      <div className={css.shell}>
        <header className={css.header}>
          <div className={css.headerInner} style={{ maxWidth: 'none' }}>
            <IconButton
              className={css.mobileOnly}
              label={menuOpen ? 'Zavřít menu' : 'Otevřít menu'}
              icon={<Icon name={menuOpen ? 'close' : 'menu'} />}
              aria-expanded={menuOpen}
              aria-controls={sidebarId}
              onClick={() => setMenuOpen((open) => !open)}
            />
            <span className={css.mobileOnly}>
              <LogoLink href={PAGES.portal} variant="mark" label="Tržiště investic – přehled portálu" />
            </span>
            <span className={css.desktopOnly}>
              <LogoLink href={PAGES.portal} variant="compact" label="Tržiště investic – přehled portálu" />
            </span>
            <span className={css.headerSpacer} />
            {headerExtra ? <div className={css.headerActions}>{headerExtra}</div> : null}
            <Link href={PAGES.profile} underline="hover" className={account.headerUser}>
              <span aria-hidden="true">
                <Avatar name={user.name} src={user.avatarUrl} size={32} />
              </span>
              <span className={account.visuallyHidden}>Profil</span>
            </Link>
          </div>
        </header>
        <div className={account.portalBody}>
          {menuOpen ? (
            <button type="button" className={account.backdrop} aria-label="Zavřít menu" onClick={close} />
          ) : null}
          <aside
            id={sidebarId}
            className={cx(account.sidebar, menuOpen && account.sidebarOpen)}
            aria-label="Navigace portálu"
          >
            <nav aria-label="Portál" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
              {sections.map((section) => (
                <div key={section} className={account.navSection}>
                  <h2 className={account.navSectionTitle}>{section}</h2>
                  <ul className={css.mobileList}>
                    {items
                      .filter((item) => item.section === section)
                      .map((item) => (
                        <li key={item.href}>
                          <NavLink
                            item={item}
                            currentPath={currentPath}
                            className={css.sideLink}
                            onNavigate={close}
                          />
                        </li>
                      ))}
                  </ul>
                </div>
              ))}
            </nav>
            <div className={account.userBox}>
              <Avatar name={user.name} src={user.avatarUrl} size={36} />
              <div className={account.userText}>
                <span className={account.userName}>{user.name}</span>
                <span className={account.userEmail}>{user.email}</span>
                <Badge
                  tone={user.role === 'USER' ? 'neutral' : 'brand'}
                  style={{ alignSelf: 'flex-start', marginTop: 4 }}
                >
                  {ROLE_LABELS[user.role]}
                </Badge>
              </div>
            </div>
            <Button
              variant="secondary"
              icon={<Icon name="logout" size={18} />}
              onClick={onLogout}
              loading={loggingOut}
            >
              Odhlásit se
            </Button>
          </aside>
          <main id={MAIN_ID} tabIndex={-1} className={account.portalMain}>
            {children}
          </main>
        </div>
      </div>
    </WithLinks>
  )
}
