import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const root = style({ display: 'block', height: 'auto', maxWidth: '100%', color: vars.color.brand })
export const mark = style({ fill: 'currentColor' })
export const accent = style({ fill: vars.color.accent })
export const name = style({ fill: 'currentColor', fontFamily: vars.font.heading, fontWeight: 700 })
export const tagline = style({ fill: vars.color.textMuted, fontFamily: vars.font.body, fontWeight: 500 })
export const link = style({ display: 'inline-block', borderRadius: vars.radius.sm, color: vars.color.brand })
