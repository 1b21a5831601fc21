import { describe, expect, it } from 'vitest'
import {
  checkImagePixels,
  IMAGE_TOO_LARGE_MESSAGE,
  MAX_IMAGE_PIXELS,
  pngDimensions,
  storageQuotaMessage,
} from './account-bounds.ts'

/** The first 24 bytes of a PNG: signature, IHDR length and type, width and height (big-endian). */
function pngHeader(width: number, height: number, type = 'IHDR'): Uint8Array {
  const bytes = new Uint8Array(24)
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  const view = new DataView(bytes.buffer)
  view.setUint32(8, 13)
  bytes.set(
    [...type].map((c) => c.charCodeAt(0)),
    12,
  )
  view.setUint32(16, width)
  view.setUint32(20, height)
  return bytes
}

describe('account bounds (docs/decisions/1230-account-bounds.md)', () => {
  it('refuses images over the pixel limit and images whose size is unknown', () => {
    expect(checkImagePixels({ width: 7700, height: 5194 })).toBeUndefined()
    expect(MAX_IMAGE_PIXELS).toBe(40_000_000)
    expect(checkImagePixels({ width: 16_000, height: 16_000 })).toBe(IMAGE_TOO_LARGE_MESSAGE)
    expect(checkImagePixels({ width: 100 })).toBe(IMAGE_TOO_LARGE_MESSAGE)
    expect(checkImagePixels({})).toBe(IMAGE_TOO_LARGE_MESSAGE)
    expect(IMAGE_TOO_LARGE_MESSAGE).toContain('40 Mpx')
  })

  it("reads a PNG's dimensions from its header without decoding it, and nothing from other bytes", () => {
    expect(pngDimensions(pngHeader(16_000, 16_000))).toEqual({ width: 16_000, height: 16_000 })
    // a header inside a larger buffer (a view with an offset) reads the same
    const padded = new Uint8Array(40)
    padded.set(pngHeader(800, 600), 8)
    expect(pngDimensions(padded.subarray(8))).toEqual({ width: 800, height: 600 })
    expect(pngDimensions(pngHeader(1, 1).subarray(0, 20))).toBeUndefined()
    expect(pngDimensions(new TextEncoder().encode('%PDF-1.7 not a picture at all'))).toBeUndefined()
    expect(pngDimensions(pngHeader(1, 1, 'IDAT'))).toBeUndefined()
  })

  it('says a file does not fit and how much is left; only no room at all is "full"', () => {
    const mb = 1024 * 1024
    expect(storageQuotaMessage(12 * mb, 20 * mb, 10 * mb)).toMatch(
      /^Soubor \(10\sMB\) se do úložiště nevejde: zbývá 8\sMB z 20\sMB\./,
    )
    expect(storageQuotaMessage(20 * mb, 20 * mb, mb)).toMatch(/^Úložiště je plné \(20\sMB\)\. Smažte/)
    expect(storageQuotaMessage(25 * mb, 20 * mb, mb)).toMatch(/^Úložiště je plné/)
  })
})
