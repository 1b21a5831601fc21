import { AUTH_PAGES, isUnder, PORTAL_PAGE } from '@rg/domain/navigation'
import { operatorLine } from '@rg/domain/site'
import { type ReactNode, useId, useState } from 'react'
import { SiteValue } from '../internal/SiteValue.tsx'
import { closePath, menuPath, SvgIcon, userPath } from '../internal/svg-icon.tsx'
import { ButtonLink, IconButton } from '../primitives/Button/Button.tsx'
import { Link } from '../primitives/Link/Link.tsx'
import { type RenderLink, useRenderLink } from '../primitives/Link/LinkProvider.tsx'
import { linkStyles } from '../primitives/Link/link-styles.ts'
import { LazyHouseCarousel } from '../widgets/HouseCarousel/LazyHouseCarousel.tsx'
import { LogoLink } from '../widgets/Logo/Logo.tsx'
import * as css from './layouts.css.ts'
import type { NavItem } from './nav.tsx'
import { MAIN_ID, SkipLink } from './SkipLink.tsx'
import { WithLinks } from './WithLinks.tsx'

/**
 * A link of the landing navigation: a NavItem without an icon (the landing header shows none, and drawing icons by
 * name would bring the whole icon set onto every landing page).
 */
export type LandingNavItem = Omit<NavItem, 'icon'>

/** The public pages of docs/product/screens-and-limits.md "Screens". */
export const LANDING_NAV: readonly LandingNavItem[] = [
  { href: '/offerings', label: 'Nabídky' },
  { href: '/services', label: 'Služby' },
  { href: '/spotter', label: 'Tipař' },
  { href: '/pricing', label: 'Ceník' },
  { href: '/contact', label: 'Kontakt' },
]

export const LEGAL_LINKS: readonly LandingNavItem[] = [
  { href: '/legal/vop', label: 'Obchodní podmínky' },
  { href: '/legal/gdpr', label: 'Zásady zpracování osobních údajů' },
]

export interface LandingLayoutProps {
  children: ReactNode
  /** The current path (location.pathname): marks the active link. */
  currentPath: string
  navItems?: readonly LandingNavItem[]
  /** Signed-in visitors get 'Do portálu' instead of sign-in and registration. */
  signedIn?: boolean
  /** Operator's contact details from the site configuration (not hard-coded). */
  contact?: { email?: string; phone?: string }
  /** Who runs the site, from the server's configuration (OPERATOR_*): named in the footer as the law expects. */
  operator?: { name: string; ico?: string | null; address?: string | null }
  /** Fixed carousel width for tests; measured by default. */
  carouselWidth?: number
  renderLink?: RenderLink
}

/** nav.tsx's NavLink without its icon: marks the current page (below it too, unless `exact`). */
function LandingNavLink({
  item,
  currentPath,
  className,
  onNavigate,
}: {
  item: LandingNavItem
  currentPath: string
  className: string
  onNavigate?: () => void
}) {
  const renderLink = useRenderLink()
  const active = item.exact ? currentPath === item.href : isUnder(currentPath, item.href)
  return renderLink({
    href: item.href,
    className,
    'aria-current': active ? 'page' : undefined,
    onClick: onNavigate,
    children: item.label,
  })
}

/** The public site: header with navigation, content, footer with links and the house carousel. */
export function LandingLayout({
  children,
  currentPath,
  navItems = LANDING_NAV,
  signedIn = false,
  contact,
  operator,
  carouselWidth,
  renderLink,
}: LandingLayoutProps) {
  const [menuOpen, setMenuOpen] = useState(false)
  const menuId = useId()
  const close = () => setMenuOpen(false)
  const authActions = signedIn ? (
    <ButtonLink href={PORTAL_PAGE} icon={<SvgIcon d={userPath} size={18} />}>
      Do portálu
    </ButtonLink>
  ) : (
    <>
      <ButtonLink href={AUTH_PAGES.login} variant="ghost">
        Přihlásit se
      </ButtonLink>
      <ButtonLink href={AUTH_PAGES.register}>Registrace</ButtonLink>
    </>
  )
  return (
    <WithLinks renderLink={renderLink}>
      <SkipLink />
      <div className={css.shell}>
        <header className={css.header}>
          <div className={css.headerInner}>
            <LogoLink variant="compact" />
            <nav aria-label="Hlavní navigace" className={css.landingNav}>
              <ul className={css.navList}>
                {navItems.map((item) => (
                  <li key={item.href}>
                    <LandingNavLink item={item} currentPath={currentPath} className={css.navLink} />
                  </li>
                ))}
              </ul>
            </nav>
            <span className={css.headerSpacer} />
            <div className={`${css.headerActions} ${css.desktopOnly}`}>{authActions}</div>
            <IconButton
              className={css.mobileOnly}
              label={menuOpen ? 'Zavřít menu' : 'Otevřít menu'}
              icon={<SvgIcon d={menuOpen ? closePath : menuPath} />}
              aria-expanded={menuOpen}
              aria-controls={menuId}
              onClick={() => setMenuOpen((open) => !open)}
            />
          </div>
          {menuOpen ? (
            <nav id={menuId} aria-label="Hlavní navigace (mobil)" className={css.mobilePanel}>
              <ul className={css.mobileList}>
                {navItems.map((item) => (
                  <li key={item.href}>
                    <LandingNavLink
                      item={item}
                      currentPath={currentPath}
                      className={css.sideLink}
                      onNavigate={close}
                    />
                  </li>
                ))}
              </ul>
              <div className={css.mobileActions}>{authActions}</div>
            </nav>
          ) : null}
        </header>
        <main id={MAIN_ID} tabIndex={-1} className={css.main}>
          {children}
        </main>
        <footer className={css.landingFooter}>
          <div className={css.landingFooterTop}>
            <div className={css.footerColumn}>
              <LogoLink variant="wide" width={260} />
              <p className={css.footerText}>
                Nezávislý inzertní prostor pro neveřejné investiční příležitosti: nemovitosti, projekty,
                finanční smlouvy a služby pro investory.
              </p>
            </div>
            <nav aria-label="Odkazy v patičce" className={css.footerColumn}>
              <h2 className={css.footerHeading}>Tržiště</h2>
              <ul className={css.footerLinks} style={{ flexDirection: 'column' }}>
                {navItems.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} tone="muted" underline="hover">
                      {item.label}
                    </Link>
                  </li>
                ))}
                {LEGAL_LINKS.map((item) => (
                  <li key={item.href}>
                    <Link href={item.href} tone="muted" underline="hover">
                      {item.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className={css.footerColumn}>
              <h2 className={css.footerHeading}>Kontakt</h2>
              {contact?.email ? (
                <a href={`mailto:${contact.email}`} className={linkStyles({ tone: 'muted' })}>
                  {contact.email}
                </a>
              ) : null}
              {contact?.phone ? (
                <a href={`tel:${contact.phone.replace(/\s/g, '')}`} className={linkStyles({ tone: 'muted' })}>
                  {contact.phone}
                </a>
              ) : null}
              <Link href="/contact" tone="muted">
                Kontaktní formulář
              </Link>
              <p className={css.footerText}>
                Provozovatel:{' '}
                <SiteValue field="provozovatel-udaje" value={operator ? operatorLine(operator) : null} />
              </p>
            </div>
          </div>
          <LazyHouseCarousel width={carouselWidth} />
          <p className={css.copyright}>© {new Date().getFullYear()} Tržiště investic · verze 1.26.0</p>
        </footer>
      </div>
    </WithLinks>
  )
}
