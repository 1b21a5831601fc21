import { readFile } from 'node:fs/promises'
import path from 'node:path'
import { validateXML } from 'xmllint-wasm'
import { repoRoot } from '../../env.ts'

/*
 * Validates an ISDOC document against the official ISDOC 6.0.2 schema kept in packages/server/assets/isdoc (source
 * and licence in its README.md), with libxml2's xmllint compiled to WebAssembly (xmllint-wasm, pinned): the same
 * validator as `xmllint --schema`, without a system package (docs/decisions/1310-isdoc.md). Used by the tests only.
 */
const dir = path.join(repoRoot, 'packages/server/assets/isdoc')

/** One document, or several in one run of the validator (a worker and the WebAssembly's start are the cost). */
export async function validateIsdoc(
  xml: string | readonly string[],
): Promise<{ valid: boolean; errors: string[] }> {
  const [invoice, core] = await Promise.all([
    readFile(path.join(dir, 'isdoc-invoice-6.0.2.xsd'), 'utf8'),
    readFile(path.join(dir, 'isdoc-core-6.0.2.xsd'), 'utf8'),
  ])
  const documents = typeof xml === 'string' ? [xml] : xml
  const result = await validateXML({
    xml: documents.map((contents, i) => ({ fileName: `document-${i + 1}.isdoc`, contents })),
    schema: [{ fileName: 'isdoc-invoice-6.0.2.xsd', contents: invoice }],
    preload: [{ fileName: 'isdoc-core-6.0.2.xsd', contents: core }],
  })
  return { valid: result.valid, errors: result.errors.map((e) => e.rawMessage) }
}
