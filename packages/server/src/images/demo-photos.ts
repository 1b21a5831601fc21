import sharp from 'sharp'

/** A small deterministic generator, so the same seed always draws the same picture. */
function random(seed: number) {
  let s = seed >>> 0 || 1
  return () => {
    s ^= s << 13
    s ^= s >>> 17
    s ^= s << 5
    return (s >>> 0) / 4294967296
  }
}

const FACADES = [
  '#d9c4a3',
  '#c9d6df',
  '#e8d8c4',
  '#b7c9a8',
  '#e3b5a4',
  '#f0e2b6',
  '#c4b6d9',
  '#a9c2c9',
  '#ddd3c0',
]
const ROOFS = ['#8c3b2e', '#5a4a42', '#3f5666', '#6b2f2f', '#4f5b3a', '#2f3a4a']
const SKIES = [
  ['#9cc9ef', '#e4f1fb'],
  ['#f6c9a0', '#fdeede'],
  ['#b9d3e8', '#f3f7fb'],
  ['#c7b8e6', '#f4effb'],
]

const pick = <T>(rnd: () => number, list: readonly T[]) => list[Math.floor(rnd() * list.length)] as T

/** One building: facade, rows of windows, a door and a pitched or flat roof. */
function building(rnd: () => number, x: number, ground: number, width: number, floors: number): string {
  const floorHeight = 78
  const height = floors * floorHeight + 40
  const top = ground - height
  const facade = pick(rnd, FACADES)
  const roof = pick(rnd, ROOFS)
  const parts = [
    `<rect x="${x}" y="${top}" width="${width}" height="${height}" fill="${facade}" stroke="#00000022"/>`,
  ]
  if (rnd() < 0.6) {
    const overhang = 18
    parts.push(
      `<polygon points="${x - overhang},${top} ${x + width / 2},${top - 40 - rnd() * 70} ${x + width + overhang},${top}" fill="${roof}"/>`,
    )
  } else {
    parts.push(`<rect x="${x - 8}" y="${top - 16}" width="${width + 16}" height="16" fill="${roof}"/>`)
  }
  const columns = Math.max(2, Math.floor(width / 70))
  const gap = width / columns
  const glass = rnd() < 0.5 ? '#5d7a94' : '#3d5469'
  for (let f = 0; f < floors; f++) {
    for (let col = 0; col < columns; col++) {
      const wx = x + col * gap + gap * 0.25
      const wy = top + 30 + f * floorHeight
      const lit = rnd() < 0.15 ? '#f5d77a' : glass
      parts.push(
        `<rect x="${wx}" y="${wy}" width="${gap * 0.5}" height="44" rx="3" fill="${lit}" stroke="#ffffff" stroke-width="3"/>`,
      )
    }
  }
  parts.push(`<rect x="${x + width / 2 - 22}" y="${ground - 70}" width="44" height="70" fill="#4a3426"/>`)
  return parts.join('')
}

/**
 * A demo photo drawn from SVG (no network, no stock images): a sky, one to three buildings of varied colours,
 * floors and roofs, trees and a street. Returns a JPEG of `width` × `height`.
 */
export async function demoPhoto(seed: number, width = 1200, height = 800): Promise<Buffer> {
  const rnd = random(seed * 7919 + 17)
  const [skyTop, skyBottom] = pick(rnd, SKIES)
  const ground = height - 120
  const shapes: string[] = []
  const count = 1 + Math.floor(rnd() * 3)
  const slot = width / count
  for (let i = 0; i < count; i++) {
    const w = slot * (0.55 + rnd() * 0.3)
    const x = i * slot + (slot - w) / 2
    const floors = 2 + Math.floor(rnd() * (count === 1 ? 5 : 4))
    shapes.push(building(rnd, x, ground, w, Math.min(floors, Math.floor((ground - 140) / 78))))
  }
  for (let t = 0; t < 3; t++) {
    const tx = rnd() * width
    shapes.push(
      `<rect x="${tx - 6}" y="${ground - 60}" width="12" height="60" fill="#6b4a2f"/><circle cx="${tx}" cy="${ground - 80}" r="${32 + rnd() * 16}" fill="#4e8a4a" opacity="0.9"/>`,
    )
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${skyTop}"/>
    <stop offset="1" stop-color="${skyBottom}"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#sky)"/>
    <circle cx="${width * (0.15 + rnd() * 0.7)}" cy="${90 + rnd() * 60}" r="46" fill="#fff6d5" opacity="0.85"/>
    <rect y="${ground}" width="${width}" height="${height - ground}" fill="#8a9a7b"/>
    <rect y="${ground + 40}" width="${width}" height="60" fill="#6f7377"/>
    ${shapes.join('')}
  </svg>`
  return sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toBuffer()
}

/** A one-page PDF with ASCII text lines (a demo "information memorandum"), valid enough for any viewer. */
export function demoPdf(title: string, lines: readonly string[]): Uint8Array {
  const ascii = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[^\x20-\x7e]/g, '?')
      .replace(/[\\()]/g, (ch) => `\\${ch}`)
  const text = [`BT /F1 18 Tf 56 780 Td (${ascii(title)}) Tj ET`]
  lines.forEach((line, i) => {
    text.push(`BT /F1 11 Tf 56 ${740 - i * 18} Td (${ascii(line)}) Tj ET`)
  })
  const stream = text.join('\n')
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return new TextEncoder().encode(out)
}
