import { z } from 'zod'
import { isValidIco } from '../czech-format/ico.ts'
import { formatNumber } from '../czech-format/money.ts'
import { normalizeCzechPhone } from '../czech-format/phone.ts'
import { pluralCs } from '../czech-format/plural.ts'
import { normalizePsc } from '../czech-format/postcode.ts'

/**
 * Building blocks of the contract with Czech messages. Messages written here win; anything zod reports on its own
 * (a wrong JSON type, say) is Czech too when parsed through `parseCs`/`safeParseCs`.
 */
const czechLocale = z.locales.cs().localeError

/** A bound as a person reads it: "9 007 199 254 740 991", a date as 2026-11-27. */
const bound = (value: unknown) =>
  typeof value === 'number' || typeof value === 'bigint'
    ? formatNumber(Number(value))
    : value instanceof Date
      ? value.toISOString().slice(0, 10)
      : String(value)

/** "200 znaků", "1 položku": a length as zod measured it (characters of text, items of a list, bytes of a file). */
function amount(origin: string, n: number): string {
  const forms =
    origin === 'string'
      ? (['znak', 'znaky', 'znaků'] as const)
      : origin === 'file'
        ? (['bajt', 'bajty', 'bajtů'] as const)
        : (['položku', 'položky', 'položek'] as const)
  return `${formatNumber(n)} ${pluralCs(n, forms)}`
}

const SIZED = new Set(['string', 'array', 'set', 'file'])

/**
 * Zod's own messages in Czech, naming the field ("Pole „ids“ chybí nebo má nesprávný typ.") and saying what to fix
 * in words: zod's own locale names types and operators ("Hodnota je příliš malá: number musí být >=1") and lists
 * codes ("očekávána jedna z hodnot "USER"|"ADMIN""), which is no message for a person (docs/security.md
 * "Validation messages", src/contract/czech-messages.test.ts). The one way every layer makes zod speak Czech.
 */
export const czechZodError: z.core.$ZodErrorMap = (issue) => {
  const path = (issue.path ?? []).map(String).join('.')
  const field = path ? `Pole „${path}“` : 'Tělo požadavku'
  switch (issue.code) {
    case 'invalid_type':
      return `${field} chybí nebo má nesprávný typ.`
    case 'unrecognized_keys':
      return `${field} obsahuje neznámé položky.`
    case 'invalid_value':
    case 'invalid_key':
    case 'invalid_element':
      return `${field} obsahuje hodnotu, kterou neznáme.`
    case 'invalid_union':
    case 'custom':
      return `${field} má nesprávný tvar nebo hodnotu.`
    case 'invalid_format':
      return `${field} má nesprávný formát.`
    case 'not_multiple_of':
      return `${field} musí být násobkem čísla ${bound(issue.divisor)}.`
    case 'too_small':
    case 'too_big': {
      const least = issue.code === 'too_small'
      const limit = least ? issue.minimum : issue.maximum
      const origin = String(issue.origin)
      if (SIZED.has(origin)) {
        const n = Number(limit)
        if (origin === 'string' && least && n === 1) return `${field} je povinné.`
        const range = issue.exact ? 'přesně' : least ? 'nejméně' : 'nejvýše'
        return `${field} musí mít ${range} ${amount(origin, n)}.`
      }
      // zod reports a date's bound as milliseconds since 1970: a person reads the day
      if (origin === 'date')
        return `${field} musí být ${least ? 'nejdříve' : 'nejpozději'} ${bound(new Date(Number(limit)))}.`
      const strict = issue.inclusive === false
      const relation = least ? (strict ? 'větší než' : 'nejméně') : strict ? 'menší než' : 'nejvýše'
      return `${field} musí být ${relation} ${bound(limit)}.`
    }
    default:
      return czechLocale(issue)
  }
}

/**
 * The one rule for text (docs/security.md "Input"): no NUL character and no lone UTF-16 surrogate, in any string of
 * any input (values and object keys alike) and in file names. Postgres cannot store NUL in text, and a lone
 * surrogate is not valid Unicode (it cannot be encoded as UTF-8), so either would fail deep inside the server.
 */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/
export const UNSAFE_TEXT_MESSAGE = 'Text obsahuje nepovolené znaky.'

export function hasUnsafeText(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text)
}

/** One step of the walk below: where a value sits, linked to its parent so no level copies the path. */
interface PathStep {
  parent: PathStep | undefined
  key: string | number
  depth: number
}

/** Deeper than any parsed text can be (bodies are refused past 32 levels); only a cyclic object gets here. */
const WALK_MAX_DEPTH = 200_000

function pathOf(prefix: (string | number)[], step: PathStep | undefined): (string | number)[] {
  const keys: (string | number)[] = []
  for (let s = step; s; s = s.parent) keys.push(s.key)
  return [...prefix, ...keys.reverse()]
}

/**
 * The path of the first string (or key) in `value` that breaks the text rule, or undefined when all are fine. One
 * iterative walk with an explicit stack, linear in the number of values at any depth (a 100 000-level body neither
 * overflows the stack nor copies a path per level, docs/security.md "Input"); the path is built only when found.
 */
export function findUnsafeText(
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | undefined {
  const values: unknown[] = [value]
  const steps: (PathStep | undefined)[] = [undefined]
  while (values.length > 0) {
    const item = values.pop()
    const step = steps.pop()
    // an object's key is checked before its value, as a reader meets them
    if (step && typeof step.key === 'string' && hasUnsafeText(step.key)) return pathOf(path, step)
    if (typeof item === 'string') {
      if (hasUnsafeText(item)) return pathOf(path, step)
      continue
    }
    if (!item || typeof item !== 'object') continue
    const depth = (step?.depth ?? 0) + 1
    if (depth > WALK_MAX_DEPTH) throw new RangeError('findUnsafeText: the value is cyclic or too deep')
    // pushed in reverse so the first key or element is looked at first
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) {
        values.push(item[i])
        steps.push({ parent: step, key: i, depth })
      }
    } else {
      const keys = Object.keys(item)
      for (let i = keys.length - 1; i >= 0; i--) {
        const key = keys[i] as string
        values.push((item as Record<string, unknown>)[key])
        steps.push({ parent: step, key, depth })
      }
    }
  }
  return undefined
}

function unsafeTextError(path: (string | number)[]): z.ZodError {
  return new z.ZodError([{ code: 'custom', path, message: UNSAFE_TEXT_MESSAGE, input: undefined }])
}

/** Every contract parse goes through the text rule first, whatever the schema. */
export function safeParseCs<T extends z.ZodType>(
  schema: T,
  input: unknown,
): z.ZodSafeParseResult<z.output<T>> {
  const unsafe = findUnsafeText(input)
  if (unsafe) return { success: false, error: unsafeTextError(unsafe) } as z.ZodSafeParseResult<z.output<T>>
  return schema.safeParse(input, { error: czechZodError })
}

export function parseCs<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const unsafe = findUnsafeText(input)
  if (unsafe) throw unsafeTextError(unsafe)
  return schema.parse(input, { error: czechZodError })
}

/** A string schema with the text rule (the base of every text field). */
export function textSchema(message?: string) {
  return z
    .string(message ? { error: message } : undefined)
    .refine((v) => !hasUnsafeText(v), UNSAFE_TEXT_MESSAGE)
}

export interface FieldIssue {
  path: string
  message: string
}

/** Zod issues as the `issues` of an ApiError: dotted paths ('address.postcode', 'photos.0'). */
export function toApiIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))
}

/** The first message per field, for showing next to form inputs. */
export function fieldErrors(issues: readonly FieldIssue[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const issue of issues) out[issue.path] ??= issue.message
  return out
}

export const VALIDATION_FAILED_MESSAGE = 'Zkontrolujte prosím vyplněné údaje.'

export function requiredText(message: string, max: number) {
  return textSchema(message).trim().min(1, message).max(max, `Text je příliš dlouhý (nejvýše ${max} znaků).`)
}

/** Optional free text; '' and null both mean "not filled". */
export function optionalText(max: number) {
  return textSchema()
    .trim()
    .max(max, `Text je příliš dlouhý (nejvýše ${max} znaků).`)
    .nullish()
    .transform((v) => (v ? v : null))
}

/**
 * An optional value of the given schema; absent, undefined, null and a blank string (what an empty form input sends)
 * all become null.
 */
export function orNull<T extends z.ZodType>(schema: T) {
  const blankToNull = (v: z.input<T> | null | undefined) =>
    typeof v === 'string' && v.trim() === '' ? null : v
  return z.preprocess(blankToNull, schema.nullish()).transform((v) => v ?? null)
}

export const emailSchema = z
  .string({ error: 'Zadejte e-mail.' })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: 'Zadejte platný e-mail.' }).max(320, 'E-mail je příliš dlouhý.'))

/** Accepts any usual spelling of a Czech number and yields '+420777123456'. */
export const czechPhoneSchema = z.string({ error: 'Zadejte telefon.' }).transform((v, ctx) => {
  const normalized = normalizeCzechPhone(v)
  if (normalized === null) {
    ctx.addIssue({ code: 'custom', message: 'Zadejte telefon ve formátu +420 777 123 456.' })
    return z.NEVER
  }
  return normalized
})

/** Accepts "110 00" or "11000" and yields '11000'. */
export const pscSchema = z.string({ error: 'Zadejte PSČ.' }).transform((v, ctx) => {
  const normalized = normalizePsc(v)
  if (normalized === null) {
    ctx.addIssue({ code: 'custom', message: 'PSČ musí mít 5 číslic, např. 110 00.' })
    return z.NEVER
  }
  return normalized
})

export const icoSchema = z
  .string({ error: 'Zadejte IČO.' })
  .trim()
  .refine(isValidIco, 'IČO musí mít 8 číslic a platný kontrolní součet.')

/**
 * DIČ of a Czech VAT payer: "CZ" and the IČO or birth number, 8 to 10 digits. Spaces and case do not matter
 * ("cz 270 82 440" is CZ27082440); the invoice prints it as stored.
 */
export const dicSchema = z
  .string({ error: 'Zadejte DIČ.' })
  .transform((v) => v.replace(/\s+/g, '').toUpperCase())
  .refine((v) => /^CZ\d{8,10}$/.test(v), 'DIČ má tvar CZ a 8 až 10 číslic, např. CZ27082440.')

/** Whole CZK, never negative. */
export const czkSchema = z
  .number({ error: 'Zadejte částku v korunách.' })
  .int('Částka musí být v celých korunách.')
  .min(0, 'Částka nesmí být záporná.')
  .max(Number.MAX_SAFE_INTEGER, 'Částka je příliš vysoká.')

/** The same from a query string. */
export const czkQuerySchema = z.coerce
  .number({ error: 'Zadejte částku v korunách.' })
  .int('Částka musí být v celých korunách.')
  .min(0, 'Částka nesmí být záporná.')

export const uuidSchema = z.uuid({ error: 'Neplatný identifikátor.' })
export const offerIdSchema = z.number().int().positive()
/** Path parameters arrive as strings. */
export const offerIdParamSchema = z.coerce
  .number({ error: 'Neplatné číslo nabídky.' })
  .int('Neplatné číslo nabídky.')
  .positive('Neplatné číslo nabídky.')

export const dateTimeSchema = z.iso.datetime({ offset: true, error: 'Neplatné datum a čas.' })
export const calendarDateSchema = z.iso.date({ error: 'Zadejte datum ve tvaru RRRR-MM-DD.' })

/** A list in a query string: 'A,B' or a repeated parameter; missing means empty. */
export function csvListSchema<T extends z.ZodType>(item: T) {
  const split = (v: string | z.input<T>[] | undefined) =>
    typeof v === 'string' ? v.split(',').filter(Boolean) : v
  return z.preprocess(split, z.array(item)).default([])
}

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1, 'Stránka musí být alespoň 1.').default(1),
  pageSize: z.coerce.number().int().min(1).max(100, 'Najednou lze načíst nejvýše 100 položek.').default(20),
})

export function paginatedSchema<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
    total: z.number().int().min(0),
  })
}

/** DELETE and other calls without a meaningful answer. */
export const emptyRequestSchema = z.object({}).strict()
