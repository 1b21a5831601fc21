import { style } from '@vanilla-extract/css'
import { vars } from '../../../theme/theme.css.ts'

export const figure = style({
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
})
export const svg = style({ width: '100%', height: 'auto', maxWidth: '44rem', display: 'block' })
export const region = style({
  fill: vars.color.brand,
  stroke: vars.color.surface,
  strokeWidth: 0.8,
  cursor: 'pointer',
  ':hover': { stroke: vars.color.accent, strokeWidth: 1.6 },
})
export const regionSelected = style({ stroke: vars.color.accentStrong, strokeWidth: 2 })
export const pin = style({ fill: vars.color.accent, stroke: vars.color.surface, strokeWidth: 1 })
export const pinText = style({ fill: vars.color.text, fontSize: 7, fontWeight: 700, pointerEvents: 'none' })
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
  gap: vars.space['2'],
})
