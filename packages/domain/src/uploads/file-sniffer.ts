import { fileExtension, type UploadCheck, type UploadKind, uploadRules } from './upload-rules.ts'

export type SniffedType = 'png' | 'jpeg' | 'webp' | 'pdf' | 'ooxml' | 'ole' | 'text' | 'unknown'

const TEXT_SAMPLE_BYTES = 4096

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((b, i) => bytes[at + i] === b)
}

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0))

/**
 * Text has no NUL and no control bytes other than tab, line feed, form feed and carriage return in its first 4 KB.
 * Bytes ≥ 0x80 are allowed because Czech CSV exports come in UTF-8 as well as Windows-1250.
 */
function looksLikeText(bytes: Uint8Array): boolean {
  const sample = bytes.subarray(0, TEXT_SAMPLE_BYTES)
  if (sample.length === 0) return false
  for (const b of sample) {
    if (b === 0x09 || b === 0x0a || b === 0x0c || b === 0x0d) continue
    if (b < 0x20 || b === 0x7f) return false
  }
  return true
}

/** The real type of a file from its first bytes (magic numbers), whatever its name says. */
export function sniffFileType(bytes: Uint8Array): SniffedType {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png'
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg'
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp'
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf'
  // DOCX, PPTX and XLSX are zip archives; a zip always begins with a local file header.
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) return 'ooxml'
  // DOC, PPT and XLS are OLE compound files.
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])) return 'ole'
  if (looksLikeText(bytes)) return 'text'
  return 'unknown'
}

export const EXPECTED_CONTENT: Readonly<Record<string, SniffedType>> = {
  '.jpg': 'jpeg',
  '.jpeg': 'jpeg',
  '.png': 'png',
  '.webp': 'webp',
  '.pdf': 'pdf',
  '.docx': 'ooxml',
  '.pptx': 'ooxml',
  '.xlsx': 'ooxml',
  '.doc': 'ole',
  '.ppt': 'ole',
  '.xls': 'ole',
  '.csv': 'text',
  '.txt': 'text',
}

/**
 * The server's check that a file is what its extension claims, so an .exe renamed to .pdf, or a .docx whose bytes
 * are not a zip, is refused. Pass at least the first 4 KB of the file.
 */
export function checkFileContent(kind: UploadKind, name: string, bytes: Uint8Array): UploadCheck {
  const ext = fileExtension(name)
  if (!uploadRules(kind).extensions.includes(ext)) {
    return { ok: false, code: 'extension', message: `Soubor „${name}“ má nepodporovaný formát.` }
  }
  if (bytes.length === 0) return { ok: false, code: 'empty', message: `Soubor „${name}“ je prázdný.` }
  if (sniffFileType(bytes) !== EXPECTED_CONTENT[ext]) {
    return {
      ok: false,
      code: 'content',
      message: `Obsah souboru „${name}“ neodpovídá jeho příponě ${ext.slice(1).toUpperCase()}. Nahrajte prosím skutečný soubor tohoto typu.`,
    }
  }
  return { ok: true }
}
