import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

// The rules in the order the recipe() that these replace generated them (base, variant, size, fullWidth), so the
// cascade is unchanged; button-styles.ts joins the class names (without the recipes runtime in the landing script).

export const base = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['2'],
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  fontWeight: vars.fontWeight.semibold,
  lineHeight: vars.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  transition: `background-color ${vars.motion.fast} ${vars.motion.easing}, border-color ${vars.motion.fast}`,
  selectors: {
    '&:disabled, &[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.6 },
    '&[aria-busy="true"]': { cursor: 'progress' },
  },
})

export const variant = styleVariants({
  primary: {
    background: vars.color.brand,
    color: vars.color.brandContrast,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.brandHover },
      '&:active:not(:disabled)': { background: vars.color.brandActive },
    },
  },
  secondary: {
    background: vars.color.surface,
    color: vars.color.brand,
    borderColor: vars.color.borderStrong,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSubtle } },
  },
  ghost: {
    background: 'transparent',
    color: vars.color.brand,
    selectors: { '&:hover:not(:disabled)': { background: vars.color.brandSubtle } },
  },
  danger: {
    background: vars.color.danger,
    color: vars.color.textInverse,
    selectors: { '&:hover:not(:disabled)': { filter: 'brightness(0.92)' } },
  },
})

export const size = styleVariants({
  sm: { minHeight: vars.size.controlSm, padding: `0 ${vars.space['3']}`, fontSize: vars.fontSize.sm },
  md: { minHeight: vars.size.controlMd, padding: `0 ${vars.space['4']}`, fontSize: vars.fontSize.md },
  lg: { minHeight: vars.size.controlLg, padding: `0 ${vars.space['6']}`, fontSize: vars.fontSize.lg },
})

export const fullWidth = style({ width: '100%' })

export const iconOnly = style({ padding: 0, aspectRatio: '1' })
