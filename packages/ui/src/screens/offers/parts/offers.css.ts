import { globalStyle, style } from '@vanilla-extract/css'
import { mq } from '../../../theme/breakpoints.ts'
import { vars } from '../../../theme/theme.css.ts'
import { filters, stack } from '../../kit/kit.css.ts'
import { price } from '../../kit/offer-teaser.css.ts'

export const resultsBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['3'],
  alignItems: 'center',
  justifyContent: 'space-between',
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
  background: vars.color.surfaceSunken,
  // doubled, so the corners win over Img's `borderRadius: inherit` whichever of the two stylesheets loads last
  selectors: { '&&': { borderRadius: vars.radius.lg } },
})

export const thumb = style({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  selectors: { '&&': { borderRadius: vars.radius.md } },
})

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
