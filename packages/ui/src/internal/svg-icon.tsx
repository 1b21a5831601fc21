import type { SVGProps } from 'react'

/**
 * The inline icons' common frame (24×24, stroke = currentColor) and the path data of the icons the landing pages
 * draw, one constant each: the landing pages import only these and not the whole set in icons.tsx (whose `Icon`
 * takes a name). Icons are decorative unless given a title.
 */
export interface SvgIconProps extends SVGProps<SVGSVGElement> {
  /** The icon's path data (one of the constants below or of icons.tsx). */
  d: string
  /** Pixel size of the square icon. */
  size?: number
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string
}

export const closePath = 'M6 6l12 12M18 6L6 18'
export const menuPath = 'M4 7h16M4 12h16M4 17h16'
export const userPath = 'M12 12a4 4 0 100-8 4 4 0 000 8zm-7 8a7 7 0 0114 0'
export const searchPath = 'M11 18a7 7 0 100-14 7 7 0 000 14zm5-2l4 4'
export const homePath = 'M4 11l8-7 8 7v9h-5v-6H9v6H4z'
export const imagePath = 'M4 5h16v14H4zm0 11l5-5 4 4 3-3 4 4M15 9h.01'

export function SvgIcon({ d, size = 20, title, strokeWidth = 1.8, ...rest }: SvgIconProps) {
  return (
    // biome-ignore lint/a11y/noSvgWithoutTitle: decorative unless `title` is given, then it carries <title> and role="img".
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden={title ? undefined : true}
      role={title ? 'img' : undefined}
      focusable="false"
      {...rest}
    >
      {title ? <title>{title}</title> : null}
      <path d={d} />
    </svg>
  )
}
