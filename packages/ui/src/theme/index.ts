import './global.css.ts'

export { BREAKPOINTS, type Breakpoint, mq, reducedMotion } from './breakpoints.ts'
export { type Sprinkles, sprinkles } from './sprinkles.css.ts'
export { vars } from './theme.css.ts'
export { type Tokens, tokens } from './tokens.ts'
