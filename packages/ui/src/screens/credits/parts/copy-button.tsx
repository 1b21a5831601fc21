import { useState } from 'react'
import { Button } from '../../../primitives/Button/Button.tsx'

/** Copies one payment value to the clipboard and says so (politely, for screen readers too). */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  return (
    <>
      <Button
        size="sm"
        variant="ghost"
        aria-label={`Kopírovat ${label}`}
        onClick={async () => {
          try {
            await navigator.clipboard.writeText(value)
            setState('copied')
          } catch {
            setState('failed')
          }
        }}
      >
        Kopírovat
      </Button>
      <span role="status" aria-live="polite">
        {state === 'copied' ? 'Zkopírováno' : state === 'failed' ? 'Kopírování se nepodařilo' : ''}
      </span>
    </>
  )
}
