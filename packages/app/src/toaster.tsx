import { Toaster, toast } from '@rg/ui'
import { useEffect } from 'react'
import { attachToaster } from './toast.tsx'

/** The Toaster of the UI kit, loaded lazily by ToastOutlet. The message is the id: a repeated one shows once. */
export function Toasts() {
  useEffect(() => {
    attachToaster(
      (kind, message) => toast[kind](message, { id: message }),
      (message) => toast.dismiss(message),
    )
    return () => attachToaster(null)
  }, [])
  return <Toaster />
}
