import type { Page } from '@playwright/test'
import { endpointUrl } from '@rg/domain/contract'
import { offerListResponseSchema } from '@rg/domain/offers'
import type { Person } from './fixtures.ts'
import { expect, test } from './fixtures.ts'
import { createConfirmedUser, DEMO, decideCookies, latestMail, login } from './helpers.ts'

/*
 * Issue 18 end to end: a visitor's tip reaches the operator's dashboard and inbox, is annotated and made into a
 * draft listing; a reported review is removed and its author told why.
 */

const CSRF = { 'X-CSRF-Protection': '1' }

/** A page of its own for another person in the test (e2e/fixtures.ts), the cookie bar decided. */
async function newPage(person: Person, forwardedFor?: string) {
  // the landing forms count per client address; this spec is a client of its own (playwright.config.ts)
  const page = await person({ forwardedFor })
  await decideCookies(page)
  return page
}

/** The number on the dashboard card of a queue. */
async function queueCount(admin: Page, label: string) {
  const card = admin
    .getByRole('listitem')
    .filter({ has: admin.getByRole('link', { name: label, exact: true }) })
  return Number((await card.locator('span').first().textContent())?.replace(/\s/g, ''))
}

test('a tip reaches the dashboard and the inbox and becomes a draft listing', async ({ person }) => {
  const token = `${Date.now() % 100_000}`
  const admin = await newPage(person)
  await login(admin, DEMO.admin)
  await admin.goto('/portal/admin')
  await expect(admin.getByRole('heading', { level: 1, name: 'Administrace' })).toBeVisible()
  await expect(admin.getByRole('link', { name: 'Nové tipy', exact: true })).toBeVisible()
  const before = await queueCount(admin, 'Nové tipy')

  const visitor = await newPage(person, '203.0.113.31')
  await visitor.goto('/spotter')
  await visitor.getByRole('textbox', { name: 'Jméno a příjmení' }).fill(`Tipař ${token}`)
  await visitor.getByRole('textbox', { name: 'E-mail' }).fill('tipar@example.cz')
  await visitor.getByRole('textbox', { name: 'Lokalita' }).fill('Jihlava')
  await visitor
    .getByRole('textbox', { name: 'Popis příležitosti' })
    .fill('Majitel bytového domu v Jihlavě zvažuje prodej bez realitní kanceláře.')
  await visitor.getByRole('checkbox', { name: /Souhlasím/ }).check()
  await visitor.getByRole('button', { name: 'Odeslat tip' }).click()
  await expect(visitor.getByRole('heading', { name: 'Děkujeme, tip jsme přijali' })).toBeVisible()

  await expect
    .poll(async () => {
      await admin.reload()
      await expect(admin.getByRole('link', { name: 'Nové tipy', exact: true })).toBeVisible()
      return queueCount(admin, 'Nové tipy')
    })
    .toBe(before + 1)

  await admin.getByRole('link', { name: 'Nové tipy', exact: true }).click()
  await expect(admin.getByRole('heading', { level: 1, name: 'Doručená pošta' })).toBeVisible()
  await admin.getByRole('link', { name: `Tipař ${token} – Jihlava` }).click()
  await expect(admin.getByRole('heading', { level: 2, name: `Tipař ${token}` })).toBeVisible()
  await admin.getByRole('textbox', { name: 'Poznámka administrátora' }).fill('Zavolat majiteli v pondělí.')
  await admin.getByRole('button', { name: 'Uložit' }).click()
  await expect(admin.getByText('Uloženo.', { exact: true })).toBeVisible()
  await admin.getByRole('button', { name: 'Vytvořit koncept nabídky' }).click()
  await expect(admin.getByText('Koncept nabídky byl vytvořen.')).toBeVisible()
  await expect(admin.getByText('Koncept nabídky z tipu', { exact: false })).toBeVisible()
  // the draft opens in the offer's admin detail
  await admin.getByRole('link', { name: /otevřít koncept č\. \d+/ }).click()
  await expect(admin).toHaveURL(/\/portal\/admin\/listings\/\d+$/)
  await expect(admin.getByRole('heading', { level: 1, name: 'Tip: Jihlava' })).toBeVisible()

  await admin.goto('/portal/admin')
  await expect(admin.getByRole('link', { name: 'Nové tipy', exact: true })).toBeVisible()
  expect(await queueCount(admin, 'Nové tipy')).toBe(before)
})

test('a reported review is removed by an admin and its author is told why', async ({ person }) => {
  const author = await newPage(person)
  const account = await createConfirmedUser(author.request)
  await login(author, account.email, account.password)
  const lastName = `Hodnotitel${Date.now() % 100_000}`
  for (const [path, data] of [
    [endpointUrl('onboardingPersonal'), { firstName: 'Karel', lastName, phone: '777 123 456', city: 'Brno' }],
    [endpointUrl('onboardingWatchdog'), { watchdog: null }],
    [endpointUrl('onboardingInvestment'), { preferences: null }],
  ] as const)
    expect((await author.request.put(path, { headers: CSRF, data })).status()).toBe(200)
  const services = offerListResponseSchema.parse(
    await (await author.request.get(`${endpointUrl('listOffers')}?kind=SERVICE`)).json(),
  )
  const service = services.items[0]
  if (!service) throw new Error('no published service in the demo data')
  const review = await author.request.put(endpointUrl('upsertMyReview', { params: { id: service.id } }), {
    headers: CSRF,
    data: { stars: 1, body: `Samí podvodníci ${lastName}!!!` },
  })
  expect(review.status()).toBe(200)

  // Another user reports it from the service's page.
  const reporter = await newPage(person)
  await login(reporter, DEMO.user)
  await reporter.goto(`/portal/services/${service.id}`)
  await reporter.getByRole('button', { name: `Nahlásit hodnocení: Karel ${lastName}` }).click()
  await reporter.getByRole('textbox', { name: 'Proč hodnocení nahlašujete?' }).fill('Urážky bez důkazů.')
  await reporter.getByRole('button', { name: 'Odeslat nahlášení' }).click()
  await expect(reporter.getByText('Děkujeme, hodnocení jsme předali ke kontrole.')).toBeVisible()

  // The admin sees it on the dashboard and removes it with a reason.
  const admin = await newPage(person)
  await login(admin, DEMO.admin)
  await admin.goto('/portal/admin')
  const reported = admin.getByRole('listitem').filter({ hasText: `Samí podvodníci ${lastName}` })
  await expect(reported).toContainText('Urážky bez důkazů.')
  await reported.getByRole('textbox', { name: /Důvod odstranění/ }).fill('Porušuje pravidla slušnosti.')
  await reported.getByRole('button', { name: 'Odstranit hodnocení' }).click()
  await expect(admin.getByText('Hodnocení bylo odstraněno a autor dostal zprávu.')).toBeVisible()
  await expect(admin.getByText(`Samí podvodníci ${lastName}`)).toBeHidden()

  const mail = await latestMail(author.request, account.email, /hodnocení bylo odstraněno/)
  expect(mail.text).toContain('Důvod: Porušuje pravidla slušnosti.')
  await author.goto('/portal/notifications')
  await expect(author.getByText('Vaše hodnocení bylo odstraněno').first()).toBeVisible()
})
