import { type FormEvent, useEffect, useRef } from 'react'

/*
 * The one way a screen reads a form (docs/decisions/1740-one-form-pattern.md): a native <form> of named, uncontrolled
 * fields, read once on submit. State holds only what changes the drawing (errors, a busy flag, a field that shows or
 * hides others), never a copy of what the user types.
 */

/** What a submitted form holds, by field name. */
export interface SubmittedForm {
  /** The form element itself (to reset it or focus a field). */
  form: HTMLFormElement
  /** A text field's value, trimmed; '' when absent. */
  text: (name: string) => string
  /** A text field's value as typed (passwords keep their spaces); '' when absent. */
  raw: (name: string) => string
  /** The values of every checked box (or selected option) of that name. */
  list: (name: string) => string[]
  /** Whether a checkbox of that name is ticked. */
  checked: (name: string) => boolean
  /** The chosen file of a file input, or null when none was chosen. */
  file: (name: string) => File | null
}

/** Reads a form element's named fields as they stand now. */
export function readForm(form: HTMLFormElement): SubmittedForm {
  const data = new FormData(form)
  const raw = (name: string) => {
    const value = data.get(name)
    return typeof value === 'string' ? value : ''
  }
  return {
    form,
    raw,
    text: (name) => raw(name).trim(),
    list: (name) => data.getAll(name).map(String),
    checked: (name) => data.has(name),
    // from the input's own list, which is what the browser (and a test's upload) sets
    file: (name) => {
      const input = form.elements.namedItem(name)
      return input instanceof HTMLInputElement ? (input.files?.[0] ?? null) : null
    },
  }
}

/** The submit handler's first line: stops the page load and reads the submitted form. */
export function submitted(event: FormEvent<HTMLFormElement>): SubmittedForm {
  event.preventDefault()
  return readForm(event.currentTarget)
}

/** Reads the named text fields of a submitted form (untrimmed: passwords keep their spaces). */
export function formValues<K extends string>(event: FormEvent<HTMLFormElement>, keys: readonly K[]) {
  const form = submitted(event)
  return Object.fromEntries(keys.map((k) => [k, form.raw(k)])) as Record<K, string>
}

/** Reads the checked values of a group of checkboxes. */
export function formList(form: HTMLFormElement, name: string): string[] {
  return readForm(form).list(name)
}

/**
 * For an uncontrolled field whose value can change outside the form (a search box showing the URL's query): writes
 * the new value into the field when it changes, without remounting it, so focus and the caret stay.
 */
export function useOutsideValue<E extends HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(
  value: string,
) {
  const ref = useRef<E>(null)
  useEffect(() => {
    if (ref.current && ref.current.value !== value) ref.current.value = value
  }, [value])
  return ref
}
