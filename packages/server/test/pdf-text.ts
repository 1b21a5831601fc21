import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The text of a PDF as a reader extracts it (pdf.js), so the test sees what a person would. */
export async function pdfText(bytes: ArrayBuffer): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise
  const parts: string[] = []
  for (let i = 1; i <= pdf.numPages; i++) {
    const content = await (await pdf.getPage(i)).getTextContent()
    for (const item of content.items) if ('str' in item) parts.push(item.str)
  }
  return parts.join('\n').replace(/\u00A0/g, ' ')
}
