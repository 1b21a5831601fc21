import { style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

/*
 * The screens' shared layout classes: page, stacks and rows, headings, muted and small text, definition lists,
 * fieldsets, timelines and the filters bar. Every screen imports these from here; a screen's own classes stay in its
 * folder (offers/parts/offers.css.ts, …).
 */

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  minWidth: 0,
})

export const headerRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  alignItems: 'flex-end',
  justifyContent: 'space-between',
})

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'], minWidth: 0 })
export const stackTight = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  minWidth: 0,
})

export const row = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['3'], alignItems: 'center' })

export const heading2 = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
})

export const heading3 = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.text,
})

export const muted = style({ margin: 0, color: vars.color.textMuted })
export const small = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted })
export const paragraph = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.lineHeight.normal })

/** Filters above the results: one column on a phone, a row of controls from the md breakpoint. */
export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' },
  },
})

export const searchRow = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: '1fr',
  alignItems: 'end',
  '@media': { [mq.sm]: { gridTemplateColumns: '1fr auto' } },
})

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
})

export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' })

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
})

export const timeline = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  borderInlineStart: `2px solid ${vars.color.border}`,
  paddingInlineStart: vars.space['4'],
})

export const timelineItem = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })

export const full = style({ gridColumn: '1 / -1' })

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  minWidth: 0,
})

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
})

/** A short line led by a small icon (location). */
export const withIcon = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] })

/** Cards in columns as wide as fit (at least 16rem), one column on a phone. */
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})
