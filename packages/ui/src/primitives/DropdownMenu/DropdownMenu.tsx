import * as RadixMenu from '@radix-ui/react-dropdown-menu'
import type { ReactNode } from 'react'
import { cx } from '../../internal/cx.ts'
import * as css from './DropdownMenu.css.ts'

export interface MenuAction {
  /** Stable key. */
  id: string
  label: ReactNode
  icon?: ReactNode
  onSelect: () => void
  disabled?: boolean
  /** Destructive actions are shown in red. */
  tone?: 'default' | 'danger'
  /** Draws a separator before this item. */
  separated?: boolean
}

export interface DropdownMenuProps {
  /** The button that opens the menu (e.g. an IconButton). */
  trigger: ReactNode
  items: readonly MenuAction[]
  /** A small heading inside the menu. */
  label?: ReactNode
  align?: 'start' | 'center' | 'end'
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
}

/** A menu of actions (Radix DropdownMenu): arrow keys, typeahead, Escape. */
export function DropdownMenu({ trigger, items, label, align = 'end', ...rest }: DropdownMenuProps) {
  return (
    <RadixMenu.Root modal={false} {...rest}>
      <RadixMenu.Trigger asChild>{trigger}</RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className={css.content} align={align} sideOffset={4}>
          {label ? <RadixMenu.Label className={css.label}>{label}</RadixMenu.Label> : null}
          {items.map((item) => [
            item.separated ? <RadixMenu.Separator key={`${item.id}-sep`} className={css.separator} /> : null,
            <RadixMenu.Item
              key={item.id}
              className={cx(css.item, item.tone === 'danger' && css.danger)}
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.icon}
              {item.label}
            </RadixMenu.Item>,
          ])}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  )
}
