import { style, styleVariants } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

// The rules in the order the recipe() that these replace generated them (base, tone, underline), so the cascade is
// unchanged; link-styles.ts joins the class names (without the recipes runtime in the landing script).

export const base = style({
  color: vars.color.brand,
  textDecoration: 'underline',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '1px',
  borderRadius: vars.radius.sm,
  selectors: { '&:hover': { color: vars.color.brandHover, textDecorationThickness: '2px' } },
})

export const tone = styleVariants({
  brand: {},
  muted: { color: vars.color.textMuted },
  inverse: { color: vars.color.textInverse, selectors: { '&:hover': { color: vars.color.textInverse } } },
})

export const underlineOnHover = style({
  textDecoration: 'none',
  selectors: { '&:hover': { textDecoration: 'underline' } },
})
