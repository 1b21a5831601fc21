import type { Page } from '@playwright/test'
import { endpointUrl } from '@rg/domain/contract'
import type { Person } from './fixtures.ts'
import { expect, test } from './fixtures.ts'
import { createConfirmedUser, DEMO, decideCookies, login, signedIn } from './helpers.ts'

/*
 * Issue 33 items 3 and 4 end to end: an investor unlocks a listing and writes to the owner, who replies from
 * /portal/messages; on a listing with an NDA and approval the investor accepts the NDA and asks for access (credits
 * reserved), the owner approves and the unlock is charged exactly once; a refusal gives the reserved credits back.
 * Every test makes its own listing and investors.
 */

const CSRF = { 'X-CSRF-Protection': '1' }

async function ledger(page: Page) {
  const res = await page.request.get(endpointUrl('getUser'))
  expect(res.status()).toBe(200)
  return (
    (await res.json()) as {
      creditTransactions: Array<{ amount: number; reason: string; offerId: number | null }>
    }
  ).creditTransactions
}
const balance = async (page: Page) => (await ledger(page)).reduce((sum, t) => sum + t.amount, 0)

/** A new confirmed investor on the portal, holding the welcome credits. */
async function investorPage(person: Person) {
  const page = await person()
  const user = await createConfirmedUser(page.request)
  await decideCookies(page)
  await login(page, user.email, user.password)
  await page.goto('/portal')
  await expect.poll(() => balance(page)).toBeGreaterThanOrEqual(100)
  return page
}

/** A published listing of the verified demo owner, through the API (the flows under test are the deal room's). */
async function publishedListing(owner: Page, admin: Page, name: string) {
  const created = await owner.request.post(endpointUrl('createOffer'), {
    headers: CSRF,
    data: { kind: 'LISTING', category: 'REAL_ESTATE', pubName: name, city: 'Jihlava', region: 'CZ-63' },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { id: number }).id
  expect(
    (
      await owner.request.post(endpointUrl('submitOffer', { params: { id } }), { headers: CSRF, data: {} })
    ).status(),
  ).toBe(200)
  const approved = await admin.request.post(endpointUrl('transitionOffer', { params: { id } }), {
    headers: CSRF,
    data: { action: 'approve' },
  })
  expect(approved.status()).toBe(200)
  return id
}

const token = () => `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`

test('an investor unlocks a listing and writes; the owner, who sees an anonymous investor, replies from Zprávy', async ({
  page,
  person,
}) => {
  const name = `Penzion Jihlava ${token()}`
  await decideCookies(page)
  await login(page, DEMO.verified)
  const admin = await signedIn(person, DEMO.admin)
  const id = await publishedListing(page, admin, name)

  const investor = await investorPage(person)
  await investor.goto(`/portal/listings/${id}`)
  await investor.getByRole('button', { name: /^Odemknout za/ }).click()
  await investor
    .getByRole('dialog', { name: 'Odemknout nabídku' })
    .getByRole('button', { name: /^Odemknout za/ })
    .click()
  const composer = investor.getByRole('textbox', { name: /Zpráva/ })
  await expect(composer).toBeVisible()
  await composer.fill('Dobrý den, jaká je obsazenost v sezóně?')
  await investor.getByRole('button', { name: 'Odeslat zprávu' }).click()
  await expect(investor.getByText('Dobrý den, jaká je obsazenost v sezóně?')).toBeVisible()

  // The owner: the unread count in the header, the thread with "Investor č. 1", a reply.
  await page.goto('/portal')
  // the header's link (the navigation's "Zprávy" carries the same count)
  const header = page.getByRole('banner')
  await expect(header.getByRole('link', { name: 'Zprávy 1 nepřečtená' })).toBeVisible()
  // (the product tour may cover the home page: the link's target is opened directly)
  expect(await header.getByRole('link', { name: 'Zprávy 1 nepřečtená' }).getAttribute('href')).toBe(
    '/portal/messages',
  )
  await page.goto('/portal/messages')
  await expect(page.getByRole('heading', { level: 1, name: 'Zprávy' })).toBeVisible()
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 2, name: 'Investor č. 1' })).toBeVisible()
  const thread = page.getByRole('list', { name: 'Zprávy' })
  await expect(thread.getByText('Dobrý den, jaká je obsazenost v sezóně?')).toBeVisible()
  await page.getByRole('textbox', { name: /Zpráva/ }).fill('Dobrý den, v létě přes 80 %.')
  await page.getByRole('button', { name: 'Odeslat zprávu' }).click()
  await expect(thread.getByText('Dobrý den, v létě přes 80 %.')).toBeVisible()

  // The investor reads the reply on the listing's page.
  await investor.reload()
  await expect(investor.getByText('Dobrý den, v létě přes 80 %.')).toBeVisible()
})

test('NDA and approval: the investor accepts and asks (credits reserved), the owner approves, charged exactly once; a refusal gives the credits back', async ({
  page,
  person,
}) => {
  await decideCookies(page)
  await login(page, DEMO.verified)
  const admin = await signedIn(person, DEMO.admin)
  const id = await publishedListing(page, admin, `Výrobní hala Třebíč ${token()}`)

  // The owner asks for both on the offer's own page.
  await page.goto(`/portal/my/listings/${id}`)
  await page.getByRole('checkbox', { name: /Vyžadovat dohodu o mlčenlivosti/ }).click()
  await expect(page.getByRole('checkbox', { name: /Vyžadovat dohodu o mlčenlivosti/ })).toBeChecked()
  await page.getByRole('checkbox', { name: /Schvalovat každého investora/ }).click()
  await expect(page.getByRole('checkbox', { name: /Schvalovat každého investora/ })).toBeChecked()

  const investor = await investorPage(person)
  const start = await balance(investor)
  await investor.goto(`/portal/listings/${id}`)
  await expect(investor.getByRole('region', { name: 'Text dohody o mlčenlivosti' })).toBeVisible()
  await investor.getByRole('button', { name: 'Přijímám dohodu o mlčenlivosti' }).click()
  await expect(investor.getByRole('link', { name: 'Stáhnout PDF' })).toBeVisible()
  await investor.getByRole('button', { name: /Požádat o přístup/ }).click()
  await expect(investor.getByText('Čeká na schválení')).toBeVisible()
  expect(await balance(investor)).toBe(start - 50)

  // The owner approves; the unlock is charged once, the reservation released once.
  await page.reload()
  await page.getByRole('button', { name: 'Schválit' }).click()
  await expect(page.getByRole('list', { name: 'Žádosti investorů' }).getByText('Schváleno')).toBeVisible()
  await expect.poll(() => balance(investor)).toBe(start - 50)
  const steps = (await ledger(investor)).filter((t) => t.offerId === id).map((t) => `${t.reason} ${t.amount}`)
  expect(steps.sort()).toEqual(['ACCESS_RELEASE 50', 'ACCESS_RESERVE -50', 'LISTING_UNLOCK -50'])
  await investor.reload()
  await expect(investor.getByText('Nabídku máte odemčenou')).toBeVisible()

  // A second investor is refused: the reserved credits come back.
  const second = await investorPage(person)
  const secondStart = await balance(second)
  await second.goto(`/portal/listings/${id}`)
  await second.getByRole('button', { name: 'Přijímám dohodu o mlčenlivosti' }).click()
  await second.getByRole('button', { name: /Požádat o přístup/ }).click()
  await expect(second.getByText('Čeká na schválení')).toBeVisible()
  expect(await balance(second)).toBe(secondStart - 50)
  await page.reload()
  await page.getByRole('button', { name: 'Zamítnout' }).click()
  await expect(page.getByText('Zamítnuto')).toBeVisible()
  await expect.poll(() => balance(second)).toBe(secondStart)
  const secondSteps = (await ledger(second))
    .filter((t) => t.offerId === id)
    .map((t) => `${t.reason} ${t.amount}`)
  expect(secondSteps.sort()).toEqual(['ACCESS_RELEASE 50', 'ACCESS_RESERVE -50'])
})
