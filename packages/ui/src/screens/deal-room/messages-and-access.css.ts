import { style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

/** The messages page: the thread list beside the open thread, one above the other on a phone. */
export const layout = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)' } },
})

export const threadList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
})

export const threadButton = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['1'],
  width: '100%',
  textAlign: 'left',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  cursor: 'pointer',
  minWidth: 0,
  overflowWrap: 'anywhere',
  selectors: { '&[aria-current="true"]': { borderColor: vars.color.brand } },
})

export const ndaText = style({
  whiteSpace: 'pre-line',
  maxHeight: '16rem',
  overflowY: 'auto',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
})
