import type { ReactNode } from 'react'
import { cx } from '../../internal/cx.ts'
import { Icon, type IconName } from '../../internal/icons.tsx'
import * as css from './EmptyState.css.ts'

export interface EmptyStateProps {
  title: ReactNode
  description?: ReactNode
  /** One call to action, e.g. a Button or a Link styled with buttonStyles. */
  action?: ReactNode
  icon?: IconName
  /** 'error' uses role="alert" and a warning icon: for failed loads with a retry action. */
  tone?: 'neutral' | 'error'
  /** Heading level of the title. */
  level?: 2 | 3
  className?: string
}

/** What a list or page shows when there is nothing to show yet, or when loading failed. */
export function EmptyState({
  title,
  description,
  action,
  icon,
  tone = 'neutral',
  level = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${level}` as const
  return (
    <div className={cx(css.root, className)} role={tone === 'error' ? 'alert' : undefined}>
      <span className={cx(css.icon, tone === 'error' && css.errorTone)}>
        <Icon name={icon ?? (tone === 'error' ? 'alert' : 'search')} size={28} />
      </span>
      <Heading className={css.title}>{title}</Heading>
      {description ? <p className={css.description}>{description}</p> : null}
      {action}
    </div>
  )
}
