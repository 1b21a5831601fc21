import { style } from '@vanilla-extract/css'
import { reducedMotion } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

export const row = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  cursor: 'pointer',
  lineHeight: vars.lineHeight.snug,
})
export const box = style({
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '20px',
  height: '20px',
  marginTop: '1px',
  padding: 0,
  border: `1.5px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface,
  color: vars.color.brandContrast,
  cursor: 'pointer',
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})
export const radio = style([box, { borderRadius: vars.radius.round, color: vars.color.brand }])
export const radioDot = style({
  width: '10px',
  height: '10px',
  borderRadius: vars.radius.round,
  background: vars.color.brandContrast,
})
export const radioChecked = style({
  selectors: { '&[data-state="checked"]': { background: vars.color.brand } },
})
export const description = style({
  display: 'block',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})
export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 })
export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
})
export const options = style({ display: 'flex', gap: vars.space['3'] })
export const error = style({
  marginTop: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
})
export const switchRoot = style({
  flexShrink: 0,
  position: 'relative',
  width: '40px',
  height: '24px',
  padding: 0,
  border: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.borderStrong,
  cursor: 'pointer',
  transition: `background ${vars.motion.fast}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: {
    '&[data-state="checked"]': { background: vars.color.brand },
    '&:disabled': { opacity: 0.5, cursor: 'not-allowed' },
  },
})
export const switchThumb = style({
  display: 'block',
  width: '18px',
  height: '18px',
  borderRadius: vars.radius.round,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transform: 'translateX(3px)',
  transition: `transform ${vars.motion.fast} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
  selectors: { '&[data-state="checked"]': { transform: 'translateX(19px)' } },
})
