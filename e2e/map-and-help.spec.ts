import type { Page } from '@playwright/test'
import type { Person } from './fixtures.ts'
import { expect, test } from './fixtures.ts'
import { clickRegion, DEMO, decideCookies, login } from './helpers.ts'

/*
 * Issue 34 items 1, 6 and 7 end to end: an investor finds an answer in the help centre by a search without
 * diacritics and asks the operator, whose inbox shows the question with the account (desktop and phone width); the
 * admin styleguide asks /img only for what it serves.
 */

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const

/** A page of its own for a person in the test at this width (e2e/fixtures.ts), the cookie bar decided. */
async function newPage(person: Person, viewport: { width: number; height: number }) {
  const page = await person({ viewport })
  await decideCookies(page)
  return page
}

for (const { name, viewport } of WIDTHS) {
  test(`an investor finds offers by clicking a region on the map and by its list (${name})`, async ({
    person,
  }) => {
    const investor = await newPage(person, viewport)
    await login(investor, DEMO.user)
    await investor.goto('/portal/listings')
    await investor.getByRole('link', { name: 'Mapa', exact: true }).click()
    await expect(investor).toHaveURL(/view=map/)
    const southMoravia = investor.locator('[data-region="CZ-64"]')
    await expect(southMoravia).toHaveAttribute('data-count')
    const count = Number(await southMoravia.getAttribute('data-count'))
    expect(count).toBeGreaterThan(0)
    await clickRegion(investor, 'CZ-64')
    await expect(investor).toHaveURL(/regions=CZ-64/)
    await expect(investor).toHaveURL(/view=map/)
    // the list filters to the region: every card says it, and as many as the map counted
    await expect(investor.getByText(new RegExp(`Nalezen\\S* ${count} nabíd`))).toBeVisible()
    // the list alternative does the same for another region
    const regions = investor.getByRole('list', { name: 'Kraje a počty nabídek' })
    await regions.getByRole('button', { name: /^Zlínský: \d+$/ }).click()
    await expect(investor).toHaveURL(/regions=CZ-72/)
    await expect(regions.getByRole('button', { name: /^Zlínský: \d+$/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
  })

  test(`the help centre answers a search without diacritics and takes a question to the operator (${name})`, async ({
    person,
  }) => {
    const token = `${name}-${Date.now() % 1_000_000}`
    const investor = await newPage(person, viewport)
    await login(investor, DEMO.verified)
    await investor.goto('/portal/help')
    await expect(investor.getByRole('heading', { level: 1, name: 'Nápověda' })).toBeVisible()
    await investor.getByRole('searchbox', { name: 'Hledat v nápovědě' }).fill('odemknuti nabidky')
    const results = investor.getByRole('region', { name: 'Výsledky hledání' })
    await expect(results.getByText('Kolik stojí odemknutí nabídky a co uvidím?')).toBeVisible()
    await expect(results.getByText(/stojí 50 kreditů/)).toBeVisible()

    const form = investor.getByRole('form', { name: 'Dotaz provozovateli' })
    await form.getByRole('textbox', { name: /Váš dotaz/ }).fill(`Jak odemknu více nabídek najednou? ${token}`)
    await form.getByRole('button', { name: 'Odeslat dotaz' }).click()
    await expect(
      investor.getByText('Dotaz jsme přijali. Odpovíme vám e-mailem na adresu vašeho účtu.'),
    ).toBeVisible()

    const admin = await newPage(person, viewport)
    await login(admin, DEMO.admin)
    await admin.goto('/portal/admin/inbox')
    const entry = admin.getByRole('listitem').filter({ hasText: token })
    await expect(entry).toContainText('Dotaz z nápovědy')
    await entry.getByRole('link').click()
    await expect(admin.getByRole('link', { name: 'otevřít účet odesílatele' })).toBeVisible()
  })
}

/** Every console error and every answer of 400 or more the page gets from now on. */
function watchFailures(page: Page) {
  const failures: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') failures.push(`console: ${message.text()}`)
  })
  page.on('response', (response) => {
    if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`)
  })
  return failures
}

test('the admin styleguide requests only images the /img allow-list serves', async ({ page }) => {
  await decideCookies(page)
  await login(page, DEMO.admin)
  const failures = watchFailures(page)
  await page.goto('/portal/admin/styleguide')
  // a lazy route that loads every story module of the kit
  await expect(page.getByRole('heading', { name: 'Styleguide', level: 1 })).toBeVisible()
  // the image specimens are drawn from a stored demo photo; wait until each of their images has loaded
  const images = page.locator('[data-story] img[src^="/img"]')
  await expect(images.first()).toBeVisible()
  // lazy images load when scrolled to
  for (const image of await images.all()) await image.scrollIntoViewIfNeeded()
  await expect
    .poll(() => images.evaluateAll((all) => all.every((i) => (i as HTMLImageElement).complete)))
    .toBe(true)
  await page.waitForLoadState('networkidle')
  expect(failures).toEqual([])
})
