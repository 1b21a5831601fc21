import { style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
})
export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space['6'],
  padding: `${vars.space['10']} ${vars.space['4']}`,
  textAlign: 'center',
})
export const status = style({
  fontSize: vars.fontSize['4xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.accentStrong,
  letterSpacing: '0.05em',
  lineHeight: 1,
})
export const headline = style({
  fontSize: vars.fontSize['2xl'],
  '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } },
})
export const body = style({ maxWidth: '52ch', color: vars.color.textMuted, fontSize: vars.fontSize.lg })
export const detail = style({
  fontFamily: vars.font.mono,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  wordBreak: 'break-all',
})
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space['3'],
})
