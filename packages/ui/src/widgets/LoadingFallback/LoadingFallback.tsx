import { Spinner } from '../../primitives/Spinner/Spinner.tsx'
import * as css from './LoadingFallback.css.ts'

export interface LoadingFallbackProps {
  /** Fill the viewport (route-level suspense) instead of the parent. */
  fullScreen?: boolean
}

/** The page loading fallback of docs/product/screens-and-limits.md "Screens": 'Načítání...'. */
export function LoadingFallback({ fullScreen = false }: LoadingFallbackProps) {
  return (
    <div className={fullScreen ? css.fullScreen : css.root} role="status" aria-live="polite">
      <Spinner size={28} label={null} />
      <span>Načítání...</span>
    </div>
  )
}
