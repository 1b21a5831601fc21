/* @rg/domain/ui-settings: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export {
  AVATAR_DIAMETERS,
  type AvatarDiameter,
  BREAKPOINTS,
  COOKIE_TRACKING_DELAY_MS,
  IMAGE_DENSITIES,
  IMAGE_FORMAT,
  LOADING_BAR_HEIGHT,
  MAX_TOASTS,
  SCROLL_REVEAL,
  TOAST_DURATION_MS,
  TOUR_SETTINGS,
} from './ui-settings.ts'
