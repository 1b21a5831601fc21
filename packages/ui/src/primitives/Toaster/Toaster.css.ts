import { globalStyle, style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const toast = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  width: 'var(--width)',
  padding: `${vars.space['3']} ${vars.space['10']} ${vars.space['3']} ${vars.space['4']}`,
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `4px solid ${vars.color.brand}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
})
export const title = style({ fontWeight: vars.fontWeight.semibold })
export const description = style({ color: vars.color.textMuted })
export const close = style({
  position: 'absolute',
  top: vars.space['2'],
  right: vars.space['2'],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '28px',
  height: '28px',
  border: 0,
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: { '&:hover': { background: vars.color.surfaceSunken } },
})
export const action = style({
  marginLeft: 'auto',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  border: 0,
  borderRadius: vars.radius.sm,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
})

function tone(color: string) {
  const cls = style({ borderLeftColor: color })
  globalStyle(`${cls} [data-icon]`, { color })
  return cls
}
export const success = tone(vars.color.success)
export const error = tone(vars.color.danger)
export const warning = tone(vars.color.warning)
export const info = tone(vars.color.info)
