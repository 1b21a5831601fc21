import type { ImgHTMLAttributes } from 'react'
import { cx } from '../../internal/cx.ts'
import * as css from './Img.css.ts'
import {
  densitySrcSet,
  type ImageFit,
  imageUrl,
  type ResponsiveSizes,
  sizesAttribute,
  widthSrcSet,
} from './image-url.ts'

export interface ImgProps
  extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height'> {
  /** Path of the stored original (passed to the transform as `src`). */
  src: string
  /** Required: describe the picture, or '' for a purely decorative one. */
  alt: string
  /** Displayed width in CSS pixels (fixed-size mode: srcset 1x, 2x). */
  width: number
  /** Displayed height in CSS pixels. */
  height: number
  /**
   * Fluid mode: display width per breakpoint. The srcset then lists every breakpoint width at densities 1 and 2,
   * and `width`/`height` only give the aspect ratio.
   */
  sizes?: ResponsiveSizes
  quality?: number
  fit?: ImageFit
  /** Above-the-fold images load eagerly with high priority; everything else lazily. */
  priority?: boolean
}

/** An image served through the image-transform URL in WebP, with a srcset for 1x and 2x screens. */
export function Img({
  src,
  alt,
  width,
  height,
  sizes,
  quality,
  fit,
  priority,
  className,
  ...rest
}: ImgProps) {
  const fluid = sizes !== undefined
  return (
    <img
      src={imageUrl({ src, width, height, quality, fit })}
      srcSet={
        fluid
          ? widthSrcSet({ src, quality, fit, aspectRatio: width / height })
          : densitySrcSet({ src, width, height, quality, fit })
      }
      sizes={fluid ? sizesAttribute(sizes) : undefined}
      width={width}
      height={height}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      className={cx(css.img, fluid && css.fluid, className)}
      {...rest}
    />
  )
}
