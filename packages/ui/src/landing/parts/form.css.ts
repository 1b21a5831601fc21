import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  position: 'relative',
})

export const field = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const error = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
  fontWeight: vars.fontWeight.medium,
})

export const checkRow = style({ display: 'flex', gap: vars.space['3'], alignItems: 'flex-start' })

export const checkbox = style({
  flex: 'none',
  width: '1.25rem',
  height: '1.25rem',
  marginTop: '0.125rem',
  accentColor: vars.color.brand,
})

export const checkLabel = style({ fontSize: vars.fontSize.sm })

/** Off-screen, not display:none: simple bots skip hidden inputs but happily fill positioned-away ones. */
export const honeypot = style({
  position: 'absolute',
  left: '-10000px',
  top: 'auto',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
})

export const alert = style({
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  border: `1px solid ${vars.color.danger}`,
})

export const success = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  background: vars.color.successSubtle,
  border: `1px solid ${vars.color.success}`,
})

export const successTitle = style({ color: vars.color.success, fontSize: vars.fontSize.xl, outline: 'none' })

export const note = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const formTitle = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold })
