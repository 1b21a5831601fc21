import { type Browser, expect, test } from '@playwright/test'
import { AUTH_MESSAGES, endpointUrl, SIGN_IN_BANNED_MESSAGE } from '@rg/domain'
import { createConfirmedUser, DEMO, decideCookies, login } from './helpers.ts'

/*
 * Issue 16 end to end: a new user completes the profile and asks for verification; an admin finds them by a name
 * typed without diacritics and rejects with a reason; the user sees it, fixes the profile and asks again; the admin
 * approves; the user, now VERIFIED and notified by e-mail, creates and submits a listing.
 */

const CSRF = { 'X-CSRF-Protection': '1' }

async function newPage(browser: Browser, baseURL: string | undefined) {
  const context = await browser.newContext({ baseURL, locale: 'cs-CZ', timezoneId: 'Europe/Prague' })
  const page = await context.newPage()
  await decideCookies(page)
  return page
}

test('a new user becomes a verified owner through a rejected and an approved verification', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const token = `${Date.now() % 100_000}`
  const lastName = `Šťastná${token}`
  const reason = 'Doplňte prosím IČO vaší firmy.'

  // The user registers (confirmed through the outbox), finishes onboarding's personal step and signs in.
  const user = await newPage(browser, baseURL)
  const account = await createConfirmedUser(user.request)
  await login(user, account.email, account.password)
  for (const [path, data] of [
    [
      endpointUrl('onboardingPersonal'),
      { firstName: 'Žofie', lastName, phone: '777 123 456', city: 'Třebíč' },
    ],
    [endpointUrl('onboardingWatchdog'), { watchdog: null }],
    [endpointUrl('onboardingInvestment'), { preferences: null }],
  ] as const)
    expect((await user.request.put(path, { headers: CSRF, data })).status()).toBe(200)

  // Profile: completes the company and asks for verification.
  await user.goto('/portal/profile')
  await expect(user.getByRole('heading', { level: 1, name: 'Můj profil' })).toBeVisible()
  await expect(user.getByText('Neověřeno')).toBeVisible()
  await user.getByRole('textbox', { name: /^Firma/ }).fill('Šťastná Invest')
  await user.getByRole('button', { name: 'Uložit údaje' }).click()
  await expect(user.getByText('Údaje byly uloženy.')).toBeVisible()
  await user.getByRole('button', { name: 'Požádat o ověření' }).click()
  await expect(user.getByText('Čeká na ověření')).toBeVisible()

  // The admin finds the user without diacritics and rejects with a reason.
  const admin = await newPage(browser, baseURL)
  await login(admin, DEMO.admin)
  await admin.goto('/portal/admin/contacts')
  await admin.getByRole('searchbox', { name: 'Hledat uživatele' }).fill(`zofie stastna${token}`)
  await admin.getByRole('button', { name: 'Hledat' }).click()
  await admin.getByRole('link', { name: `Žofie ${lastName}` }).click()
  await expect(admin.getByRole('heading', { level: 1, name: `Žofie ${lastName}` })).toBeVisible()
  await admin.getByRole('textbox', { name: /Důvod zamítnutí/ }).fill(reason)
  await admin.getByRole('button', { name: 'Zamítnout ověření' }).click()
  await expect(admin.getByText('Ověření bylo zamítnuto.')).toBeVisible()
  await expect(admin.getByText(reason).first()).toBeVisible()

  // The user sees the reason, fixes the profile and asks again.
  await user.reload()
  await expect(user.getByText(`Důvod zamítnutí: ${reason}`)).toBeVisible()
  await user.getByRole('textbox', { name: /^IČO/ }).fill('27074358')
  await user.getByRole('button', { name: 'Uložit údaje' }).click()
  await expect(user.getByText('Údaje byly uloženy.')).toBeVisible()
  await user.getByRole('button', { name: 'Požádat o ověření' }).click()
  await expect(user.getByText('Čeká na ověření')).toBeVisible()

  // The admin approves.
  await admin.reload()
  await admin.getByRole('button', { name: 'Schválit ověření' }).click()
  await expect(admin.getByText('Ověření bylo schváleno.')).toBeVisible()
  await expect(admin.getByText('Ověřený uživatel').first()).toBeVisible()

  // The user is told by e-mail and, now VERIFIED, creates and submits a listing.
  await expect
    .poll(async () => {
      const mails = (await (await user.request.get('/dev/outbox')).json()) as Array<{
        to: string
        subject: string
      }>
      return mails.some((m) => m.to === account.email && m.subject === 'Váš profil byl ověřen')
    })
    .toBe(true)
  await user.reload()
  await expect(user.getByText('Ověřeno', { exact: true })).toBeVisible()
  await user.goto('/portal/my/listings/create')
  await expect(user.getByRole('heading', { level: 1, name: 'Nová příležitost' })).toBeVisible()
  const created = await user.request.post(endpointUrl('createOffer'), {
    headers: CSRF,
    data: {
      kind: 'LISTING',
      category: 'REAL_ESTATE',
      pubName: `Byty Třebíč ${token}`,
      pubNameSecondary: 'Dva byty',
      pubKeywords: ['byt'],
      pubDescription: 'Dva byty v centru.',
      pubPrice: 4_500_000,
      privDescription: 'Neveřejné.',
      street: 'Karlovo náměstí 1',
      city: 'Třebíč',
      postcode: '674 01',
      region: 'CZ-63',
    },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: number }
  expect(
    (
      await user.request.post(`${endpointUrl('submitOffer', { params: { id } })}`, {
        headers: CSRF,
        data: {},
      })
    ).status(),
  ).toBe(200)
})

/** A confirmed user who finished onboarding's personal step, signed in in a browser context of its own. */
async function onboardedUser(browser: Browser, baseURL: string | undefined, lastName: string) {
  const page = await newPage(browser, baseURL)
  const account = await createConfirmedUser(page.request)
  await login(page, account.email, account.password)
  for (const [path, data] of [
    [endpointUrl('onboardingPersonal'), { firstName: 'Bořek', lastName, phone: '777 123 456', city: 'Brno' }],
    [endpointUrl('onboardingWatchdog'), { watchdog: null }],
    [endpointUrl('onboardingInvestment'), { preferences: null }],
  ] as const)
    expect((await page.request.put(path, { headers: CSRF, data })).status()).toBe(200)
  return { page, account }
}

test('a blocked user is signed out at the next request and cannot sign in', async ({ browser, baseURL }) => {
  const lastName = `Blokovaný${Date.now() % 100_000}`
  const { page: user, account } = await onboardedUser(browser, baseURL, lastName)
  await user.goto('/portal/profile')
  await expect(user.getByRole('heading', { level: 1, name: 'Můj profil' })).toBeVisible()

  const admin = await newPage(browser, baseURL)
  await login(admin, DEMO.admin)
  await admin.goto('/portal/admin/contacts')
  await admin.getByRole('searchbox', { name: 'Hledat uživatele' }).fill(account.email)
  await admin.getByRole('button', { name: 'Hledat' }).click()
  await admin.getByRole('link', { name: `Bořek ${lastName}` }).click()
  // the admin's private note about the user saves itself and is there after a reload
  const note = admin.getByRole('textbox', { name: /Moje poznámka k uživateli/ })
  await note.fill('Opakované stížnosti investorů, blokuji.')
  await expect(admin.getByText('Uloženo')).toBeVisible()
  await admin.reload()
  await expect(note).toHaveValue('Opakované stížnosti investorů, blokuji.')
  await admin.getByRole('button', { name: 'Zablokovat' }).click()
  await expect(admin.getByText('Účet byl zablokován.')).toBeVisible()

  // The very next request of the user's browser finds no session.
  await user.reload()
  await expect(user).toHaveURL(/\/auth\/login/)
  await user.getByRole('textbox', { name: 'E-mail', exact: true }).fill(account.email)
  await user.getByRole('textbox', { name: 'Heslo', exact: true }).fill(account.password)
  await user.getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(user.getByText(SIGN_IN_BANNED_MESSAGE, { exact: true })).toBeVisible()
  await expect(user).toHaveURL(/\/auth\/login/)
})

test('a password change in the profile signs out a second browser', async ({ browser, baseURL }) => {
  const { page: first, account } = await onboardedUser(browser, baseURL, 'Heslová')
  const second = await newPage(browser, baseURL)
  await login(second, account.email, account.password)
  await second.goto('/portal/profile')
  await expect(second.getByRole('heading', { level: 1, name: 'Můj profil' })).toBeVisible()

  await first.goto('/portal/profile')
  await first.getByRole('textbox', { name: /^Současné heslo/ }).fill('spatne-heslo')
  await first.getByRole('textbox', { name: /^Nové heslo/ }).fill('nove-heslo-2027')
  await first.getByRole('button', { name: 'Změnit heslo' }).click()
  await expect(first.getByText('Současné heslo není správné.', { exact: true })).toBeVisible()
  await first.getByRole('textbox', { name: /^Současné heslo/ }).fill(account.password)
  await first.getByRole('button', { name: 'Změnit heslo' }).click()
  await expect(first.getByText(AUTH_MESSAGES.updatePasswordSuccess, { exact: true })).toBeVisible()
  await expect(first).toHaveURL(/\/auth\/login$/)

  await second.reload()
  await expect(second).toHaveURL(/\/auth\/login/)
  await login(second, account.email, 'nove-heslo-2027')
  await expect(second).not.toHaveURL(/\/auth\/login/)
})

test('investment preferences are edited on the profile and kept', async ({ browser, baseURL }) => {
  const { page } = await onboardedUser(browser, baseURL, 'Preferenční')
  await page.goto('/portal/profile')
  await page.getByRole('textbox', { name: 'Částka do (Kč)' }).fill('10000000')
  await page.getByRole('checkbox', { name: 'Kraj Vysočina' }).check()
  await page.getByRole('button', { name: 'Uložit preference' }).click()
  await expect(page.getByText('Investiční preference byly uloženy.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Částka do (Kč)' })).toHaveValue('10000000')
  await expect(page.getByRole('checkbox', { name: 'Kraj Vysočina' })).toBeChecked()
})
