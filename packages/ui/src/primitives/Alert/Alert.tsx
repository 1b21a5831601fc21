import type { HTMLAttributes, Ref } from 'react'
import { cx } from '../../internal/cx.ts'
import * as css from './Alert.css.ts'

export interface AlertProps extends HTMLAttributes<HTMLDivElement> {
  /**
   * info: a state or what happens next; success: something the user asked for was done (a mail sent, an address
   * confirmed); warning: take care before acting; danger: something failed or was refused.
   */
  tone: 'info' | 'success' | 'warning' | 'danger'
  /**
   * `alert` for a message that appears after an action and must be heard at once (an error), `status` for one that
   * may wait (a confirmation); none for a message that is part of the page from the start.
   */
  role?: 'alert' | 'status'
  /** For a message that takes the focus when it appears (a sent confirmation that replaces its form). */
  ref?: Ref<HTMLDivElement>
}

/**
 * A message in a tinted box: every screen's notices, confirmations, warnings and errors, never a tone class of a
 * screen's own (docs/decisions/1246-screen-kit.md, docs/decisions/1641-alert-for-every-message.md).
 */
export function Alert({ tone, className, ...rest }: AlertProps) {
  return <div className={cx(css.base, css.tone[tone], className)} {...rest} />
}
