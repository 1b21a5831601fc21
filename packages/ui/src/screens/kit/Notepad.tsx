import { formatNumber, NOTE_MAX_LENGTH } from '@rg/domain'
import { cx } from '../../internal/cx.ts'
import { Icon } from '../../internal/icons.tsx'
import { Alert } from '../../primitives/Alert/Alert.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { Spinner } from '../../primitives/Spinner/Spinner.tsx'
import { Textarea } from '../../primitives/TextField/TextField.tsx'
import * as css from './kit.css.ts'

/** Where the note stands: nothing to save, a save under way, the text stored, or the last save failed. */
export type NotepadStatus = 'idle' | 'saving' | 'saved' | 'error'

export interface NotepadProps {
  /** The note's text (controlled: the app keeps it and saves it). */
  value: string
  /** Every keystroke; the app debounces the save (PUT /api/notes). */
  onChange: (value: string) => void
  status: NotepadStatus
  /** Czech message of a failed save, shown with `status="error"`. */
  error?: string | null
  /** Saves again after a failure. */
  onRetry?: () => void
  /** While the saved note loads: the field is read-only and says so. */
  loading?: boolean
  /** Longest note; the domain's limit by default. */
  maxLength?: number
  label?: string
  className?: string
}

/**
 * A private note that saves itself: a textarea and a live status line ("Ukládání…", "Uloženo", or the error with a
 * retry). Router- and network-free; the app decides when to save.
 */
export function Notepad({
  value,
  onChange,
  status,
  error,
  onRetry,
  loading = false,
  maxLength = NOTE_MAX_LENGTH,
  label = 'Moje poznámka',
  className,
}: NotepadProps) {
  const nearLimit = value.length > maxLength * 0.9
  return (
    <div className={cx(css.stackTight, className)}>
      <Textarea
        label={label}
        hint="Soukromá poznámka, vidíte ji jen vy. Ukládá se automaticky."
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={maxLength}
        readOnly={loading}
        aria-busy={loading || undefined}
        rows={6}
        placeholder={
          loading ? 'Načítání poznámky…' : 'Např. zavolat kvůli prohlídce, otázky na prodávajícího…'
        }
      />
      <div className={css.row}>
        <p className={css.small} role="status" aria-live="polite">
          {loading ? (
            'Načítání poznámky…'
          ) : status === 'saving' ? (
            <span className={css.row}>
              <Spinner size={14} label={null} /> Ukládání…
            </span>
          ) : status === 'saved' ? (
            <span className={css.row}>
              <Icon name="check" size={16} /> Uloženo
            </span>
          ) : null}
        </p>
        {nearLimit ? (
          <p className={css.small}>
            {formatNumber(value.length)} / {formatNumber(maxLength)} znaků
          </p>
        ) : null}
      </div>
      {status === 'error' ? (
        <Alert tone="danger" role="alert">
          <span>{error || 'Poznámku se nepodařilo uložit.'}</span>{' '}
          {onRetry ? (
            <Button size="sm" variant="secondary" onClick={onRetry}>
              Zkusit znovu
            </Button>
          ) : null}
        </Alert>
      ) : null}
    </div>
  )
}
