import * as RadixDialog from '@radix-ui/react-dialog'
import { createContext, type ReactNode, useContext } from 'react'
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

/**
 * Where dialogs are drawn instead of over the page. The styleguide's figures give one (docs/decisions/1110): there an
 * open dialog is drawn in place, in the page's flow and not modal, so the rest of the page stays usable. The product
 * never sets it.
 */
export const DialogStage = createContext<HTMLElement | null>(null)

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
  const stage = useContext(DialogStage)
  const block = (e: Event) => {
    if (!dismissible) e.preventDefault()
  }
  // A staged specimen neither takes the focus when it opens nor closes when the page around it is used.
  const keep = (e: Event) => e.preventDefault()
  return (
    <RadixDialog.Root
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      modal={stage === null}
    >
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal container={stage}>
        <RadixDialog.Overlay className={css.overlay} />
        <RadixDialog.Content
          className={cx(css.content, size === 'lg' && css.wide, stage !== null && css.staged)}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          onOpenAutoFocus={stage ? keep : undefined}
          onInteractOutside={stage ? keep : undefined}
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
