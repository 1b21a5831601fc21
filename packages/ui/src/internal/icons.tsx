import type { SVGProps } from 'react'
import { closePath, homePath, imagePath, menuPath, SvgIcon, searchPath, userPath } from './svg-icon.tsx'

/**
 * Minimal inline icon set (24×24, stroke = currentColor), by name. Icons are decorative unless given a title. The
 * landing pages draw theirs with `SvgIcon` and the path constants of svg-icon.tsx, so they do not carry this map.
 */
export type IconName =
  | 'close'
  | 'chevronLeft'
  | 'chevronRight'
  | 'chevronDown'
  | 'check'
  | 'upload'
  | 'star'
  | 'menu'
  | 'user'
  | 'info'
  | 'alert'
  | 'trash'
  | 'arrowUp'
  | 'arrowDown'
  | 'image'
  | 'file'
  | 'home'
  | 'search'
  | 'logout'
  | 'mail'
  | 'phone'
  | 'shield'
  | 'more'
  | 'heart'

const paths: Record<IconName, string> = {
  close: closePath,
  chevronLeft: 'M15 6l-6 6 6 6',
  chevronRight: 'M9 6l6 6-6 6',
  chevronDown: 'M6 9l6 6 6-6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  upload: 'M12 16V4m0 0L7 9m5-5l5 5M4 16v3a1 1 0 001 1h14a1 1 0 001-1v-3',
  star: 'M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.8z',
  menu: menuPath,
  user: userPath,
  info: 'M12 21a9 9 0 100-18 9 9 0 000 18zm0-11v6m0-9h.01',
  alert: 'M12 4l9 16H3zm0 6v4m0 3h.01',
  trash: 'M5 7h14M10 11v6m4-6v6M6 7l1 13h10l1-13M9 7V4h6v3',
  arrowUp: 'M12 19V5m-6 6l6-6 6 6',
  arrowDown: 'M12 5v14m-6-6l6 6 6-6',
  image: imagePath,
  file: 'M14 3H6v18h12V7zm0 0v4h4',
  home: homePath,
  search: searchPath,
  logout: 'M15 4h4v16h-4M10 8l-4 4 4 4m-4-4h11',
  mail: 'M3 6h18v12H3zm0 0l9 7 9-7',
  phone: 'M5 4h4l2 5-2.5 1.5a11 11 0 005 5L15 13l5 2v4a1 1 0 01-1 1A16 16 0 014 5a1 1 0 011-1z',
  shield: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6zm-3.5 9l2.5 2.5 4.5-5',
  more: 'M5 12h.01M12 12h.01M19 12h.01',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name'> {
  name: IconName
  /** Pixel size of the square icon. */
  size?: number
  /** Accessible name; without it the icon is hidden from assistive technology. */
  title?: string
}

export function Icon({ name, ...rest }: IconProps) {
  return <SvgIcon d={paths[name]} strokeWidth={name === 'more' ? 3 : 1.8} {...rest} />
}
