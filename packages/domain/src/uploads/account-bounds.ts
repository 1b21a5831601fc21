import { formatFileSize } from '../czech-format/numbers.ts'

/*
 * The bounds on what one account may make the service store and compute (docs/decisions/1230-account-bounds.md):
 * one storage quota for every file the account owns, and the pixel limit of every uploaded image, avatars included.
 */

/**
 * Originals larger than this many pixels are refused, at upload (photos and avatars, read from the header before
 * anything is decoded) and by the image transform (decompression bombs): 40 MP is a 7700×5200 photo, more than any
 * camera phone takes.
 */
export const MAX_IMAGE_PIXELS = 40_000_000
export const IMAGE_TOO_LARGE_MESSAGE = `Obrázek má příliš mnoho pixelů (nejvýše ${MAX_IMAGE_PIXELS / 1_000_000} Mpx). Zmenšete ho prosím.`

/** Whether an image's size (from its header) is within MAX_IMAGE_PIXELS: the Czech message when not. */
export function checkImagePixels(meta: { width?: number; height?: number }): string | undefined {
  const pixels = (meta.width ?? 0) * (meta.height ?? 0)
  if (!meta.width || !meta.height || pixels > MAX_IMAGE_PIXELS) return IMAGE_TOO_LARGE_MESSAGE
  return undefined
}

/** A PNG's width and height from its IHDR chunk (the first one), or undefined when the bytes are no PNG. */
export function pngDimensions(bytes: Uint8Array): { width: number; height: number } | undefined {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
  if (bytes.length < 24 || signature.some((b, i) => bytes[i] !== b)) return undefined
  if (String.fromCharCode(...bytes.subarray(12, 16)) !== 'IHDR') return undefined
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength)
  return { width: view.getUint32(16), height: view.getUint32(20) }
}

/**
 * The storage quota counts every file an account owns: the document store's files, and the photos and documents of
 * its offers (drafts included), so neither drafts nor attachments are a way around it. The refusal says what happened:
 * a file larger than the room left is "does not fit" (the storage is not full), only no room at all is "full".
 */
export function storageQuotaMessage(usedBytes: number, quotaBytes: number, fileBytes: number): string {
  const left = Math.max(0, quotaBytes - usedBytes)
  const free = 'Smažte prosím nepotřebné dokumenty nebo fotografie a dokumenty svých nabídek.'
  if (left === 0) return `Úložiště je plné (${formatFileSize(quotaBytes)}). ${free}`
  return `Soubor (${formatFileSize(fileBytes)}) se do úložiště nevejde: zbývá ${formatFileSize(left)} z ${formatFileSize(quotaBytes)}. ${free}`
}
