import { keyframes, style } from '@vanilla-extract/css'
import { mq, reducedMotion } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } })
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.97)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
})

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.overlay,
  background: vars.color.overlay,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})
export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  zIndex: vars.zIndex.dialog,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  width: `calc(100vw - ${vars.space['6']})`,
  maxWidth: '520px',
  maxHeight: `calc(100vh - ${vars.space['8']})`,
  overflowY: 'auto',
  padding: vars.space['6'],
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  transform: 'translate(-50%, -50%)',
  animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}`,
  '@media': { [reducedMotion]: { animation: 'none' }, [mq.md]: { padding: vars.space['8'] } },
})
export const wide = style({ maxWidth: '760px' })
/** Drawn in place (DialogStage): in the flow of its container, not fixed over the page. */
export const staged = style({
  position: 'relative',
  top: 'auto',
  left: 'auto',
  zIndex: 'auto',
  width: '100%',
  maxHeight: 'none',
  marginTop: vars.space['4'],
  transform: 'none',
  animation: 'none',
})
export const title = style({
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  paddingRight: vars.space['8'],
})
export const description = style({ color: vars.color.textMuted })
export const close = style({ position: 'absolute', top: vars.space['3'], right: vars.space['3'] })
export const footer = style({
  display: 'flex',
  flexWrap: 'wrap-reverse',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
  marginTop: vars.space['2'],
})
