import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const channels = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
})

export const channel = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['4'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
})

export const channelIcon = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlLg,
  height: vars.size.controlLg,
  borderRadius: vars.radius.round,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
})

export const channelText = style({ display: 'flex', flexDirection: 'column', minWidth: 0 })

export const channelLabel = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })

export const channelValue = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  overflowWrap: 'anywhere',
})
