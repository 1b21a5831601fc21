import { style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

export const hero = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['5'],
  paddingBlock: vars.space['8'],
  '@media': { [mq.md]: { paddingBlock: vars.space['12'] } },
})

export const steps = style({
  counterReset: 'step',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const stepNumber = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.controlMd,
  height: vars.size.controlMd,
  borderRadius: vars.radius.round,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  fontWeight: vars.fontWeight.bold,
  fontSize: vars.fontSize.lg,
})

export const audienceIcon = style({ color: vars.color.brand })

export const teaserGrid = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.lg]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
  },
})

export const teaser = style({
  display: 'flex',
  flexDirection: 'column',
  height: '100%',
  overflow: 'hidden',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
  position: 'relative',
  selectors: { '&:focus-within': { boxShadow: vars.shadow.focus } },
})

export const teaserMedia = style({
  aspectRatio: '8 / 5',
  width: '100%',
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
})

export const teaserPlaceholder = style([
  teaserMedia,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    color: vars.color.textSubtle,
  },
])

export const teaserBody = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  padding: vars.space['4'],
  flex: 1,
})

export const teaserCategory = style({
  alignSelf: 'flex-start',
  padding: `${vars.space['1']} ${vars.space['2']}`,
  borderRadius: vars.radius.pill,
  background: vars.color.brandSubtle,
  color: vars.color.brand,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
})

export const teaserTitle = style({ fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold })

/** The heading link covers the whole card, so the card is one click target with one accessible name. */
export const teaserLink = style({
  color: vars.color.text,
  textDecoration: 'none',
  overflowWrap: 'anywhere',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0 },
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: 'none' },
  },
})

export const teaserSubtitle = style({ color: vars.color.textMuted, overflowWrap: 'anywhere' })

export const teaserMeta = style({
  marginTop: 'auto',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  gap: vars.space['2'],
  paddingTop: vars.space['2'],
  fontSize: vars.fontSize.sm,
})

export const price = style({
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  whiteSpace: 'nowrap',
})

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

export const bandAccent = style({
  background: vars.color.accentSubtle,
  color: vars.color.text,
  border: `1px solid ${vars.color.accent}`,
})

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  listStyle: 'none',
  margin: 0,
  padding: 0,
})

export const chip = style({
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontSize: vars.fontSize.sm,
})

export const sectionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space['3'],
})
