import { expect, test } from './fixtures.ts'
import {
  createConfirmedUser,
  DEMO,
  DEMO_PASSWORD,
  decideCookies,
  latestMail,
  login,
  toast,
  uniqueEmail,
  verifyLink,
} from './helpers.ts'
import { MSG } from './messages.ts'

test.beforeEach(async ({ page }) => {
  await decideCookies(page)
})

test('register, confirm through the outbox link, land on onboarding, log out', async ({ page, request }) => {
  const email = uniqueEmail('registrace')
  await page.goto('/auth/register')
  await expect(page).toHaveTitle('Registrace | Přihlášení')
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill('tajne-heslo-1')
  await page.getByRole('button', { name: 'Zaregistrovat se' }).click()
  await expect(toast(page, MSG.signUpSuccess)).toBeVisible()

  // Before confirming, the login is refused with the catalogue message.
  await page.goto('/auth/login')
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill('tajne-heslo-1')
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(toast(page, MSG.signInEmailNotConfirmed)).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/login$/)

  // The link from the outbox confirms the account in this browser (PKCE) and continues as after a login.
  const mail = await latestMail(request, email)
  await page.goto(verifyLink(mail.text))
  await expect(page).toHaveURL(/\/onboarding\/personal$/)
  await expect(page.getByRole('heading', { name: 'Osobní údaje' })).toBeVisible()

  // Onboarding is for unfinished users only; the portal is open to them as well.
  await page.goto('/portal')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // A new user gets the welcome tour first; closing it is enough here (tour.spec.ts walks it).
  await expect(page.locator('.driver-popover')).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(page.locator('.driver-popover')).toBeHidden()
  await page.getByRole('button', { name: 'Odhlásit se' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)
  await expect(toast(page, MSG.signOutSuccess)).toBeVisible()

  // Signed out: the portal sends the visitor to login with the way back.
  await page.goto('/portal/profile')
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fportal%2Fprofile$/)
})

test('a plain login of a user who finished onboarding lands on the portal', async ({ page }) => {
  await login(page, DEMO.user)
  await expect(toast(page, MSG.signInSuccess)).toBeVisible()
  await expect(page).toHaveURL(/\/portal$/)
})

test('a new user logs in and lands on /onboarding/personal', async ({ page, request }) => {
  const user = await createConfirmedUser(request)
  await login(page, user.email, user.password)
  await expect(page).toHaveURL(/\/onboarding\/personal$/)
  await expect(page).toHaveTitle('Osobní údaje')
})

test('login returns to the safe redirect target, never to another site', async ({ page }) => {
  await login(page, DEMO.verified, DEMO_PASSWORD, '/auth/login?redirect=%2Fportal%2Fmy')
  await expect(page).toHaveURL(/\/portal\/my$/)
  await page.getByRole('button', { name: 'Odhlásit se' }).click()
  await expect(page).toHaveURL(/\/auth\/login$/)

  await login(page, DEMO.verified, DEMO_PASSWORD, '/auth/login?redirect=%2F%2Fevil.example')
  await expect(page).toHaveURL(/\/portal$/)
})

test('a wrong password shows the catalogue message', async ({ page }) => {
  await page.goto('/auth/login')
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(DEMO.user)
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill('spatne-heslo')
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(toast(page, MSG.signInInvalidCredentials)).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/login$/)
})

test('reset and update the password: the same password is refused, a new one works', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request)
  await page.goto('/auth/reset-pass')
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(user.email)
  await page.getByRole('button', { name: 'Poslat odkaz' }).click()
  await expect(toast(page, MSG.resetSent)).toBeVisible()

  const mail = await latestMail(request, user.email, /hesl/i)
  await page.goto(verifyLink(mail.text))
  await expect(page).toHaveURL(/\/auth\/update-pass/)
  await expect(page).toHaveTitle('Změna hesla | Přihlášení')

  await page.getByRole('textbox', { name: 'Nové heslo', exact: true }).fill(user.password)
  await page.getByRole('textbox', { name: 'Nové heslo znovu', exact: true }).fill(user.password)
  await page.getByRole('button', { name: 'Změnit heslo' }).click()
  await expect(toast(page, MSG.passwordSameAsOld)).toBeVisible()

  await page.getByRole('textbox', { name: 'Nové heslo', exact: true }).fill('uplne-nove-heslo-2')
  await page.getByRole('textbox', { name: 'Nové heslo znovu', exact: true }).fill('uplne-nove-heslo-2')
  await page.getByRole('button', { name: 'Změnit heslo' }).click()
  await expect(toast(page, MSG.updatePasswordSuccess)).toBeVisible()
  await expect(page).toHaveURL(/\/auth\/login$/)

  await login(page, user.email, 'uplne-nove-heslo-2')
  await expect(page).toHaveURL(/\/onboarding\/personal$/)
})

test('an expired verification link signs out locally and shows the expired-link toast', async ({ page }) => {
  await page.goto(
    '/auth/login#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb=',
  )
  await expect(page).toHaveURL(/\/auth\/login\?error=expired$/)
  await expect(toast(page, MSG.verificationLinkExpired)).toBeVisible()
})

test('a used confirmation link redirects back with otp_expired and ends on the expired-link toast', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('expired')
  await request.post('/auth/v1/signup', {
    headers: { apikey: 'e2e', 'Content-Type': 'application/json' },
    data: { email, password: 'tajne-heslo-1' },
  })
  const link = verifyLink((await latestMail(request, email)).text)
  expect((await request.get(link, { maxRedirects: 0 })).status()).toBe(303)
  // Second use: the token is spent.
  await page.goto(link)
  await expect(page).toHaveURL(/\/auth\/login\?error=expired$/)
  await expect(toast(page, MSG.verificationLinkExpired)).toBeVisible()
})

test('login?error=expired shows the expired-link toast', async ({ page }) => {
  await page.goto('/auth/login?error=expired')
  await expect(toast(page, MSG.verificationLinkExpired)).toBeVisible()
})
