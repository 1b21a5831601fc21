import type { HTMLAttributes } from 'react'
import { cx } from '../../internal/cx.ts'
import * as css from './Alert.css.ts'

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  /** info: a state or what happens next; warning: take care before acting; danger: something failed or was refused. */
  tone: 'info' | 'warning' | 'danger'
  /**
   * `alert` for a message that appears after an action and must be heard at once (an error), `status` for one that
   * may wait (a confirmation); none for a message that is part of the page from the start.
   */
  role?: 'alert' | 'status'
}

/** A message in a tinted box: every screen's notices, warnings and errors (docs/decisions/1246-screen-kit.md). */
export function Alert({ tone, className, ...rest }: AlertProps) {
  return <div className={cx(css.base, css.tone[tone], className)} {...rest} />
}
