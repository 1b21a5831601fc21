import { Toaster, toast } from '@rg/ui'
import { useEffect } from 'react'

export type ToastKind = 'success' | 'error' | 'info'

let mounted = false
const pending: Array<[ToastKind, string]> = []

function show(kind: ToastKind, message: string) {
  // The message is the id: two guards failing at once, or a retried call, show one toast, not two.
  toast[kind](message, { id: message })
}

/**
 * Shows a toast with a catalogue message. Loaders run before the first render, so a toast raised there waits
 * until the Toaster is mounted.
 */
export function notify(kind: ToastKind, message: string) {
  if (mounted) show(kind, message)
  else pending.push([kind, message])
}

/** The Toaster of the UI kit plus the queue of toasts raised before it existed. */
export function ToastOutlet() {
  useEffect(() => {
    mounted = true
    for (const [kind, message] of pending.splice(0)) show(kind, message)
    return () => {
      mounted = false
    }
  }, [])
  return <Toaster />
}
