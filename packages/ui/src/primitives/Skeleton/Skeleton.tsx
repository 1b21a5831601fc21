import { VisuallyHidden } from '@radix-ui/react-visually-hidden'
import type { CSSProperties } from 'react'
import { cx } from '../../internal/cx.ts'
import * as css from './Skeleton.css.ts'

export interface SkeletonProps {
  width?: CSSProperties['width']
  height?: CSSProperties['height']
  /** Round (avatars) instead of a rounded rectangle. */
  circle?: boolean
  className?: string
}

/** A placeholder block shaped like content that is still loading; hidden from screen readers. */
export function Skeleton({ width = '100%', height = 16, circle, className }: SkeletonProps) {
  return (
    <span
      className={cx(css.root, className)}
      style={{ width, height, borderRadius: circle ? '50%' : undefined }}
      aria-hidden
    />
  )
}

export interface SkeletonTextProps {
  lines?: number
  /** Announced once for the whole block. */
  label?: string
}

/** Several lines of placeholder text; the last one shorter, like a paragraph. */
export function SkeletonText({ lines = 3, label = 'Načítání...' }: SkeletonTextProps) {
  return (
    <div className={css.lines} role="status">
      {Array.from({ length: lines }, (_, i) => i).map((i) => (
        <Skeleton key={i} width={i === lines - 1 ? '60%' : '100%'} />
      ))}
      <VisuallyHidden>{label}</VisuallyHidden>
    </div>
  )
}
