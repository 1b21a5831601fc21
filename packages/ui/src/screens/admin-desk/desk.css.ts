import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

export const cards = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 12rem), 1fr))',
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

/** A count that links to its list; the whole card is the link's target. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  minHeight: '100%',
})

export const cardAttention = style({
  background: vars.color.accentSubtle,
  boxShadow: `inset 4px 0 0 ${vars.color.accent}`,
})

export const count = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})

export const charts = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 16rem), 1fr))',
})

export const chart = style({ margin: 0, display: 'flex', flexDirection: 'column', gap: vars.space['2'] })

export const bars = style({ width: '100%', height: '3.5rem', display: 'block' })

export const bar = style({ fill: vars.color.brand })

export const inboxLayout = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { 'screen and (min-width: 64rem)': { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)' } },
})

export const inboxList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

export const inboxEntry = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
})

export const inboxEntryCurrent = style({
  borderColor: vars.color.brand,
  boxShadow: `inset 4px 0 0 ${vars.color.brand}`,
})

export const message = style({ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', margin: 0 })
