import type { Page } from '@playwright/test'
import { AUTH_MESSAGES, SIGN_IN_BANNED_MESSAGE } from '@rg/domain/auth-messages'
import { endpointUrl } from '@rg/domain/contract'
import type { Person } from './fixtures.ts'
import { expect, test } from './fixtures.ts'
import {
  createConfirmedUser,
  DEMO,
  decideCookies,
  latestMail,
  login,
  uniqueEmail,
  verifyLink,
} from './helpers.ts'

/*
 * Issue 16 end to end: a new user completes the profile and asks for verification; an admin finds them by a name
 * typed without diacritics and rejects with a reason; the user sees it, fixes the profile and asks again; the admin
 * approves; the user, now VERIFIED and notified by e-mail and in the app, creates and submits a listing. All of it
 * goes through the screens a person uses: registration, onboarding, the profile, the admin's user detail, the form.
 */

const CSRF = { 'X-CSRF-Protection': '1' }

/** A page of its own for another person in the test (e2e/fixtures.ts), the cookie bar decided. */
async function newPage(person: Person) {
  const page = await person()
  await decideCookies(page)
  return page
}

test('a new user becomes a verified owner through a rejected and an approved verification', async ({
  person,
}) => {
  const token = `${Date.now() % 100_000}`
  const lastName = `Šťastná${token}`
  const reason = 'Doplňte prosím IČO vaší firmy.'

  // The user registers through the form and confirms through the outbox link, which signs them in and opens
  // onboarding: what a new user meets.
  const user = await newPage(person)
  const email = uniqueEmail('overeni')
  await user.goto('/auth/register')
  await user.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await user.getByRole('textbox', { name: 'Heslo', exact: true }).fill('tajne-heslo-1')
  await user.getByRole('button', { name: 'Zaregistrovat se' }).click()
  await expect(user.getByRole('status').filter({ hasText: `Na adresu ${email}` })).toBeVisible()
  await user.goto(verifyLink((await latestMail(user.request, email)).text))
  await expect(user).toHaveURL(/\/onboarding\/personal$/)

  // Onboarding through its three screens: personal details, the watchdog skipped, investment preferences.
  await user.getByRole('textbox', { name: 'Jméno' }).fill('Žofie')
  await user.getByRole('textbox', { name: 'Příjmení' }).fill(lastName)
  await user.getByRole('textbox', { name: 'Telefon' }).fill('777 123 456')
  await user.getByRole('textbox', { name: 'Město' }).fill('Třebíč')
  await user.getByRole('button', { name: 'Pokračovat' }).click()
  await expect(user).toHaveURL(/\/onboarding\/watchdog$/)
  await user.getByRole('button', { name: 'Přeskočit' }).click()
  await expect(user).toHaveURL(/\/onboarding\/investment$/)
  await user.getByRole('checkbox', { name: 'Kraj Vysočina' }).check()
  await user.getByRole('button', { name: 'Dokončit' }).click()
  await expect(user).toHaveURL(/\/portal$/)
  // A new user gets the welcome tour first; closing it is enough here (tour.spec.ts walks it).
  await expect(user.locator('.driver-popover')).toBeVisible()
  await user.keyboard.press('Escape')
  await expect(user.locator('.driver-popover')).toBeHidden()

  // Profile: fills in what onboarding did not ask for and asks for verification, both through the form.
  await user.goto('/portal/profile')
  await expect(user.getByRole('heading', { level: 1, name: 'Můj profil' })).toBeVisible()
  await expect(user.getByText('Neověřeno')).toBeVisible()
  await user.getByRole('textbox', { name: /^Firma/ }).fill('Šťastná Invest')
  await user.getByRole('textbox', { name: /^Ulice a číslo/ }).fill('Karlovo náměstí 1')
  await user.getByRole('textbox', { name: /^PSČ/ }).fill('67401')
  await user.getByRole('button', { name: 'Uložit údaje' }).click()
  await expect(user.getByText('Údaje byly uloženy.')).toBeVisible()
  await user.getByRole('button', { name: 'Požádat o ověření' }).click()
  await expect(user.getByText('Čeká na ověření')).toBeVisible()

  // The admin finds the user without diacritics and rejects with a reason.
  const admin = await newPage(person)
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

  // The user is told by e-mail and in the app (the bell's panel), and is now VERIFIED.
  await latestMail(user.request, email, /^Váš profil byl ověřen$/)
  await user.reload()
  await expect(user.getByText('Ověřeno', { exact: true })).toBeVisible()
  const bell = user.getByTestId('notification-bell')
  await expect(bell).toHaveAccessibleName(/^Oznámení, nepřečtených: \d+$/)
  await bell.click()
  await expect(user.getByRole('menuitem', { name: /^Nepřečtené: Váš profil byl ověřen/ })).toBeVisible()
  await user.keyboard.press('Escape')
  // …and the notification centre lists both verification results.
  await user.goto('/portal/notifications')
  await expect(user.getByRole('heading', { level: 1, name: 'Oznámení' })).toBeVisible()
  const notifications = user.getByRole('list', { name: 'Oznámení' })
  await expect(notifications.getByText('Váš profil byl ověřen')).toBeVisible()
  await expect(notifications.getByText('Ověření profilu bylo zamítnuto')).toBeVisible()

  // The verified user creates the listing through the form (as offer-lifecycle.spec.ts does) and submits it.
  const name = `Byty Třebíč ${token}`
  await user.goto('/portal/my/listings/create')
  await expect(user.getByRole('heading', { level: 1, name: 'Nová příležitost' })).toBeVisible()
  await pick(user, /Kategorie/, 'Nemovitost')
  await user.getByRole('textbox', { name: /^Název/ }).fill(name)
  await user.getByRole('textbox', { name: /^Podtitul/ }).fill('Dva byty')
  await user.getByRole('textbox', { name: /^Klíčová slova/ }).fill('byt')
  await user.getByRole('textbox', { name: /^Veřejný popis/ }).fill('Dva byty v centru.')
  await user.getByRole('textbox', { name: /^Cena/ }).fill('4500000')
  await user.getByRole('textbox', { name: /^Ulice/ }).fill('Karlovo náměstí 1')
  await user.getByRole('textbox', { name: /^Obec/ }).fill('Třebíč')
  await user.getByRole('textbox', { name: /^PSČ/ }).fill('67401')
  await pick(user, /Kraj/, 'Kraj Vysočina')
  await user.getByRole('textbox', { name: /^Neveřejný popis/ }).fill('Neveřejné.')
  await user.getByRole('button', { name: 'Uložit koncept' }).click()
  await expect(user).toHaveURL(/\/portal\/my\/listings\/\d+\/edit$/)
  const id = Number(user.url().match(/listings\/(\d+)\/edit/)?.[1])
  await user.getByRole('button', { name: 'Odeslat ke schválení' }).click()
  await expect(user).toHaveURL(new RegExp(`/portal/my/listings/${id}$`))
  await expect(user.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(user.getByText(/čeká na schválení administrátorem/)).toBeVisible()
})

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

/** A confirmed user who finished onboarding's personal step, signed in in a browser context of its own. */
async function onboardedUser(person: Person, lastName: string) {
  const page = await newPage(person)
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

test('a blocked user is signed out at the next request and cannot sign in', async ({ person }) => {
  const lastName = `Blokovaný${Date.now() % 100_000}`
  const { page: user, account } = await onboardedUser(person, lastName)
  await user.goto('/portal/profile')
  await expect(user.getByRole('heading', { level: 1, name: 'Můj profil' })).toBeVisible()

  const admin = await newPage(person)
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

test('a password change in the profile signs out a second browser', async ({ person }) => {
  const { page: first, account } = await onboardedUser(person, 'Heslová')
  const second = await newPage(person)
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

test('investment preferences are edited on the profile and kept', async ({ person }) => {
  const { page } = await onboardedUser(person, 'Preferenční')
  await page.goto('/portal/profile')
  await page.getByRole('textbox', { name: 'Částka do (Kč)' }).fill('10000000')
  await page.getByRole('checkbox', { name: 'Kraj Vysočina' }).check()
  await page.getByRole('button', { name: 'Uložit preference' }).click()
  await expect(page.getByText('Investiční preference byly uloženy.')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Částka do (Kč)' })).toHaveValue('10000000')
  await expect(page.getByRole('checkbox', { name: 'Kraj Vysočina' })).toBeChecked()
})
