import { readdirSync, statSync } from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { API_PREFIX } from '@rg/domain/contract'
import { Hono, type MiddlewareHandler } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** Below this size compression costs more than it saves. */
const MIN_BYTES = 1024

function accepts(header: string | undefined, encoding: string): boolean {
  if (!header) return false
  return header.split(',').some((part) => {
    const [name = '', ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    return name.trim() === encoding && (q === undefined || Number(q.slice(2)) > 0)
  })
}

/**
 * Brotli or gzip for text answers (pages, JSON, scripts and styles without a precompressed file) that are not
 * compressed yet. The built assets come precompressed (.br/.gz files next to them, served by the static route);
 * this covers the pages, whose runtime configuration is injected per request, and the API's JSON.
 */
export function compression(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const res = c.res
    const type = res.headers.get('Content-Type') ?? ''
    if (!COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) || c.req.method === 'HEAD') return
    if (res.status === 206 || res.status === 204 || res.status === 304 || !res.body) return
    const vary = res.headers.get('Vary')
    if (!vary || !/accept-encoding/i.test(vary))
      res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    if (res.headers.has('Content-Encoding') || /no-transform/i.test(res.headers.get('Cache-Control') ?? ''))
      return
    const length = Number(res.headers.get('Content-Length') ?? Number.NaN)
    if (length < MIN_BYTES) return
    const header = c.req.header('Accept-Encoding')
    const encoding = accepts(header, 'br') ? 'br' : accepts(header, 'gzip') ? 'gzip' : null
    if (!encoding) return
    const body = Buffer.from(await res.arrayBuffer())
    const headers = new Headers(res.headers)
    if (body.length < MIN_BYTES) {
      c.res = new Response(body, { status: res.status, headers })
      return
    }
    const packed =
      encoding === 'br'
        ? await brotli(body, {
            params: {
              // A middle quality: most of brotli's gain at a fraction of its highest level's time.
              [constants.BROTLI_PARAM_QUALITY]: 5,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body, { level: 6 })
    // Hono copies the old answer's headers onto a new one, so the new length and encoding are set afterwards.
    c.res = new Response(new Uint8Array(packed), { status: res.status, headers })
    c.res.headers.set('Content-Encoding', encoding)
    c.res.headers.set('Content-Length', String(packed.length))
    const etag = c.res.headers.get('ETag')
    if (etag && !etag.startsWith('W/')) c.res.headers.set('ETag', `W/${etag}`)
  }
}

/** The pre-rendered landing pages of the build: every `<path>/index.html` under the client folder. */
export function prerenderedPaths(clientDir: string): string[] {
  const found: string[] = []
  const walk = (dir: string, url: string) => {
    let entries: string[]
    try {
      entries = readdirSync(dir)
    } catch {
      return
    }
    if (entries.includes('index.html')) found.push(url || '/')
    for (const name of entries) {
      if (name === 'assets' || name === 'builds' || name.startsWith('.')) continue
      const full = path.join(dir, name)
      try {
        if (statSync(full).isDirectory()) walk(full, `${url}/${name}`)
      } catch {
        // vanished while walking: not a page
      }
    }
  }
  walk(clientDir, '')
  return found.sort()
}

const xmlEscape = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[ch] ?? ch,
  )

/** Areas that are not for search engines: they need an account (and say noindex themselves). */
export const NOT_INDEXED = ['/portal', '/auth', '/onboarding', API_PREFIX, '/dev'] as const

/**
 * GET /robots.txt and GET /sitemap.xml. The sitemap lists the pre-rendered landing pages (read from the build, so it
 * follows react-router.config.ts) with absolute URLs on the site's public origin (BASE_URL, docs/decisions/0303).
 */
export function siteRoutes(clientDir: string, origin: (url: string) => string) {
  const app = new Hono()
  app.get('/robots.txt', (c) => {
    const lines = [
      'User-agent: *',
      'Allow: /',
      ...NOT_INDEXED.map((area) => `Disallow: ${area}`),
      '',
      `Sitemap: ${origin(c.req.url)}/sitemap.xml`,
    ]
    c.header('Cache-Control', 'public, max-age=3600')
    return c.text(`${lines.join('\n')}\n`)
  })
  app.get('/sitemap.xml', (c) => {
    const base = origin(c.req.url)
    const urls = prerenderedPaths(clientDir).map(
      (p) => `  <url><loc>${xmlEscape(`${base}${p === '/' ? '/' : p}`)}</loc></url>`,
    )
    c.header('Content-Type', 'application/xml; charset=utf-8')
    c.header('Cache-Control', 'public, max-age=3600')
    return c.body(
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    )
  })
  return app
}
