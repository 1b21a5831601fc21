import { describe, expect, it } from 'vitest'
import {
  CONTACT_IMPORT_MAX,
  CONTACT_MAX_ADDRESSES,
  CONTACT_MAX_EMAILS,
  CONTACT_MAX_PHONES,
} from '../crm/crm.schema.ts'
import { findUnsafeText } from '../fields/fields.schema.ts'
import {
  API_BODY_MAX_BYTES,
  CONTACT_IMPORT_ITEMS_PER_CONTACT,
  CONTACT_IMPORT_MAX_BODY_BYTES,
  JSON_MAX_DEPTH,
  JSON_MAX_ITEMS,
  JSON_TOO_DEEP_MESSAGE,
  jsonBodyBytesFor,
  jsonLimitsFor,
  jsonShapeProblem,
  jsonTooManyItemsMessage,
} from './json-limits.ts'

const nested = (levels: number, leaf = '0') => `${'['.repeat(levels)}${leaf}${']'.repeat(levels)}`
const wide = (keys: number) => `{${Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(',')}}`

describe('the JSON shape limits (docs/security.md "Input")', () => {
  it('passes the bodies the contract takes', () => {
    expect(jsonShapeProblem('{"a":{"b":[1,2,{"c":"x"}]}}')).toBeUndefined()
    expect(jsonShapeProblem(nested(JSON_MAX_DEPTH))).toBeUndefined()
    expect(jsonShapeProblem(`[${Array(JSON_MAX_ITEMS - 1).fill(0)}]`)).toBeUndefined()
    expect(jsonShapeProblem('')).toBeUndefined()
  })

  it('refuses a body nested deeper than the limit, in Czech', () => {
    expect(jsonShapeProblem(nested(JSON_MAX_DEPTH + 1))).toEqual({
      kind: 'depth',
      message: JSON_TOO_DEEP_MESSAGE,
    })
    expect(jsonShapeProblem(`{"a":${nested(10_000)}}`)?.kind).toBe('depth')
  })

  it('refuses a body with more keys and elements than the limit', () => {
    expect(jsonShapeProblem(wide(10_000))).toEqual({
      kind: 'items',
      message: jsonTooManyItemsMessage(JSON_MAX_ITEMS),
    })
    expect(jsonShapeProblem(`[${Array(JSON_MAX_ITEMS + 1).fill(0)}]`)?.kind).toBe('items')
    // containers count as they open, so nesting alone can exhaust the width too
    expect(jsonShapeProblem('[[[0]]]', { depth: 10, items: 2 })?.kind).toBe('items')
    expect(jsonTooManyItemsMessage(JSON_MAX_ITEMS)).toMatch(/^Tělo požadavku obsahuje příliš mnoho položek/)
  })

  it('does not count brackets, braces, commas or escaped quotes inside strings', () => {
    const text = JSON.stringify({ note: `${'['.repeat(100)}\\",${','.repeat(JSON_MAX_ITEMS * 2)}"{` })
    expect(jsonShapeProblem(text)).toBeUndefined()
    expect(JSON.parse(text)).toHaveProperty('note')
  })

  it('gives the contact import room for its largest valid body: 20 000 full contacts', () => {
    expect(jsonLimitsFor('importContacts').items).toBe(CONTACT_IMPORT_MAX * CONTACT_IMPORT_ITEMS_PER_CONTACT)
    expect(jsonLimitsFor('createContact').items).toBe(JSON_MAX_ITEMS)
    expect(jsonBodyBytesFor('importContacts')).toBe(CONTACT_IMPORT_MAX_BODY_BYTES)
    expect(jsonBodyBytesFor('createContact')).toBe(API_BODY_MAX_BYTES)
    const contact = {
      name: 'Jana Nováková',
      jobTitle: 'Ředitelka',
      company: 'Nováková s.r.o.',
      ico: '27074358',
      emails: Array.from({ length: CONTACT_MAX_EMAILS }, (_, i) => ({
        type: 'work',
        value: `j${i}@x.cz`,
        primary: !i,
      })),
      phones: Array.from({ length: CONTACT_MAX_PHONES }, (_, i) => ({
        type: 'mobile',
        value: `77712345${i}`,
        primary: !i,
      })),
      addresses: Array.from({ length: CONTACT_MAX_ADDRESSES }, (_, i) => ({
        type: 'home',
        street: `Dlouhá ${i}`,
        city: 'Praha',
        postcode: '110 00',
        region: 'Praha',
        country: 'Česko',
        primary: !i,
      })),
      note: 'Volat ráno.',
      tags: Array(20).fill('štítek'),
      offerIds: [1, 2, 3],
    }
    const one = jsonShapeProblem(JSON.stringify(contact), { depth: JSON_MAX_DEPTH, items: 1 })
    expect(one?.kind).toBe('items')
    // the full contact fits the per-contact allowance, and 20 000 of them the endpoint's
    expect(
      jsonShapeProblem(JSON.stringify(contact), {
        depth: JSON_MAX_DEPTH,
        items: CONTACT_IMPORT_ITEMS_PER_CONTACT - 1,
      }),
    ).toBeUndefined()
    // with a duplicate choice for every row (3 items each, docs/decisions/1323) it still fits
    const body = JSON.stringify({
      contacts: Array(CONTACT_IMPORT_MAX).fill(contact),
      onDuplicate: 'skip',
      duplicateChoices: Array.from({ length: CONTACT_IMPORT_MAX }, (_, index) => ({
        index,
        action: 'merge',
      })),
    })
    expect(jsonShapeProblem(body, jsonLimitsFor('importContacts'))).toBeUndefined()
  })

  it('scans 100 000 levels in one pass and stops at the limit', () => {
    const text = nested(100_000)
    expect(jsonShapeProblem(text, { depth: 200_000, items: 200_000 })).toBeUndefined()
    expect(jsonShapeProblem(text)?.kind).toBe('depth')
  })
})

describe('findUnsafeText at any depth', () => {
  it('walks 100 000 levels without overflowing the stack and finds the text at the bottom', () => {
    let value: unknown = 'bad\u0000'
    for (let i = 0; i < 100_000; i++) value = i % 2 ? [value] : { k: value }
    const path = findUnsafeText(value)
    expect(path).toHaveLength(100_000)
    expect(path?.slice(0, 2)).toEqual([0, 'k'])
    let clean: unknown = 'fine'
    for (let i = 0; i < 100_000; i++) clean = { k: clean }
    expect(findUnsafeText(clean)).toBeUndefined()
  })

  it('keeps the order a reader meets keys and values in, and the caller’s path prefix', () => {
    expect(findUnsafeText({ a: 'x\u0000', b: { '\uD800': 1 } })).toEqual(['a'])
    expect(findUnsafeText({ a: 'ok', 'b\uDC00': 'x\u0000' })).toEqual(['b\uDC00'])
    expect(findUnsafeText(['ok', ['ok', 'x\u0000']], ['body'])).toEqual(['body', 1, 1])
  })

  it('stops on a cyclic object instead of walking forever', () => {
    const cyclic: Record<string, unknown> = {}
    cyclic.self = cyclic
    expect(() => findUnsafeText(cyclic)).toThrow(RangeError)
  })
})
