import { style } from '@vanilla-extract/css'
import { vars } from '../../theme/theme.css.ts'

/* The browse grid's teaser card (offer-teaser.tsx); `price` is the offer detail's big price's base too. */

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
