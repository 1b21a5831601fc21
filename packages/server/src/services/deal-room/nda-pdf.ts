import { readFileSync } from 'node:fs'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import { PDFDocument, type PDFFont, rgb } from 'pdf-lib'
import { repoRoot } from '../../env.ts'
import type { NdaDocument } from './access.ts'

/*
 * The accepted confidentiality agreement as a PDF (pdf-lib and the DejaVu subset the invoices use), the same file for
 * the investor and the owner: the text of the accepted version and the record of who, when and from where.
 */

const fontFile = (name: string) => readFileSync(path.join(repoRoot, 'packages/server/assets/fonts', name))
const MARGIN = 50
const GREY = rgb(0.35, 0.35, 0.35)

const prague = (iso: string) =>
  new Intl.DateTimeFormat('cs-CZ', {
    dateStyle: 'long',
    timeStyle: 'medium',
    timeZone: 'Europe/Prague',
  }).format(new Date(iso))

/** Words wrapped into lines no wider than `width` at `size`. */
function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = []
  for (const paragraph of text.split('\n')) {
    let line = ''
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const next = line ? `${line} ${word}` : word
      if (font.widthOfTextAtSize(next, size) > width && line) {
        lines.push(line)
        line = word
      } else line = next
    }
    lines.push(line)
  }
  return lines
}

/** Whose text the investor accepted (docs/decisions/1680-owner-nda-text.md). */
const textOrigin = (doc: NdaDocument) =>
  doc.source === 'OWNER' ? 'Vlastní text vlastníka nabídky' : 'Text tržiště'

export async function renderNdaPdf(doc: NdaDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const font = await pdf.embedFont(fontFile('DejaVuSans-invoice.ttf'), { subset: false })
  const strong = await pdf.embedFont(fontFile('DejaVuSans-Bold-invoice.ttf'), { subset: false })
  pdf.setTitle(`${doc.title} – nabídka č. ${doc.offerId}`)
  pdf.setLanguage('cs-CZ')
  let page = pdf.addPage([595.28, 841.89])
  const { width, height } = page.getSize()
  let y = height - MARGIN
  const line = (text: string, size: number, f: PDFFont = font, color = rgb(0, 0, 0)) => {
    for (const l of wrap(text, f, size, width - 2 * MARGIN)) {
      if (y < MARGIN + size) {
        page = pdf.addPage([595.28, 841.89])
        y = height - MARGIN
      }
      page.drawText(l, { x: MARGIN, y, size, font: f, color })
      y -= size * 1.45
    }
  }
  line(doc.title, 18, strong)
  y -= 6
  line(`Nabídka č. ${doc.offerId}: ${doc.offerName}`, 11, strong)
  line(`${textOrigin(doc)}, verze ${doc.version}`, 10, font, GREY)
  y -= 10
  line(doc.body, 10.5)
  y -= 14
  line('Záznam o přijetí', 12, strong)
  line(`Investor: ${doc.investorEmail}`, 10)
  line(`Přijato: ${prague(doc.acceptedAt)}`, 10)
  line(`Z adresy: ${doc.clientAddress ?? 'neznámá'}`, 10)
  line(`Verze dohody: ${doc.version} (${textOrigin(doc).toLowerCase()})`, 10)
  return pdf.save()
}
