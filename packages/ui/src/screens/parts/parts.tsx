import type { ReactNode } from 'react'
import { AuthLayout } from '../../layouts/AuthLayout.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import * as css from './parts.css.ts'

export interface Crumb {
  label: string
  /** Omitted for the current page. */
  href?: string
}

/** Breadcrumb trail; the last item is the current page. */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  if (items.length === 0) return null
  return (
    <nav aria-label="Drobečková navigace">
      <ol className={css.breadcrumbs}>
        {items.map((item, i) => (
          <li key={item.href ?? item.label} className={css.crumb}>
            {item.href && i < items.length - 1 ? (
              <Link href={item.href} tone="muted">
                {item.label}
              </Link>
            ) : (
              <span aria-current={i === items.length - 1 ? 'page' : undefined}>{item.label}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  )
}

/** The heading block of a page: breadcrumbs, h1 and an optional lead paragraph. */
export function PageHeader({
  title,
  lead,
  breadcrumbs = [],
}: {
  title: string
  lead?: ReactNode
  breadcrumbs?: readonly Crumb[]
}) {
  return (
    <header className={css.stack}>
      <Breadcrumbs items={breadcrumbs} />
      <h1 className={css.heading}>{title}</h1>
      {lead ? <p className={css.lead}>{lead}</p> : null}
    </header>
  )
}

/** The sign-in family of pages: the kit's AuthLayout (logo and one centred card) around a form. */
export function AuthCard({
  title,
  intro,
  children,
  footer,
  wide,
}: {
  title: string
  intro?: ReactNode
  children: ReactNode
  footer?: ReactNode
  wide?: boolean
}) {
  return (
    <AuthLayout title={title} description={intro} footer={footer} wide={wide}>
      {children}
    </AuthLayout>
  )
}
