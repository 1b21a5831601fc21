import { createGlobalTheme } from '@vanilla-extract/css'
import { tokens } from './tokens.ts'

/** The theme contract: CSS custom properties on :root. Components read tokens only through `vars`. */
export const vars = createGlobalTheme(':root', tokens)
