import { style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
})

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
})

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

/** The call to register: a brand band under the list. */
export const band = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  '@media': { [mq.md]: { padding: vars.space['8'] } },
})

export const bandHeading = style({ color: vars.color.brandContrast })

export const bandText = style({ color: vars.color.brandContrast, maxWidth: '60ch' })
