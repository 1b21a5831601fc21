import type { Page } from '@playwright/test'
import { endpointUrl } from '@rg/domain/contract'
import type { Person } from './fixtures.ts'
import { expect, test } from './fixtures.ts'
import { createConfirmedUser, DEMO, decideCookies, login, signedIn, toast } from './helpers.ts'

/*
 * Issue 33's "Done when" as one journey (docs/product/deal-room.md, docs/product/credits.md "Fair credits"): an owner
 * drafts an offer and sees the demand number change with the price; an investor unlocks with sharing on and writes; the
 * owner sees the lead with the name, replies and saves the lead to contacts; the investor reports the thread and an
 * admin reads it (audited) and closes the report; a second investor unlocks anonymously; an offer with NDA and approval
 * reserves, approves and charges exactly once (and a refusal releases); a pause within 7 days returns the credits once.
 * Every wait is on a condition.
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
const stepsOn = async (page: Page, offerId: number) =>
  (await ledger(page))
    .filter((t) => t.offerId === offerId)
    .map((t) => `${t.reason} ${t.amount}`)
    .sort()

/** A fresh confirmed user signed in on the portal with the welcome credits. */
async function investor(person: Person) {
  const page = await person()
  const user = await createConfirmedUser(page.request)
  await decideCookies(page)
  await login(page, user.email, user.password)
  await page.goto('/portal')
  await expect.poll(() => balance(page)).toBeGreaterThanOrEqual(100)
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

/** A published listing of the verified demo owner, through the API. */
async function publishedListing(owner: Page, admin: Page, name: string) {
  const created = await owner.request.post(endpointUrl('createOffer'), {
    headers: CSRF,
    data: { kind: 'LISTING', category: 'REAL_ESTATE', pubName: name, city: 'Třebíč', region: 'CZ-63' },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { id: number }).id
  const submitted = await owner.request.post(endpointUrl('submitOffer', { params: { id } }), {
    headers: CSRF,
    data: {},
  })
  expect(submitted.status()).toBe(200)
  await approve(admin, id)
  return id
}

async function approve(admin: Page, id: number) {
  const approved = await admin.request.post(endpointUrl('transitionOffer', { params: { id } }), {
    headers: CSRF,
    data: { action: 'approve' },
  })
  expect(approved.status()).toBe(200)
}

test('the deal room journey: demand, a shared and an anonymous lead, messages, a report the admin reads, NDA and approval charged once, a pause refunds once', async ({
  page,
  person,
}) => {
  // the longest journey: three times the cap every test has (playwright.config.ts)
  test.slow()
  const token = `obchod${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`
  const name = `Penzion Jihlava ${token}`
  const admin = await signedIn(person, DEMO.admin)

  // An investor watches for exactly this: real estate in Vysočina up to 5 million with the token as a keyword.
  const sharer = await investor(person)
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

  // 1. The owner drafts: the demand number counts that watchdog at 4 million and not at 9 million.
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
  await approve(admin, id)

  // 2. The investor unlocks with sharing on and writes from the listing's page.
  const sharerBefore = await balance(sharer.page)
  await unlock(sharer.page, id, true)
  expect(await balance(sharer.page)).toBe(sharerBefore - 50)
  const question = 'Dobrý den, jaká je obsazenost v sezóně?'
  await sharer.page.getByRole('textbox', { name: /Zpráva/ }).fill(question)
  await expect(sharer.page.getByRole('checkbox', { name: /Sdílet můj kontakt s vlastníkem/ })).toBeChecked()
  await sharer.page.getByRole('button', { name: 'Odeslat zprávu' }).click()
  await expect(sharer.page.getByRole('list', { name: 'Zprávy' }).getByText(question)).toBeVisible()

  // 3. The owner: "Zprávy" with the unread count in the header and the navigation; the lead with the name.
  await page.goto(`/portal/my/listings/${id}`)
  await expect(page.getByRole('banner').getByRole('link', { name: /^Zprávy \d+ nepřečten/ })).toBeVisible()
  await expect(
    page.getByRole('navigation', { name: 'Portál' }).getByRole('link', { name: /^Zprávy \d+ nepřečten/ }),
  ).toHaveAttribute('href', '/portal/messages')
  const leads = page.getByRole('region', { name: 'Zájemci' })
  await expect(leads.getByTestId('lead-name')).toHaveText([sharer.email])
  await leads.getByRole('button', { name: 'Uložit do kontaktů' }).click()
  await expect(toast(page, 'Zájemce je uložen v kontaktech.')).toBeVisible()
  await expect(leads.getByText('Uloženo v kontaktech')).toBeVisible()
  const contacts = (await (
    await page.request.get(endpointUrl('listContacts', { query: { q: sharer.email } }))
  ).json()) as { items: Array<{ email: string | null }> }
  expect(contacts.items.map((c) => c.email)).toContain(sharer.email)

  // ... and replies from Zprávy, where the sharing investor is named.
  await page.goto('/portal/messages')
  await page
    .getByRole('button', { name: new RegExp(name) })
    .first()
    .click()
  await expect(page.getByRole('heading', { level: 2, name: sharer.email })).toBeVisible()
  const ownerThread = page.getByRole('list', { name: 'Zprávy' })
  await expect(ownerThread.getByText(question)).toBeVisible()
  const answer = 'Dobrý den, v létě přes 80 %. Zálohu pošlete prosím na můj soukromý účet.'
  await page.getByRole('textbox', { name: /Zpráva/ }).fill(answer)
  await page.getByRole('button', { name: 'Odeslat zprávu' }).click()
  await expect(ownerThread.getByText(answer)).toBeVisible()

  // 4. The investor reads the reply and reports the thread; an admin reads it in the inbox (audited) and closes it.
  await sharer.page.reload()
  await expect(sharer.page.getByRole('list', { name: 'Zprávy' }).getByText(answer)).toBeVisible()
  await sharer.page.getByRole('button', { name: 'Nahlásit' }).click()
  const reason = `Záloha mimo platformu ${token}`
  await sharer.page.getByRole('textbox', { name: 'Co je na konverzaci špatně?' }).fill(reason)
  await sharer.page.getByRole('button', { name: 'Odeslat administrátorům' }).click()
  await expect(sharer.page.getByText('Nahlášeno administrátorům')).toBeVisible()

  await admin.goto('/portal/admin/inbox?kind=THREAD_REPORT')
  await admin.getByRole('link', { name: new RegExp(`Konverzace k nabídce „${name}“`) }).click()
  const report = admin.getByRole('article')
  await expect(report.getByText(reason)).toBeVisible()
  await expect(report.getByRole('list', { name: 'Zprávy konverzace' })).toHaveCount(0)
  await report.getByRole('button', { name: 'Přečíst konverzaci' }).click()
  const read = report.getByRole('list', { name: 'Zprávy konverzace' })
  await expect(read.getByRole('listitem')).toHaveCount(2)
  await expect(read.getByRole('listitem').nth(1)).toContainText(answer)
  await report.getByRole('button', { name: 'Uzavřít nahlášení' }).click()
  await expect(admin.getByText('Stav je uložen: Vyřízeno.')).toBeVisible()
  await expect(report.getByText('Nahlášení je uzavřeno.')).toBeVisible()

  // 5. A second investor unlocks anonymously: the owner sees a number, not a name.
  const quiet = await investor(person)
  const quietBefore = await balance(quiet.page)
  await unlock(quiet.page, id, false)
  expect(await balance(quiet.page)).toBe(quietBefore - 50)
  await page.goto(`/portal/my/listings/${id}`)
  await expect(leads.getByTestId('lead-name')).toHaveText([/^Investor č\. 2$/, sharer.email])

  // 6. An offer with NDA and approval: the NDA accepted, the request reserves, the approval charges exactly once.
  const dealId = await publishedListing(page, admin, `Výrobní hala Třebíč ${token}`)
  await page.goto(`/portal/my/listings/${dealId}`)
  // each box saves the terms and then shows the saved answer
  for (const label of [/Vyžadovat dohodu o mlčenlivosti/, /Schvalovat každého investora/]) {
    await page.getByRole('checkbox', { name: label }).click()
    await expect(page.getByRole('checkbox', { name: label })).toBeChecked()
  }

  const asking = await investor(person)
  const askingBefore = await balance(asking.page)
  await asking.page.goto(`/portal/listings/${dealId}`)
  await expect(asking.page.getByRole('region', { name: 'Text dohody o mlčenlivosti' })).toBeVisible()
  await asking.page.getByRole('button', { name: 'Přijímám dohodu o mlčenlivosti' }).click()
  await expect(asking.page.getByRole('link', { name: 'Stáhnout PDF' })).toBeVisible()
  await asking.page.getByRole('button', { name: /Požádat o přístup/ }).click()
  await expect(asking.page.getByText('Čeká na schválení')).toBeVisible()
  expect(await balance(asking.page)).toBe(askingBefore - 50)
  expect(await stepsOn(asking.page, dealId)).toEqual(['ACCESS_RESERVE -50'])

  await page.reload()
  await page.getByRole('button', { name: 'Schválit' }).click()
  await expect(page.getByRole('list', { name: 'Žádosti investorů' }).getByText('Schváleno')).toBeVisible()
  await expect.poll(() => stepsOn(asking.page, dealId)).toHaveLength(3)
  expect(await stepsOn(asking.page, dealId)).toEqual([
    'ACCESS_RELEASE 50',
    'ACCESS_RESERVE -50',
    'LISTING_UNLOCK -50',
  ])
  expect(await balance(asking.page)).toBe(askingBefore - 50)
  // a second decision on the same request is refused and charges nothing
  const requests = (await (
    await page.request.get(endpointUrl('listOfferAccess', { params: { id: dealId } }))
  ).json()) as { items: Array<{ requestId: string | null }> }
  const requestId = requests.items.find((i) => i.requestId)?.requestId as string
  const again = await page.request.post(
    endpointUrl('decideOfferAccess', { params: { id: dealId, requestId } }),
    { headers: CSRF, data: { decision: 'APPROVE' } },
  )
  expect(again.status()).toBe(409)
  expect(await stepsOn(asking.page, dealId)).toHaveLength(3)
  await asking.page.reload()
  await expect(asking.page.getByText('Nabídku máte odemčenou')).toBeVisible()

  // 7. The owner pauses the first offer within 7 days: both unlocks come back once, with a notification.
  await page.goto(`/portal/my/listings/${id}`)
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
  // resuming and pausing again refunds nothing more
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
  await page.reload()
  await expect(page.getByRole('region', { name: 'Zájemci' }).getByText('Kredity vráceny')).toHaveCount(2)
})
