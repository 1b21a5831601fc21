import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { parseEndpointInput, type RawEndpointInput } from './endpoint-input.ts'
import { API, type EndpointDef } from './endpoints.ts'

/*
 * Every message a validation answer carries is Czech, whatever wrong input an endpoint gets: zod's own wording
 * ("Invalid input: expected string, received number", "Required", a code like "invalid_union") must never reach a
 * person. Walks every entry of `API` with wrong types, missing fields and stray shapes for its params, query and
 * body, the way the server's and the mock's route helpers parse them (parseEndpointInput).
 */

type JsonSchema = {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
}

const jsonSchema = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema

/** A value of the wrong JSON type for a property. */
function wrongValues(prop: JsonSchema): unknown[] {
  const types = [prop.type ?? [], ...(prop.anyOf ?? prop.oneOf ?? []).map((p) => p.type ?? [])].flat()
  const out: unknown[] = [{ nested: true }]
  if (!types.includes('number') && !types.includes('integer')) out.push(12345)
  if (!types.includes('string')) out.push('text')
  if (!types.includes('boolean')) out.push(true)
  if (!types.includes('array')) out.push(['a'])
  if (types.includes('array')) out.push([{ nested: true }], [12345], ['text'], [], Array(1001).fill('text'))
  if (types.includes('string')) out.push('', ' '.repeat(3), 'x'.repeat(20_001))
  if (types.includes('number') || types.includes('integer')) out.push(-1, 0, 1.5, 1e15)
  return out
}

/** Objects with every known property, shapes with a property missing or of the wrong type, and non-objects. */
function badBodies(schema: z.ZodType): unknown[] {
  const js = jsonSchema(schema)
  const variants = [js, ...(js.anyOf ?? js.oneOf ?? [])]
  const out: unknown[] = [undefined, null, 12345, 'text', [], ['text'], true, {}]
  for (const v of variants) {
    const props = v.properties ?? {}
    for (const [key, prop] of Object.entries(props)) {
      for (const wrong of wrongValues(prop)) out.push({ [key]: wrong })
      for (const [innerKey, inner] of Object.entries(prop.properties ?? {}))
        for (const wrong of wrongValues(inner)) out.push({ [key]: { [innerKey]: wrong } })
      if (prop.items?.properties)
        for (const [innerKey, inner] of Object.entries(prop.items.properties))
          for (const wrong of wrongValues(inner)) out.push({ [key]: [{ [innerKey]: wrong }] })
    }
    out.push({ unknownField: 1 })
  }
  return out
}

/** Query strings and path parameters: strings as HTTP carries them, wrong in content, repeated or missing. */
function badStrings(schema: z.ZodType): Array<Record<string, string | string[]>> {
  const props = jsonSchema(schema).properties ?? {}
  const out: Array<Record<string, string | string[]>> = [{}]
  for (const key of Object.keys(props))
    for (const value of [
      '',
      'text',
      '0',
      '-1',
      '1.5',
      '99999999999999999999',
      ['a', 'b'],
      'true',
      'x'.repeat(20_001),
    ])
      out.push({ [key]: value })
  return out
}

/**
 * What zod says on its own: its English default locale, its codes, its type names and comparison operators, and the
 * raw forms of its Czech locale ("Hodnota je příliš malá: number musí být >=1", "Neplatná možnost: očekávána jedna z
 * hodnot "USER"|"ADMIN""), which name types and list codes instead of telling a person what to fix.
 */
const ZOD_TOKENS = [
  /\b(invalid|expected|received|required|too (small|big)|must|should|input|option|union|unrecognized)\b/i,
  /\b(string|number|integer|boolean|object|array|undefined|null|NaN|bigint|date)\b/,
  /[<>]=?\s*-?\d/,
  /"[^"]*"\|"/,
  /\b[a-z]+_[a-z_]+\b/,
  /^(Neplatný vstup|Neplatná možnost|Neplatný formát|Hodnota je příliš|Neplatný klíč|Neplatná hodnota)/,
]

function collect(def: EndpointDef, raw: RawEndpointInput, into: Map<string, string>) {
  const parsed = parseEndpointInput(def, raw)
  if (parsed.ok) return
  for (const message of [parsed.error.message, ...(parsed.error.issues ?? []).map((i) => i.message)]) {
    if (ZOD_TOKENS.some((token) => token.test(message)))
      into.set(message, into.get(message) ?? JSON.stringify(raw).slice(0, 160))
  }
}

describe('validation answers speak Czech', () => {
  it('says what zod measured in words, not in its types and operators', () => {
    const first = (schema: z.ZodType, input: unknown) => {
      const parsed = parseEndpointInput(
        { method: 'POST', path: '/api/x', access: 'public', body: schema } as never,
        {
          params: {},
          query: {},
          body: input,
        },
      )
      return parsed.ok ? undefined : parsed.error.message
    }
    const page = z.object({ pageSize: z.coerce.number().int().min(1).max(100) })
    expect(first(page, { pageSize: 0 })).toBe('Pole „pageSize“ musí být nejméně 1.')
    expect(first(page, { pageSize: 1e15 })).toBe('Pole „pageSize“ musí být nejvýše 100.')
    expect(first(z.object({ q: z.string().max(200) }), { q: 'x'.repeat(201) })).toBe(
      'Pole „q“ musí mít nejvýše 200 znaků.',
    )
    expect(first(z.object({ id: z.string().min(1) }), { id: '' })).toBe('Pole „id“ je povinné.')
    expect(first(z.object({ tags: z.array(z.string()).max(9) }), { tags: Array(10).fill('a') })).toBe(
      'Pole „tags“ musí mít nejvýše 9 položek.',
    )
    expect(first(z.object({ role: z.enum(['USER', 'ADMIN']) }), { role: 'x' })).toBe(
      'Pole „role“ obsahuje hodnotu, kterou neznáme.',
    )
    expect(first(z.union([z.object({ a: z.literal(1) }), z.object({ b: z.literal(2) })]), {})).toBe(
      'Tělo požadavku má nesprávný tvar nebo hodnotu.',
    )
  })

  it('every message for wrong types and missing fields of every endpoint input is Czech', () => {
    const offenders = new Map<string, string>()
    let answers = 0
    for (const [name, entry] of Object.entries(API)) {
      const def = entry as EndpointDef
      const params = def.params ? badStrings(def.params) : [{}]
      const okParams = Object.fromEntries(
        Object.keys(def.params ? (jsonSchema(def.params).properties ?? {}) : {}).map((k) => [k, '1']),
      )
      for (const p of params) {
        collect(def, { params: p as Record<string, string>, query: {}, body: undefined }, offenders)
        answers++
      }
      if (def.query)
        for (const query of badStrings(def.query)) {
          collect(def, { params: okParams, query, body: undefined }, offenders)
          answers++
        }
      if (def.body && def.body !== 'multipart')
        for (const body of badBodies(def.body)) {
          collect(def, { params: okParams, query: {}, body }, offenders)
          answers++
        }
      void name
    }
    expect(answers).toBeGreaterThan(1000)
    expect([...offenders].map(([message, input]) => `${message}  ← ${input}`)).toEqual([])
  })
})
