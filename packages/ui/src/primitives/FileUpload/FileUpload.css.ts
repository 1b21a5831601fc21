import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] })
export const drop = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['6']} ${vars.space['4']}`,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  textAlign: 'center',
  transition: `background ${vars.motion.fast}, border-color ${vars.motion.fast}`,
  selectors: {
    '&[data-dragging="true"]': { borderColor: vars.color.brand, background: vars.color.brandSubtle },
    '&[data-disabled="true"]': { background: vars.color.surfaceSunken, borderStyle: 'solid' },
  },
})
export const dropIcon = style({ color: vars.color.brand })
export const rules = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const errors = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: `${vars.space['3']} ${vars.space['4']}`,
  listStyle: 'none',
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
  fontSize: vars.fontSize.sm,
})
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const file = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr auto',
  alignItems: 'center',
  gap: vars.space['3'],
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
})
export const fileMeta = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'], minWidth: 0 })
export const fileName = style({
  fontWeight: vars.fontWeight.medium,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
export const fileInfo = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted })
export const fileError = style({ fontSize: vars.fontSize.xs, color: vars.color.danger })
export const progress = style({
  width: '100%',
  height: '6px',
  appearance: 'none',
  border: 0,
  borderRadius: vars.radius.pill,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  selectors: {
    '&::-webkit-progress-bar': { background: vars.color.surfaceSunken },
    '&::-webkit-progress-value': { background: vars.color.brand, borderRadius: vars.radius.pill },
    '&::-moz-progress-bar': { background: vars.color.brand },
  },
})
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const tile = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['2'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  selectors: {
    '&[data-cover="true"]': { borderColor: vars.color.brand, boxShadow: `0 0 0 1px ${vars.color.brand}` },
    '&[data-drag-over="true"]': { borderColor: vars.color.focus, background: vars.color.brandSubtle },
  },
})
export const thumb = style({
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
})
export const thumbPlaceholder = style([
  thumb,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textMuted },
])
export const coverBadge = style({ position: 'absolute', top: vars.space['3'], left: vars.space['3'] })
export const tileActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  marginTop: 'auto',
})
export const counter = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted })
