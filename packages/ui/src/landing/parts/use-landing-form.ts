import { type FormEvent, useCallback, useState } from 'react'

/** The life of a landing form, driven by the app: it sets 'submitting' while onSubmit runs, then the outcome. */
export type LandingFormStatus = 'idle' | 'submitting' | 'success' | 'error'

/** Czech messages per field (the consent checkbox included, which is not part of the values). */
export type FieldErrors<V> = Partial<Record<(keyof V & string) | 'consent', string>>

export type ValidationResult<V> = { ok: true; values: V } | { ok: false; errors: FieldErrors<V> }

interface Options<V> {
  /** Reads the raw form into values and checks them; field names of the form equal the keys of V. */
  validate: (data: FormData) => ValidationResult<V>
  onSubmit: (values: V) => Promise<unknown>
  status: LandingFormStatus
  /** Errors the server returned (already in Czech); hidden for a field once the user edits it. */
  serverErrors?: FieldErrors<V>
}

/**
 * Uncontrolled native form + FormData: no form library in the landing bundle. Validation runs on submit only; an
 * error disappears as soon as its field changes, and the first invalid field gets focus.
 */
export function useLandingForm<V>({ validate, onSubmit, status, serverErrors }: Options<V>) {
  const [localErrors, setLocalErrors] = useState<FieldErrors<V>>({})
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set())

  const handleSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault()
      if (status === 'submitting') return
      const form = event.currentTarget
      const result = validate(new FormData(form))
      setEdited(new Set())
      if (!result.ok) {
        setLocalErrors(result.errors)
        focusFirstInvalid(form, Object.keys(result.errors))
        return
      }
      setLocalErrors({})
      try {
        await onSubmit(result.values)
      } catch {
        // The app reports a failed submission through `status` ('error'); nothing to do here.
      }
    },
    [validate, onSubmit, status],
  )

  const handleChange = useCallback((event: FormEvent<HTMLFormElement>) => {
    const name = (event.target as HTMLInputElement).name
    if (!name) return
    setLocalErrors((prev) => {
      if (!(name in prev)) return prev
      const next = { ...prev }
      delete next[name as keyof typeof next]
      return next
    })
    setEdited((prev) => (prev.has(name) ? prev : new Set(prev).add(name)))
  }, [])

  const errors: FieldErrors<V> = {}
  for (const [name, message] of Object.entries(serverErrors ?? {})) {
    if (!edited.has(name) && typeof message === 'string') errors[name as keyof FieldErrors<V>] = message
  }
  Object.assign(errors, localErrors)

  return { errors, handleSubmit, handleChange }
}

function focusFirstInvalid(form: HTMLFormElement, names: string[]) {
  for (const element of Array.from(form.elements)) {
    const name = (element as HTMLInputElement).name
    if (name && names.includes(name)) {
      ;(element as HTMLElement).focus()
      return
    }
  }
}
