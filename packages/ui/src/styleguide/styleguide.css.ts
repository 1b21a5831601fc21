import { style } from '@vanilla-extract/css'
import { vars } from '../theme/theme.css.ts'

export const index = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const specimen = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

/** A story's stage: fixed and sticky parts of a story stay inside it (a transform makes it their containing block). */
export const stage = style({
  position: 'relative',
  transform: 'translateZ(0)',
  overflow: 'auto',
  maxHeight: '32rem',
  padding: vars.space['4'],
  border: `1px dashed ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.background,
})
