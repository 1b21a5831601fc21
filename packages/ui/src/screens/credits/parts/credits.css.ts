import { style } from '@vanilla-extract/css'
import { mq } from '../../../theme/breakpoints.ts'
import { vars } from '../../../theme/theme.css.ts'

/** Cards of the offer: one column on a phone, up to three from the lg breakpoint. */
export const offerGrid = style({
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const offerCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
})

export const selected = style({ outline: `2px solid ${vars.color.accentStrong}`, outlineOffset: 2 })

export const price = style({ margin: 0, fontSize: vars.fontSize.xl, color: vars.color.text })

/** The payment page: instructions beside the QR code from the md breakpoint, stacked on a phone. */
export const payment = style({
  display: 'grid',
  gap: vars.space['6'],
  gridTemplateColumns: '1fr',
  alignItems: 'start',
  '@media': { [mq.md]: { gridTemplateColumns: 'minmax(0, 1fr) auto' } },
})

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  alignItems: 'center',
})

export const factLabel = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm })
export const factValue = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  alignItems: 'center',
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
})

export const qr = style({
  display: 'block',
  width: 240,
  maxWidth: '100%',
  height: 'auto',
  background: '#fff',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  imageRendering: 'pixelated',
})

export const qrBox = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  alignItems: 'center',
})
