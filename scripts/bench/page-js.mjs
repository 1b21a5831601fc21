#!/usr/bin/env node
/**
 * What a pre-rendered page of the built app loads as JavaScript, with each file's gzip size (level 9, as the
 * Lighthouse benchmark measures): the module preloads and module scripts of its HTML and, recursively, their static
 * imports. Dynamic imports (code loaded on first use or when the footer comes near) are left out. No server needed.
 *
 *   node scripts/bench/page-js.mjs [page.html ...]   (default: packages/app/build/client/index.html)
 */
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'

const root = path.resolve(import.meta.dirname, '../..')
const client = path.join(root, 'packages/app/build/client')
const pages = process.argv.slice(2)
if (pages.length === 0) pages.push(path.join(client, 'index.html'))

/** Static imports of a built module ("./x.js" next to it); `import("./x.js")` is dynamic and not followed. */
function staticImports(code) {
  const found = []
  for (const match of code.matchAll(
    /\b(?:import|export)\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\.\.?\/[^"']+\.js)["']/g,
  )) {
    found.push(match[1])
  }
  return found
}

for (const page of pages) {
  const html = readFileSync(page, 'utf8')
  const entries = [
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    // React Router's bootstrap: `import("/assets/x.js")` in an inline module script is loaded at once.
    ...html.matchAll(/import\(["'](\/assets\/[^"']+\.js)["']\)/g),
    ...html.matchAll(/import\s*(?:[\w$*{}\s,]*?\bfrom\s*)?["'](\/assets\/[^"']+\.js)["']/g),
  ].map((m) => m[1])
  const seen = new Map()
  const queue = [...entries]
  while (queue.length > 0) {
    const url = queue.shift()
    if (seen.has(url)) continue
    const file = path.join(client, url)
    const code = readFileSync(file)
    seen.set(url, { raw: code.length, gzip: gzipSync(code, { level: 9 }).length })
    for (const spec of staticImports(code.toString('utf8'))) {
      queue.push(path.posix.join(path.posix.dirname(url), spec))
    }
  }
  let raw = 0
  let gzip = 0
  console.log(path.relative(root, page))
  for (const [url, size] of [...seen].sort((a, b) => b[1].gzip - a[1].gzip)) {
    raw += size.raw
    gzip += size.gzip
    console.log(`  ${(size.gzip / 1024).toFixed(2).padStart(7)} KiB  ${url}`)
  }
  console.log(
    `  ${(gzip / 1024).toFixed(2).padStart(7)} KiB gzip (${(gzip / 1000).toFixed(1)} kB, ${gzip} bytes) in ${seen.size} files; ${(raw / 1024).toFixed(1)} KiB minified`,
  )
}
