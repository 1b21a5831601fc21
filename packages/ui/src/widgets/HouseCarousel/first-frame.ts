import { HouseCarousel } from './HouseCarousel.tsx'

/**
 * The carousel drawn directly, for server rendering: the pre-rendered HTML holds its still first frame. Browsers
 * resolve `#house-carousel-first-frame` to first-frame.browser.ts instead (package.json "imports"), so the
 * carousel's code is not part of the page's scripts and loads when the footer comes near (LazyHouseCarousel).
 */
export const FirstFrame: typeof HouseCarousel | undefined = HouseCarousel
