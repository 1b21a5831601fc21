import type { ReactNode } from 'react'
import type { RenderLink } from '../primitives/Link/LinkProvider.tsx'
import { LogoLink } from '../widgets/Logo/Logo.tsx'
import * as css from './layouts.css.ts'
import { MAIN_ID, SkipLink } from './SkipLink.tsx'
import { WithLinks } from './WithLinks.tsx'

export interface DefaultLayoutProps {
  children: ReactNode
  /** Right side of the header (e.g. a sign-out button). */
  actions?: ReactNode
  /** Footer content; a copyright line by default. */
  footer?: ReactNode
  /** Where the logo leads; '/' by default. */
  homeHref?: string
  renderLink?: RenderLink
}

/** A plain page: header with the logo, content, a thin footer. */
export function DefaultLayout({ children, actions, footer, homeHref = '/', renderLink }: DefaultLayoutProps) {
  return (
    <WithLinks renderLink={renderLink}>
      <SkipLink />
      <div className={css.shell}>
        <header className={css.header}>
          <div className={css.headerInner}>
            <LogoLink href={homeHref} variant="compact" />
            <span className={css.headerSpacer} />
            {actions ? <div className={css.headerActions}>{actions}</div> : null}
          </div>
        </header>
        <main id={MAIN_ID} tabIndex={-1} className={css.main}>
          {children}
        </main>
        <footer className={css.simpleFooter}>
          <div className={css.footerInner}>
            {footer ?? <span>© {new Date().getFullYear()} Tržiště investic</span>}
          </div>
        </footer>
      </div>
    </WithLinks>
  )
}
