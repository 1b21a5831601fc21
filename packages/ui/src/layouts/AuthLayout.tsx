import type { ReactNode } from 'react'
import { cx } from '../internal/cx.ts'
import { Card } from '../primitives/Card/Card.tsx'
import type { RenderLink } from '../primitives/Link/LinkProvider.tsx'
import { LogoLink } from '../widgets/Logo/Logo.tsx'
import * as account from './account-layouts.css.ts'
import { MAIN_ID, SkipLink } from './SkipLink.tsx'
import { WithLinks } from './WithLinks.tsx'

export interface AuthLayoutProps {
  /** The page heading (h1), e.g. 'Přihlášení'. */
  title: ReactNode
  description?: ReactNode
  /** The form. */
  children: ReactNode
  /** Under the card: links such as 'Nemáte účet? Zaregistrujte se'. */
  footer?: ReactNode
  /** Wider card for the onboarding steps. */
  wide?: boolean
  /** How internal links render (the app's router Link); defaults to the nearest LinkProvider. */
  renderLink?: RenderLink
}

/** Sign-in, registration, password pages and onboarding: the logo and one centred card. */
export function AuthLayout({ title, description, children, footer, wide, renderLink }: AuthLayoutProps) {
  return (
    <WithLinks renderLink={renderLink}>
      <SkipLink />
      <div className={account.authShell}>
        <header>
          <LogoLink variant="wide" width={280} />
        </header>
        <main id={MAIN_ID} tabIndex={-1} className={cx(account.authCard, wide && account.authWide)}>
          <Card as="section" aria-labelledby="auth-title">
            <div>
              <h1 id="auth-title" className={account.authTitle}>
                {title}
              </h1>
              {description ? <p className={account.authDescription}>{description}</p> : null}
            </div>
            {children}
          </Card>
          {footer ? <div className={account.authFooter}>{footer}</div> : null}
        </main>
      </div>
    </WithLinks>
  )
}
