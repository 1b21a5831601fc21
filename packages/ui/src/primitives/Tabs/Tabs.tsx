import * as RadixTabs from '@radix-ui/react-tabs'
import type { ComponentProps } from 'react'
import { cx } from '../../internal/cx.ts'
import * as css from './Tabs.css.ts'

/** Tabs (Radix): Tabs.Root (value/defaultValue/onValueChange), Tabs.List, Tabs.Trigger, Tabs.Content. */
function List({ className, ...rest }: ComponentProps<typeof RadixTabs.List>) {
  return <RadixTabs.List className={cx(css.list, className)} {...rest} />
}
function Trigger({ className, ...rest }: ComponentProps<typeof RadixTabs.Trigger>) {
  return <RadixTabs.Trigger className={cx(css.trigger, className)} {...rest} />
}
function Content({ className, ...rest }: ComponentProps<typeof RadixTabs.Content>) {
  return <RadixTabs.Content className={cx(css.content, className)} {...rest} />
}

export const Tabs = { Root: RadixTabs.Root, List, Trigger, Content }
