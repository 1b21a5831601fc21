import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { injectConfig, PRERENDER_ORIGIN } from './pages.ts'
import { compression, prerenderedPaths, siteRoutes } from './site.ts'

function clientDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rg-site-'))
  for (const page of ['', 'pricing', 'legal/vop']) {
    mkdirSync(path.join(dir, page), { recursive: true })
    writeFileSync(path.join(dir, page, 'index.html'), '<html></html>')
  }
  mkdirSync(path.join(dir, 'assets'))
  writeFileSync(path.join(dir, '__spa-fallback.html'), '<html></html>')
  return dir
}

describe('site routes', () => {
  const app = siteRoutes(clientDir(), () => 'https://trziste.example.cz')

  it('lists the pre-rendered pages, not the client-rendered ones', () => {
    expect(prerenderedPaths(clientDir())).toEqual(['/', '/legal/vop', '/pricing'])
  })

  it('serves a sitemap with absolute URLs on the public origin', async () => {
    const res = await app.request('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('Content-Type')).toMatch(/xml/)
    const xml = await res.text()
    expect(xml).toContain('<loc>https://trziste.example.cz/</loc>')
    expect(xml).toContain('<loc>https://trziste.example.cz/legal/vop</loc>')
    expect(xml).not.toContain('spa-fallback')
  })

  it('keeps search engines out of the portal, sign-in and onboarding, and points to the sitemap', async () => {
    const text = await (await app.request('/robots.txt')).text()
    for (const area of ['/portal', '/auth', '/onboarding']) expect(text).toContain(`Disallow: ${area}\n`)
    expect(text).toContain('Sitemap: https://trziste.example.cz/sitemap.xml')
  })
})

describe('compression', () => {
  const app = new Hono()
  app.use('*', compression())
  app.get('/big', (c) => c.html(`<p>${'Tržiště '.repeat(500)}</p>`))
  app.get('/small', (c) => c.text('ahoj'))
  app.get('/file', (c) =>
    c.body('let x = 1;\n'.repeat(500), 200, {
      'Content-Type': 'text/javascript',
      'Content-Length': String('let x = 1;\n'.length * 500),
    }),
  )
  app.get('/png', (c) => c.body(new Uint8Array(4096), 200, { 'Content-Type': 'image/png' }))

  it('gzips a text answer for a client that accepts it, with Vary', async () => {
    const res = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.headers.get('Content-Encoding')).toBe('gzip')
    expect(res.headers.get('Vary')).toMatch(/Accept-Encoding/)
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toContain('Tržiště')
  })

  it('sends the compressed length, not the original one', async () => {
    const res = await app.request('/file', { headers: { 'Accept-Encoding': 'gzip' } })
    const body = Buffer.from(await res.arrayBuffer())
    expect(res.headers.get('Content-Length')).toBe(String(body.length))
    expect(gunzipSync(body).toString()).toContain('let x = 1;')
  })

  it('prefers brotli', async () => {
    const res = await app.request('/big', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } })
    expect(res.headers.get('Content-Encoding')).toBe('br')
  })

  it('leaves small answers, images and clients without compression alone', async () => {
    const small = await app.request('/small', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(small.headers.get('Content-Encoding')).toBeNull()
    expect(await small.text()).toBe('ahoj')
    const png = await app.request('/png', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(png.headers.get('Content-Encoding')).toBeNull()
    const plain = await app.request('/big')
    expect(plain.headers.get('Content-Encoding')).toBeNull()
  })
})

describe('canonical origin', () => {
  it('puts the public origin where the pre-rendered page has the placeholder', () => {
    const html = `<html><head><link rel="canonical" href="${PRERENDER_ORIGIN}/pricing"></head></html>`
    const page = injectConfig(html, {
      baseUrl: 'https://trziste.example.cz',
      supabaseUrl: 'https://trziste.example.cz',
      supabaseAnonKey: 'k',
      siteEmail: null,
      sitePhone: null,
      operator: { name: 'Provozovatel s.r.o.', ico: null, dic: null, address: 'Praha', register: null },
    })
    expect(page).toContain('href="https://trziste.example.cz/pricing"')
    expect(page).not.toContain(PRERENDER_ORIGIN)
  })
})

describe('site identity in pre-rendered pages (docs/decisions/1007)', () => {
  const config = {
    baseUrl: 'https://trziste.example.cz',
    supabaseUrl: 'https://trziste.example.cz',
    supabaseAnonKey: 'k',
    siteEmail: 'info@example.cz',
    sitePhone: null,
    operator: {
      name: 'Provozovatel <&> s.r.o.',
      ico: '48135097',
      dic: null,
      address: 'Praha',
      register: null,
    },
  }
  const marked = (field: string, label: string) =>
    `<span data-site="${field}" data-missing="" class="sv_1">[doplnit: ${label}]</span>`

  it('writes each configured value into its marked element, escaped, and keeps the mark of a missing one', () => {
    const html = `<html><head></head><body><p>Provozovatelem je ${marked('provozovatel', 'obchodní firma provozovatele')}, IČO ${marked('ico', 'IČO')}, ${marked('rejstrik', 'zápis v obchodním rejstříku')}, tel. ${marked('telefon', 'telefon')}.</p><p class="f">Provozovatel: ${marked('provozovatel-udaje', 'údaje o provozovateli')}</p><span data-site="heslo">x</span></body></html>`
    const page = injectConfig(html, config)
    expect(page).toContain(
      '<span data-site="provozovatel" class="sv_1">Provozovatel &lt;&amp;&gt; s.r.o.</span>, IČO <span data-site="ico" class="sv_1">48135097</span>',
    )
    expect(page).toContain(
      'Provozovatel: <span data-site="provozovatel-udaje" class="sv_1">Provozovatel &lt;&amp;&gt; s.r.o., IČO 48135097, Praha</span>',
    )
    // not configured: still visibly marked, never an empty gap
    expect(page).toContain(marked('rejstrik', 'zápis v obchodním rejstříku'))
    expect(page).toContain(marked('telefon', 'telefon'))
    // an unknown field is left alone
    expect(page).toContain('<span data-site="heslo">x</span>')
  })

  it("writes the contact page's e-mail and phone links, their address and text (docs/decisions/1355)", () => {
    const link = (field: string, label: string) =>
      `<a data-site="${field}" data-site-link="" data-missing="" class="sv_1 ch_2">[doplnit: ${label}]</a>`
    const html = `<html><head></head><body><ul><li>${link('email', 'e-mail')}</li><li>${link('telefon', 'telefon')}</li><li>${link('ico', 'IČO')}</li></ul></body></html>`
    const page = injectConfig(html, { ...config, siteEmail: 'info@example.cz', sitePhone: '800 000 000' })
    expect(page).toContain(
      '<a data-site="email" data-site-link="" class="sv_1 ch_2" href="mailto:info@example.cz">info@example.cz</a>',
    )
    expect(page).toContain(
      '<a data-site="telefon" data-site-link="" class="sv_1 ch_2" href="tel:+420800000000">+420 800 000 000</a>',
    )
    // only the e-mail and the phone are links; another field marked as one is left as it was
    expect(page).toContain(link('ico', 'IČO'))
    // not configured: still visibly marked, with no address
    expect(injectConfig(html, { ...config, siteEmail: null })).toContain(link('email', 'e-mail'))
  })
})
