import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

// Base, then each variant in the order the recipe() these replace generated them, so class names and cascade are
// unchanged.
export const base = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  color: vars.color.text,
})
export const padding = styleVariants({
  none: {},
  sm: { padding: vars.space['3'] },
  md: { padding: vars.space['6'] },
})
export const elevation = styleVariants({ flat: {}, raised: { boxShadow: vars.shadow.sm } })
export const interactive = style({
  transition: `box-shadow ${vars.motion.normal}, border-color ${vars.motion.normal}`,
  selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong } },
})
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold })
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  justifyContent: 'flex-end',
  marginTop: 'auto',
})
