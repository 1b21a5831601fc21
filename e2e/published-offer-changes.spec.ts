import type { Page } from '@playwright/test'
import { endpointUrl } from '@rg/domain/contract'
import { expect, test } from './fixtures.ts'
import {
  createConfirmedUser,
  DEMO,
  decideCookies,
  latestMail,
  login,
  png,
  signedIn,
  toast,
} from './helpers.ts'

/*
 * Issue 35 items 1, 2 and 5 end to end: a published listing stays on the market when its photos are reordered, asks
 * before a new photo sends it back to approval (decision 1350); the operator pauses it with a reason the owner is told
 * and cannot simply undo (1351); an order mails its payment details (1353).
 */

const CSRF = { 'X-CSRF-Protection': '1' }

async function status(page: Page, id: number) {
  const res = await page.request.get(endpointUrl('getOffer', { params: { id } }))
  return ((await res.json()) as { status: string }).status
}

async function approve(admin: Page, id: number) {
  const res = await admin.request.post(endpointUrl('transitionOffer', { params: { id } }), {
    headers: CSRF,
    data: { action: 'approve' },
  })
  expect(res.status()).toBe(200)
}

test('a published listing: reordering keeps it on the market, a new photo asks first, the operator pauses it with a reason', async ({
  page,
  person,
}) => {
  const token = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`
  const name = `Byt Kroměříž ${token}`
  await decideCookies(page)
  await login(page, DEMO.verified)
  const admin = await signedIn(person, DEMO.admin)

  // A published listing with two photos, set up through the API.
  const created = await page.request.post(endpointUrl('createOffer'), {
    headers: CSRF,
    data: { kind: 'LISTING', category: 'REAL_ESTATE', pubName: name, city: 'Kroměříž', region: 'CZ-72' },
  })
  expect(created.status()).toBe(201)
  const id = ((await created.json()) as { id: number }).id
  for (const [file, rgb] of [
    ['ulice.png', [180, 90, 60]],
    ['dvur.png', [60, 120, 180]],
  ] as const) {
    const res = await page.request.post(endpointUrl('uploadOfferPhoto', { params: { id } }), {
      headers: CSRF,
      multipart: { file: { name: file, mimeType: 'image/png', buffer: png(64, 48, [...rgb]) } },
    })
    expect(res.status()).toBe(201)
  }
  expect(
    (
      await page.request.post(endpointUrl('submitOffer', { params: { id } }), { headers: CSRF, data: {} })
    ).status(),
  ).toBe(200)
  await approve(admin, id)

  // Reordering the photos keeps it published (decision 1350).
  await page.goto(`/portal/my/listings/${id}/edit`)
  await expect(page.getByRole('img', { name: 'Fotografie 2: dvur.png' })).toBeVisible()
  await page.getByRole('button', { name: 'Posunout dozadu: ulice.png' }).click()
  await expect(page.getByRole('img', { name: 'Fotografie 1: dvur.png' })).toBeVisible()
  expect(await status(page, id)).toBe('PUBLISHED')

  // A new photo asks first; "Nenahrávat" uploads nothing, the confirmed upload sends it to approval and says so.
  const photoInput = page.locator('input[type="file"]').nth(0)
  const photo = { name: 'zahrada.png', mimeType: 'image/png', buffer: png(64, 48, [90, 160, 90]) }
  await photoInput.setInputFiles(photo)
  const ask = page.getByRole('dialog', { name: 'Nahrát fotografii a odeslat nabídku ke schválení?' })
  await ask.getByRole('button', { name: 'Nenahrávat' }).click()
  await expect(ask).toBeHidden()
  expect(await status(page, id)).toBe('PUBLISHED')
  await photoInput.setInputFiles(photo)
  await ask.getByRole('button', { name: 'Nahrát a odeslat ke schválení' }).click()
  await expect(
    toast(page, 'Fotografie je nahraná. Nabídka čeká na schválení, do té doby ji ostatní neuvidí.'),
  ).toBeVisible()
  expect(await status(page, id)).toBe('PENDING')
  await approve(admin, id)

  // The operator pauses it with a reason (decision 1351).
  const reason = `Nahlášeno jako podvod, doložte vlastnictví (${token}).`
  await admin.goto(`/portal/admin/listings/${id}`)
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible()
  await admin.getByRole('button', { name: 'Pozastavit' }).click()
  const takedown = admin.getByRole('dialog', { name: 'Pozastavit zveřejněnou nabídku' })
  await takedown.getByRole('textbox', { name: /Důvod/ }).fill(reason)
  await takedown.getByRole('button', { name: 'Pozastavit' }).click()
  await expect(toast(admin, 'Nabídka je pozastavená. Vlastník dostal zprávu s důvodem.')).toBeVisible()
  await expect(admin.getByRole('button', { name: 'Pozastavit' })).toBeHidden()

  // The owner is told by e-mail and sees it at the offer, without "Obnovit".
  const mail = await latestMail(page.request, DEMO.verified, /pozastavena administrátorem/)
  expect(mail.subject).toBe(`Nabídka „${name}“ byla pozastavena administrátorem`)
  expect(mail.text).toContain(`Důvod: ${reason}`)
  await page.goto(`/portal/my/listings/${id}`)
  await expect(page.getByText(/Nabídku pozastavil administrátor/)).toBeVisible()
  await page.getByRole('button', { name: 'Spravovat' }).click()
  await expect(page.getByRole('menuitem', { name: 'Upravit' })).toBeVisible()
  await expect(page.getByRole('menuitem', { name: 'Obnovit' })).toHaveCount(0)
})

test('an order mails its payment details with the QR Platba code', async ({ page }) => {
  const user = await createConfirmedUser(page.request)
  await decideCookies(page)
  await login(page, user.email, user.password)
  const res = await page.request.post(endpointUrl('createOrder'), {
    headers: CSRF,
    data: { kind: 'CREDITS', credits: 300 },
  })
  expect(res.status()).toBe(201)
  const order = (await res.json()) as { id: string; variableSymbol: string }
  const mail = await latestMail(page.request, user.email, /Platební údaje/)
  expect(mail.text).toContain(`Variabilní symbol: ${order.variableSymbol}`)
  expect(mail.text).toContain(`/portal/credits/orders/${order.id}`)
  await page.goto('/dev/outbox.html')
  await expect(page.getByRole('img', { name: 'qr-platba.png' }).first()).toBeVisible()
})

test('an uploaded avatar shows on the profile (96 px) and on the owner’s business card (56 px), /img answering 200', async ({
  page,
  person,
}) => {
  // Issue 35 item 3: the profile and the business card asked /img for sizes its allow-list refused (400).
  const owner = await signedIn(person, 'vladimir.marek@example.cz')
  const mine = await owner.request.get(endpointUrl('listMyOffers', { query: { kind: 'SERVICE' } }))
  expect(mine.status()).toBe(200)
  const service = ((await mine.json()) as { items: { id: number; status: string }[] }).items.find(
    (o) => o.status === 'PUBLISHED',
  )
  expect(service, 'the seeded provider has a published service').toBeDefined()

  const imgAnswers = (p: Page) => {
    const seen: { url: string; status: number }[] = []
    p.on('response', (r) => {
      if (new URL(r.url()).pathname === '/img') seen.push({ url: r.url(), status: r.status() })
    })
    return seen
  }
  const loaded = async (img: ReturnType<Page['getByRole']>) => {
    await expect(img).toBeVisible()
    await expect.poll(() => img.evaluate((el) => (el as HTMLImageElement).naturalWidth)).toBeGreaterThan(0)
  }

  const ownerImages = imgAnswers(owner)
  await owner.goto('/portal/profile')
  await owner
    .getByLabel(/^Nahrát fotografii/)
    .setInputFiles({ name: 'portret.png', mimeType: 'image/png', buffer: png(300, 200, [200, 120, 80]) })
  await expect(owner.getByText('Fotografie byla nahrána.')).toBeVisible()
  const profileCard = owner.getByRole('region', { name: 'Profilová fotografie' })
  const onProfile = profileCard.getByRole('img', { name: 'Vladimír Marek' })
  await loaded(onProfile)
  // 96 CSS pixels, drawn from the 2x rendition
  expect(await onProfile.getAttribute('src')).toMatch(/[?&]w=192&h=192&/)
  expect((await onProfile.boundingBox())?.width).toBeCloseTo(96, 0)

  // Another signed-in user sees the provider's business card on the service, with the picture.
  await decideCookies(page)
  await login(page, DEMO.user)
  const viewerImages = imgAnswers(page)
  await page.goto(`/portal/services/${service?.id}`)
  const onCard = page.getByRole('img', { name: 'Vladimír Marek' }).first()
  await loaded(onCard)
  expect(await onCard.getAttribute('src')).toMatch(/[?&]w=112&h=112&/)
  expect((await onCard.boundingBox())?.width).toBeCloseTo(56, 0)

  const avatars = [...ownerImages, ...viewerImages].filter((r) => r.url.includes('avatars'))
  expect(avatars.length).toBeGreaterThan(0)
  expect(avatars.filter((r) => r.status !== 200)).toEqual([])
})
