import { CAROUSEL } from '@rg/domain/carousel'
import { keyframes, style, styleVariants } from '@vanilla-extract/css'
import { reducedMotion } from '../../theme/breakpoints.ts'
import { vars } from '../../theme/theme.css.ts'

export const root = style({
  position: 'relative',
  display: 'block',
  width: '100%',
  overflow: 'hidden',
  background: `linear-gradient(180deg, ${vars.color.background} 0%, ${vars.color.brandSubtle} 100%)`,
})
export const svg = style({ display: 'block' })

const revolution = keyframes({
  from: { transform: 'translateX(0)' },
  to: { transform: 'translateX(var(--rg-shift))' },
})

export const row = style({
  animationName: revolution,
  animationTimingFunction: 'linear',
  animationIterationCount: 'infinite',
  '@media': { [reducedMotion]: { animation: 'none' } },
})
export const still = style({ animation: 'none' })

export const ground = style({ fill: vars.color.brand })

export const tone = styleVariants({
  a: { vars: { '--rg-wall': '#c9d6e8', '--rg-roof': vars.color.brand } },
  b: { vars: { '--rg-wall': '#dfe5ec', '--rg-roof': '#4a5565' } },
  c: { vars: { '--rg-wall': '#f0e6d2', '--rg-roof': '#8c6a2a' } },
  d: { vars: { '--rg-wall': '#d4dde3', '--rg-roof': '#2d5c8a' } },
})
export const wall = style({ fill: 'var(--rg-wall)', stroke: vars.color.brand, strokeWidth: 1.5 })
export const roof = style({ fill: 'var(--rg-roof)' })
export const window = style({ fill: vars.color.brand, opacity: 0.75 })
export const door = style({ fill: vars.color.brand })

export const figure = style({})
export const skin = style({ fill: '#e9c4a6' })
export const hair = style({ fill: '#3b2a20' })
export const coat = style({ fill: vars.color.accent })
export const phone = style({ fill: vars.color.text })
export const legs = style({ fill: vars.color.text })
export const shoe = style({ fill: '#0d1117' })
export const signal = style({
  fill: 'none',
  stroke: vars.color.brand,
  strokeWidth: 5,
  strokeLinecap: 'round',
})

const pulse = keyframes({ '0%': { opacity: 0 }, '30%': { opacity: 1 }, '100%': { opacity: 0.2 } })
export const pingOn = style({
  opacity: 1,
  animation: `${pulse} 1s ease-out infinite`,
  '@media': { [reducedMotion]: { animation: 'none' } },
})
export const pingOff = style({
  opacity: 0,
  transition: `opacity ${vars.motion.slow}`,
  '@media': { [reducedMotion]: { transition: 'none' } },
})

/**
 * LazyHouseCarousel's slot: holds the carousel, and before its code has loaded in a page rendered in the browser
 * (no server HTML) it is the empty street band of the same height.
 */
export const slot = style([root, { minHeight: CAROUSEL.height }])
