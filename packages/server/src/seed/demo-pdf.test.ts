import { expect, it } from 'vitest'
import { demoPdf } from '../images/demo-photos.ts'

it('writes a PDF whose cross-reference offsets point at its objects', () => {
  const text = new TextDecoder().decode(demoPdf('Zkouška (1)', ['Řádek s diakritikou']))
  const xref = Number(text.match(/startxref\n(\d+)/)?.[1])
  expect(text.slice(xref, xref + 4)).toBe('xref')
  const offsets = [...text.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]))
  offsets.forEach((offset, i) => {
    expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true)
  })
  expect(text).toContain('Zkouska \\(1\\)')
})
