/**
 * What the server answered to a landing form sent before the scripts ran (packages/server/src/routes/page-forms.ts,
 * docs/decisions/1000-forms-without-javascript.md): the page carries it as `<script type="application/json"
 * id="form-echo">`, plus the nodes it inserted for a browser without scripts (`data-form-echo`) and the form it hid
 * on success (`data-form-echo-hidden`).
 */
export interface FormEcho {
  path: string
  status: 'error' | 'success'
  values: Record<string, string>
  consent: boolean
  fieldErrors: Record<string, string>
  errorMessage?: string
}

/**
 * Puts the page back to its pre-rendered markup before React hydrates it: the inserted nodes go, a hidden form shows
 * again. The typed values stay in the inputs; the route shows the errors or the success itself once hydrated.
 */
export function restorePrerenderedForms(doc: Document = document) {
  for (const node of Array.from(doc.querySelectorAll('[data-form-echo]'))) node.remove()
  for (const form of Array.from(doc.querySelectorAll('[data-form-echo-hidden]'))) {
    for (const name of ['hidden', 'style', 'data-form-echo-hidden']) form.removeAttribute(name)
  }
}

/**
 * Puts the typed values back into the hydrated form's (uncontrolled) fields: React keeps an input's value through
 * hydration but resets a textarea's to its rendered content.
 */
export function applyFormEcho(echo: FormEcho, doc: Document = document) {
  const form = doc.querySelector('form')
  if (!form) return
  for (const element of Array.from(form.elements)) {
    const field = element as HTMLInputElement | HTMLTextAreaElement
    if (field.type === 'checkbox' && field.name === 'consent')
      (field as HTMLInputElement).checked = echo.consent
    else if (field.name in echo.values && field.name !== 'website')
      field.value = echo.values[field.name] ?? ''
  }
}

/** The echo for this page, read once (a later client navigation back to the page starts clean). */
export function takeFormEcho(path: string, doc: Document = document): FormEcho | undefined {
  const script = doc.getElementById('form-echo')
  if (!script?.textContent) return undefined
  script.remove()
  try {
    const echo = JSON.parse(script.textContent) as FormEcho
    return echo.path === path ? echo : undefined
  } catch {
    return undefined
  }
}
