import { endpointUrl } from '@rg/domain/contract'
import { offerDetailSchema } from '@rg/domain/offers'
import { expect, test } from './fixtures.ts'
import { DEMO, decideCookies, login } from './helpers.ts'

/*
 * Issue 20's document store end to end: a verified user uploads two tagged documents, tags one more and filters by it,
 * renames one, attaches it to their draft listing, deletes the other.
 */
const CSRF = { 'X-CSRF-Protection': '1' }
const pdf = (text: string) => Buffer.from(`%PDF-1.4\n% ${text}\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n`)

test('a verified user uploads, renames, attaches and deletes documents', async ({ page }) => {
  const token = `${Date.now() % 100_000}`
  await decideCookies(page)
  await login(page, DEMO.verified)
  const created = await page.request.post(endpointUrl('createOffer'), {
    headers: CSRF,
    data: { kind: 'LISTING', category: 'REAL_ESTATE', pubName: `Dům s dokumenty ${token}` },
  })
  expect(created.status()).toBe(201)
  const { id: draftId } = offerDetailSchema.parse(await created.json())

  await page.goto('/portal/documents')
  await expect(page.getByRole('heading', { level: 1, name: 'Dokumenty' })).toBeVisible()
  // both go up tagged; the contract then gets a tag of its own
  await page.getByRole('textbox', { name: /Štítky nahrávaných souborů/ }).fill(`dům ${token}`)
  await page.locator('input[type="file"]').setInputFiles([
    { name: `Smlouva ${token}.pdf`, mimeType: 'application/pdf', buffer: pdf('smlouva') },
    { name: `Posudek ${token}.pdf`, mimeType: 'application/pdf', buffer: pdf('posudek') },
  ])
  await expect(page.getByRole('link', { name: `Smlouva ${token}.pdf` })).toBeVisible()
  await expect(page.getByRole('link', { name: `Posudek ${token}.pdf` })).toBeVisible()
  await page.getByRole('button', { name: `Štítky: Smlouva ${token}.pdf` }).click()
  await page
    .getByRole('form', { name: `Štítky: Smlouva ${token}.pdf` })
    .getByRole('textbox', { name: 'Štítky' })
    .fill(`dům ${token}, smlouvy ${token}`)
  await page.getByRole('button', { name: 'Uložit štítky' }).click()
  await expect(
    page.getByRole('list', { name: `Štítky dokumentu Smlouva ${token}.pdf` }).getByText(`smlouvy ${token}`),
  ).toBeVisible()
  await page.getByRole('combobox', { name: 'Štítek' }).click()
  await page.getByRole('option', { name: `smlouvy ${token}` }).click()
  await expect(page.getByRole('link', { name: `Posudek ${token}.pdf` })).toBeHidden()
  await page.getByRole('combobox', { name: 'Štítek' }).click()
  await page.getByRole('option', { name: 'Všechny štítky' }).click()
  await expect(page.getByRole('link', { name: `Posudek ${token}.pdf` })).toBeVisible()

  await page.getByRole('button', { name: `Přejmenovat: Smlouva ${token}.pdf` }).click()
  await page.getByRole('textbox', { name: 'Nový název' }).fill(`Kupní smlouva ${token}`)
  await page.getByRole('button', { name: 'Uložit název' }).click()
  const renamed = `Kupní smlouva ${token}.pdf`
  await expect(page.getByRole('link', { name: renamed })).toBeVisible()

  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: renamed }) })
  await row.getByRole('combobox', { name: 'Nabídka' }).click()
  await page.getByRole('option', { name: `Dům s dokumenty ${token}` }).click()
  await row.getByRole('button', { name: `Připojit k nabídce: ${renamed}` }).click()
  await expect(page.getByText(`Dokument byl připojen k nabídce „Dům s dokumenty ${token}“.`)).toBeVisible()
  const offer = offerDetailSchema.parse(
    await (await page.request.get(endpointUrl('getOffer', { params: { id: draftId } }))).json(),
  )
  expect(offer.documents?.map((d) => d.name)).toEqual([renamed])

  await page.getByRole('button', { name: `Smazat: Posudek ${token}.pdf` }).click()
  await page.getByRole('button', { name: 'Opravdu smazat' }).click()
  await expect(page.getByText('Dokument byl smazán.')).toBeVisible()
  await expect(page.getByRole('link', { name: `Posudek ${token}.pdf` })).toBeHidden()
  await expect(page.getByRole('link', { name: renamed })).toBeVisible()
})
