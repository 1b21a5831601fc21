import { style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

/** Shared layout of the landing screens: a centred column, generous sections, a readable measure for prose. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['12'],
  width: '100%',
  maxWidth: vars.size.contentMax,
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  paddingBlock: vars.space['8'],
  '@media': { [mq.md]: { paddingInline: vars.space['8'], gap: vars.space['16'] } },
})

export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space['6'] })

export const eyebrow = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
})

export const h1 = style({
  fontSize: vars.fontSize['3xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  overflowWrap: 'anywhere',
  '@media': { [mq.md]: { fontSize: vars.fontSize['4xl'] } },
})

export const h2 = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  '@media': { [mq.md]: { fontSize: vars.fontSize['3xl'] } },
})

export const h3 = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold })

export const lead = style({
  fontSize: vars.fontSize.lg,
  color: vars.color.textMuted,
  maxWidth: '65ch',
})

export const prose = style({ maxWidth: '70ch', color: vars.color.text })

export const muted = style({ color: vars.color.textMuted })

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
})

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['6'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

/** Columns that collapse to one on phones. */
export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const plainList = style({ listStyle: 'none', margin: 0, padding: 0 })

/** Two columns on wide screens: explanation beside a form. */
export const split = style({
  display: 'grid',
  gap: vars.space['8'],
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 5fr) minmax(0, 6fr)' } },
})

/** Read by screen readers, invisible on screen. */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
})

/** A heading with a link or a note at its end, wrapping on phones. */
export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
})

/** A full-width brand band: the calls to action at the end of a page. */
export const band = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  background: vars.color.brand,
  color: vars.color.brandContrast,
})

export const bandHeading = style({ color: vars.color.brandContrast })

export const bandText = style({ color: vars.color.brandContrast, maxWidth: '60ch' })
