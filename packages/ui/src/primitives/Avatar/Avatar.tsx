import { VisuallyHidden } from '@radix-ui/react-visually-hidden'
import { useState } from 'react'
import { cx } from '../../internal/cx.ts'
import * as css from './Avatar.css.ts'

export interface AvatarProps {
  /** The person's full name: alt text and the source of the initials. */
  name: string
  /** Image URL (e.g. from `imageUrl()`); initials are shown when missing or broken. */
  src?: string | null
  /** Diameter in pixels. */
  size?: number
  className?: string
}

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean)
  const first = parts[0]?.[0] ?? ''
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : ''
  return (first + last).toLocaleUpperCase('cs-CZ') || '?'
}

/** A user's picture, or their initials. */
export function Avatar({ name, src, size = 40, className }: AvatarProps) {
  const [broken, setBroken] = useState(false)
  const showImage = Boolean(src) && !broken
  return (
    <span
      className={cx(css.root, className)}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.4) }}
    >
      {showImage ? (
        <img className={css.image} src={src ?? undefined} alt={name} onError={() => setBroken(true)} />
      ) : (
        <>
          <span aria-hidden>{initials(name)}</span>
          <VisuallyHidden>{name}</VisuallyHidden>
        </>
      )}
    </span>
  )
}
