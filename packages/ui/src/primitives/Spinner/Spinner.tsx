import { VisuallyHidden } from '../../internal/visually-hidden.tsx'
import * as css from './Spinner.css.ts'

export interface SpinnerProps {
  /** Diameter in pixels. */
  size?: number
  /** Text read by screen readers; pass null when a surrounding element already announces the busy state. */
  label?: string | null
  className?: string
}

/** An indeterminate progress indicator. */
export function Spinner({ size = 20, label = 'Načítání...', className }: SpinnerProps) {
  return (
    <span role={label ? 'status' : undefined} style={{ display: 'inline-flex' }}>
      <span
        className={[css.root, className].filter(Boolean).join(' ')}
        style={{ width: size, height: size }}
        aria-hidden
      />
      {label ? <VisuallyHidden>{label}</VisuallyHidden> : null}
    </span>
  )
}
