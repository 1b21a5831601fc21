/*
 * The text of a contact file, whatever wrote it: UTF-8 with or without a BOM (Google, Apple, Thunderbird), UTF-16
 * with a BOM (Outlook's "Unicode" CSV, Excel's "Unicode text"), the Windows-1250 Czech Excel saves by default, or the
 * charset an old vCard declares (CHARSET=ISO-8859-2).
 */

export const CONTACT_FILE_ENCODINGS = [
  'utf-8',
  'utf-16le',
  'utf-16be',
  'windows-1250',
  'iso-8859-2',
  'windows-1252',
] as const
export type ContactFileEncoding = (typeof CONTACT_FILE_ENCODINGS)[number]
export const CONTACT_FILE_ENCODING_LABELS: Readonly<Record<ContactFileEncoding, string>> = {
  'utf-8': 'UTF-8',
  'utf-16le': 'UTF-16',
  'utf-16be': 'UTF-16 (BE)',
  'windows-1250': 'Windows-1250',
  'iso-8859-2': 'ISO-8859-2',
  'windows-1252': 'Windows-1252',
}

/** Charset labels an old vCard may declare, by the encoding we decode them with. */
const DECLARED: Readonly<Record<string, ContactFileEncoding>> = {
  'iso-8859-2': 'iso-8859-2',
  'iso8859-2': 'iso-8859-2',
  latin2: 'iso-8859-2',
  'windows-1250': 'windows-1250',
  cp1250: 'windows-1250',
  'windows-1252': 'windows-1252',
  cp1252: 'windows-1252',
  'iso-8859-1': 'windows-1252',
}

/** UTF-16 without a BOM: in Latin text every other byte is zero. */
function utf16WithoutBom(bytes: Uint8Array): ContactFileEncoding | null {
  const n = Math.min(bytes.length - (bytes.length % 2), 512)
  if (n < 4) return null
  let evenZero = 0
  let oddZero = 0
  for (let i = 0; i < n; i += 2) {
    if (bytes[i] === 0) evenZero++
    if (bytes[i + 1] === 0) oddZero++
  }
  const pairs = n / 2
  if (oddZero > pairs * 0.6 && evenZero < pairs * 0.1) return 'utf-16le'
  if (evenZero > pairs * 0.6 && oddZero < pairs * 0.1) return 'utf-16be'
  return null
}

export function decodeContactFile(bytes: Uint8Array): { text: string; encoding: ContactFileEncoding } {
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder('utf-16le').decode(bytes), encoding: 'utf-16le' }
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { text: new TextDecoder('utf-16be').decode(bytes), encoding: 'utf-16be' }
  const utf16 = utf16WithoutBom(bytes)
  if (utf16) return { text: new TextDecoder(utf16).decode(bytes), encoding: utf16 }
  try {
    // the BOM of UTF-8 is dropped by TextDecoder
    return { text: new TextDecoder('utf-8', { fatal: true }).decode(bytes), encoding: 'utf-8' }
  } catch {
    // Not UTF-8: a vCard saying which charset it is written in is believed, anything else is Czech Windows.
    const ascii = new TextDecoder('windows-1252').decode(bytes.subarray(0, 64 * 1024))
    const declared = /CHARSET=("?)([\w-]+)\1/i.exec(ascii)?.[2]?.toLowerCase()
    const encoding = (declared && DECLARED[declared]) || 'windows-1250'
    return { text: new TextDecoder(encoding).decode(bytes), encoding }
  }
}
