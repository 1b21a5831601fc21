import { type ComponentType, useEffect, useState } from 'react'

export type ToastKind = 'success' | 'error' | 'info'

type Show = (kind: ToastKind, message: string) => void

let show: Show | null = null
let dismiss: ((message: string) => void) | null = null
const pending: Array<[ToastKind, string]> = []
let wake: (() => void) | null = null
/** Error toasts shown and not yet dismissed here (the message is the toast's id). */
const shownErrors = new Set<string>()

/**
 * Takes away the error toasts still on screen: an error belongs to the attempt that failed, not to the success after
 * it or to the next step (docs/decisions/1002-toasts-and-auth-feedback.md).
 */
export function dismissErrorToasts() {
  for (let i = pending.length - 1; i >= 0; i -= 1) if (pending[i]?.[0] === 'error') pending.splice(i, 1)
  for (const message of shownErrors) dismiss?.(message)
  shownErrors.clear()
}

/**
 * Shows a toast with a catalogue message. Loaders run before the first render, and the Toaster is loaded only when
 * the first toast comes (the landing pages never need it), so a toast raised before it exists waits in a queue.
 */
export function notify(kind: ToastKind, message: string) {
  if (kind === 'error') shownErrors.add(message)
  else dismissErrorToasts()
  if (show) show(kind, message)
  else {
    pending.push([kind, message])
    wake?.()
  }
}

/** Called by the loaded Toaster: from now on toasts go straight to it; the queue is shown at once. */
export function attachToaster(next: Show | null, dismissById?: (message: string) => void) {
  show = next
  dismiss = next ? (dismissById ?? null) : null
  if (next) for (const [kind, message] of pending.splice(0)) next(kind, message)
}

/** The kit's Toaster, loaded on the first toast (or at once when one is already queued). */
export function ToastOutlet() {
  const [Toasts, setToasts] = useState<ComponentType | null>(null)
  useEffect(() => {
    let active = true
    const load = () => {
      wake = null
      void import('./toaster.tsx').then((m) => {
        if (active) setToasts(() => m.Toasts)
      })
    }
    if (pending.length > 0) load()
    else wake = load
    return () => {
      active = false
      wake = null
    }
  }, [])
  return Toasts ? <Toasts /> : null
}
