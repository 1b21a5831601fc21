import { globalStyle, style } from '@vanilla-extract/css'
import { mq } from '../theme/breakpoints.ts'
import { vars } from '../theme/theme.css.ts'

export const skipLink = style({
  position: 'absolute',
  left: vars.space['2'],
  top: '-100px',
  zIndex: vars.zIndex.loadingBar,
  padding: `${vars.space['2']} ${vars.space['4']}`,
  background: vars.color.brand,
  color: vars.color.brandContrast,
  borderRadius: vars.radius.md,
  selectors: { '&:focus': { top: vars.space['2'] } },
})

export const shell = style({
  display: 'flex',
  flexDirection: 'column',
  minHeight: '100vh',
  background: vars.color.background,
})

export const header = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.header,
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
})
export const headerInner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['2'],
  maxWidth: vars.size.contentMax,
  minHeight: vars.size.headerHeight,
  margin: '0 auto',
  padding: `0 ${vars.space['4']}`,
  '@media': { [mq.md]: { gap: vars.space['4'], padding: `0 ${vars.space['6']}` } },
})
export const headerSpacer = style({ flex: 1, minWidth: 0 })
export const headerActions = style({ display: 'flex', alignItems: 'center', gap: vars.space['2'] })
// A control is never squeezed below its own size (a phone header crushed the bell to 16 px and the logo to 9 px);
// the spacer gives way, and the pieces that can be smaller on a phone (the balance) are made so themselves.
globalStyle(`${headerInner} > *:not(${headerSpacer}), ${headerActions} > *`, { flexShrink: 0 })

export const main = style({
  flex: 1,
  width: '100%',
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space['6']} ${vars.space['4']}`,
  outline: 'none',
  '@media': { [mq.md]: { padding: `${vars.space['8']} ${vars.space['6']}` } },
})

export const simpleFooter = style({
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
})
export const footerInner = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space['4']} ${vars.space['4']}`,
  '@media': { [mq.md]: { padding: `${vars.space['4']} ${vars.space['6']}` } },
})
export const footerLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['2']} ${vars.space['4']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
})

/* Landing */
export const landingNav = style({ display: 'none', '@media': { [mq.lg]: { display: 'block' } } })
export const navList = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const navLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['2'],
  padding: `${vars.space['2']} ${vars.space['3']}`,
  borderRadius: vars.radius.md,
  color: vars.color.text,
  fontWeight: vars.fontWeight.medium,
  textDecoration: 'none',
  selectors: {
    '&:hover': { background: vars.color.brandSubtle, color: vars.color.brand },
    '&[aria-current="page"]': { color: vars.color.brand, background: vars.color.brandSubtle },
  },
})
// These sit on kit components with their own display (IconButton's inline-flex). The doubled class wins regardless
// of stylesheet order, which differs between Storybook and the app's chunks.
export const desktopOnly = style({
  selectors: { '&&': { display: 'none' } },
  '@media': { [mq.lg]: { selectors: { '&&': { display: 'flex' } } } },
})
export const mobileOnly = style({ '@media': { [mq.lg]: { selectors: { '&&': { display: 'none' } } } } })
export const mobilePanel = style({
  borderTop: `1px solid ${vars.color.border}`,
  padding: vars.space['3'],
  background: vars.color.surface,
  '@media': { [mq.lg]: { display: 'none' } },
})
export const mobileList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['1'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
})
export const mobileActions = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  marginTop: vars.space['3'],
})

export const landingFooter = style({
  background: vars.color.surface,
  borderTop: `1px solid ${vars.color.border}`,
})
export const landingFooterTop = style({
  display: 'grid',
  gap: vars.space['6'],
  maxWidth: vars.size.contentMax,
  margin: '0 auto',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  '@media': {
    [mq.md]: { gridTemplateColumns: '2fr 1fr 1fr', padding: `${vars.space['10']} ${vars.space['6']}` },
  },
})
export const footerHeading = style({
  marginBottom: vars.space['2'],
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
})
export const footerColumn = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] })
export const footerText = style({ color: vars.color.textMuted, fontSize: vars.fontSize.sm, maxWidth: '46ch' })
export const copyright = style({
  padding: `${vars.space['3']} ${vars.space['4']}`,
  textAlign: 'center',
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  borderTop: `1px solid ${vars.color.border}`,
})
/** A full-width navigation row: the portal's sidebar and the landing pages' mobile menu. */
export const sideLink = style([
  navLink,
  {
    display: 'flex',
    width: '100%',
    selectors: { '&[aria-current="page"]': { fontWeight: vars.fontWeight.semibold } },
  },
])

/**
 * A navigation label that takes the size of its bold form in either state: the text and an invisible bold copy
 * (::after, kept out of the spoken text) share one grid cell, so the entry neither widens nor wraps when it becomes
 * the current page and the menu does not jump.
 */
export const navLabel = style({
  display: 'inline-grid',
  minWidth: 0,
  selectors: {
    '&::after': {
      content: 'attr(data-text) / ""',
      gridArea: '1 / 1',
      visibility: 'hidden',
      fontWeight: vars.fontWeight.semibold,
      userSelect: 'none',
      pointerEvents: 'none',
    },
  },
})
globalStyle(`${navLabel} > *`, { gridArea: '1 / 1', alignSelf: 'center' })

/** The count beside a navigation entry (the admin's queues). */
export const navBadge = style({
  marginInlineStart: 'auto',
  minWidth: '1.5rem',
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.pill,
  background: vars.color.accentSubtle,
  color: vars.color.accentStrong,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
})
