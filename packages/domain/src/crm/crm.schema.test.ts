import { describe, expect, it } from 'vitest'
import { safeParseCs } from '../fields/fields.schema.ts'
import { NOTE_MAX_LENGTH, noteQuerySchema, noteSaveRequestSchema } from '../notes/notes.schema.ts'

const first = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error?.issues[0]?.message

describe('notepad contract', () => {
  it('accepts a listing note up to the limit, empty included', () => {
    const body = 'x'.repeat(NOTE_MAX_LENGTH)
    expect(noteSaveRequestSchema.parse({ kind: 'LISTING', targetId: '12', body }).body).toBe(body)
    expect(noteSaveRequestSchema.parse({ kind: 'CONTACT', targetId: 'c', body: '' }).body).toBe('')
  })

  it('refuses with Czech messages: too long, a NUL character, no target, an unknown kind, not text', () => {
    expect(first(noteSaveRequestSchema.safeParse({ kind: 'LISTING', targetId: '1', body: 'a\u0000b' }))).toBe(
      'Poznámka obsahuje nepovolený znak.',
    )
    expect(first(noteSaveRequestSchema.safeParse({ kind: 'LISTING', targetId: '', body: '' }))).toBe(
      'Chybí, k čemu poznámka patří.',
    )
    expect(first(noteSaveRequestSchema.safeParse({ kind: 'OFFER', targetId: '1', body: '' }))).toBe(
      'Neznámý druh poznámky.',
    )
    expect(first(noteSaveRequestSchema.safeParse({ kind: 'LISTING', targetId: '1', body: 5 }))).toBe(
      'Poznámka musí být text.',
    )
    expect(first(safeParseCs(noteQuerySchema, { kind: 'LISTING' }))).toMatch(/./)
  })
})
