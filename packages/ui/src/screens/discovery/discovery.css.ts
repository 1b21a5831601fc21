import { globalStyle, style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

/** The heart and "Porovnat" under a card's price. */
export const cardActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  marginTop: 'auto',
  paddingTop: vars.space['2'],
})

/** A pressed heart is filled; the outline one stays the text colour. */
export const heartOn = style({ color: vars.color.danger })
globalStyle(`${heartOn} svg path`, { fill: 'currentColor' })

/** "Vybráno k porovnání" stays at the bottom of the viewport while the list scrolls. */
export const compareBar = style({
  position: 'sticky',
  bottom: vars.space['3'],
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'space-between',
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  boxShadow: vars.shadow.lg,
  '@media': { print: { display: 'none' } },
})

/**
 * The comparison: one column per offer. On a phone the columns scroll sideways and snap one by one (swipe); from
 * md they sit side by side. Printed, all columns fit the page width.
 */
export const compareColumns = style({
  display: 'grid',
  gridAutoFlow: 'column',
  gridAutoColumns: '85%',
  gap: vars.space['4'],
  overflowX: 'auto',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  paddingBottom: vars.space['2'],
  '@media': {
    [mq.md]: { gridAutoColumns: 'minmax(0, 1fr)', overflowX: 'visible' },
    print: { gridAutoColumns: 'minmax(0, 1fr)', overflowX: 'visible', gap: vars.space['2'] },
  },
})

export const compareColumn = style({
  scrollSnapAlign: 'start',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  minWidth: 0,
  padding: vars.space['4'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  '@media': { print: { breakInside: 'avoid', padding: vars.space['2'] } },
})

export const compareFacts = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: 0,
})

export const compareTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const compareValue = style({ margin: 0, marginBottom: vars.space['2'], overflowWrap: 'anywhere' })

/** Controls that make no sense on paper (remove, add, print itself). */
export const noPrint = style({ '@media': { print: { display: 'none' } } })

export const detailActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  '@media': { print: { display: 'none' } },
})
