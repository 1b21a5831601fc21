/**
 * docs/product/screens-and-limits.md "Screens": the logo's width, which the footer's carousel also lays out around. Apart from carousel.ts:
 * every page draws the logo, only the footer loads the carousel.
 */
export const LOGO_WIDTH = 346
