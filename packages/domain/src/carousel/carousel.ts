import { LOGO_WIDTH } from './logo.ts'

/** docs/product/screens-and-limits.md "Screens": the footer's animated row of houses with a person figure. */
export const CAROUSEL = {
  slotWidth: 115,
  housesPerRevolution: 4,
  cycleMs: 8000,
  pingMs: 2000,
  /** The figure stands this many houses from the right edge. */
  figureFromRight: 2,
  shapeCount: 11,
  /** Houses scrolled by one revolution, rendered beyond the viewport so the row never shows a gap. */
  extraSlots: 4,
  bufferSlots: 2,
  height: 261,
  figure: { width: 220, height: 261 },
  house: { height: 170, widths: [111, 110] },
  logoWidth: LOGO_WIDTH,
} as const

export interface CarouselLayout {
  visible: number
  rendered: number
}

export function carouselLayout(viewportWidth: number): CarouselLayout {
  const visible = Math.max(0, Math.ceil(viewportWidth / CAROUSEL.slotWidth))
  return { visible, rendered: visible + CAROUSEL.extraSlots + CAROUSEL.bufferSlots }
}

/** Which of the eleven building shapes stands at a position; negative positions wrap too. */
export function houseShape(position: number): number {
  return ((position % CAROUSEL.shapeCount) + CAROUSEL.shapeCount) % CAROUSEL.shapeCount
}

export interface CarouselState {
  ping: boolean
  revolution: number
}

export type CarouselEvent = { type: 'ping' } | { type: 'pingEnd' }

export const INITIAL_CAROUSEL_STATE: CarouselState = { ping: false, revolution: 0 }

/** A ping starts a revolution and raises the flag; the view dispatches pingEnd CAROUSEL.pingMs later. */
export function carouselReducer(state: CarouselState, event: CarouselEvent): CarouselState {
  switch (event.type) {
    case 'ping':
      return { ping: true, revolution: state.revolution + 1 }
    case 'pingEnd':
      return state.ping ? { ...state, ping: false } : state
  }
}
