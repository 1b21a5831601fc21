import { style } from '@vanilla-extract/css'
import { recipe } from '@vanilla-extract/recipes'
import { vars } from '../../theme/theme.css.ts'

export const card = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space['3'],
    minWidth: 0,
    background: vars.color.surface,
    border: `1px solid ${vars.color.border}`,
    borderRadius: vars.radius.lg,
    color: vars.color.text,
  },
  variants: {
    padding: { none: {}, sm: { padding: vars.space['3'] }, md: { padding: vars.space['6'] } },
    elevation: { flat: {}, raised: { boxShadow: vars.shadow.sm } },
    interactive: {
      true: {
        transition: `box-shadow ${vars.motion.normal}, border-color ${vars.motion.normal}`,
        selectors: { '&:hover': { boxShadow: vars.shadow.md, borderColor: vars.color.borderStrong } },
      },
    },
  },
  defaultVariants: { padding: 'md', elevation: 'raised' },
})
export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })
export const title = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold })
export const description = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  justifyContent: 'flex-end',
  marginTop: 'auto',
})
