import { style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
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

/** The header's pill: compact on a phone, where the bell, the tier and the avatar share one row with it. */
export const pill = style({
  padding: `${vars.space['1']} ${vars.space['2']}`,
  '@media': { [mq.sm]: { padding: `${vars.space['2']} ${vars.space['4']}` } },
})

export const amount = style({ fontSize: '1.5rem', fontWeight: 700 })
export const pillAmount = style({
  fontSize: '1.125rem',
  '@media': { [mq.sm]: { fontSize: '1.5rem' } },
})

/** The unit beside the amount: read aloud everywhere, shown from the small breakpoint up. */
export const pillUnit = style({
  '@media': {
    'screen and (max-width: 639.98px)': {
      position: 'absolute',
      width: '1px',
      height: '1px',
      overflow: 'hidden',
      clip: 'rect(0 0 0 0)',
      whiteSpace: 'nowrap',
    },
  },
})

/** Read by screen readers only: where the pill leads. */
export const hidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
