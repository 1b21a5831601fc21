import type { HouseCarousel } from './HouseCarousel.tsx'

/** In the browser the carousel's code loads on demand (LazyHouseCarousel); see first-frame.ts. */
export const FirstFrame: typeof HouseCarousel | undefined = undefined
