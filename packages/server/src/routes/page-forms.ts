import { type EndpointName, endpointUrl } from '@rg/domain/contract'
import {
  CONSENT_REQUIRED_MESSAGE,
  contactMessageRequestSchema,
  spotterTipRequestSchema,
} from '@rg/domain/desk'
import { fieldErrors, safeParseCs, toApiIssues } from '@rg/domain/fields'
import { escapeHtml } from '../http.ts'

/**
 * The pre-rendered landing forms work before (and without) JavaScript: each is a real `<form method="post">` to its
 * own page, which the server answers with the same page, the typed values kept and the errors or the success shown
 * (docs/decisions/1000-forms-without-javascript.md). Validation and storage are the /api endpoint's: the form is
 * handed to it in-process, so rules, rate limit, honeypot and SQL live in one place.
 */
export const PAGE_FORMS = {
  '/contact': {
    endpoint: 'sendContactMessage',
    schema: contactMessageRequestSchema,
    fields: ['name', 'email', 'phone', 'message'],
    success: ['Děkujeme, zprávu jsme přijali', 'Odpovíme vám na uvedený e-mail co nejdříve.'],
    failure: 'Zprávu se nepodařilo odeslat. Zkuste to prosím za chvíli znovu.',
  },
  '/spotter': {
    endpoint: 'sendSpotterTip',
    schema: spotterTipRequestSchema,
    fields: ['name', 'email', 'phone', 'location', 'description'],
    success: ['Děkujeme, tip jsme přijali', 'Prověříme ho a ozveme se vám na uvedený e-mail nebo telefon.'],
    failure: 'Tip se nepodařilo odeslat. Zkuste to prosím za chvíli znovu.',
  },
} as const satisfies Record<
  string,
  {
    endpoint: EndpointName
    schema: typeof contactMessageRequestSchema | typeof spotterTipRequestSchema
    fields: readonly string[]
    success: readonly [string, string]
    failure: string
  }
>

export type PageFormPath = keyof typeof PAGE_FORMS

/**
 * The most fields a landing form post may carry (each form has at most 7, with the consent and the honeypot): counted
 * on the raw `application/x-www-form-urlencoded` text before it is parsed, and on the parsed fields of any other form
 * encoding; the body itself is at most 64 kB (pages.ts). docs/security.md "Input".
 */
export const PAGE_FORM_MAX_FIELDS = 32
export const PAGE_FORM_TOO_MANY_FIELDS = 'Formulář obsahuje příliš mnoho polí.'

/** The number of fields in urlencoded text: one more than its '&' separators, in one pass. */
export function urlencodedFieldCount(text: string): number {
  let fields = 1
  for (let i = text.indexOf('&'); i !== -1; i = text.indexOf('&', i + 1)) fields++
  return fields
}

export const isPageForm = (path: string): path is PageFormPath => Object.hasOwn(PAGE_FORMS, path)

/** What the page shows after a form sent without scripts; the same JSON goes to the app as `#form-echo`. */
export interface FormEcho {
  status: 'error' | 'success'
  /** The typed values (never the honeypot), so nothing is lost. */
  values: Record<string, string>
  consent: boolean
  fieldErrors: Record<string, string>
  errorMessage?: string
}

/** Sends the JSON body to the /api endpoint in-process and answers its status and JSON reply. */
export type ApiForward = (
  path: string,
  body: Record<string, string>,
) => Promise<{ status: number; body: unknown }>

/**
 * Validates and stores a form sent as `application/x-www-form-urlencoded` through the endpoint of `path`. A missing
 * consent stores nothing and reports the schema's errors beside it, as the form in the browser does.
 */
export async function submitPageForm(
  path: PageFormPath,
  form: Record<string, string>,
  forward: ApiForward,
): Promise<{ httpStatus: 200 | 400 | 429 | 500; echo: FormEcho }> {
  const spec = PAGE_FORMS[path]
  const values: Record<string, string> = {}
  for (const field of spec.fields) values[field] = form[field] ?? ''
  const consent = form.consent !== undefined
  const echo = (status: FormEcho['status'], errors: Record<string, string>, errorMessage?: string) => ({
    status,
    values,
    consent,
    fieldErrors: errors,
    ...(errorMessage ? { errorMessage } : {}),
  })

  if (!consent) {
    const parsed = safeParseCs(spec.schema, values)
    const errors = parsed.success ? {} : fieldErrors(toApiIssues(parsed.error))
    errors.consent = CONSENT_REQUIRED_MESSAGE
    return { httpStatus: 400, echo: echo('error', errors) }
  }
  const reply = await forward(endpointUrl(spec.endpoint), { ...values, website: form.website ?? '' })
  if (reply.status === 201) return { httpStatus: 200, echo: echo('success', {}) }
  const body = (reply.body ?? {}) as {
    message?: string
    issues?: { path?: string; message?: string }[]
  }
  if (reply.status === 400 || reply.status === 429) {
    const errors: Record<string, string> = {}
    for (const issue of body.issues ?? [])
      if (issue.path && issue.message && !(issue.path in errors)) errors[issue.path] = issue.message
    // The errors at their fields say it all; a message of its own only when no field carries it (e.g. the limit).
    const own = Object.keys(errors).length === 0 ? (body.message ?? spec.failure) : undefined
    return { httpStatus: reply.status, echo: echo('error', errors, own) }
  }
  return { httpStatus: 500, echo: echo('error', {}, spec.failure) }
}

const attr = (s: string) => escapeHtml(s)

/** Sets (or replaces) one attribute in an opening tag. */
function withAttr(tag: string, name: string, value: string | true): string {
  const without = tag.replace(new RegExp(`\\s${name}(?:="[^"]*")?(?=[\\s/>])`, 'g'), '')
  const text = value === true ? ` ${name}` : ` ${name}="${attr(value)}"`
  return without.replace(/\s*\/?>$/, (end) => `${text}${end}`)
}

/**
 * The pre-rendered page with the echo applied for a browser without scripts: the values in the inputs, the consent
 * ticked, the errors in an alert at the top of the form, or the success in place of the form. Inserted nodes carry
 * `data-form-echo` and a hidden form `data-form-echo-hidden`: the app removes and restores them before it hydrates
 * and shows the same state itself (packages/app/src/routes/landing/form-echo.ts).
 */
export function renderFormEcho(html: string, path: PageFormPath, echo: FormEcho): string {
  const spec = PAGE_FORMS[path]
  const formStart = html.search(/<form\b/i)
  const formEnd = html.indexOf('</form>', formStart)
  if (formStart < 0 || formEnd < 0) return html
  let form = html.slice(formStart, formEnd)

  form = form.replace(/<input\b[^>]*>/gi, (tag) => {
    const name = tag.match(/\sname="([^"]*)"/)?.[1]
    if (!name) return tag
    if (name === 'consent') return echo.consent ? withAttr(tag, 'checked', true) : tag
    const value = echo.values[name]
    if (value === undefined) return tag
    let out = withAttr(tag, 'value', value)
    if (echo.fieldErrors[name]) out = withAttr(out, 'aria-invalid', 'true')
    return out
  })
  form = form.replace(/(<textarea\b[^>]*)>([\s\S]*?)<\/textarea>/gi, (whole, open: string) => {
    const name = open.match(/\sname="([^"]*)"/)?.[1]
    const value = name ? echo.values[name] : undefined
    if (value === undefined) return whole
    const tag = echo.fieldErrors[name as string] ? withAttr(`${open}>`, 'aria-invalid', 'true') : `${open}>`
    // a leading newline inside <textarea> is dropped by the parser, so one is added in front of the value
    return `${tag}\n${escapeHtml(value)}</textarea>`
  })

  if (echo.status === 'success') {
    const [title, text] = spec.success
    const panel = `<section data-form-echo="" role="status"><h2>${escapeHtml(title)}</h2><p>${escapeHtml(text)}</p></section>`
    const open = form.match(/^<form\b[^>]*>/i)?.[0] ?? ''
    // `hidden` alone loses to the form's display rule in the stylesheet
    const hidden = withAttr(withAttr(open, 'hidden', true), 'style', 'display:none')
    form = withAttr(hidden, 'data-form-echo-hidden', '') + form.slice(open.length)
    return html.slice(0, formStart) + panel + form + html.slice(formEnd)
  }

  const messages = [...new Set([echo.errorMessage, ...Object.values(echo.fieldErrors)].filter(Boolean))]
  const alert = `<div data-form-echo="" role="alert"><ul>${messages
    .map((m) => `<li>${escapeHtml(m as string)}</li>`)
    .join('')}</ul></div>`
  form = form.replace(/^<form\b[^>]*>/i, (open) => open + alert)
  return html.slice(0, formStart) + form + html.slice(formEnd)
}

/** The echo as inert JSON for the app (`<script type="application/json" id="form-echo">`). */
export function formEchoScript(path: PageFormPath, echo: FormEcho): string {
  const json = JSON.stringify({ path, ...echo })
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
  return `<script type="application/json" id="form-echo">${json}</script>`
}
