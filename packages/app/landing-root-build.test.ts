import { readFile } from 'node:fs/promises'
import { describe, expect, it } from 'vitest'
import { withInlineStylesheets, withLandingRootScript } from './landing-root-build.ts'
import { authLinkTarget, pricingTarget } from './src/landing-root/targets.ts'

// the shape React Router 7.18's pre-render writes (packages/app/build/client/index.html), shortened
const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/site-2.js"/>',
  '<link rel="stylesheet" href="/assets/site-3.css"/></head><body><div id="landing-root"><main>Ahoj</main></div>',
  '<script>((storageKey2, restoreKey) => {})("react-router-scroll-positions", null)</script>',
  '<script>window.__reactRouterContext = {"ssr":false};window.__reactRouterContext.stream = 1;</script>',
  '<script type="module" async="">import "/assets/manifest-1.js";\nimport("/assets/entry.client-4.js");</script>',
  '<!--$?--><template id="B:0"></template><!--/$--><script id="_R_">x()</script><div hidden id="S:0"><script>a()</script></div>',
  '<script>$RC("B:0","S:0")</script><div hidden id="S:1"><script>b()</script></div><script>$RC("B:1","S:1")</script>',
  '</body></html>',
].join('')

describe('withLandingRootScript', () => {
  it("replaces React Router's scripts, state and preloads with the landing root's script", () => {
    const html = withLandingRootScript(PAGE, '/assets/landing-root-5.js')
    expect(html).not.toMatch(/modulepreload|__reactRouterContext|manifest-1|entry\.client|\$RC|B:0|S:1/)
    expect(html).toContain('<link rel="stylesheet" href="/assets/site-3.css"/>')
    expect(html).toContain('<div id="landing-root"><main>Ahoj</main></div>')
    expect(html).toMatch(
      /<script type="module" async="" src="\/assets\/landing-root-5\.js"><\/script><\/body><\/html>$/,
    )
  })

  it('fails the build when the pre-render writes something else', () => {
    expect(() => withLandingRootScript(PAGE.replace('B:0', 'B:7'), '/x.js')).toThrow(/ROUTER_STREAM/)
    expect(() => withLandingRootScript(PAGE.replace('landing-root', 'other'), '/x.js')).toThrow(
      /#landing-root/,
    )
  })

  it('inlines the stylesheets in their place and order, and refuses one that would end its style element', () => {
    const sheets: Record<string, string> = {
      '/assets/site-3.css': '.a{color:red}',
      '/assets/page-6.css': '.b{content:">"}',
    }
    const html = withInlineStylesheets(
      '<head><link rel="stylesheet" href="/assets/site-3.css#"/><meta x/><link rel="stylesheet" href="/assets/page-6.css"/></head>',
      (href) => sheets[href] ?? '',
    )
    expect(html).toBe('<head><style>.a{color:red}</style><meta x/><style>.b{content:">"}</style></head>')
    expect(() =>
      withInlineStylesheets('<link rel="stylesheet" href="/assets/x.css"/>', () => '.c{content:"</style>"}'),
    ).toThrow(/cannot be inlined/)
  })

  it('turns the pages of the last build, if there is one, into pages without router scripts', async () => {
    const html = await readFile(new URL('./build/client/pricing/index.html', import.meta.url), 'utf8').catch(
      () => null,
    )
    if (html === null) return
    expect(html).toMatch(/<script type="module" async="" src="\/assets\/landing-root-[\w-]+\.js"><\/script>/)
    expect(html).not.toContain('__reactRouter')
    // its styles are in the page (decision 1776), so the first paint waits for no stylesheet
    expect(html).not.toContain('rel="stylesheet"')
    expect(html).toContain('<style>')
  })
})

describe('landing links', () => {
  it('takes a sign-in or expired link to the sign-in page, with its query and hash', () => {
    expect(authLinkTarget({ search: '?code=abc', hash: '' })).toBe('/auth/login?code=abc')
    expect(authLinkTarget({ search: '', hash: '#access_token=t&type=recovery' })).toBe(
      '/auth/login#access_token=t&type=recovery',
    )
    expect(authLinkTarget({ search: '', hash: '#error=access_denied&error_code=otp_expired' })).toBe(
      '/auth/login#error=access_denied&error_code=otp_expired',
    )
    expect(authLinkTarget({ search: '?utm_source=x', hash: '#jak-to-funguje' })).toBeNull()
  })

  it('sends a pricing choice through registration unless signed in; ENTERPRISE to the contact form', () => {
    expect(pricingTarget('ENTERPRISE', 'MONTHLY', false)).toBe('/contact')
    expect(pricingTarget('USAGE', 'MONTHLY', true)).toBe('/portal/credits')
    expect(pricingTarget('USAGE', 'MONTHLY', false)).toBe(
      `/auth/register?redirect=${encodeURIComponent('/portal/credits')}`,
    )
    expect(pricingTarget({ credits: 50, priceCzk: 490 }, 'MONTHLY', true)).toBe('/portal/credits?pack=50')
  })
})
