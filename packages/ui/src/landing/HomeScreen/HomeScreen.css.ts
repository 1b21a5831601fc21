import { style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'
import { band } from '../parts/landing.css.ts'

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  paddingBlock: vars.space['8'],
  '@media': { [mq.md]: { paddingBlock: vars.space['12'] } },
})

export const steps = style({
  counterReset: 'step',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
})

export const audienceIcon = style({ color: vars.color.brand })

/** The spotter's band: the accent colours instead of the brand's. */
export const bandAccent = style([
  band,
  {
    background: vars.color.accentSubtle,
    color: vars.color.text,
    border: `1px solid ${vars.color.accent}`,
  },
])

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const chip = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
})
