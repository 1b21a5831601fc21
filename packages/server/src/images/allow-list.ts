import { AVATAR_DIAMETERS, BREAKPOINTS, IMAGE_DENSITIES, IMAGE_FORMAT } from '@rg/domain/ui-settings'

/**
 * The /img allow-list (docs/security.md "/img"): only the renditions the ui's Img component and imageUrl() ask for,
 * so a client cannot make the server render (and cache) arbitrary sizes. Derived from the domain's breakpoints and
 * densities (widthSrcSet: every breakpoint at every density) plus the fixed display sizes used in the ui and the app
 * (densitySrcSet: each at every density):
 *   240×180 (gallery thumbnail), 480×320 (teaser card), 960×540 (detail cover), 320×240 (upload preview in the
 *   owner's form),
 * and every avatar diameter of the domain's AVATAR_DIAMETERS at every density (the ui's avatarImageUrl asks for 2x).
 * A new fixed size in the ui needs its entry here; an unknown one answers a Czech 400.
 */
export const FIXED_IMAGE_SIZES: readonly (readonly [number, number])[] = [
  [240, 180],
  [480, 320],
  [960, 540],
  [320, 240],
  ...AVATAR_DIAMETERS.map((d) => [d, d] as const),
]

/** Quality: the ui's DEFAULT_IMAGE_QUALITY only. */
export const ALLOWED_IMAGE_QUALITIES: readonly number[] = [75]

/** Formats: what Img asks for, plus JPEG for clients without WebP (e-mail). AVIF is too costly to encode on demand. */
export const ALLOWED_IMAGE_FORMATS: readonly string[] = [IMAGE_FORMAT, 'jpeg']

const ratios = FIXED_IMAGE_SIZES.map(([w, h]) => w / h)

/** Every allowed `w`, and for each the allowed `h` values (undefined = keep the aspect ratio). */
export const ALLOWED_IMAGE_SIZES: ReadonlyMap<number, ReadonlySet<number | undefined>> = (() => {
  const sizes = new Map<number, Set<number | undefined>>()
  const add = (w: number, h: number | undefined) => {
    const set = sizes.get(w) ?? new Set<number | undefined>([undefined])
    set.add(h)
    sizes.set(w, set)
  }
  for (const bp of Object.values(BREAKPOINTS))
    for (const d of IMAGE_DENSITIES) {
      const w = bp * d
      add(w, undefined)
      for (const r of ratios) add(w, Math.round(w / r))
    }
  for (const [w, h] of FIXED_IMAGE_SIZES) for (const d of IMAGE_DENSITIES) add(w * d, h * d)
  return sizes
})()

export const IMAGE_NOT_ALLOWED_MESSAGE = 'Tento rozměr, kvalita nebo formát obrázku není podporován.'

/** Whether a parsed /img query is one of the allowed renditions. */
export function isAllowedRendition(q: { w: number; h?: number | undefined; q: number; format: string }) {
  return (
    ALLOWED_IMAGE_FORMATS.includes(q.format) &&
    ALLOWED_IMAGE_QUALITIES.includes(q.q) &&
    (ALLOWED_IMAGE_SIZES.get(q.w)?.has(q.h) ?? false)
  )
}
