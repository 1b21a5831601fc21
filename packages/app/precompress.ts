import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Plugin } from 'vite'

const TEXT_ASSET = /\.(js|css|json|svg|txt|xml|map)$/

/**
 * Brotli and gzip copies of a text asset (file.js.br, file.js.gz), so the server sends it compressed without
 * compressing on every request (serveStatic `precompressed`). Files under 1 KiB are not worth it.
 */
export async function writeCompressedCopies(file: string, body: Buffer | string): Promise<void> {
  if (!TEXT_ASSET.test(file) || Buffer.byteLength(body) < 1024) return
  await writeFile(
    `${file}.br`,
    brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  )
  await writeFile(`${file}.gz`, gzipSync(body, { level: 9 }))
}

/** Compressed copies of everything the client build writes. */
export function precompress(): Plugin {
  return {
    name: 'rg-precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      if (this.environment && this.environment.name !== 'client') return
      const dir = options.dir
      if (!dir) return
      for (const fileName of Object.keys(bundle)) {
        const file = path.join(dir, fileName)
        await writeCompressedCopies(file, await readFile(file))
      }
    },
  }
}
