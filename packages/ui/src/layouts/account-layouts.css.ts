import { style } from '@vanilla-extract/css'
import { mq } from '../theme/breakpoints.ts'
import { vars } from '../theme/theme.css.ts'

// The sign-in and portal layouts' own classes, apart from layouts.css.ts: the landing pages load that file's script
// and stylesheet, and these are not theirs.

/* Auth */
export const authShell = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  minHeight: '100vh',
  padding: `${vars.space['8']} ${vars.space['4']}`,
  gap: vars.space['6'],
  background: `linear-gradient(180deg, ${vars.color.brandSubtle} 0%, ${vars.color.background} 320px)`,
})
export const authCard = style({
  width: '100%',
  maxWidth: vars.size.narrowMax,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['6'],
})
export const authWide = style({ maxWidth: '640px' })
export const authTitle = style({ fontSize: vars.fontSize['2xl'] })
export const authDescription = style({ color: vars.color.textMuted, marginTop: vars.space['2'] })
export const authFooter = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  textAlign: 'center',
})

/* Portal */
export const portalBody = style({ display: 'flex', flex: 1, minHeight: 0 })
export const sidebar = style({
  display: 'none',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: vars.size.sidebarWidth,
  flexShrink: 0,
  padding: `${vars.space['4']} ${vars.space['3']}`,
  background: vars.color.surface,
  borderRight: `1px solid ${vars.color.border}`,
  '@media': { [mq.lg]: { display: 'flex' } },
})
export const sidebarOpen = style({
  display: 'flex',
  position: 'fixed',
  top: vars.size.headerHeight,
  bottom: 0,
  left: 0,
  zIndex: vars.zIndex.dropdown,
  overflowY: 'auto',
  boxShadow: vars.shadow.lg,
  '@media': { [mq.lg]: { position: 'static', boxShadow: 'none' } },
})
export const navSection = style({ display: 'flex', flexDirection: 'column', gap: vars.space['1'] })
export const navSectionTitle = style({
  padding: `0 ${vars.space['3']}`,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
  color: vars.color.textMuted,
})
export const portalMain = style({
  flex: 1,
  minWidth: 0,
  padding: `${vars.space['6']} ${vars.space['4']}`,
  outline: 'none',
  '@media': { [mq.md]: { padding: `${vars.space['8']} ${vars.space['8']}` } },
})
export const userBox = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  marginTop: 'auto',
  padding: vars.space['3'],
  borderTop: `1px solid ${vars.color.border}`,
})
export const userText = style({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  fontSize: vars.fontSize.sm,
})
export const userName = style({
  fontWeight: vars.fontWeight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
export const userEmail = style({
  color: vars.color.textMuted,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
})
export const headerUser = style({
  display: 'none',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': { [mq.md]: { display: 'flex' } },
})
export const backdrop = style({
  position: 'fixed',
  inset: `${vars.size.headerHeight} 0 0 0`,
  zIndex: vars.zIndex.header,
  background: vars.color.overlay,
  border: 0,
  '@media': { [mq.lg]: { display: 'none' } },
})

/** Read by screen readers only (the header avatar link's name). */
export const visuallyHidden = style({
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
})
