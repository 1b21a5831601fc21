import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

// Base, then tones: the order the recipe() these replace generated, so class names and cascade are unchanged.
export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  padding: `2px ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  border: '1px solid transparent',
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.normal,
  whiteSpace: 'nowrap',
})
export const tone = styleVariants({
  neutral: { background: vars.color.surfaceSunken, color: vars.color.text },
  brand: { background: vars.color.brandSubtle, color: vars.color.brand },
  success: { background: vars.color.successSubtle, color: vars.color.success },
  warning: { background: vars.color.warningSubtle, color: vars.color.warning },
  danger: { background: vars.color.dangerSubtle, color: vars.color.danger },
  info: { background: vars.color.infoSubtle, color: vars.color.info },
  outline: { background: vars.color.surface, color: vars.color.text, borderColor: vars.color.border },
})
export const dot = style({
  width: '12px',
  height: '12px',
  borderRadius: vars.radius.round,
  boxShadow: 'inset 0 0 0 1px rgba(0, 0, 0, 0.25)',
})
