import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const wrap = style({
  width: '100%',
  overflowX: 'auto',
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
})
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.fontSize.sm })
export const caption = style({
  padding: vars.space['3'],
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
})
export const th = style({
  padding: `${vars.space['2']} ${vars.space['3']}`,
  textAlign: 'left',
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  background: vars.color.surfaceSunken,
  borderBottom: `1px solid ${vars.color.border}`,
  whiteSpace: 'nowrap',
})
export const td = style({
  padding: `${vars.space['3']}`,
  borderBottom: `1px solid ${vars.color.border}`,
  verticalAlign: 'top',
  selectors: { 'tr:last-child > &': { borderBottom: 0 } },
})
export const numeric = style({ textAlign: 'right', fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' })
export const stateCell = style({ padding: vars.space['6'], textAlign: 'center', color: vars.color.textMuted })
