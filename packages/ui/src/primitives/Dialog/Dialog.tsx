import * as RadixDialog from '@radix-ui/react-dialog'
import type { ReactNode } from 'react'
import { cx } from '../../internal/cx.ts'
import { Icon } from '../../internal/icons.tsx'
import { IconButton } from '../Button/Button.tsx'
import * as css from './Dialog.css.ts'

export interface DialogProps {
  /** Controlled open state; pair with onOpenChange. */
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Element that opens the dialog (e.g. a Button); optional when controlled. */
  trigger?: ReactNode
  title: ReactNode
  description?: ReactNode
  children?: ReactNode
  /** Buttons at the bottom; wrap a cancel button in DialogClose. */
  footer?: ReactNode
  size?: 'md' | 'lg'
  /** Whether a click outside or Escape closes it (true by default; turn off while an action runs). */
  dismissible?: boolean
}

/** A modal dialog (Radix): focus trapped inside, Escape closes, focus returns to the trigger. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  dismissible = true,
}: DialogProps) {
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault()
  }
  return (
    <RadixDialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={css.overlay} />
        <RadixDialog.Content
          className={cx(css.content, size === 'lg' && css.wide)}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          // Without a description Radix would warn; undefined tells it there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <RadixDialog.Title className={css.title}>{title}</RadixDialog.Title>
          {description ? (
            <RadixDialog.Description className={css.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
          {footer ? <div className={css.footer}>{footer}</div> : null}
          {dismissible ? (
            <RadixDialog.Close asChild>
              <IconButton className={css.close} label="Zavřít" icon={<Icon name="close" />} size="sm" />
            </RadixDialog.Close>
          ) : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** Closes the surrounding Dialog when its child is clicked. */
export const DialogClose = RadixDialog.Close
