import { type Browser, expect, type Page, test } from '@playwright/test'
import { endpointUrl } from '@rg/domain'
import { createConfirmedUser, DEMO, decideCookies, login, toast } from './helpers.ts'

/*
 * Issue 33 items 1, 2 and 5 end to end (docs/product/deal-room.md, docs/product/credits.md "Fair credits"): the owner
 * watches the demand signal change with the price while drafting; an investor unlocks sharing the contact and is
 * saved to the owner's contacts; a second investor unlocks anonymously; pausing within 7 days refunds both, once.
 */

const CSRF = { 'X-CSRF-Protection': '1' }

async function balance(page: Page): Promise<number> {
  const res = await page.request.get(endpointUrl('getUser'))
  expect(res.status()).toBe(200)
  const user = (await res.json()) as { creditTransactions: Array<{ amount: number }> }
  return user.creditTransactions.reduce((sum, t) => sum + t.amount, 0)
}

/** A fresh confirmed user signed in on the portal with the welcome credits. */
async function investor(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'cs-CZ', timezoneId: 'Europe/Prague' })
  const user = await createConfirmedUser(context.request)
  const page = await context.newPage()
  await decideCookies(page)
  await login(page, user.email, user.password)
  await page.goto('/portal')
  await expect.poll(() => balance(page), { timeout: 10_000 }).toBeGreaterThanOrEqual(100)
  return { page, email: user.email }
}

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** The watchdogs the demand signal counts now, once it has settled (not loading). */
async function demandNow(page: Page): Promise<number> {
  const signal = page.getByTestId('demand-signal')
  await expect(signal).toHaveAttribute('aria-busy', 'false')
  await expect(signal).toHaveAttribute('data-watchdogs', /\d+/)
  return Number(await signal.getAttribute('data-watchdogs'))
}

async function unlock(page: Page, id: number, share: boolean) {
  await page.goto(`/portal/listings/${id}`)
  await page
    .getByRole('button', { name: /^Odemknout za/ })
    .first()
    .click()
  const dialog = page.getByRole('dialog', { name: 'Odemknout nabídku' })
  const box = dialog.getByRole('checkbox', { name: /Sdílet můj kontakt s vlastníkem/ })
  await expect(box).not.toBeChecked()
  if (share) await box.click()
  await dialog.getByRole('button', { name: /^Odemknout za/ }).click()
  await expect(dialog).toBeHidden()
}

test('the owner sees demand while drafting, leads with and without names, saves one to contacts, and a pause within 7 days refunds the unlocks once', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000)
  const token = `poptavka${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`
  const name = `Penzion Jihlava ${token}`

  // An investor watches for exactly this: real estate in Vysočina up to 5 million with the token as a keyword.
  const sharer = await investor(browser, baseURL)
  const watch = await sharer.page.request.post(endpointUrl('createWatchdog'), {
    headers: CSRF,
    data: {
      name: 'Penziony',
      categories: ['REAL_ESTATE'],
      regions: ['CZ-63'],
      priceTo: 5_000_000,
      keywords: [token],
    },
  })
  expect(watch.status()).toBe(201)

  // The owner drafts: the demand signal counts that watchdog at 4 million and not at 9 million.
  await decideCookies(page)
  await login(page, DEMO.verified)
  await page.goto('/portal/my/listings/create')
  await expect(page.getByTestId('demand-signal')).toContainText('Vyberte kategorii')
  await pick(page, /Kategorie/, 'Nemovitost')
  await page.getByRole('textbox', { name: /^Název/ }).fill(name)
  await page.getByRole('textbox', { name: /^Obec/ }).fill('Jihlava')
  await pick(page, /Kraj/, 'Kraj Vysočina')
  const price = page.getByRole('textbox', { name: /^Cena/ })
  await price.fill('4000000')
  await expect(page.getByTestId('demand-signal')).toContainText('Takovou nabídku teď')
  await expect.poll(() => demandNow(page)).toBeGreaterThanOrEqual(1)
  const cheap = await demandNow(page)
  await price.fill('9000000')
  await expect.poll(() => demandNow(page)).toBe(cheap - 1)
  await price.fill('4500000')
  await expect.poll(() => demandNow(page)).toBe(cheap)
  await page.getByRole('button', { name: 'Odeslat ke schválení' }).click()
  await expect(page).toHaveURL(/\/portal\/my\/listings\/\d+$/)
  const id = Number(page.url().match(/listings\/(\d+)$/)?.[1])

  const adminContext = await browser.newContext({ baseURL, locale: 'cs-CZ', timezoneId: 'Europe/Prague' })
  const admin = await adminContext.newPage()
  await decideCookies(admin)
  await login(admin, DEMO.admin)
  const approved = await admin.request.post(endpointUrl('transitionOffer', { params: { id } }), {
    headers: CSRF,
    data: { action: 'approve' },
  })
  expect(approved.status()).toBe(200)
  await adminContext.close()

  // The first investor unlocks sharing the contact; the second unlocks anonymously (the default).
  const sharerBefore = await balance(sharer.page)
  await unlock(sharer.page, id, true)
  expect(await balance(sharer.page)).toBe(sharerBefore - 50)
  const quiet = await investor(browser, baseURL)
  const quietBefore = await balance(quiet.page)
  await unlock(quiet.page, id, false)
  expect(await balance(quiet.page)).toBe(quietBefore - 50)

  // The owner sees both leads: the sharer by name (the e-mail, as the account has no name), the other as a number.
  await page.goto(`/portal/my/listings/${id}`)
  const leads = page.getByRole('region', { name: 'Zájemci' })
  await expect(leads.getByTestId('lead-name')).toHaveText([/^Investor č\. 2$/, sharer.email])
  await expect(leads.getByText(sharer.email).first()).toBeVisible()
  await expect(page.getByTestId('stat-unlocks')).toHaveText('2')
  await expect(page.getByTestId('offer-demand')).toContainText('hlídací')

  // Saving the sharer to contacts.
  await leads.getByRole('button', { name: 'Uložit do kontaktů' }).click()
  await expect(toast(page, 'Zájemce je uložen v kontaktech.')).toBeVisible()
  await expect(leads.getByText('Uloženo v kontaktech')).toBeVisible()
  const contacts = (await (
    await page.request.get(endpointUrl('listContacts', { query: { q: sharer.email } }))
  ).json()) as { items: Array<{ email: string | null; tags: string[] }> }
  expect(contacts.items.map((c) => c.email)).toContain(sharer.email)

  // The owner pauses within 7 days: both unlocks come back, once, with a notification.
  await page.getByRole('button', { name: 'Spravovat' }).click()
  await page.getByRole('menuitem', { name: 'Pozastavit' }).click()
  await expect(toast(page, 'Nabídka je pozastavena, ostatní ji teď neuvidí.')).toBeVisible()
  await expect.poll(() => balance(sharer.page)).toBe(sharerBefore)
  await expect.poll(() => balance(quiet.page)).toBe(quietBefore)
  const told = (await (await quiet.page.request.get(endpointUrl('listNotifications'))).json()) as {
    items: Array<{ kind: string; title: string }>
  }
  expect(told.items.filter((n) => n.kind === 'UNLOCK_REFUNDED').map((n) => n.title)).toEqual([
    `Vrátili jsme vám 50 kreditů za nabídku „${name}“`,
  ])
  // Resuming and pausing again refunds nothing more.
  for (const action of ['resume', 'pause'])
    expect(
      (
        await page.request.post(endpointUrl('transitionOffer', { params: { id } }), {
          headers: CSRF,
          data: { action },
        })
      ).status(),
    ).toBe(200)
  expect(await balance(sharer.page)).toBe(sharerBefore)
  expect(await balance(quiet.page)).toBe(quietBefore)
  await leads.page().reload()
  await expect(page.getByRole('region', { name: 'Zájemci' }).getByText('Kredity vráceny')).toHaveCount(2)
})
