import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  minWidth: 0,
})

export const head = style({ display: 'flex', flexDirection: 'column', gap: 2, overflowWrap: 'anywhere' })

export const attach = style({
  display: 'inline-flex',
  alignItems: 'flex-end',
  gap: vars.space['2'],
  flexWrap: 'wrap',
})

export const meter = style({ width: '100%', maxWidth: '24rem', height: '0.75rem' })

export const tags = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
