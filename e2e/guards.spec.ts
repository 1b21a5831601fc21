import { endpointUrl } from '@rg/domain/contract'
import { expect, test } from './fixtures.ts'
import { createConfirmedUser, DEMO, decideCookies, login, toast } from './helpers.ts'
import { MSG } from './messages.ts'

test.beforeEach(async ({ page }) => {
  await decideCookies(page)
})

test.describe('visitor', () => {
  test('a portal page sends the visitor to login with the way back', async ({ page }) => {
    await page.goto('/portal/listings?strana=2')
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fportal%2Flistings%3Fstrana%3D2$/)
    await expect(page).toHaveTitle('Přihlášení | Přihlášení')
  })

  test('without a session cookie the app never asks who the user is, so the console stays clean', async ({
    page,
  }) => {
    const asked: string[] = []
    const errors: string[] = []
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === endpointUrl('getUser')) asked.push(r.url())
    })
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    for (const path of ['/', '/auth/login', '/auth/register', '/portal/listings']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    }
    await expect(page).toHaveURL(/\/auth\/login/)
    expect(asked).toEqual([])
    expect(errors).toEqual([])
  })

  test('my area sends the visitor to login as well', async ({ page }) => {
    await page.goto('/portal/my/listings')
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fportal%2Fmy%2Flistings$/)
  })

  test('the admin area does not reveal itself: the visitor goes to login like for any portal page', async ({
    page,
  }) => {
    await page.goto('/portal/admin')
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fportal%2Fadmin$/)
  })

  test('onboarding sends the visitor to login', async ({ page }) => {
    await page.goto('/onboarding/watchdog')
    await expect(page).toHaveURL(/\/auth\/login$/)
  })

  test('the sign-in pages are open to visitors', async ({ page }) => {
    for (const [path, title] of [
      ['/auth/register', 'Registrace | Přihlášení'],
      ['/auth/reset-pass', 'Obnova hesla | Přihlášení'],
    ] as const) {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
    }
  })
})

test.describe('user (role USER)', () => {
  test.beforeEach(async ({ page }) => {
    await login(page, DEMO.user)
  })

  test('the sign-in pages send a signed-in user to the portal', async ({ page }) => {
    await page.goto('/auth/register')
    await expect(page).toHaveURL(/\/portal$/)
  })

  test('the portal opens with its title and breadcrumbs', async ({ page }) => {
    await page.goto('/portal/help')
    await expect(page).toHaveTitle('Nápověda | Portál')
    await expect(page.getByRole('heading', { level: 1, name: 'Nápověda' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Drobečková navigace' })).toBeVisible()
  })

  test('my area and documents send a USER to the profile with the verified-only toast', async ({ page }) => {
    await page.goto('/portal/my/listings')
    await expect(page).toHaveURL(/\/portal\/profile$/)
    await expect(toast(page, MSG.verifiedOnly)).toBeVisible()
    await page.goto('/portal/documents')
    await expect(page).toHaveURL(/\/portal\/profile$/)
  })

  test('the admin area is a fatal 404 error page', async ({ page }) => {
    await page.goto('/portal/admin/listings?x=1')
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible()
    await expect(page.getByText('Page Not Found: /portal/admin/listings')).toBeVisible()
    await expect(page.getByRole('link', { name: 'Domů' })).toHaveAttribute('href', '/portal')
  })

  test('onboarding sends a user who finished it to the portal', async ({ page }) => {
    await page.goto('/onboarding/personal')
    await expect(page).toHaveURL(/\/portal$/)
  })
})

test.describe('verified user', () => {
  test('opens my area and documents, not the admin area', async ({ page }) => {
    await login(page, DEMO.verified)
    await page.goto('/portal/my/listings')
    await expect(page.getByRole('heading', { level: 1, name: 'Moje příležitosti' })).toBeVisible()
    await page.goto('/portal/documents')
    await expect(page.getByRole('heading', { level: 1, name: 'Dokumenty' })).toBeVisible()
    await page.goto('/portal/admin')
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible()
  })

  test('own offers are addressed by numeric id only', async ({ page }) => {
    await login(page, DEMO.verified)
    // Demo listing 12 belongs to the verified demo user (when it is someone else's, the page says it is not found).
    const res = await page.request.get(endpointUrl('getOffer', { params: { id: 12 } }))
    const offer = res.ok() ? ((await res.json()) as { kind: string; pubName: string; isOwn: boolean }) : null
    await page.goto('/portal/my/listings/12')
    if (offer?.isOwn && offer.kind === 'LISTING') {
      await expect(page.getByRole('heading', { level: 1, name: offer.pubName })).toBeVisible()
      await expect(page.getByRole('button', { name: 'Spravovat' })).toBeVisible()
    } else {
      await expect(page.getByText('Nabídka nenalezena')).toBeVisible()
    }
    await page.goto('/portal/my/listings/abc')
    await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible()
    await expect(page.getByText('Page not found: /portal/my/listings/abc')).toBeVisible()
  })
})

test.describe('admin', () => {
  test('opens the admin area and my area', async ({ page }) => {
    await login(page, DEMO.admin)
    await page.goto('/portal/admin')
    await expect(page).toHaveTitle('Administrace | Portál')
    await expect(page.getByRole('heading', { level: 1, name: 'Administrace' })).toBeVisible()
    await page.goto('/portal/my')
    await expect(page.getByRole('heading', { level: 1, name: 'Moje nabídky' })).toBeVisible()
  })
})

test('a new user may enter onboarding; the onboarding pages carry their titles', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request)
  await login(page, user.email, user.password)
  await page.goto('/onboarding/watchdog')
  await expect(page).toHaveTitle('Hlídací pes')
  await expect(page.getByRole('heading', { level: 1, name: 'Hlídací pes' })).toBeVisible()
})

test('an unknown route shows the 404 page with the spec message; Zpět returns', async ({ page }) => {
  await page.goto('/pricing')
  await page.goto('/tady-nic-neni')
  await expect(page.getByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible()
  await expect(page.getByText('Page not found: /tady-nic-neni')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Domů' })).toHaveAttribute('href', '/')
  await page.getByRole('button', { name: 'Zpět' }).click()
  await expect(page).toHaveURL(/\/pricing$/)
})

test('a trailing slash is removed by redirect', async ({ page }) => {
  await page.goto('/auth/login/')
  await expect(page).toHaveURL(/\/auth\/login$/)
  await page.goto('/pricing/')
  await expect(page).toHaveURL(/\/pricing$/)
})

test('landing pages are pre-rendered: their text is in the HTML without JavaScript', async ({ request }) => {
  for (const [path, text] of [
    ['/', 'Investiční'],
    ['/pricing', 'Ceník'],
    ['/spotter', 'Tipař'],
    ['/legal/vop', 'obchodní podmínky'],
  ] as const) {
    const res = await request.get(path)
    expect(res.status()).toBe(200)
    expect(await res.text()).toContain(text)
  }
})
