import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { validateUpload } from '../uploads/upload-rules.ts'
import {
  csvListSchema,
  czechPhoneSchema,
  dicSchema,
  emailSchema,
  fieldErrors,
  findUnsafeText,
  hasUnsafeText,
  icoSchema,
  offerIdParamSchema,
  optionalText,
  pageQuerySchema,
  parseCs,
  pscSchema,
  requiredText,
  safeParseCs,
  textSchema,
  toApiIssues,
  UNSAFE_TEXT_MESSAGE,
} from './fields.schema.ts'

const messages = (r: { success: boolean; error?: z.ZodError }) => r.error?.issues.map((i) => i.message) ?? []

describe('contract building blocks', () => {
  it('reports zod’s own errors in Czech through safeParseCs and parseCs', () => {
    const schema = z.object({ n: z.number() })
    expect(messages(safeParseCs(schema, { n: 'x' }))[0]).toBe('Pole „n“ chybí nebo má nesprávný typ.')
    expect(messages(safeParseCs(schema, 'x'))[0]).toBe('Tělo požadavku chybí nebo má nesprávný typ.')
    expect(messages(safeParseCs(z.strictObject({}), { x: 1 }))[0]).toBe(
      'Tělo požadavku obsahuje neznámé položky.',
    )
    expect(messages(safeParseCs(z.object({ n: z.number().max(2) }), { n: 3 }))[0]).toBe(
      'Pole „n“ musí být nejvýše 2.',
    )
    expect(() => parseCs(schema, {})).toThrow(/Pole „n“ chybí/)
    expect(parseCs(schema, { n: 1 })).toEqual({ n: 1 })
  })

  it('turns issues into ApiError issues and form errors', () => {
    const schema = z.object({
      a: requiredText('Vyplňte A.', 5),
      b: z.object({ c: requiredText('Vyplňte C.', 5) }),
    })
    const result = schema.safeParse({ a: '  ', b: { c: '123456' } })
    const issues = toApiIssues(result.error!)
    expect(issues).toEqual([
      { path: 'a', message: 'Vyplňte A.' },
      { path: 'b.c', message: 'Text je příliš dlouhý (nejvýše 5 znaků).' },
    ])
    expect(fieldErrors([...issues, { path: 'a', message: 'druhá' }])).toEqual({
      a: 'Vyplňte A.',
      'b.c': 'Text je příliš dlouhý (nejvýše 5 znaků).',
    })
    expect(messages(requiredText('Vyplňte A.', 5).safeParse(undefined))).toEqual(['Vyplňte A.'])
  })

  it('treats empty optional text as null', () => {
    const s = optionalText(10)
    expect(s.parse('')).toBeNull()
    expect(s.parse('   ')).toBeNull()
    expect(s.parse(undefined)).toBeNull()
    expect(s.parse(' ok ')).toBe('ok')
  })

  it('normalises e-mail, phone and PSČ', () => {
    expect(emailSchema.parse(' Jan.Novak@Example.CZ ')).toBe('jan.novak@example.cz')
    expect(messages(emailSchema.safeParse('jan@'))).toEqual(['Zadejte platný e-mail.'])
    expect(czechPhoneSchema.parse('777 123 456')).toBe('+420777123456')
    expect(messages(czechPhoneSchema.safeParse('123'))).toEqual([
      'Zadejte telefon ve formátu +420 777 123 456.',
    ])
    expect(pscSchema.parse('110 00')).toBe('11000')
    expect(messages(pscSchema.safeParse('1100'))).toEqual(['PSČ musí mít 5 číslic, např. 110 00.'])
    expect(icoSchema.parse(' 27082440 ')).toBe('27082440')
    expect(messages(icoSchema.safeParse('27082441'))).toEqual([
      'IČO musí mít 8 číslic a platný kontrolní součet.',
    ])
    expect(dicSchema.parse(' cz 270 82 440 ')).toBe('CZ27082440')
    expect(dicSchema.parse('CZ7103192745')).toBe('CZ7103192745')
    for (const wrong of ['27082440', 'CZ1234567', 'CZ12345678901', 'SK2020123456'])
      expect(messages(dicSchema.safeParse(wrong))).toEqual([
        'DIČ má tvar CZ a 8 až 10 číslic, např. CZ27082440.',
      ])
  })

  it('reads lists, ids and pages from query strings', () => {
    const list = csvListSchema(z.enum(['A', 'B']))
    expect(list.parse('A,B,')).toEqual(['A', 'B'])
    expect(list.parse(['B'])).toEqual(['B'])
    expect(list.parse(undefined)).toEqual([])
    expect(list.safeParse('A,C').success).toBe(false)
    expect(offerIdParamSchema.parse('12')).toBe(12)
    expect(messages(offerIdParamSchema.safeParse('abc'))).toEqual(['Neplatné číslo nabídky.'])
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, pageSize: 20 })
    expect(messages(pageQuerySchema.safeParse({ pageSize: '500' }))).toEqual([
      'Najednou lze načíst nejvýše 100 položek.',
    ])
  })
})

describe('the text rule (NUL, lone surrogates)', () => {
  it('finds NUL and lone surrogates in strings, arrays, values and keys', () => {
    expect(hasUnsafeText('Tržiště 😀')).toBe(false)
    expect(hasUnsafeText('a\u0000b')).toBe(true)
    expect(hasUnsafeText('\uD800')).toBe(true)
    expect(hasUnsafeText('x\uDC00')).toBe(true)
    expect(findUnsafeText({ a: ['ok', { b: 'bad\u0000' }] })).toEqual(['a', 1, 'b'])
    expect(findUnsafeText({ 'k\uD800': 1 })).toEqual(['k\uD800'])
    expect(findUnsafeText([1, null, true, 'fine'])).toBeUndefined()
  })

  it('every contract parse refuses them in Czech, whatever the schema', () => {
    const anyText = z.object({ note: z.string() })
    const result = safeParseCs(anyText, { note: 'a\u0000' })
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['note'], message: UNSAFE_TEXT_MESSAGE })
    expect(() => parseCs(anyText, { note: '\uDFFF' })).toThrow(UNSAFE_TEXT_MESSAGE)
    expect(parseCs(anyText, { note: 'ok' })).toEqual({ note: 'ok' })
    expect(requiredText('Vyplňte.', 10).safeParse('a\u0000').success).toBe(false)
    expect(optionalText(10).safeParse('\uD800').success).toBe(false)
    expect(textSchema().safeParse('fine').success).toBe(true)
  })

  it('file names follow it too', () => {
    expect(validateUpload('image', { name: 'dum\u0000.jpg', size: 10, type: 'image/jpeg' })).toEqual({
      ok: false,
      code: 'name',
      message: UNSAFE_TEXT_MESSAGE,
    })
  })
})

describe("zod's own issues in Czech (czechZodError)", () => {
  const first = (schema: z.ZodType, input: unknown) => messages(safeParseCs(schema, input))[0]
  it('words multiples, dates, sizes, strict bounds and formats for a person', () => {
    expect(first(z.object({ step: z.number().multipleOf(5) }), { step: 7 })).toBe(
      'Pole „step“ musí být násobkem čísla 5.',
    )
    expect(
      first(z.object({ due: z.date().min(new Date('2026-11-27T00:00:00Z')) }), { due: new Date(0) }),
    ).toBe('Pole „due“ musí být nejdříve 2026-11-27.')
    expect(
      first(z.object({ due: z.date().max(new Date('2026-01-01T00:00:00Z')) }), { due: new Date() }),
    ).toBe('Pole „due“ musí být nejpozději 2026-01-01.')
    expect(first(z.object({ n: z.number().gt(0) }), { n: 0 })).toBe('Pole „n“ musí být větší než 0.')
    expect(first(z.object({ n: z.number().lt(10) }), { n: 10 })).toBe('Pole „n“ musí být menší než 10.')
    expect(first(z.object({ n: z.bigint().max(10n) }), { n: 11n })).toBe('Pole „n“ musí být nejvýše 10.')
    expect(first(z.object({ ids: z.array(z.string()).length(2) }), { ids: ['a'] })).toBe(
      'Pole „ids“ musí mít přesně 2 položky.',
    )
    expect(first(z.object({ name: z.string().min(1) }), { name: '' })).toBe('Pole „name“ je povinné.')
    expect(first(z.object({ at: z.iso.date() }), { at: 'zítra' })).toBe('Pole „at“ má nesprávný formát.')
    expect(first(z.string(), 5)).toBe('Tělo požadavku chybí nebo má nesprávný typ.')
  })
  it("falls back to zod's Czech locale for issues it has no words of its own for", () => {
    const message = first(z.object({ n: z.number().refine(() => false) }), { n: 1 })
    expect(message).toBe('Pole „n“ má nesprávný tvar nebo hodnotu.')
    const schema = z.object({ tag: z.string() }).strict()
    expect(first(schema, { tag: 'a', extra: 1 })).toBe('Tělo požadavku obsahuje neznámé položky.')
  })
})
