import { globalStyle, style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

export const stack = style({ display: 'flex', flexDirection: 'column', gap: vars.space['4'] })

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
})

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  color: vars.color.text,
})

export const subheading = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text })

export const lead = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.lg })

export const muted = style({ margin: 0, color: vars.color.textMuted })

export const breadcrumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
})

export const crumb = style({
  selectors: { '&:not(:last-child)::after': { content: '"/"', marginInlineStart: vars.space['2'] } },
})

export const card = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  padding: vars.space['6'],
  boxShadow: vars.shadow.sm,
})

export const empty = style([
  card,
  {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: vars.space['3'],
    background: vars.color.surfaceSunken,
    boxShadow: 'none',
  },
])

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
})

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
})

export const fieldset = style({
  border: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
})

export const legend = style({
  fontWeight: vars.fontWeight.semibold,
  marginBottom: vars.space['2'],
  padding: 0,
})

export const checkRow = style({ display: 'flex', gap: vars.space['2'], alignItems: 'center' })

/** A group of checkboxes (onboarding's categories and regions): two columns on a phone, three from md. */
export const checkGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['2'],
  // The longest names (Královéhradecký, Moravskoslezský) fit a phone's half width at the small size; never wider.
  fontSize: vars.fontSize.sm,
  overflowWrap: 'anywhere',
  hyphens: 'auto',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', fontSize: vars.fontSize.md } },
})
globalStyle(`${checkGrid} input`, { margin: 0, flexShrink: 0 })

/** Onboarding's "Krok 1 ze 3" with its progress bar under it. */
export const stepIndicator = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] })
export const stepTrack = style({
  display: 'block',
  height: vars.space['2'],
  borderRadius: vars.radius.pill,
  background: vars.color.surfaceSunken,
  overflow: 'hidden',
})
export const stepFill = style({
  display: 'block',
  height: '100%',
  borderRadius: vars.radius.pill,
  background: vars.color.brand,
})

/**
 * A label read by screen readers only: a control in a table row is named by its column and row ("Stav: Jiří
 * Šťastný"), which the eye already has from the header and the row (issue 35: printed, it doubled every row).
 */
export const srOnly = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
