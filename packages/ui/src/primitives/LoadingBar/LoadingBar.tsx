import { LOADING_BAR_HEIGHT } from '@rg/domain/ui-settings'
import { cx } from '../../internal/cx.ts'
import * as css from './LoadingBar.css.ts'

export interface LoadingBarProps {
  /** Whether a navigation or request is in progress; nothing renders otherwise. */
  active: boolean
  /** 0–1 when known; indeterminate animation without it. */
  progress?: number
  /** Accessible name of the progress bar. */
  label?: string
}

/** A thin bar (6 px, docs/product/screens-and-limits.md "Limits") across the top of the viewport while a page loads. */
export function LoadingBar({ active, progress, label = 'Načítání stránky' }: LoadingBarProps) {
  if (!active) return null
  const known = progress !== undefined
  const percent = known ? Math.round(Math.min(1, Math.max(0, progress)) * 100) : undefined
  return (
    <div
      className={css.root}
      style={{ height: LOADING_BAR_HEIGHT }}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
    >
      <div
        className={cx(css.bar, !known && css.indeterminate)}
        style={known ? { width: `${percent}%` } : undefined}
      />
    </div>
  )
}
