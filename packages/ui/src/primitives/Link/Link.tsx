import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { cx } from '../../internal/cx.ts'
import { useRenderLink } from './LinkProvider.tsx'
import { linkStyles } from './link-styles.ts'

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  /** Opens in a new tab with rel="noopener noreferrer" and a plain <a>, bypassing the router. */
  external?: boolean
  tone?: 'brand' | 'muted' | 'inverse'
  /** 'hover' shows the underline only on hover (navigation); text links keep it always. */
  underline?: 'always' | 'hover'
  children?: ReactNode
}

/** A text link. Internal links go through the app's router via LinkProvider. */
export function Link({
  href,
  external,
  tone,
  underline = 'always',
  className,
  children,
  ...rest
}: LinkProps) {
  const renderLink = useRenderLink()
  const classes = cx(linkStyles({ tone, underline }), className)
  if (external) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={classes} {...rest}>
        {children}
      </a>
    )
  }
  return renderLink({ href, className: classes, children, ...rest })
}
