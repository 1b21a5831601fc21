import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

/* A conversation's messages as bubbles, the own ones to the right: the deal room's thread and the admin's reported one. */

export const messages = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
})

export const bubble = style({
  maxWidth: '85%',
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
})

export const mine = style({ alignSelf: 'flex-end', background: vars.color.brandSubtle })
