import type { ComponentProps } from 'react'

/**
 * The styles of Radix's VisuallyHidden (Bootstrap's visually-hidden mixin), as inline styles so the element renders
 * exactly as `@radix-ui/react-visually-hidden` did: the same `<span style="…">` in the same order.
 */
const VISUALLY_HIDDEN_STYLES = Object.freeze({
  position: 'absolute',
  border: 0,
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  wordWrap: 'normal',
} as const)

/**
 * Text for screen readers only. A local stand-in for Radix's VisuallyHidden (same DOM) without its Primitive/Slot
 * machinery, which the landing pages would otherwise load for one `<span>` (docs/decisions/0304-landing-bundle.md).
 */
export function VisuallyHidden({ style, ...props }: ComponentProps<'span'>) {
  return <span {...props} style={{ ...VISUALLY_HIDDEN_STYLES, ...style }} />
}
