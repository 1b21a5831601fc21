import type { ReactNode } from 'react'
import { Link } from '../../primitives/Link/Link.tsx'
import { Spinner } from '../../primitives/Spinner/Spinner.tsx'
import * as css from '../parts/parts.css.ts'
import { type Crumb, PageHeader } from '../parts/parts.tsx'

export interface PageSkeletonScreenProps {
  title: string
  breadcrumbs?: readonly Crumb[]
  /** One sentence on what the page is for. */
  lead?: ReactNode
  status?: 'loading' | 'empty'
  /** Heading and text of the empty state. */
  emptyTitle?: string
  emptyText?: ReactNode
  /** Optional call to action in the empty state. */
  action?: { label: string; href: string }
}

/**
 * A portal page whose full screen a later issue builds: its real heading, breadcrumbs and an honest empty state,
 * so navigation, guards and titles can be used and tested now.
 */
export function PageSkeletonScreen({
  title,
  breadcrumbs,
  lead,
  status = 'empty',
  emptyTitle = 'Zatím tu nic není',
  emptyText,
  action,
}: PageSkeletonScreenProps) {
  return (
    <div className={css.page}>
      <PageHeader title={title} lead={lead} breadcrumbs={breadcrumbs} />
      {status === 'loading' ? (
        <Spinner label="Načítání..." />
      ) : (
        <section className={css.empty} aria-labelledby="page-empty-title">
          <h2 id="page-empty-title" className={css.subheading}>
            {emptyTitle}
          </h2>
          {emptyText ? <p className={css.muted}>{emptyText}</p> : null}
          {action ? <Link href={action.href}>{action.label}</Link> : null}
        </section>
      )}
    </div>
  )
}
