import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['4']}`,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.body,
  color: vars.color.text,
})

export const amount = style({ fontSize: '1.5rem', fontWeight: 700 })

/** Read by screen readers only: where the pill leads. */
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
