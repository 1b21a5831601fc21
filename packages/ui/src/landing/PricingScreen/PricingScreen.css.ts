import { style } from '@vanilla-extract/css'
import { mq } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

export const termSwitch = style({
  display: 'inline-flex',
  flexWrap: 'wrap',
  gap: vars.space['1'],
  padding: vars.space['1'],
  margin: 0,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  alignSelf: 'flex-start',
})

export const termOption = style({ position: 'relative', display: 'inline-flex' })

export const termInput = style({
  position: 'absolute',
  opacity: 0,
  inset: 0,
  margin: 0,
  cursor: 'pointer',
})

export const termLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  minHeight: vars.size.controlMd,
  padding: `0 ${vars.space['4']}`,
  borderRadius: vars.radius.pill,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.brand,
  cursor: 'pointer',
  selectors: {
    [`${termInput}:checked + &`]: { background: vars.color.brand, color: vars.color.brandContrast },
    [`${termInput}:focus-visible + &`]: { outline: `2px solid ${vars.color.focus}`, outlineOffset: '2px' },
  },
})

export const saving = style({ fontSize: vars.fontSize.xs, fontWeight: vars.fontWeight.medium })

export const tiers = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': {
    [mq.sm]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' },
    [mq.xl]: { gridTemplateColumns: 'repeat(5, minmax(0, 1fr))' },
  },
})

export const tier = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  height: '100%',
  padding: vars.space['5'],
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderTopWidth: '4px',
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.sm,
})

export const tierName = style({ margin: 0 })

/** The tier badge doubles as the card's heading, so it is set larger than in tables. */
export const tierBadge = style({
  fontSize: vars.fontSize.lg,
  padding: `${vars.space['1']} ${vars.space['3']}`,
})

export const price = style({
  fontSize: vars.fontSize['2xl'],
  fontWeight: vars.fontWeight.bold,
  color: vars.color.brand,
  lineHeight: vars.lineHeight.tight,
})

export const per = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.regular,
  color: vars.color.textMuted,
})

export const features = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  margin: 0,
  paddingLeft: vars.space['5'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  flex: 1,
})

export const packs = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space['4'],
  gridTemplateColumns: '1fr',
  '@media': { [mq.md]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
})

export const packCredits = style({ fontSize: vars.fontSize.xl, fontWeight: vars.fontWeight.bold })

export const info = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  background: vars.color.infoSubtle,
  color: vars.color.text,
})

export const infoIcon = style({ flex: 'none', color: vars.color.info, marginTop: '0.125rem' })
