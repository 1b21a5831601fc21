import { type AvatarDiameter, BREAKPOINTS, IMAGE_DENSITIES, IMAGE_FORMAT } from '@rg/domain/ui-settings'

/** How the transformed image fills the requested box (same meaning as CSS object-fit / sharp's fit). */
export type ImageFit = 'cover' | 'contain' | 'inside'

export interface ImageUrlOptions {
  /** Path of the stored original, e.g. "listing-images/42/front.jpg". */
  src: string
  /** Output width in physical pixels. */
  width: number
  /** Output height in physical pixels; omitted keeps the aspect ratio. */
  height?: number
  /** 1–100; 75 by default. */
  quality?: number
  fit?: ImageFit
}

export const IMAGE_TRANSFORM_PATH = '/img'
export const DEFAULT_IMAGE_QUALITY = 75

/**
 * The image-transform URL, the contract with the server (docs/decisions/0400-ui-image-transform-url.md):
 * `/img?src=<path>&w=<px>&h=<px>&format=webp&q=<1-100>&fit=<cover|contain|inside>`; h is left out when not given.
 */
export function imageUrl({
  src,
  width,
  height,
  quality = DEFAULT_IMAGE_QUALITY,
  fit = 'cover',
}: ImageUrlOptions): string {
  const params = new URLSearchParams({ src, w: String(Math.round(width)) })
  if (height !== undefined) params.set('h', String(Math.round(height)))
  params.set('format', IMAGE_FORMAT)
  params.set('q', String(quality))
  params.set('fit', fit)
  return `${IMAGE_TRANSFORM_PATH}?${params.toString()}`
}

/**
 * A user's uploaded picture shown at `diameter` CSS pixels, rendered for the densest screen we serve (2x): the only
 * avatar renditions the server's /img allow-list takes are these (AVATAR_DIAMETERS in the domain).
 */
export function avatarImageUrl(src: string, diameter: AvatarDiameter): string {
  const px = diameter * Math.max(...IMAGE_DENSITIES)
  return imageUrl({ src, width: px, height: px })
}

/** `srcset` for a fixed-size image: one candidate per density (1x, 2x). */
export function densitySrcSet(options: ImageUrlOptions): string {
  return IMAGE_DENSITIES.map(
    (d) =>
      `${imageUrl({ ...options, width: options.width * d, height: options.height === undefined ? undefined : options.height * d })} ${d}x`,
  ).join(', ')
}

/**
 * `srcset` with width descriptors for a fluid image: every breakpoint width at every density, so the browser picks
 * the smallest file that is sharp enough. `aspectRatio` (width / height) keeps the crop the same at every width.
 */
export function widthSrcSet(
  options: Omit<ImageUrlOptions, 'width' | 'height'> & { aspectRatio?: number },
): string {
  const widths = [
    ...new Set(Object.values(BREAKPOINTS).flatMap((bp) => IMAGE_DENSITIES.map((d) => bp * d))),
  ].sort((a, b) => a - b)
  return widths
    .map((w) => {
      const h = options.aspectRatio ? Math.round(w / options.aspectRatio) : undefined
      return `${imageUrl({ src: options.src, quality: options.quality, fit: options.fit, width: w, height: h })} ${w}w`
    })
    .join(', ')
}

/** Display widths per breakpoint → a `sizes` attribute, e.g. { base: '100vw', md: '50vw', lg: '400px' }. */
export type ResponsiveSizes = { base: string } & Partial<Record<keyof typeof BREAKPOINTS, string>>

export function sizesAttribute(sizes: ResponsiveSizes): string {
  const entries = (Object.keys(BREAKPOINTS) as Array<keyof typeof BREAKPOINTS>)
    .filter((bp) => sizes[bp] !== undefined)
    .sort((a, b) => BREAKPOINTS[b] - BREAKPOINTS[a])
    .map((bp) => `(min-width: ${BREAKPOINTS[bp]}px) ${sizes[bp]}`)
  return [...entries, sizes.base].join(', ')
}
