import { globalStyle, keyframes, style } from '@vanilla-extract/css'
import { mq, reducedMotion } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

/*
 * A teaser card has the same height whatever its text (titles and subtitles are clamped to two lines and keep two
 * lines of room), so the skeleton shown while the teasers load takes exactly the room of the cards that replace it:
 * no layout shift. On phones the photo is a thumbnail beside the text (never the page's largest element, so it does
 * not delay LCP); from the small breakpoint up it sits on top of the card.
 */

const titleLines = `calc(2 * ${vars.fontSize.lg} * ${vars.lineHeight.snug})`
const subtitleLines = `calc(2 * ${vars.fontSize.sm} * ${vars.lineHeight.snug})`

export const card = style({
  position: 'relative',
  display: 'grid',
  gridTemplateColumns: '6.5rem minmax(0, 1fr)',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  selectors: { '&:focus-within': { boxShadow: vars.shadow.focus } },
  '@media': { [mq.sm]: { gridTemplateColumns: '1fr', gridTemplateRows: 'auto 1fr' } },
})

/**
 * The photo's frame decides the size (the picture only fills it), so a slow or missing image moves nothing. On
 * phones a fixed thumbnail at the card's top, smaller than the page's lead text, so a photo never becomes the LCP.
 */
export const media = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  alignSelf: 'start',
  height: '6rem',
  margin: vars.space['3'],
  marginInlineEnd: 0,
  borderRadius: vars.radius.md,
  overflow: 'hidden',
  background: vars.color.surfaceSunken,
  color: vars.color.textSubtle,
  '@media': {
    [mq.sm]: { alignSelf: 'stretch', height: 'auto', margin: 0, borderRadius: 0, aspectRatio: '3 / 2' },
  },
})

globalStyle(`${media} img`, {
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  borderRadius: 0,
})

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  padding: vars.space['3'],
  minWidth: 0,
  '@media': { [mq.sm]: { gap: vars.space['2'], padding: vars.space['4'] } },
})

export const category = style({
  alignSelf: 'flex-start',
  maxWidth: '100%',
  padding: `0 ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

const clamp = {
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflow: 'hidden',
  overflowWrap: 'anywhere',
} as const

export const title = style({
  ...clamp,
  fontSize: vars.fontSize.lg,
  lineHeight: vars.lineHeight.snug,
  fontWeight: vars.fontWeight.semibold,
  height: titleLines,
})

/** The heading link covers the whole card: one click target with one accessible name. */
export const link = style({
  color: vars.color.text,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
})

export const subtitle = style({
  ...clamp,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.snug,
  color: vars.color.textMuted,
  height: subtitleLines,
})

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  gap: 0,
  fontSize: vars.fontSize.sm,
  lineHeight: vars.lineHeight.normal,
  minWidth: 0,
})

export const location = style({
  color: vars.color.textMuted,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

export const price = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
})

const pulse = keyframes({ '50%': { opacity: 0.55 } })

/** A grey bar in the skeleton: the height of the text line it stands for. */
export const bone = style({
  display: 'block',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  animation: `${pulse} 1.6s ease-in-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})

export const skeletonMedia = style([media, bone])

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space['3'],
  padding: vars.space['6'],
  borderRadius: vars.radius.lg,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.surface,
})

export const statusTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold })

/** Shown instead of a forever-loading list when the browser runs no JavaScript. */
export const noscript = style({ marginBottom: vars.space['4'], color: vars.color.textMuted })
