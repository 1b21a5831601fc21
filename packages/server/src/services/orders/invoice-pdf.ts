import { readFileSync } from 'node:fs'
import path from 'node:path'
import fontkit from '@pdf-lib/fontkit'
import {
  type CreditNoteDocument,
  creditNoteTitle,
  formatHalere,
  formatIban,
  type InvoiceDocument,
  invoiceTitle,
} from '@rg/domain/payments'
import { PDFDocument, type PDFFont, type PDFPage, rgb } from 'pdf-lib'
import { repoRoot } from '../../env.ts'

/*
 * The invoice as a PDF (pdf-lib). Czech diacritics need a font of our own: a subset of DejaVu Sans committed under
 * packages/server/assets/fonts (licence beside it), embedded whole (it is already small).
 */

// From the repository root, so the compiled server (dist/main.js) finds them too.
const fontFile = (name: string) => readFileSync(path.join(repoRoot, 'packages/server/assets/fonts', name))
let fonts: { regular: Uint8Array; bold: Uint8Array } | undefined
const loadFonts = () => {
  fonts ??= { regular: fontFile('DejaVuSans-invoice.ttf'), bold: fontFile('DejaVuSans-Bold-invoice.ttf') }
  return fonts
}

const czechDate = (iso: string) => {
  const [y, m, d] = iso.split('-')
  return `${Number(d)}. ${Number(m)}. ${y}`
}

const MARGIN = 50
const GREY = rgb(0.35, 0.35, 0.35)

/** The credit note of a cancelled paid order (docs/decisions/1306-credit-notes.md): the invoice's layout, negated. */
export function renderCreditNotePdf(doc: CreditNoteDocument): Promise<Uint8Array> {
  return renderInvoicePdf(doc, {
    title: creditNoteTitle(doc),
    facts: [
      ['Opravovaný doklad', `${doc.invoiceNumber} ze dne ${czechDate(doc.invoiceIssuedOn)}`],
      ['Důvod opravy', doc.reason],
    ],
    payment: 'Vrácení převodem na účet odběratele',
    total: 'Celkem k vrácení',
    footer: 'Úplata se vrací převodem na účet, ze kterého byla zaplacena.',
  })
}

interface DocumentWording {
  title: string
  facts: ReadonlyArray<readonly [string, string]>
  payment: string
  total: string
  footer: string
}

export async function renderInvoicePdf(
  doc: InvoiceDocument,
  wording: DocumentWording = {
    title: invoiceTitle(doc),
    facts: [],
    payment: 'Bankovní převod (uhrazeno)',
    total: 'Celkem k úhradě',
    footer: 'Uhrazeno převodem na účet dodavatele. Děkujeme.',
  },
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create()
  pdf.registerFontkit(fontkit)
  const { regular, bold } = loadFonts()
  const font = await pdf.embedFont(regular, { subset: false })
  const strong = await pdf.embedFont(bold, { subset: false })
  const title = wording.title
  pdf.setTitle(title)
  pdf.setAuthor(doc.supplier.name)
  pdf.setLanguage('cs-CZ')
  const page = pdf.addPage([595.28, 841.89])
  const { width, height } = page.getSize()
  let y = height - MARGIN

  const text = (value: string, x: number, at: number, size = 10, f: PDFFont = font, color = rgb(0, 0, 0)) =>
    page.drawText(value, { x, y: at, size, font: f, color })

  text(title, MARGIN, y, 18, strong)
  y -= 28
  text(`Variabilní symbol: ${doc.variableSymbol}`, MARGIN, y, 11, strong)
  y -= 30

  const column = (x: number, heading: string, lines: Array<string | null>) => {
    let at = y
    text(heading, x, at, 9, strong, GREY)
    at -= 15
    for (const line of lines) {
      if (!line) continue
      text(line, x, at, 10)
      at -= 14
    }
    return at
  }
  const supplier = doc.supplier
  const customer = doc.customer
  const left = column(MARGIN, 'DODAVATEL', [
    supplier.name,
    supplier.address,
    supplier.ico ? `IČO: ${supplier.ico}` : null,
    supplier.dic ? `DIČ: ${supplier.dic}` : doc.totals.ratePercent === null ? 'Neplátce DPH' : null,
    `Účet: ${supplier.accountNumber}`,
    `IBAN: ${formatIban(supplier.iban)}`,
  ])
  const right = column(width / 2 + 10, 'ODBĚRATEL', [
    customer.name,
    customer.address,
    customer.ico ? `IČO: ${customer.ico}` : null,
    customer.dic ? `DIČ: ${customer.dic}` : null,
    customer.email,
  ])
  y = Math.min(left, right) - 16

  for (const [label, value] of [
    ['Datum vystavení', czechDate(doc.issuedOn)],
    ['Datum uskutečnění zdanitelného plnění', czechDate(doc.taxableSupplyOn)],
    ['Forma úhrady', wording.payment],
    ...wording.facts,
  ] as const) {
    text(`${label}:`, MARGIN, y, 10, font, GREY)
    text(value, MARGIN + 230, y, 10)
    y -= 15
  }
  y -= 15

  drawItems(page, font, strong, doc, y, width, wording)
  return pdf.save()
}

function drawItems(
  page: PDFPage,
  font: PDFFont,
  strong: PDFFont,
  doc: InvoiceDocument,
  top: number,
  width: number,
  wording: DocumentWording,
) {
  const right = width - MARGIN
  const amountAt = (value: string, at: number, f: PDFFont, size = 10) =>
    page.drawText(value, { x: right - f.widthOfTextAtSize(value, size), y: at, size, font: f })
  let y = top
  page.drawText('Položka', { x: MARGIN, y, size: 9, font: strong, color: GREY })
  const vat = doc.totals.ratePercent !== null
  if (vat) page.drawText('Sazba DPH', { x: 330, y, size: 9, font: strong, color: GREY })
  amountAt('Cena', y, strong, 9)
  y -= 6
  page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.5, color: GREY })
  y -= 16
  page.drawText(doc.description, { x: MARGIN, y, size: 10, font })
  if (vat) page.drawText(`${doc.totals.ratePercent} %`, { x: 330, y, size: 10, font })
  amountAt(formatHalere(vat ? doc.totals.baseHalere : doc.totals.totalHalere), y, font)
  y -= 24
  if (vat) {
    for (const [label, value] of [
      ['Základ daně', doc.totals.baseHalere],
      [`DPH ${doc.totals.ratePercent} %`, doc.totals.vatHalere],
    ] as const) {
      page.drawText(label, { x: 330, y, size: 10, font })
      amountAt(formatHalere(value), y, font)
      y -= 15
    }
  } else {
    page.drawText('Dodavatel není plátcem DPH.', { x: MARGIN, y, size: 10, font })
    y -= 15
  }
  y -= 4
  page.drawLine({ start: { x: 330, y: y + 10 }, end: { x: right, y: y + 10 }, thickness: 0.5, color: GREY })
  page.drawText(wording.total, { x: 330, y: y - 4, size: 12, font: strong })
  amountAt(formatHalere(doc.totals.totalHalere), y - 4, strong, 12)
  page.drawText(wording.footer, {
    x: MARGIN,
    y: MARGIN,
    size: 9,
    font,
    color: GREY,
  })
}
