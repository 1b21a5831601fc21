// A tiny static file server for the built Storybook (no network, no dependencies).
import { createReadStream, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'

const root = resolve(process.argv[2] ?? 'storybook-static')
const port = Number(process.argv[3] ?? 6107)
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
}

createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)
  let file = normalize(join(root, path))
  if (!file.startsWith(root)) {
    res.writeHead(403).end()
    return
  }
  try {
    if (statSync(file).isDirectory()) file = join(file, 'index.html')
    statSync(file)
  } catch {
    res.writeHead(404).end('not found')
    return
  }
  // Hashed build output never changes under its name: a warm browser context (story-page.ts) keeps it, with V8's
  // code cache, from one story to the next. Everything else (iframe.html, index.json, the worker) is asked again.
  const cache = path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache'
  res.writeHead(200, {
    'Content-Type': types[extname(file)] ?? 'application/octet-stream',
    'Cache-Control': cache,
  })
  createReadStream(file).pipe(res)
}).listen(port, '127.0.0.1')
