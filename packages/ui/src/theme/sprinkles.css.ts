import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles'
import { mq } from './breakpoints.ts'
import { vars } from './theme.css.ts'

const responsive = defineProperties({
  conditions: {
    base: {},
    sm: { '@media': mq.sm },
    md: { '@media': mq.md },
    lg: { '@media': mq.lg },
  },
  defaultCondition: 'base',
  properties: {
    display: ['none', 'block', 'flex', 'grid', 'inline-flex'],
    flexDirection: ['row', 'column'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between'],
    gap: vars.space,
    padding: vars.space,
    paddingInline: vars.space,
    paddingBlock: vars.space,
    textAlign: ['left', 'center', 'right'],
  },
  shorthands: { p: ['padding'], px: ['paddingInline'], py: ['paddingBlock'] },
})

const colors = defineProperties({
  properties: {
    color: vars.color,
    background: vars.color,
    borderRadius: vars.radius,
    boxShadow: vars.shadow,
  },
})

/** Atomic, responsive layout utilities built on the theme (`sprinkles({ display: 'flex', gap: '4' })`). */
export const sprinkles = createSprinkles(responsive, colors)
export type Sprinkles = Parameters<typeof sprinkles>[0]
