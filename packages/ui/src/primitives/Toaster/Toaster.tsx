import { MAX_TOASTS, TOAST_DURATION_MS } from '@rg/domain/ui-settings'
import { Toaster as SonnerToaster, toast } from 'sonner'
import { vars } from '../../theme/theme.css.ts'
import * as css from './Toaster.css.ts'

export interface ToasterProps {
  /** Overrides the spec's 5000 ms (tests only). */
  duration?: number
}

/**
 * The one toast region of the app (sonner): top centre, 5000 ms, at most 8 on screen (docs/product/screens-and-limits.md "Limits").
 * Mount once near the root; show toasts with `toast.success('Přihlášení úspěšné.')`, `toast.error(…)`, `toast(…)`.
 */
export function Toaster({ duration = TOAST_DURATION_MS }: ToasterProps) {
  return (
    <SonnerToaster
      position="top-center"
      duration={duration}
      visibleToasts={MAX_TOASTS}
      closeButton
      containerAriaLabel="Oznámení"
      style={{ zIndex: vars.zIndex.toast } as React.CSSProperties}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: css.toast,
          title: css.title,
          description: css.description,
          success: css.success,
          error: css.error,
          warning: css.warning,
          info: css.info,
          closeButton: css.close,
          actionButton: css.action,
        },
      }}
    />
  )
}

export { toast }
