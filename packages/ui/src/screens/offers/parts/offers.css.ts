import { globalStyle, style } from '@vanilla-extract/css'
import { mq } from '../../../theme/breakpoints.ts'
import { vars } from '../../../theme/theme.css.ts'

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

export const resultsBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'space-between',
})

export const grid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 16rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const teaser = style({ display: 'flex', flexDirection: 'column', height: '100%', overflow: 'hidden' })

export const teaserPhoto = style({
  display: 'block',
  width: '100%',
  aspectRatio: '3 / 2',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
})

export const teaserPlaceholder = style([
  teaserPhoto,
  { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.textSubtle },
])

export const teaserBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  flex: 1,
  minWidth: 0,
})

export const teaserTitle = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  overflowWrap: 'anywhere',
})

export const price = style({
  margin: 0,
  marginTop: 'auto',
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.bold,
  color: vars.color.text,
  fontVariantNumeric: 'tabular-nums',
})

export const bigPrice = style([price, { fontSize: vars.fontSize['2xl'], marginTop: 0 }])

/** Detail page: content column and a side column from the lg breakpoint. */
export const detailLayout = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [mq.lg]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
})

export const gallery = style({
  display: 'grid',
  gap: vars.space['2'],
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 8rem), 1fr))',
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const cover = style({
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  objectFit: 'cover',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceSunken,
})

export const thumb = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
})

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
})

export const factTerm = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const factValue = style({ margin: 0, overflowWrap: 'anywhere' })

export const lockBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  background: vars.color.accentSubtle,
})

export const notice = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.infoSubtle,
  color: vars.color.info,
})

export const alert = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.dangerSubtle,
  color: vars.color.danger,
})

export const warning = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.md,
  background: vars.color.warningSubtle,
  color: vars.color.warning,
})

export const plainList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
})

export const docRow = style({ display: 'flex', gap: vars.space['2'], alignItems: 'center', minWidth: 0 })

export const keywords = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const stars = style({ display: 'inline-flex', gap: vars.space['1'], color: vars.color.accentStrong })
export const starEmpty = style({ color: vars.color.border })

export const review = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  paddingBottom: vars.space['3'],
  borderBottom: `1px solid ${vars.color.border}`,
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

export const stats = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 9rem), 1fr))',
  margin: 0,
})

export const stat = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space['1'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
})

export const statValue = style({
  margin: 0,
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  fontVariantNumeric: 'tabular-nums',
})

export const formGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

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

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'flex-end',
})

export const twoCols = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: 'minmax(0, 1fr)',
  alignItems: 'start',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
})

/** A short line led by a small icon (location). */
export const withIcon = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] })

/** The browse filters inline from the sm breakpoint; below it they open in a sheet ("Filtry (N)"). */
export const filtersInline = style([filters, { display: 'none', '@media': { [mq.sm]: { display: 'grid' } } }])

/** Only below the sm breakpoint (the "Filtry" button); the doubled class wins over the Button's own display. */
export const narrowOnly = style({ '@media': { [mq.sm]: { selectors: { '&&': { display: 'none' } } } } })

/** The detail's side column when it holds the unlock box: it stays in view beside a long teaser from lg. */
export const sideSticky = style([
  stack,
  { '@media': { [mq.lg]: { position: 'sticky', top: vars.space['6'] } } },
])

/** The review form's star input (StarRatingInput). */
export const starLegend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  fontWeight: vars.fontWeight.semibold,
  fontSize: vars.fontSize.sm,
})
export const starGroup = style({ display: 'inline-flex', gap: 0 })
export const starChoice = style({
  display: 'inline-flex',
  padding: vars.space['2'],
  border: 'none',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.borderStrong,
  cursor: 'pointer',
  selectors: {
    '&[data-filled]': { color: vars.color.accentStrong },
    '[aria-invalid="true"] > &': { color: vars.color.danger },
  },
})
globalStyle(`${starChoice}[data-filled] svg`, { fill: 'currentColor' })
export const fieldError = style({
  margin: 0,
  marginTop: vars.space['1'],
  fontSize: vars.fontSize.sm,
  color: vars.color.danger,
})
