import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

/** Shared look of text-like controls (TextField, Textarea, PriceInput, Select trigger). */
export const control = style({
  width: '100%',
  minHeight: vars.size.controlMd,
  padding: `${vars.space['2']} ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.snug,
  transition: `border-color ${vars.motion.fast}, box-shadow ${vars.motion.fast}`,
  selectors: {
    '&::placeholder': { color: vars.color.textSubtle },
    '&:hover:not(:disabled)': { borderColor: vars.color.text },
    '&:focus-visible': { outline: 'none', borderColor: vars.color.focus, boxShadow: vars.shadow.focus },
    '&[aria-invalid="true"]': { borderColor: vars.color.danger },
    '&:disabled': {
      background: vars.color.surfaceSunken,
      cursor: 'not-allowed',
      color: vars.color.textMuted,
    },
  },
})
