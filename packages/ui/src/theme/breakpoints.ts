import { BREAKPOINTS } from '@rg/domain/ui-settings'

export { BREAKPOINTS }

/** Breakpoint names from the domain package (xs 320 … 2xl 1536). */
export type Breakpoint = keyof typeof BREAKPOINTS

/** `min-width` media queries for the breakpoints, for vanilla-extract `@media` blocks. */
export const mq = Object.fromEntries(
  Object.entries(BREAKPOINTS).map(([name, px]) => [name, `screen and (min-width: ${px}px)`]),
) as Record<Breakpoint, string>

/** Users who asked the system for less motion. */
export const reducedMotion = '(prefers-reduced-motion: reduce)'
