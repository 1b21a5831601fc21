import { style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

export const root = style({
  position: 'fixed',
  left: vars.space['3'],
  right: vars.space['3'],
  bottom: vars.space['3'],
  zIndex: vars.zIndex.cookieBar,
  display: 'flex',
  justifyContent: 'center',
  pointerEvents: 'none',
})
export const inner = style({
  pointerEvents: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: '100%',
  maxWidth: vars.size.contentMax,
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  '@media': {
    [mq.md]: { flexDirection: 'row', alignItems: 'center', padding: `${vars.space['4']} ${vars.space['6']}` },
  },
})
export const text = style({ flex: 1, fontSize: vars.fontSize.sm, color: vars.color.text })
export const actions = style({
  display: 'flex',
  gap: vars.space['2'],
  justifyContent: 'flex-end',
  flexShrink: 0,
})

/** Reserves the bar's height (plus its margin) under the page, so nothing stays hidden behind it. */
export const spacer = style({ flexShrink: 0, '@media': { print: { display: 'none' } } })
