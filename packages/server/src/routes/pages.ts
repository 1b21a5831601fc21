import { createHash } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { isSiteField, type SiteIdentity, siteContactLink, siteFieldValues } from '@rg/domain/site'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { type MapTilesConfig, mapTilesOrigin } from '../env.ts'
import { escapeHtml } from '../http.ts'
import {
  type ApiForward,
  formEchoScript,
  PAGE_FORM_MAX_FIELDS,
  PAGE_FORM_TOO_MANY_FIELDS,
  PAGE_FORMS,
  type PageFormPath,
  renderFormEcho,
  submitPageForm,
  urlencodedFieldCount,
} from './page-forms.ts'

/**
 * The runtime configuration the app reads from `<script type="application/json" id="app-config">`: the site's
 * identity (who runs it, OPERATOR_*, for the legal texts, the footer and the contact page) and where its APIs are.
 */
export interface AppConfig extends SiteIdentity {
  supabaseUrl: string
  supabaseAnonKey: string
  /** The offers map's base map, when configured (MAP_TILE_URL, docs/decisions/1620-leaflet-map.md). */
  mapTiles?: MapTilesConfig | null
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi

/** CSP source hashes of the page's inline scripts, so no 'unsafe-inline' is needed for React Router's bootstrap. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attrs = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attrs) || /type\s*=\s*["']?application\/(ld\+)?json/i.test(attrs)) continue
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`)
  }
  return [...hashes]
}

export function pageCsp(html: string, supabaseUrl: string, mapTiles: MapTilesConfig | null = null): string {
  const connect = new Set(["'self'", new URL(supabaseUrl).origin])
  const images = ["'self'", 'data:', 'blob:', ...(mapTiles ? [mapTilesOrigin(mapTiles)] : [])]
  return [
    "default-src 'self'",
    `script-src 'self' ${inlineScriptHashes(html).join(' ')}`.trim(),
    // React's style attributes; no script can run through a style
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self' data:",
    `connect-src ${[...connect].join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** The request path decoded, or undefined when it is not valid percent-encoding. */
function decodedPath(url: string): string | undefined {
  try {
    return decodeURIComponent(new URL(url).pathname)
  } catch {
    return undefined
  }
}

/** JSON inside <script> must not be able to close the element. */
const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026')

/**
 * The origin the pre-rendered pages carry in their canonical and Open Graph URLs: the build cannot know where the
 * site runs, so the server puts the public origin (BASE_URL, else the request's) in its place
 * (docs/decisions/0303-canonical-origin.md). The app's meta functions use the same value while pre-rendering.
 */
export const PRERENDER_ORIGIN = 'https://prerender.invalid'

/** An element a pre-rendered page marks as one value of the site's identity (SiteValue in the ui kit). */
const SITE_VALUE = /<([a-z][a-z0-9]*)(\s[^>]*?)?\sdata-site="([a-z-]+)"([^>]*)>([^<]*)<\/\1>/g

/**
 * The configured identity written into a page pre-rendered without it (docs/decisions/1007): each element marked
 * `data-site` gets its field's value as text, so the legal texts, the footer and the contact page name the operator
 * without JavaScript. A link marked `data-site-link` (the contact page's e-mail and phone) gets its address too
 * (docs/decisions/1355-contact-channels-without-javascript.md). A field with no value keeps its marked "[doplnit: …]".
 */
export function fillSiteValues(html: string, identity: SiteIdentity): string {
  const values = siteFieldValues(identity)
  return html.replace(SITE_VALUE, (element, tag: string, before = '', field: string, after: string) => {
    const value = isSiteField(field) ? values[field] : null
    if (!value) return element
    let attributes = `${before} data-site="${field}"${after}`.replace(/\sdata-missing(="[^"]*")?/, '')
    let text = value
    if (tag === 'a' && /\sdata-site-link(="[^"]*")?/.test(attributes)) {
      if (field !== 'email' && field !== 'telefon') return element
      const link = siteContactLink(field, value)
      attributes = `${attributes.replace(/\shref="[^"]*"/, '')} href="${escapeHtml(link.href)}"`
      text = link.text
    }
    return `<${tag}${attributes}>${escapeHtml(text)}</${tag}>`
  })
}

export function injectConfig(html: string, config: AppConfig): string {
  const tag = `<script type="application/json" id="app-config">${scriptSafeJson(config)}</script>`
  const page = fillSiteValues(html.replaceAll(PRERENDER_ORIGIN, config.baseUrl), config)
  return /<head[^>]*>/i.test(page) ? page.replace(/<head[^>]*>/i, (head) => `${head}${tag}`) : tag + page
}

/**
 * A pre-rendered page paints from its HTML and stylesheet alone; its scripts only hydrate it. They are not preloaded:
 * the bootstrap module at the end of the page imports them itself, so on a slow line the HTML and stylesheet are not
 * sharing it with 120 KiB of scripts. Only the route manifest (4 KiB, the bootstrap's first import) keeps a
 * low-priority preload. Lighthouse's simulated LCP on / went from about 1.9 s (every script preloaded at low
 * priority) to about 1.0 s, with the same simulated time to interactive (docs/decisions/0304-landing-bundle.md).
 * Client-rendered pages keep every preload: they show nothing without them.
 */
function lateScripts(html: string): string {
  return html.replace(/<link rel="modulepreload"[^>]*>/g, (link) =>
    /href="\/assets\/manifest-[^"]*\.js"/.test(link)
      ? link.replace(
          /^<link rel="modulepreload"(?![^>]*fetchpriority)/,
          '<link rel="modulepreload" fetchpriority="low"',
        )
      : '',
  )
}

/** Client-rendered pages (the portal, sign-in, onboarding, 404) are not for search engines. */
function noindex(html: string): string {
  return html.replace(/<head[^>]*>/i, (head) => `${head}<meta name="robots" content="noindex">`)
}

/**
 * The built app: static assets as files (hashed assets cached for a year), pages (pre-rendered ones and the SPA
 * fallback for client-rendered routes) with the runtime configuration injected and a CSP that allows exactly their
 * own inline scripts.
 */
export function pageRoutes(
  clientDir: string,
  config: (c: Context) => AppConfig,
  options: { forward?: (c: Context) => ApiForward } = {},
) {
  const app = new Hono()
  const cache = new Map<string, { mtimeMs: number; html: string }>()

  const readHtml = (file: string): string | undefined => {
    try {
      const { mtimeMs } = statSync(file)
      const hit = cache.get(file)
      if (hit && hit.mtimeMs === mtimeMs) return hit.html
      const html = readFileSync(file, 'utf8')
      cache.set(file, { mtimeMs, html })
      return html
    } catch {
      return undefined
    }
  }

  const isFile = (file: string) => {
    try {
      return statSync(file).isFile()
    } catch {
      return false
    }
  }

  // Spec: a trailing slash on a path is removed by redirect.
  app.get('*', async (c, next) => {
    const { pathname, search } = new URL(c.req.url)
    // Leading slashes collapse to one: `//evil.example/` must stay on this site (a Location of `//evil.example`
    // is protocol-relative, i.e. off-site).
    if (pathname.length > 1 && pathname.endsWith('/'))
      return c.redirect(`/${pathname.replace(/^\/+|\/+$/g, '')}${search}`, 301)
    return next()
  })

  app.use('/assets/*', async (c, next) => {
    await next()
    if (c.res.status === 200) c.res.headers.set('Cache-Control', 'public, max-age=31536000, immutable')
  })
  const root = path.relative(process.cwd(), clientDir) || '.'
  // The build writes .br and .gz next to its text assets; a browser that accepts them gets the smaller file.
  const files = serveStatic({ root, precompressed: true })
  app.use('*', async (c, next) => {
    const file = path.join(clientDir, decodedPath(c.req.url) ?? '/')
    if (!file.startsWith(clientDir) || file.endsWith('.html') || !isFile(file)) return next()
    return files(c, next)
  })

  const respond = (c: Context, html: string, fallback: boolean, status: 200 | 400 | 429 | 500 = 200) => {
    const cfg = config(c)
    const page = injectConfig(fallback ? noindex(html) : lateScripts(html), cfg)
    if (fallback) c.header('X-Robots-Tag', 'noindex')
    c.header('Content-Security-Policy', pageCsp(page, cfg.supabaseUrl, cfg.mapTiles))
    c.header('Cache-Control', 'no-cache')
    return c.html(page, status)
  }

  // The pre-rendered forms post to their own page before the app has hydrated (routes/page-forms.ts).
  const { forward } = options
  if (forward) {
    for (const formPath of Object.keys(PAGE_FORMS) as PageFormPath[]) {
      app.post(
        formPath,
        bodyLimit({ maxSize: 64 * 1024, onError: (c) => c.text('Formulář je příliš velký.', 413) }),
        async (c) => {
          const origin = c.req.header('origin')
          if (
            origin &&
            origin !== 'null' &&
            origin !== new URL(c.req.url).origin &&
            origin !== config(c).baseUrl
          )
            return c.text('Formulář byl odeslán z cizí stránky.', 403)
          let form: Record<string, string> = {}
          try {
            const urlencoded = /^application\/x-www-form-urlencoded\b/i.test(
              c.req.header('content-type') ?? '',
            )
            if (urlencoded && urlencodedFieldCount(await c.req.text()) > PAGE_FORM_MAX_FIELDS)
              return c.text(PAGE_FORM_TOO_MANY_FIELDS, 400)
            const body = await c.req.parseBody()
            if (Object.keys(body).length > PAGE_FORM_MAX_FIELDS) return c.text(PAGE_FORM_TOO_MANY_FIELDS, 400)
            form = Object.fromEntries(
              Object.entries(body).flatMap(([k, v]) => (typeof v === 'string' ? [[k, v]] : [])),
            )
          } catch {
            return c.text('Formulář se nepodařilo přečíst.', 400)
          }
          const html = readHtml(path.join(clientDir, formPath, 'index.html'))
          if (html === undefined) return c.text('Aplikace není sestavena: spusťte `npm start`.', 503)
          const { httpStatus, echo } = await submitPageForm(formPath, form, forward(c))
          const page = renderFormEcho(html, formPath, echo).replace(
            /<head[^>]*>/i,
            (head) => `${head}${formEchoScript(formPath, echo)}`,
          )
          return respond(c, page, false, httpStatus)
        },
      )
    }
  }

  app.get('*', (c) => {
    const pathname = decodedPath(c.req.url)
    if (pathname === undefined) return c.text('Neplatná adresa.', 400)
    const base = path.join(clientDir, pathname)
    if (!base.startsWith(clientDir)) return c.notFound()
    const candidates = [
      path.join(base, 'index.html'),
      `${base}.html`,
      path.join(clientDir, '__spa-fallback.html'),
    ]
    const index = candidates.findIndex((file) => readHtml(file) !== undefined)
    const html = index < 0 ? undefined : readHtml(candidates[index] as string)
    if (html === undefined) return c.text('Aplikace není sestavena: spusťte `npm start`.', 503)
    return respond(c, html, index === candidates.length - 1)
  })
  return app
}
