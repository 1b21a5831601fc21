import type { HTMLAttributes, ReactNode } from 'react'
import { cx } from '../../internal/cx.ts'
import * as css from './Card.css.ts'

export interface CardProps extends HTMLAttributes<HTMLElement> {
  padding?: 'none' | 'sm' | 'md'
  elevation?: 'flat' | 'raised'
  /** Hover emphasis for cards that contain one main link. */
  interactive?: boolean
  /** Render as section/article for landmarks; div by default. */
  as?: 'div' | 'section' | 'article'
}

/** A surface grouping related content. Compose with CardHeader and CardFooter. */
export function Card({
  padding = 'md',
  elevation = 'raised',
  interactive,
  as: Tag = 'div',
  className,
  ...rest
}: CardProps) {
  return (
    <Tag
      className={cx(
        css.base,
        css.padding[padding],
        css.elevation[elevation],
        interactive && css.interactive,
        className,
      )}
      {...rest}
    />
  )
}

export interface CardHeaderProps {
  title: ReactNode
  description?: ReactNode
  /** Heading level of the title (h2 by default). */
  level?: 2 | 3 | 4
}

export function CardHeader({ title, description, level = 2 }: CardHeaderProps) {
  const Heading = `h${level}` as const
  return (
    <div className={css.header}>
      <Heading className={css.title}>{title}</Heading>
      {description ? <p className={css.description}>{description}</p> : null}
    </div>
  )
}

export function CardFooter({ children }: { children: ReactNode }) {
  return <div className={css.footer}>{children}</div>
}
