import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const header = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
})

export const count = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

/** The way to the whole list, below the newest few. */
export const all = style({ marginTop: vars.space['4'], fontWeight: 600 })
