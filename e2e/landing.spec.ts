import type { Page } from '@playwright/test'
import { endpointUrl } from '@rg/domain/contract'
import { expect, test } from './fixtures.ts'
import { DEMO, DEMO_PASSWORD, decideCookies, hydrated, latestMail, login, verifyLink } from './helpers.ts'

/** The landing pages and their headline (h1), pre-rendered: readable without JavaScript. */
const PAGES = [
  ['/', 'Investice, které nenajdete na realitních portálech'],
  ['/pricing', 'Ceník'],
  ['/spotter', 'Víte o příležitosti, která není na prodej veřejně? Pošlete nám tip'],
  ['/contact', 'Kontakt'],
  ['/offerings', 'Investiční příležitosti'],
  ['/services', 'Služby pro investory'],
  ['/legal/vop', 'Všeobecné obchodní podmínky'],
  ['/legal/gdpr', 'Zásady zpracování osobních údajů'],
] as const

/** The server's message for a sixth submission within a minute (packages/server/src/routes/public-forms.ts). */
const RATE_LIMITED = 'Odeslali jste příliš mnoho zpráv. Zkuste to prosím za minutu znovu.'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  for (const [path, headline] of PAGES) {
    test(`${path} shows its headline`, async ({ page }) => {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(headline)
    })
  }

  test('the home page shows every section (scroll reveal only enhances)', async ({ page }) => {
    await page.goto('/')
    const signup = page.getByRole('heading', { name: 'Začněte ještě dnes' })
    await signup.scrollIntoViewIfNeeded()
    await expect(signup).toBeVisible()
    await expect(page.locator('[data-reveal="hidden"]')).toHaveCount(0)
    // A browser without scripts is told why the teaser list stays empty (Chromium's switch here still hides
    // <noscript>, so the HTML is checked).
    expect(await (await page.request.get('/')).text()).toMatch(
      /<noscript><p[^>]*>Nejnovější nabídky se načítají/,
    )
  })
})

test.describe('findable', () => {
  test('a landing page carries its title, description, canonical URL and Open Graph tags', async ({
    request,
    baseURL,
  }) => {
    const html = await (await request.get('/pricing')).text()
    const origin = new URL(baseURL as string).origin
    expect(html).toContain('<title>Ceník | Tržiště investic</title>')
    expect(html).toMatch(/<meta name="description" content="[^"]+"/)
    expect(html).toContain(`<link rel="canonical" href="${origin}/pricing"/>`)
    expect(html).toContain(`<meta property="og:url" content="${origin}/pricing"/>`)
    expect(html).toContain('<meta property="og:title" content="Ceník | Tržiště investic"/>')
    expect(html).toMatch(/<meta property="og:description" content="[^"]+"/)
    expect(html).toContain('<meta property="og:type" content="website"/>')
    expect(html).toContain('<meta property="og:locale" content="cs_CZ"/>')
    expect(html).toContain('<meta property="og:site_name" content="Tržiště investic"/>')
    expect(html).not.toContain('prerender.invalid')
    // The page paints from HTML and CSS and hydrates with one script of its own, without React Router
    // (docs/decisions/1600-landing-without-router.md): no route manifest, router state or preloads.
    expect(html).toMatch(/<script type="module" async="" src="\/assets\/landing-root-[\w-]+\.js"><\/script>/)
    expect(html).not.toContain('__reactRouter')
    expect(html).not.toContain('modulepreload')
  })

  test('the canonical URL stays right after client-side navigation', async ({ page, baseURL }) => {
    await decideCookies(page)
    await page.goto('/')
    await page
      .getByRole('navigation', { name: 'Hlavní navigace' })
      .getByRole('link', { name: 'Ceník' })
      .click()
    await expect(page).toHaveURL(/\/pricing$/)
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}/pricing`)
  })

  // the assertion that a chunk is not loaded needs a page whose cache has never held it (e2e/fixtures.ts)
  test.describe('in a new page', () => {
    test.use({ freshPage: true })

    test('the home page keeps its pre-rendered fixed texts and draws them after client-side navigation', async ({
      page,
    }) => {
      // The fixed texts are in the HTML, not in the page's scripts; a browser rendering the page itself loads them.
      const textChunks: string[] = []
      page.on('request', (req) => {
        if (/\/assets\/HomeText-[\w-]+\.js$/.test(req.url())) textChunks.push(req.url())
      })
      const errors: string[] = []
      page.on('pageerror', (error) => errors.push(error.message))
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text())
      })
      await decideCookies(page)
      await page.goto('/')
      const lead = page.getByText('Tržiště pro nemovitosti, developerské projekty')
      // Hydrated (the teasers load afterwards) with the server's texts still there, without their chunk.
      await expect(
        page.getByRole('list', { name: 'Nejnovější nabídky' }).getByRole('article').first(),
      ).toBeVisible()
      await expect(lead).toBeVisible()
      await expect(page.getByRole('heading', { level: 3, name: 'Poskytovatelé služeb' })).toBeVisible()
      await expect(
        page.getByRole('list', { name: 'Kategorie služeb' }).getByRole('listitem'),
      ).not.toHaveCount(0)
      expect(textChunks).toEqual([])

      // A routed landing page (/contact) goes to / client-side: the app renders the home page itself.
      // The click waits for the router to hydrate the link: a click before that is an ordinary page load (the CI
      // run of 2026-11-28 clicked first on a loaded machine and reloaded the page).
      await page.goto('/contact')
      await page.evaluate(() => Object.assign(window, { sameDocument: true }))
      const homeLink = page.getByRole('banner').getByRole('link', { name: /úvodní stránka/ })
      await (await hydrated(homeLink)).click()
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(PAGES[0][1])
      await expect(lead).toBeVisible()
      await expect(page.getByRole('heading', { level: 3, name: 'Poskytovatelé služeb' })).toBeVisible()
      await expect(page.getByText('Registrace je zdarma a nic nezavazuje.')).toBeVisible()
      expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
      expect(textChunks).toHaveLength(1)
      expect(errors).toEqual([])
    })
  })

  test('robots.txt keeps crawlers out of the portal, sign-in and onboarding and names the sitemap', async ({
    request,
    baseURL,
  }) => {
    const res = await request.get('/robots.txt')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/^text\/plain/)
    const text = await res.text()
    for (const area of ['/portal', '/auth', '/onboarding']) expect(text).toContain(`Disallow: ${area}\n`)
    expect(text).toContain(`Sitemap: ${baseURL}/sitemap.xml`)
  })

  test('sitemap.xml lists the landing pages only', async ({ request, baseURL }) => {
    const res = await request.get('/sitemap.xml')
    expect(res.status()).toBe(200)
    expect(res.headers()['content-type']).toMatch(/xml/)
    const xml = await res.text()
    for (const [path] of PAGES) expect(xml).toContain(`<loc>${baseURL}${path}</loc>`)
    expect(xml).not.toMatch(/\/portal|\/auth|\/onboarding/)
  })

  test('the sign-in and portal pages are not indexed', async ({ request }) => {
    for (const path of ['/auth/login', '/portal/listings']) {
      const res = await request.get(path)
      expect(res.headers()['x-robots-tag']).toBe('noindex')
      expect(await res.text()).toContain('<meta name="robots" content="noindex">')
    }
  })

  test('scripts are sent compressed and cached for good', async ({ request }) => {
    const html = await (await request.get('/')).text()
    const script = html.match(/<script type="module" async="" src="(\/assets\/[^"]+\.js)"/)?.[1] as string
    const res = await request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } })
    expect(res.status()).toBe(200)
    expect(res.headers()['content-encoding']).toMatch(/^(br|gzip)$/)
    expect(res.headers().vary).toMatch(/Accept-Encoding/i)
    expect(res.headers()['cache-control']).toContain('immutable')
  })
})

test.describe('public teasers', () => {
  test.beforeEach(async ({ page }) => {
    await decideCookies(page)
  })

  test('the home page shows the newest published listings', async ({ page }) => {
    await page.goto('/')
    const list = page.getByRole('list', { name: 'Nejnovější nabídky' })
    await list.scrollIntoViewIfNeeded()
    const cards = list.getByRole('article')
    await expect(cards.first()).toBeVisible()
    expect(await cards.count()).toBeLessThanOrEqual(6)
    await expect(cards.first().getByRole('link')).toHaveAttribute(
      'href',
      /^\/auth\/register\?redirect=%2Fportal%2Flistings%2F\d+$/,
    )
  })

  test('/services shows published services', async ({ page }) => {
    await page.goto('/services')
    const list = page.getByRole('list', { name: 'Nejnovější služby' })
    await expect(list.getByRole('article').first()).toBeVisible()
    await expect(list.getByRole('link').first()).toHaveAttribute(
      'href',
      /^\/auth\/register\?redirect=%2Fportal%2Fservices%2F\d+$/,
    )
  })

  test('a visitor opens a teaser, registers, and the confirmation link brings them back to it', async ({
    page,
  }) => {
    await page.goto('/offerings')
    const link = page.getByRole('list', { name: 'Nejnovější nabídky' }).getByRole('link').first()
    const href = (await link.getAttribute('href')) as string
    const detail = new URLSearchParams(href.split('?')[1]).get('redirect') as string
    expect(detail).toMatch(/^\/portal\/listings\/\d+$/)
    await link.click()
    await expect(page).toHaveURL(new RegExp(`/auth/register\\?redirect=${encodeURIComponent(detail)}$`))
    const email = `teaser-${Date.now()}@example.cz`
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
    await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill('tajne-heslo-1')
    await page.getByRole('button', { name: 'Zaregistrovat se' }).click()
    await expect(page.getByRole('status').filter({ hasText: `Na adresu ${email}` })).toBeVisible()
    const mail = await latestMail(page.request, email)
    // the link signs the new user in on the login page (PKCE code) and the login continues to the offer; waiting
    // for the login URL itself raced that redirect on a loaded machine
    const confirm = verifyLink(mail.text)
    expect(decodeURIComponent(confirm)).toContain(
      `/auth/login?confirmed=1&redirect=${encodeURIComponent(detail)}`,
    )
    await page.goto(confirm)
    // a new account goes through onboarding first, the way back carried through every step
    const back = `\\?redirect=${encodeURIComponent(detail)}$`
    await expect(page).toHaveURL(new RegExp(`/onboarding/personal${back}`))
    await page.getByRole('textbox', { name: 'Jméno' }).fill('Tereza')
    await page.getByRole('textbox', { name: 'Příjmení' }).fill('Malá')
    await page.getByRole('textbox', { name: 'Telefon' }).fill('777 123 456')
    await page.getByRole('textbox', { name: 'Město' }).fill('Zlín')
    await page.getByRole('button', { name: 'Pokračovat' }).click()
    await expect(page).toHaveURL(new RegExp(`/onboarding/watchdog${back}`))
    await page.getByRole('button', { name: 'Přeskočit' }).click()
    await expect(page).toHaveURL(new RegExp(`/onboarding/investment${back}`))
    await page.getByRole('button', { name: 'Přeskočit' }).click()
    // and the end of onboarding is the offer, not the portal's start
    await expect(page).toHaveURL(new RegExp(`${detail}$`))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('a visitor with an account logs in from a teaser and lands on its detail', async ({ page }) => {
    await page.goto('/offerings')
    const link = page.getByRole('list', { name: 'Nejnovější nabídky' }).getByRole('link').first()
    const detail = new URLSearchParams(((await link.getAttribute('href')) as string).split('?')[1]).get(
      'redirect',
    ) as string
    const name = (await link.textContent()) as string
    await page.goto(detail)
    await expect(page).toHaveURL(new RegExp(`/auth/login\\?redirect=${encodeURIComponent(detail)}$`))
    await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO.user)
    await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'Přihlásit se' }).click()
    await expect(page).toHaveURL(new RegExp(`${detail}$`))
    await expect(page.getByRole('heading', { level: 1, name: name.trim() })).toBeVisible()
  })

  test('the call to register leads to registration', async ({ page }) => {
    await page.goto('/offerings')
    await page.getByRole('link', { name: 'Zaregistrovat se zdarma' }).click()
    await expect(page).toHaveURL(/\/auth\/register\?redirect=%2Fportal%2Flistings$/)
  })
})

test.describe('calls to action by session', () => {
  test.beforeEach(async ({ page }) => decideCookies(page))

  test("a visitor's pricing choice leads through registration, the choice kept for the credits page", async ({
    page,
  }) => {
    await page.goto('/pricing')
    // a click before the page hydrated does nothing yet
    await (
      await hydrated(page.getByRole('button', { name: /^Zaregistrovat se a koupit 100 kreditů/ }))
    ).click()
    // "Zaregistrovat se a koupit" opens registration naming the package (docs/decisions/1354)
    await expect(page).toHaveURL(/\/auth\/register\?redirect=%2Fportal%2Fcredits%3Fpack%3D100$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Registrace' })).toBeVisible()
    await expect(page.getByText(/pokračujte k objednávce „Balíček 100 kreditů“/)).toBeVisible()
    await page.getByRole('link', { name: 'Přihlaste se' }).click()
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fportal%2Fcredits%3Fpack%3D100$/)
    await expect(page.getByText(/pokračujte k objednávce „Balíček 100 kreditů“/)).toBeVisible()
  })

  test("a signed-in user's calls lead into the portal and a pricing choice to the credits page", async ({
    page,
  }) => {
    await login(page, DEMO.user)
    await page.goto('/')
    await expect(page.getByRole('link', { name: 'Přejít do portálu' }).first()).toBeVisible()
    await expect(page.getByRole('link', { name: 'Zaregistrovat se zdarma' })).toHaveCount(0)
    await page.goto('/pricing')
    await page.getByRole('button', { name: /^Koupit 100 kreditů/ }).click()
    await expect(page).toHaveURL(/\/portal\/credits\?pack=100$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Kredity a předplatné' })).toBeVisible()
  })
})

/** Posts like the form does, from the page (same address as the browser's own submissions). */
async function postFromPage(page: Page, path: string, body: Record<string, string>) {
  return page.evaluate(
    async ([url, data]) =>
      (
        await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-CSRF-Protection': '1' },
          body: JSON.stringify(data),
        })
      ).status,
    [path, body] as const,
  )
}

/**
 * The forms are limited to five accepted submissions per form, client address and minute, counted from the first
 * one (a fixed window in the server's memory). Nothing else in the e2e suite posts these forms, and each describe
 * below runs its submissions within a few seconds: the valid one first, four more from the page, then the sixth.
 */
test.describe
  .serial('spotter form', () => {
    // The limit counts per client address; other specs post these forms too within the same minute. The e2e server
    // trusts the loopback proxy (playwright.config.ts), so this block is a client of its own.
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.10' } })
    test.beforeEach(async ({ page }) => {
      await decideCookies(page)
      await page.goto('/spotter')
      // as in the contact form's tests below: a click before hydration would post the no-JavaScript form (a loaded
      // machine showed it once), and these tests are about the hydrated form
      await hydrated(page.getByRole('button', { name: 'Odeslat tip' }))
    })

    test('an invalid tip shows the Czech errors and is not sent', async ({ page }) => {
      let posted = false
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes(endpointUrl('sendSpotterTip'))) posted = true
      })
      await page.getByRole('textbox', { name: 'E-mail' }).fill('neni-email')
      await page.getByRole('textbox', { name: 'Popis příležitosti' }).fill('Krátce')
      await page.getByRole('button', { name: 'Odeslat tip' }).click()
      await expect(page.getByText('Vyplňte jméno.')).toBeVisible()
      await expect(page.getByText('Zadejte platný e-mail.')).toBeVisible()
      await expect(page.getByText(/alespoň několika větami/)).toBeVisible()
      await expect(page.getByText(/Bez souhlasu se zpracováním osobních údajů/)).toBeVisible()
      await expect(page.getByRole('textbox', { name: 'Jméno a příjmení' })).toBeFocused()
      expect(posted).toBe(false)
    })

    test('a valid tip is stored, and the sixth in a minute is refused', async ({ page }) => {
      const fill = async () => {
        await page.getByRole('textbox', { name: 'Jméno a příjmení' }).fill('Jana Nováková')
        await page.getByRole('textbox', { name: 'E-mail' }).fill('jana.novakova@example.cz')
        await page.getByRole('textbox', { name: 'Lokalita' }).fill('Olomouc')
        await page
          .getByRole('textbox', { name: 'Popis příležitosti' })
          .fill('Majitel činžovního domu v centru zvažuje prodej, zatím nikde neinzeruje.')
        await page.getByRole('checkbox', { name: /Souhlasím/ }).check()
      }
      await fill()
      const stored = page.waitForResponse((r) => r.url().endsWith(endpointUrl('sendSpotterTip')))
      await page.getByRole('button', { name: 'Odeslat tip' }).click()
      const res = await stored
      expect(res.status()).toBe(201)
      expect((await res.json()).id).toMatch(/^[0-9a-f-]{36}$/)
      await expect(page.getByRole('heading', { name: 'Děkujeme, tip jsme přijali' })).toBeFocused()

      const tip = {
        name: 'Petr Dvořák',
        email: 'petr@example.cz',
        description: 'Pozemek u Prahy, majitel hledá investora pro výstavbu.',
        website: '',
      }
      for (let i = 2; i <= 5; i += 1)
        expect(await postFromPage(page, endpointUrl('sendSpotterTip'), tip)).toBe(201)

      await page.getByRole('button', { name: 'Poslat další tip' }).click()
      await fill()
      await page.getByRole('button', { name: 'Odeslat tip' }).click()
      await expect(page.getByRole('alert')).toHaveText(RATE_LIMITED)
      await expect(page.getByRole('heading', { name: 'Děkujeme, tip jsme přijali' })).toBeHidden()
    })
  })

test.describe
  .serial('contact form', () => {
    // The limit counts per client address; other specs post these forms too within the same minute. The e2e server
    // trusts the loopback proxy (playwright.config.ts), so this block is a client of its own.
    test.use({ extraHTTPHeaders: { 'X-Forwarded-For': '203.0.113.11' } })
    test.beforeEach(async ({ page }) => {
      await decideCookies(page)
      await page.goto('/contact')
      // a click before hydration posts the no-JavaScript form instead of calling the API (first-hour.spec.ts tests
      // that path): these tests are about the hydrated form
      await hydrated(page.getByRole('button', { name: 'Odeslat zprávu' }))
    })

    test('an invalid message shows the Czech errors and is not sent', async ({ page }) => {
      let posted = false
      page.on('request', (r) => {
        if (r.method() === 'POST' && r.url().includes(endpointUrl('sendContactMessage'))) posted = true
      })
      await page.getByRole('button', { name: 'Odeslat zprávu' }).click()
      await expect(page.getByText('Vyplňte jméno.')).toBeVisible()
      await expect(
        page.getByText('Zadejte platný e-mail.').or(page.getByText('Zadejte e-mail.')),
      ).toBeVisible()
      await expect(page.getByText('Napište prosím zprávu.')).toBeVisible()
      await expect(page.getByText(/Bez souhlasu se zpracováním osobních údajů/)).toBeVisible()
      expect(posted).toBe(false)
    })

    test('a valid message is stored, and the sixth in a minute is refused', async ({ page }) => {
      const fill = async () => {
        await page.getByRole('textbox', { name: 'Jméno a příjmení' }).fill('Petr Svoboda')
        await page.getByRole('textbox', { name: 'E-mail' }).fill('petr.svoboda@example.cz')
        await page.getByRole('textbox', { name: 'Zpráva' }).fill('Dobrý den, zajímá mě předplatné pro firmy.')
        await page.getByRole('checkbox', { name: /Souhlasím/ }).check()
      }
      await fill()
      const stored = page.waitForResponse((r) => r.url().endsWith(endpointUrl('sendContactMessage')))
      await page.getByRole('button', { name: 'Odeslat zprávu' }).click()
      const res = await stored
      expect(res.status()).toBe(201)
      expect((await res.json()).id).toMatch(/^[0-9a-f-]{36}$/)
      await expect(page.getByRole('heading', { name: 'Děkujeme, zprávu jsme přijali' })).toBeFocused()

      const message = {
        name: 'Eva Malá',
        email: 'eva@example.cz',
        message: 'Dobrý den, mám dotaz.',
        website: '',
      }
      for (let i = 2; i <= 5; i += 1)
        expect(await postFromPage(page, endpointUrl('sendContactMessage'), message)).toBe(201)

      await page.getByRole('button', { name: /Napsat další zprávu|Odeslat další/ }).click()
      await fill()
      await page.getByRole('button', { name: 'Odeslat zprávu' }).click()
      await expect(page.getByRole('alert')).toHaveText(RATE_LIMITED)
    })
  })
