import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const root = style({
  position: 'relative',
  display: 'inline-flex',
  padding: vars.space['2'],
  color: vars.color.text,
  borderRadius: vars.radius.md,
})

export const badge = style({
  position: 'absolute',
  top: 0,
  right: 0,
  minWidth: 18,
  height: 18,
  padding: '0 4px',
  borderRadius: 9,
  background: vars.color.danger,
  color: '#ffffff',
  fontSize: 11,
  fontWeight: 700,
  lineHeight: '18px',
  textAlign: 'center',
})

export const button = style([
  root,
  {
    border: 'none',
    background: 'transparent',
    cursor: 'pointer',
    font: 'inherit',
    selectors: { '&:hover': { background: vars.color.surfaceSunken } },
  },
])

export const item = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  maxWidth: '20rem',
  whiteSpace: 'normal',
})

export const unread = style({ fontWeight: vars.fontWeight.semibold })

export const dot = style({
  display: 'inline-block',
  width: 8,
  height: 8,
  marginInlineEnd: 6,
  borderRadius: '50%',
  background: vars.color.brand,
  verticalAlign: 'middle',
})

export const time = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })
