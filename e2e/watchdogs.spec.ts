import type { APIRequestContext, Page } from '@playwright/test'
import { endpointUrl } from '@rg/domain/contract'
import { expect, test } from './fixtures.ts'
import { createConfirmedUser, DEMO, decideCookies, login, signedIn } from './helpers.ts'

/*
 * Issue 19 end to end: a user creates a watchdog for "Jihomoravský, Nemovitost, do 10 000 000 Kč, ihned"; an owner's
 * matching listing is approved; the alert reaches the outbox and the bell shows 1 without a reload; the owner lowers
 * the price, it is approved again, and a price-drop alert carries both prices; the one-click unsubscribe link pauses
 * the watchdog, so the next change alerts only a still-active control watchdog, not the unsubscribed one.
 */

const CSRF = { 'X-CSRF-Protection': '1', 'Content-Type': 'application/json' }
type Mail = { to: string; subject: string; text: string; headers?: Record<string, string> }

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  return ((await (await request.get('/dev/outbox')).json()) as Mail[]).filter((m) => m.to === to)
}

/** Waits (up to the promised minute) for a mail to `to` whose subject matches. */
async function waitForMail(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined
  await expect
    .poll(
      async () => {
        found = (await mailsTo(request, to)).find((m) => subject.test(m.subject))
        return Boolean(found)
      },
      { timeout: 60_000, intervals: [1_000] },
    )
    .toBe(true)
  return found as Mail
}

async function approve(admin: Page, id: number) {
  const res = await admin.request.post(`${endpointUrl('transitionOffer', { params: { id } })}`, {
    headers: CSRF,
    data: { action: 'approve' },
  })
  expect(res.status()).toBe(200)
}

test('a watchdog alerts at once, reports a price drop with both prices, and stops after one-click unsubscribe', async ({
  page,
  person,
}) => {
  const token = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`
  const name = `Byty v Brně ${token}`

  // The user creates the watchdog on /portal/watchdogs.
  const user = await createConfirmedUser(page.request)
  await decideCookies(page)
  await login(page, user.email, user.password)
  await page.goto('/portal/watchdogs')
  await expect(page.getByRole('heading', { level: 1, name: 'Hlídací psi' })).toBeVisible()
  await page.getByRole('button', { name: 'Přidat hlídacího psa' }).click()
  const form = page.getByRole('form', { name: 'Vytvořit hlídacího psa' })
  await form.getByLabel('Název').fill(`Jižní Morava ${token}`)
  await form.getByLabel('Nemovitost', { exact: true }).check()
  await form.getByLabel('Jihomoravský', { exact: true }).check()
  await form.getByLabel('Cena do (Kč)').fill('10 000 000')
  await form.getByLabel('Ihned').check()
  await form.getByRole('button', { name: 'Vytvořit hlídacího psa' }).click()
  await expect(page.getByRole('heading', { level: 2, name: `Jižní Morava ${token}` })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Zobrazit odpovídající nabídky' }).first()).toHaveAttribute(
    'href',
    /\/portal\/listings\?.*regions=CZ-64/,
  )
  const bell = page.getByTestId('notification-bell')
  await expect(bell).toHaveAccessibleName('Oznámení, žádná nepřečtená')

  // An owner's matching listing is approved by an admin.
  const owner = await signedIn(person, DEMO.verified)
  const admin = await signedIn(person, DEMO.admin)
  const created = await owner.request.post(endpointUrl('createOffer'), {
    headers: CSRF,
    data: {
      kind: 'LISTING',
      category: 'REAL_ESTATE',
      pubName: name,
      pubKeywords: ['byty'],
      pubDescription: 'Čtyři byty v centru Brna.',
      pubPrice: 9_000_000,
      city: 'Brno',
      region: 'CZ-64',
    },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { id: number }).id
  expect(
    (
      await owner.request.post(endpointUrl('submitOffer', { params: { id } }), { headers: CSRF, data: {} })
    ).status(),
  ).toBe(200)
  await approve(admin, id)

  // Within a minute: the e-mail in the outbox, and the bell shows 1 without reloading the page.
  const alert = await waitForMail(page.request, user.email, new RegExp(`Nová nabídka „${name}“`))
  expect(alert.text).toContain(`/portal/listings/${id}`)
  expect(alert.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  await expect(bell).toHaveAccessibleName('Oznámení, nepřečtených: 1', { timeout: 60_000 })
  // The bell's panel lists it; opening it shows the offer and reads the notification.
  await bell.click()
  await page.getByRole('menuitem', { name: /^Nepřečtené: Hlídací pes/ }).click()
  await expect(page).toHaveURL(new RegExp(`/portal/listings/${id}$`))
  await expect(bell).toHaveAccessibleName('Oznámení, žádná nepřečtená')

  // The owner lowers the price; the edit is approved again; the alert carries both prices.
  const edited = await owner.request.patch(`${endpointUrl('updateOffer', { params: { id } })}`, {
    headers: CSRF,
    data: { pubPrice: 8_000_000 },
  })
  expect(edited.status()).toBe(200)
  await approve(admin, id)
  const drop = await waitForMail(page.request, user.email, new RegExp(`„${name}“ zlevnila`))
  expect(drop.text).toMatch(/z 9\s000\s000\sKč na 8\s000\s000\sKč/)

  // The one-click unsubscribe link from the alert pauses the watchdog.
  const link = alert.headers?.['List-Unsubscribe']?.slice(1, -1) ?? ''
  expect(link).toMatch(/\/unsubscribe\/watchdog\//)
  await page.goto(link.replace(/^https?:\/\/[^/]+/, ''))
  await page.getByRole('button', { name: 'Odhlásit upozornění' }).click()
  await expect(page.getByRole('heading', { name: 'Upozornění odhlášena' })).toBeVisible()
  await page.goto('/portal/watchdogs')
  await expect(page.getByText('Pozastaveno')).toBeVisible()

  // A paused watchdog matches nothing. Counting right after the approval would pass even if unsubscribing had
  // failed (delivery runs every ~15 s), so the same user also has a still-active control watchdog for this offer:
  // once its alert has arrived, the job has handled that approval (both rows come from the same transaction and
  // are delivered in id order), and only then does "nothing new for the unsubscribed one" mean something.
  const control = `Kontrola ${token}`
  const controlCreated = await page.request.post(endpointUrl('createWatchdog'), {
    headers: CSRF,
    data: { name: control, keywords: [token], frequency: 'IMMEDIATE' },
  })
  expect(controlCreated.status()).toBe(201)
  await owner.request.patch(`${endpointUrl('updateOffer', { params: { id } })}`, {
    headers: CSRF,
    data: { pubPrice: 7_000_000 },
  })
  await approve(admin, id)
  const controlMail = await waitForMail(page.request, user.email, new RegExp(`^Hlídací pes „${control}“:`))
  expect(controlMail.subject).toContain(`„${name}“ zlevnila`)
  const titles = async () =>
    (
      (await (await page.request.get(endpointUrl('listNotifications'))).json()) as {
        items: Array<{ kind: string; title: string }>
      }
    ).items
      .filter((n) => n.kind === 'WATCHDOG_MATCH')
      .map((n) => n.title)
  await expect.poll(async () => (await titles()).some((t) => t.includes(`„${control}“`))).toBe(true)
  const unsubscribed = `Hlídací pes „Jižní Morava ${token}“`
  expect((await titles()).filter((t) => t.startsWith(unsubscribed))).toHaveLength(2)
  expect(
    (await mailsTo(page.request, user.email)).filter((m) => m.subject.startsWith(unsubscribed)),
  ).toHaveLength(2)
})
