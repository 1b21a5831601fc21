import type { ReactNode } from 'react'
import { cx } from '../../internal/cx.ts'
import { buttonStyles } from '../../primitives/Button/button-styles.ts'
import { useRenderLink } from '../../primitives/Link/LinkProvider.tsx'

export interface ButtonLinkProps {
  href: string
  variant?: 'primary' | 'secondary' | 'ghost'
  size?: 'sm' | 'md' | 'lg'
  className?: string
  children: ReactNode
}

/** An internal navigation that looks like a button (calls to action), routed through the app's LinkProvider. */
export function ButtonLink({ href, variant, size, className, children }: ButtonLinkProps) {
  const renderLink = useRenderLink()
  return renderLink({ href, className: cx(buttonStyles({ variant, size }), className), children })
}
