import { type Browser, expect, type Page, test } from '@playwright/test'
import { endpointUrl } from '@rg/domain'
import { createConfirmedUser, DEMO, decideCookies, login } from './helpers.ts'

/*
 * Issue 34 items 2–5 end to end, at desktop and at phone width: an investor saves the current search as a watchdog,
 * hearts two offers and finds them on /portal/favourites, compares three side by side, and is told in the app when a
 * favourite's price drops (the owner lowers it, an admin approves the edit).
 */

const CSRF = { 'X-CSRF-Protection': '1', 'Content-Type': 'application/json' }

async function personPage(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ baseURL, locale: 'cs-CZ', timezoneId: 'Europe/Prague' })
  const page = await context.newPage()
  await decideCookies(page)
  await login(page, email)
  return page
}

async function approve(admin: Page, id: number) {
  const res = await admin.request.post(endpointUrl('transitionOffer', { params: { id } }), {
    headers: CSRF,
    data: { action: 'approve' },
  })
  expect(res.status()).toBe(200)
}

/** Three published listings of the demo owner, named with the token so only this run's search finds them. */
async function publishThree(owner: Page, admin: Page, token: string) {
  const offers: { id: number; name: string }[] = []
  for (const [i, price] of [3_000_000, 4_000_000, 5_000_000].entries()) {
    const name = `Podíl ${token} ${String.fromCharCode(65 + i)}`
    const created = await owner.request.post(endpointUrl('createOffer'), {
      headers: CSRF,
      data: {
        kind: 'LISTING',
        category: 'COMPANY_SHARE',
        pubName: name,
        pubKeywords: [token],
        pubPrice: price,
        city: 'Pardubice',
        region: 'CZ-53',
      },
    })
    expect(created.status()).toBe(201)
    const id = ((await created.json()) as { id: number }).id
    const submitted = await owner.request.post(endpointUrl('submitOffer', { params: { id } }), {
      headers: CSRF,
      data: {},
    })
    expect(submitted.status()).toBe(200)
    await approve(admin, id)
    offers.push({ id, name })
  }
  return offers
}

for (const [label, viewport] of [
  ['desktop', { width: 1280, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const) {
  test.describe(`at ${label} width`, () => {
    test.use({ viewport })

    test('saves the search as a watchdog, hearts two offers, compares three, hears of a favourite’s price drop', async ({
      page,
      browser,
      baseURL,
    }) => {
      test.setTimeout(180_000)
      const token = `fav${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`
      const owner = await personPage(browser, baseURL, DEMO.verified)
      const admin = await personPage(browser, baseURL, DEMO.admin)
      const [a, b, c] = await publishThree(owner, admin, token)
      if (!a || !b || !c) throw new Error('three offers')

      const investor = await createConfirmedUser(page.request)
      await decideCookies(page)
      await login(page, investor.email, investor.password)

      // The search for this run's offers, saved as a watchdog in one step from the list.
      await page.goto(`/portal/listings?q=${token}`)
      const results = page.getByRole('list', { name: 'Investiční příležitosti' })
      await expect(results.getByRole('article')).toHaveCount(3)
      await page.getByRole('button', { name: 'Uložit hledání' }).click()
      const dialog = page.getByRole('dialog', { name: 'Uložit hledání jako hlídacího psa' })
      await expect(dialog.getByText(`Hlídá: „${token}“`)).toBeVisible()
      await dialog.getByRole('textbox', { name: 'Název' }).fill(`Podíly ${token}`)
      await dialog.getByRole('button', { name: 'Uložit hlídacího psa' }).click()
      await expect(dialog.getByText(/Hlídací pes je uložený\./)).toBeVisible()
      await dialog.getByRole('button', { name: 'Hotovo' }).click()
      // The watchdog opens as the list with its filters.
      await page.goto('/portal/watchdogs')
      await expect(page.getByRole('heading', { level: 2, name: `Podíly ${token}` })).toBeVisible()
      await page.getByRole('link', { name: 'Zobrazit odpovídající nabídky' }).first().click()
      await expect(page).toHaveURL(new RegExp(`/portal/listings\\?q=${token}$`))
      await expect(results.getByRole('article')).toHaveCount(3)

      // Two hearts, and three picked for the comparison (kept in the URL).
      for (const offer of [a, b]) {
        const heart = page.getByRole('button', { name: `Oblíbené: ${offer.name}` })
        await heart.click()
        await expect(heart).toHaveAttribute('aria-pressed', 'true')
      }
      for (const offer of [a, b, c]) {
        const pick = page.getByRole('button', { name: `Porovnat: ${offer.name}` })
        await pick.click()
        await expect(pick).toHaveAttribute('aria-pressed', 'true')
      }
      await expect(page).toHaveURL(/compare=/)
      await page.getByRole('link', { name: 'Porovnat (3)' }).click()
      await expect(page).toHaveURL(
        new RegExp(`/portal/compare\\?ids=${a.id}%2C${b.id}%2C${c.id}$|ids=${a.id},${b.id},${c.id}$`),
      )
      const columns = page.getByRole('list', { name: 'Porovnávané nabídky' }).getByRole('listitem')
      await expect(columns).toHaveCount(3)
      await expect(columns.nth(0)).toContainText(a.name)
      await expect(columns.nth(0)).toContainText('Zamčeno')
      // A reload keeps the comparison (the URL holds it).
      await page.reload()
      await expect(columns).toHaveCount(3)

      // The favourites page lists the two hearted offers.
      await page.goto('/portal/favourites')
      const favourites = page.getByRole('list', { name: 'Oblíbené nabídky' })
      await expect(favourites.getByRole('article')).toHaveCount(2)
      await expect(favourites).toContainText(a.name)
      await expect(favourites).toContainText(b.name)

      // The owner lowers the price of a favourite; once the edit is approved the investor is told in the app.
      const edited = await owner.request.patch(endpointUrl('updateOffer', { params: { id: a.id } }), {
        headers: CSRF,
        data: { pubPrice: 2_500_000 },
      })
      expect(edited.status()).toBe(200)
      await approve(admin, a.id)
      await expect
        .poll(
          async () =>
            (
              (await (await page.request.get(endpointUrl('listNotifications'))).json()) as {
                items: { title: string; body: string | null }[]
              }
            ).items.some((n) => n.title === 'Oblíbená nabídka zlevnila' && n.body?.includes(a.name)),
          { timeout: 60_000, intervals: [1_000] },
        )
        .toBe(true)
      await page.goto('/portal/notifications')
      await expect(page.getByText('Oblíbená nabídka zlevnila').first()).toBeVisible()
      // The saved search matches this offer too, so its watchdog tells the same drop under its own title
      // (docs/decisions/1550-favourites-alert-like-a-watchdog.md, "Both subscriptions speak").
      await expect(
        page.getByText(
          new RegExp(`„${a.name}“ zlevnila: cena klesla z 3\\s000\\s000\\sKč na 2\\s500\\s000\\sKč`),
        ),
      ).toHaveCount(2)
      await owner.context().close()
      await admin.context().close()
    })
  })
}
