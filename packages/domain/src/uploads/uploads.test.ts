import { describe, expect, it } from 'vitest'
import { checkFileContent, EXPECTED_CONTENT, sniffFileType } from './file-sniffer.ts'
import {
  allowedUploadMessage,
  DOCUMENT_RULES,
  fileExtension,
  IMAGE_RULES,
  MAX_PHOTOS_PER_LISTING,
  validatePhotoCount,
  validateUpload,
} from './upload-rules.ts'

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)))

const PNG = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13])
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])
const WEBP = bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 ')
const PDF = bytes('%PDF-1.7\n%', [0xe2, 0xe3])
const ZIP = bytes([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 6, 0])
const OLE = bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0, 0])
const EXE = bytes('MZ', [0x90, 0, 3, 0, 0, 0])
const CSV_UTF8 = bytes('název;cena\r\nByt Zlín;1200000\n')
const CSV_CP1250 = bytes('n', [0xe1], 'zev;cena\tZl', [0xed], 'n\f')

describe('upload rules (docs/product/screens-and-limits.md "Validation")', () => {
  it('pins the limits', () => {
    expect(IMAGE_RULES.maxBytes).toBe(3_145_728)
    expect(DOCUMENT_RULES.maxBytes).toBe(20_971_520)
    expect(MAX_PHOTOS_PER_LISTING).toBe(30)
    expect(IMAGE_RULES.extensions).toEqual(['.jpg', '.jpeg', '.png', '.webp'])
  })

  it('gives every allowed extension an expected content', () => {
    for (const ext of [...IMAGE_RULES.extensions, ...DOCUMENT_RULES.extensions]) {
      expect(EXPECTED_CONTENT[ext]).toBeDefined()
    }
  })

  it.each([
    ['photo.JPG', '.jpg'],
    ['archive.tar.gz', '.gz'],
    ['.bashrc', ''],
    ['README', ''],
  ])('fileExtension(%s)', (name, ext) => {
    expect(fileExtension(name)).toBe(ext)
  })

  it.each([
    ['image', { name: 'dum.jpg', size: 1000, type: 'image/jpeg' }],
    ['image', { name: 'dum.WEBP', size: 3_145_728, type: 'image/webp' }],
    ['document', { name: 'smlouva.docx', size: 20_971_520, type: '' }],
    ['document', { name: 'data.xlsx', size: 10, type: 'application/octet-stream' }],
    ['document', { name: 'data.csv', size: 10, type: 'application/vnd.ms-excel' }],
  ] as const)('accepts a %s %j', (kind, file) => {
    expect(validateUpload(kind, file)).toEqual({ ok: true })
  })

  it.each([
    [
      'image',
      { name: 'dum.gif', size: 10, type: 'image/gif' },
      'extension',
      'Soubor „dum.gif“ má nepodporovaný formát. Povolené jsou obrázky JPG, PNG a WebP.',
    ],
    [
      'document',
      { name: 'virus.exe', size: 10, type: '' },
      'extension',
      'Soubor „virus.exe“ má nepodporovaný formát. Povolené jsou dokumenty PDF, DOC, DOCX, PPT, PPTX, XLS, XLSX, CSV a TXT.',
    ],
    [
      'image',
      { name: 'dum.png', size: 10, type: 'application/pdf' },
      'type',
      'Typ souboru „dum.png“ (application/pdf) není povolen. Povolené jsou obrázky JPG, PNG a WebP.',
    ],
    ['image', { name: 'dum.png', size: 0, type: 'image/png' }, 'empty', 'Soubor „dum.png“ je prázdný.'],
    [
      'image',
      { name: 'dum.png', size: 3_145_729, type: 'image/png' },
      'size',
      'Soubor „dum.png“ je příliš velký. Maximální velikost je 3 MB.',
    ],
    [
      'document',
      { name: 'plan.pdf', size: 20_971_521, type: 'application/pdf' },
      'size',
      'Soubor „plan.pdf“ je příliš velký. Maximální velikost je 20 MB.',
    ],
  ] as const)('refuses a %s %j with %s', (kind, file, code, message) => {
    expect(validateUpload(kind, file)).toEqual({ ok: false, code, message })
  })

  it('describes what is allowed', () => {
    expect(allowedUploadMessage('image')).toBe('Povolené jsou obrázky JPG, PNG a WebP.')
  })

  it.each([
    [0, 30, true, ''],
    [29, 1, true, ''],
    [29, 2, false, 'K nabídce lze nahrát nejvýše 30 fotografií. Můžete přidat ještě 1 fotografii.'],
    [27, 5, false, 'K nabídce lze nahrát nejvýše 30 fotografií. Můžete přidat ještě 3 fotografie.'],
    [10, 25, false, 'K nabídce lze nahrát nejvýše 30 fotografií. Můžete přidat ještě 20 fotografií.'],
    [30, 1, false, 'K nabídce lze nahrát nejvýše 30 fotografií. Další už přidat nelze.'],
    [31, 1, false, 'K nabídce lze nahrát nejvýše 30 fotografií. Další už přidat nelze.'],
  ])('photos: %i existing + %i new', (existing, adding, ok, message) => {
    expect(validatePhotoCount(existing, adding)).toEqual(ok ? { ok } : { ok, code: 'photo-count', message })
  })
})

describe('sniffFileType', () => {
  it.each([
    [PNG, 'png'],
    [JPEG, 'jpeg'],
    [WEBP, 'webp'],
    [bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt '), 'unknown'],
    [PDF, 'pdf'],
    [ZIP, 'ooxml'],
    [OLE, 'ole'],
    [CSV_UTF8, 'text'],
    [CSV_CP1250, 'text'],
    [EXE, 'unknown'],
    [bytes('abc', [0x7f]), 'unknown'],
    [new Uint8Array(), 'unknown'],
  ] as const)('%#: %s', (content, type) => {
    expect(sniffFileType(content)).toBe(type)
  })

  it('judges text by its first 4 KB only', () => {
    const big = new Uint8Array(5000).fill(0x61)
    big[4500] = 0
    expect(sniffFileType(big)).toBe('text')
  })
})

describe('checkFileContent', () => {
  it.each([
    ['image', 'dum.jpeg', JPEG],
    ['image', 'dum.png', PNG],
    ['image', 'dum.webp', WEBP],
    ['document', 'plan.pdf', PDF],
    ['document', 'smlouva.docx', ZIP],
    ['document', 'smlouva.doc', OLE],
    ['document', 'data.csv', CSV_CP1250],
    ['document', 'poznamky.txt', CSV_UTF8],
  ] as const)('accepts a real %s %s', (kind, name, content) => {
    expect(checkFileContent(kind, name, content)).toEqual({ ok: true })
  })

  it('refuses an .exe renamed to .pdf', () => {
    expect(checkFileContent('document', 'faktura.pdf', EXE)).toEqual({
      ok: false,
      code: 'content',
      message:
        'Obsah souboru „faktura.pdf“ neodpovídá jeho příponě PDF. Nahrajte prosím skutečný soubor tohoto typu.',
    })
  })

  it('refuses a .docx that is not a zip and a .png that is a JPEG', () => {
    expect(checkFileContent('document', 'smlouva.docx', OLE)).toMatchObject({ ok: false, code: 'content' })
    expect(checkFileContent('image', 'dum.png', JPEG)).toMatchObject({ ok: false, code: 'content' })
    expect(checkFileContent('image', 'dum.pdf', PDF)).toMatchObject({ ok: false, code: 'extension' })
    expect(checkFileContent('document', 'prazdny.txt', new Uint8Array())).toMatchObject({
      ok: false,
      code: 'empty',
    })
  })
})
