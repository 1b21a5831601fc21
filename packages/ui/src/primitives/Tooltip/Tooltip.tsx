import * as RadixTooltip from '@radix-ui/react-tooltip'
import type { ReactNode } from 'react'
import * as css from './Tooltip.css.ts'

export interface TooltipProps {
  /** The help text. Never put the only copy of essential information here. */
  content: ReactNode
  /** One focusable element (Button, IconButton, Link). */
  children: ReactNode
  side?: 'top' | 'right' | 'bottom' | 'left'
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  /** Milliseconds before showing on hover. */
  delayDuration?: number
}

/** A short hint on hover and keyboard focus (Radix Tooltip, includes its own provider). */
export function Tooltip({ content, children, side = 'top', delayDuration = 300, ...rest }: TooltipProps) {
  return (
    <RadixTooltip.Provider delayDuration={delayDuration}>
      <RadixTooltip.Root {...rest}>
        <RadixTooltip.Trigger asChild>{children}</RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={css.content} side={side} sideOffset={6}>
            {content}
            <RadixTooltip.Arrow className={css.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  )
}
