import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

/** A value of the site's identity that is not configured: visibly marked, not silently left out. */
export const siteValue = style({
  selectors: {
    '&[data-missing]': {
      background: vars.color.warningSubtle,
      color: vars.color.warning,
      borderRadius: vars.radius.sm,
      paddingInline: vars.space['1'],
    },
  },
})
