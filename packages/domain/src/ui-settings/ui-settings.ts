/** docs/product/screens-and-limits.md "Limits": responsive breakpoints in CSS pixels (min-width of each step). */
export const BREAKPOINTS = { xs: 320, sm: 640, md: 768, lg: 1024, xl: 1280, '2xl': 1536 } as const
export type BreakpointName = keyof typeof BREAKPOINTS

/** docs/product/screens-and-limits.md "Limits": images are transformed for 1x and 2x screens, always to WebP. */
export const IMAGE_DENSITIES = [1, 2] as const
export const IMAGE_FORMAT = 'webp'

/**
 * Every diameter (CSS pixels) at which a user's uploaded picture is shown: header 32 and 36, review 32, business card
 * 56, profile 96. The ui asks /img only for these (avatarImageUrl takes an AvatarDiameter), and the server's /img
 * allow-list is derived from this list, so a new size cannot be refused without a type error first.
 */
export const AVATAR_DIAMETERS = [32, 36, 56, 96] as const
export type AvatarDiameter = (typeof AVATAR_DIAMETERS)[number]

/** docs/product/screens-and-limits.md "Limits": toasts stay 5 s at the top centre; more than 8 at once would hide the page. */
export const TOAST_DURATION_MS = 5000
export const MAX_TOASTS = 8
export const LOADING_BAR_HEIGHT = 6

export const TOUR_SETTINGS = {
  overlayOpacity: 0.5,
  stagePadding: 10,
  stageRadius: 8,
  /** A tour waits for its target element; it looks again this often. */
  stepCheckIntervalMs: 500,
} as const

export const SCROLL_REVEAL = { durationMs: 800, offset: 80, once: true } as const

/** Tracking starts a moment after consent so the click that gave it is not slowed down. */
export const COOKIE_TRACKING_DELAY_MS = 500
