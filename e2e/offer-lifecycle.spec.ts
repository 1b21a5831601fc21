import type { Page } from '@playwright/test'
import { endpointUrl } from '@rg/domain/contract'
import type { Person } from './fixtures.ts'
import { expect, test } from './fixtures.ts'
import { createConfirmedUser, DEMO, decideCookies, login, png, signedIn, toast } from './helpers.ts'

/*
 * Issue 7 end to end: a verified user creates a listing with photos and a PDF, an admin rejects it with a reason,
 * the owner fixes and resubmits it, the admin approves it, and another user finds it without diacritics, unlocks it
 * for exactly 50 credits and downloads the PDF. Every test makes its own users and offers, so the order of tests and
 * of the demo data does not matter.
 */

const CSRF = { 'X-CSRF-Protection': '1' }

/** A minimal valid one-page PDF with a correct cross-reference table. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 72 720 Td (${text}) Tj ET`
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ]
  let out = '%PDF-1.4\n'
  const offsets: number[] = []
  objects.forEach((body, i) => {
    offsets.push(out.length)
    out += `${i + 1} 0 obj\n${body}\nendobj\n`
  })
  const xref = out.length
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`
  return Buffer.from(out, 'latin1')
}

/** The signed-in user's credit balance from GET /api/user. */
async function balance(page: Page): Promise<number> {
  const res = await page.request.get(endpointUrl('getUser'))
  expect(res.status()).toBe(200)
  const user = (await res.json()) as { creditTransactions: Array<{ amount: number }> }
  return user.creditTransactions.reduce((sum, t) => sum + t.amount, 0)
}

/** A confirmed user signed in on the portal, holding the welcome credits. */
async function buyerPage(person: Person) {
  const page = await person()
  const user = await createConfirmedUser(page.request)
  await decideCookies(page)
  await login(page, user.email, user.password)
  await page.goto('/portal')
  // The portal grants the welcome credits on the first visit.
  await expect.poll(() => balance(page)).toBeGreaterThanOrEqual(100)
  return page
}

async function pick(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click()
  await page.getByRole('option', { name: option, exact: true }).click()
}

test('a listing goes from draft through rejection and approval to a buyer who unlocks it for 50 credits, and an edit sends it back to approval', async ({
  page,
  person,
}) => {
  const token = `${Date.now() % 1_000_000}${Math.floor(Math.random() * 90 + 10)}`
  const name = `Činžovní dům Třebíč ${token}`
  const secret = `Prodej kvůli odchodu do zahraničí, nájemníci platí řádně (${token}).`
  const street = `Karlovo náměstí ${token}`
  const reason = 'Doplňte prosím popis stavu střechy a výnos.'

  // The owner creates the draft.
  await decideCookies(page)
  await login(page, DEMO.verified)
  await page.goto('/portal/my/listings/create')
  await expect(page.getByRole('heading', { level: 1, name: 'Nová příležitost' })).toBeVisible()
  await pick(page, /Kategorie/, 'Nemovitost')
  await page.getByRole('textbox', { name: /^Název/ }).fill(name)
  await page.getByRole('textbox', { name: /^Podtitul/ }).fill('Šest bytů u Zámku')
  await page.getByRole('textbox', { name: /^Klíčová slova/ }).fill('činžovní dům, výnos')
  await page.getByRole('textbox', { name: /^Veřejný popis/ }).fill('Cihlový dům se šesti byty a zahradou.')
  await page.getByRole('textbox', { name: /^Cena/ }).fill('8900000')
  await page.getByRole('textbox', { name: /^Ulice/ }).fill(street)
  await page.getByRole('textbox', { name: /^Obec/ }).fill('Třebíč')
  await page.getByRole('textbox', { name: /^PSČ/ }).fill('67401')
  await pick(page, /Kraj/, 'Kraj Vysočina')
  await page.getByRole('textbox', { name: /^Neveřejný popis/ }).fill(secret)
  await page.getByRole('button', { name: 'Uložit koncept' }).click()

  await expect(page).toHaveURL(/\/portal\/my\/listings\/\d+\/edit$/)
  const id = Number(page.url().match(/listings\/(\d+)\/edit/)?.[1])
  await expect(page.getByRole('heading', { level: 1, name: 'Upravit příležitost' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: /^Název/ })).toHaveValue(name)
  // the postcode reads as everywhere else
  await expect(page.getByRole('textbox', { name: /^PSČ/ })).toHaveValue('674 01')

  // Photos and the PDF upload once the draft exists.
  const [photoInput, documentInput] = [
    page.locator('input[type="file"]').nth(0),
    page.locator('input[type="file"]').nth(1),
  ]
  await photoInput.setInputFiles([
    { name: 'ulice.png', mimeType: 'image/png', buffer: png(64, 48, [180, 90, 60]) },
    { name: 'dvur.png', mimeType: 'image/png', buffer: png(64, 48, [60, 120, 180]) },
  ])
  await expect(page.getByRole('img', { name: 'Fotografie 2: dvur.png' })).toBeVisible()
  await documentInput.setInputFiles({
    name: 'Memorandum Třebíč.pdf',
    mimeType: 'application/pdf',
    buffer: pdf(`Memorandum ${token}`),
  })
  await expect(page.getByRole('list', { name: 'Nahrané soubory' })).toContainText('Memorandum Třebíč.pdf')
  await expect
    .poll(async () => {
      const offer = (await (await page.request.get(endpointUrl('getOffer', { params: { id } }))).json()) as {
        photos: unknown[]
        documents: unknown[]
      }
      return [offer.photos.length, offer.documents.length]
    })
    .toEqual([2, 1])
  // a file the server refuses stays explained, but is not counted, offers no retry and cannot become the cover
  await photoInput.setInputFiles({ name: 'falesna.png', mimeType: 'image/png', buffer: pdf('not an image') })
  await expect(page.getByRole('alert').filter({ hasText: 'falesna.png' })).toBeVisible()
  await expect(page.getByText('2 / 30')).toBeVisible()
  await expect(page.getByRole('button', { name: 'Zkusit znovu' })).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Nastavit jako titulní: falesna.png' })).toHaveCount(0)
  // the photos keep their file names after a reload
  await page.reload()
  await expect(page.getByRole('img', { name: 'Fotografie 1: ulice.png' })).toBeVisible()
  await expect(page.getByRole('img', { name: 'Fotografie 2: dvur.png' })).toBeVisible()

  // Draft saved again, then submitted.
  await page.getByRole('button', { name: 'Uložit koncept' }).click()
  await expect(page.getByText('Změny jsou uložené.', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Odeslat ke schválení' }).click()
  await expect(page).toHaveURL(new RegExp(`/portal/my/listings/${id}$`))
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText(/čeká na schválení administrátorem/)).toBeVisible()

  // The admin rejects it with a reason.
  const admin = await signedIn(person, DEMO.admin)
  await admin.goto(`/portal/admin/listings/${id}`)
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible()
  await admin.getByRole('button', { name: 'Zamítnout' }).click()
  const rejectDialog = admin.getByRole('dialog', { name: 'Zamítnout nabídku' })
  await rejectDialog.getByRole('textbox', { name: /Důvod zamítnutí/ }).fill(reason)
  await rejectDialog.getByRole('button', { name: 'Zamítnout' }).click()
  await expect(admin.getByText(`Zamítnuto. Důvod: ${reason}`)).toBeVisible()

  // The owner sees the reason, edits and resubmits.
  await page.goto(`/portal/my/listings/${id}`)
  await expect(page.getByText('Nabídka byla zamítnuta.')).toBeVisible()
  await expect(page.getByText(`Důvod: ${reason}`).first()).toBeVisible()
  await page.getByRole('button', { name: 'Spravovat' }).click()
  await page.getByRole('menuitem', { name: 'Upravit' }).click()
  await expect(page).toHaveURL(new RegExp(`/portal/my/listings/${id}/edit$`))
  const description = page.getByRole('textbox', { name: /^Veřejný popis/ })
  await expect(description).toHaveValue('Cihlový dům se šesti byty a zahradou.')
  await description.fill('Cihlový dům se šesti byty a zahradou, střecha po opravě v roce 2023, výnos 5,2 %.')
  await page.getByRole('button', { name: 'Odeslat ke schválení' }).click()
  await expect(page).toHaveURL(new RegExp(`/portal/my/listings/${id}$`))
  await expect(page.getByText(/čeká na schválení administrátorem/)).toBeVisible()

  // The admin approves.
  await admin.goto(`/portal/admin/listings/${id}`)
  await expect(admin.getByText(/střecha po opravě v roce 2023/)).toBeVisible()
  await admin.getByRole('button', { name: 'Schválit' }).click()
  await expect(admin.getByRole('button', { name: 'Schválit' })).toBeHidden()
  await expect(admin.getByText('Zveřejněno', { exact: true }).first()).toBeVisible()

  // Another user finds it without diacritics and unlocks it for exactly 50 credits.
  const buyer = await buyerPage(person)
  const before = await balance(buyer)
  await buyer.goto('/portal/listings')
  await buyer.getByRole('searchbox', { name: 'Hledat v nabídkách' }).fill(`cinzovni dum trebic ${token}`)
  await buyer.getByRole('button', { name: 'Hledat' }).click()
  const results = buyer.getByRole('list', { name: 'Investiční příležitosti' })
  const link = results.getByRole('link', { name })
  await expect(link).toBeVisible()
  await link.click()
  await expect(buyer.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(buyer.getByText(secret)).toBeHidden()
  await buyer.getByRole('button', { name: /^Odemknout za/ }).click()
  const dialog = buyer.getByRole('dialog', { name: 'Odemknout nabídku' })
  await dialog.getByRole('button', { name: /^Odemknout za/ }).click()
  await expect(dialog).toBeHidden()
  await expect(buyer.getByText(secret)).toBeVisible()
  await expect(buyer.getByText(street)).toBeVisible()
  expect(await balance(buyer)).toBe(before - 50)

  // The PDF downloads with its real content.
  const downloading = buyer.waitForEvent('download')
  await buyer.getByRole('list', { name: 'Dokumenty ke stažení' }).getByRole('link').first().click()
  const download = await downloading
  const stream = await download.createReadStream()
  const chunks: Buffer[] = []
  for await (const chunk of stream) chunks.push(chunk as Buffer)
  expect(Buffer.concat(chunks).subarray(0, 5).toString('latin1')).toBe('%PDF-')

  // A second unlock and another visit cost nothing.
  const again = await buyer.request.post(endpointUrl('unlockOffer', { params: { id } }), { headers: CSRF })
  expect(again.status()).toBe(200)
  expect(((await again.json()) as { charged: number }).charged).toBe(0)
  await buyer.goto(`/portal/listings/${id}`)
  await expect(buyer.getByText(secret)).toBeVisible()
  await expect(buyer.getByRole('button', { name: /^Odemknout za/ })).toBeHidden()
  expect(await balance(buyer)).toBe(before - 50)

  // The owner edits the published listing: told before the save that it goes back to approval, and after it where
  // the listing stands (docs/decisions/1003-edit-published-offer.md).
  await page.goto(`/portal/my/listings/${id}/edit`)
  await expect(page.getByText(/Po uložení změn se nabídka znovu odešle ke schválení/)).toBeVisible()
  await page.getByRole('textbox', { name: /^Podtitul/ }).fill('Šest bytů u Zámku, nová střecha')
  await page.getByRole('button', { name: 'Uložit změny' }).click()
  const confirm = page.getByRole('dialog', { name: 'Uložit a odeslat nabídku ke schválení?' })
  await confirm.getByRole('button', { name: 'Zpět k úpravám' }).click()
  await expect(confirm).toBeHidden()
  await expect(page).toHaveURL(new RegExp(`/portal/my/listings/${id}/edit$`))
  await page.getByRole('button', { name: 'Uložit změny' }).click()
  await confirm.getByRole('button', { name: 'Uložit a odeslat ke schválení' }).click()
  await expect(
    toast(page, 'Změny jsou uložené. Nabídka čeká na schválení, do té doby ji ostatní neuvidí.'),
  ).toBeVisible()
  await expect(page).toHaveURL(new RegExp(`/portal/my/listings/${id}$`))
  await expect(page.locator('[data-status]').first()).toHaveText('Čeká na schválení')
  await expect(page.getByText(/čeká na schválení administrátorem/)).toBeVisible()
  await expect(page.getByText('Šest bytů u Zámku, nová střecha').first()).toBeVisible()
  // the buyer who unlocked it keeps the private part meanwhile
  await buyer.goto(`/portal/listings/${id}`)
  await expect(buyer.getByText(secret)).toBeVisible()
})

test('a user with too few credits is sent from the unlock dialog to the pricing page', async ({ person }) => {
  const buyer = await buyerPage(person)
  // Spend the welcome credits on two published listings of others, through the API.
  const res = await buyer.request.get(endpointUrl('listOffers', { query: { kind: 'LISTING', pageSize: 50 } }))
  const { items } = (await res.json()) as { items: Array<{ id: number; isOwn: boolean; unlocked: boolean }> }
  // Listings that other specs' owners put behind an NDA or their approval unlock another way (the deal room): only
  // the plain ones, whichever specs ran before on this product.
  const locked: typeof items = []
  for (const offer of items.filter((o) => !o.isOwn && !o.unlocked)) {
    const access = await buyer.request.get(endpointUrl('getOfferAccess', { params: { id: offer.id } }))
    const terms = (await access.json()) as { requiresNda: boolean; requiresApproval: boolean }
    if (!terms.requiresNda && !terms.requiresApproval) locked.push(offer)
  }
  expect(locked.length).toBeGreaterThanOrEqual(3)
  let left = await balance(buyer)
  for (const offer of locked.slice(0, -1)) {
    if (left < 50) break
    const unlocked = await buyer.request.post(endpointUrl('unlockOffer', { params: { id: offer.id } }), {
      headers: CSRF,
    })
    expect(unlocked.status()).toBe(200)
    left = await balance(buyer)
  }
  expect(left).toBeLessThan(50)

  const target = locked.at(-1)?.id
  await buyer.goto(`/portal/listings/${target}`)
  await buyer.getByRole('button', { name: /^Odemknout za/ }).click()
  const dialog = buyer.getByRole('dialog', { name: 'Odemknout nabídku' })
  await expect(dialog.getByRole('button', { name: /^Odemknout za/ })).toHaveCount(0)
  await dialog.getByRole('link', { name: 'Dobít kredity' }).click()
  await expect(buyer).toHaveURL(/\/pricing$/)
  expect(await balance(buyer)).toBe(left)
})
