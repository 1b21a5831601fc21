import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const counts = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 8.5rem), 1fr))',
  margin: 0,
})

export const count = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], margin: 0 })

export const countValue = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  fontVariantNumeric: 'tabular-nums',
})

export const chart = style({ width: '100%', height: 'auto', display: 'block' })

export const bar = style({ fill: vars.color.brand })

export const baseline = style({ stroke: vars.color.border, strokeWidth: 1 })

export const axisLabel = style({ fill: vars.color.textMuted, fontSize: '9px' })

export const signal = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'baseline',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.brandSubtle,
  margin: 0,
})

export const srOnly = style({
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

export const chartChoice = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  border: 0,
  padding: 0,
  margin: 0,
  minWidth: 0,
})
