import { style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

export const layout = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: '18rem minmax(0, 1fr)' } },
})

export const meta = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })

export const toc = style({
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  fontSize: vars.fontSize.sm,
  '@media': { [mq.lg]: { position: 'sticky', top: vars.space['4'] } },
})

export const tocTitle = style({
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space['3'],
})

export const tocList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['8'],
  maxWidth: '75ch',
})

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  scrollMarginTop: vars.space['4'],
})

export const h2 = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold })

export const h3 = style({
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  marginTop: vars.space['2'],
})

export const para = style({ display: 'flex', gap: vars.space['3'] })

export const number = style({
  flex: 'none',
  minWidth: '2.5rem',
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
})

export const text = style({ minWidth: 0, overflowWrap: 'anywhere' })

export const list = style({
  margin: 0,
  paddingLeft: `calc(2.5rem + ${vars.space['3']} + ${vars.space['5']})`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
})

export const orderedList = style({ listStyleType: 'lower-alpha' })

export const terms = style({
  margin: 0,
  paddingLeft: `calc(2.5rem + ${vars.space['3']})`,
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.md]: { gridTemplateColumns: '12rem minmax(0, 1fr)' } },
})

export const term = style({ fontWeight: vars.fontWeight.semibold })

export const definition = style({ margin: 0, overflowWrap: 'anywhere' })

/** Unnumbered paragraphs line up with the text of the numbered ones. */
export const note = style({ paddingLeft: `calc(2.5rem + ${vars.space['3']})`, overflowWrap: 'anywhere' })
