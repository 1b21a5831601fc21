import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/theme.css.ts'

export const linkStyles = recipe({
  base: {
    color: vars.color.brand,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    textDecorationThickness: '1px',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.brandHover, textDecorationThickness: '2px' } },
  },
  variants: {
    tone: {
      brand: {},
      muted: { color: vars.color.textMuted },
      inverse: { color: vars.color.textInverse, selectors: { '&:hover': { color: vars.color.textInverse } } },
    },
    underline: {
      hover: { textDecoration: 'none', selectors: { '&:hover': { textDecoration: 'underline' } } },
    },
  },
  defaultVariants: { tone: 'brand' },
})
