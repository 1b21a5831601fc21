import { readFile } from 'node:fs/promises'
import { addDays, pragueDate } from '@rg/domain/calendar'
import { endpointUrl } from '@rg/domain/contract'
import { expect, test } from './fixtures.ts'
import { createConfirmedUser, decideCookies, login } from './helpers.ts'

const CSRF = { 'X-CSRF-Protection': '1' }

test('the address book is exported as vCard and CSV that hold every contact', async ({ page }) => {
  await decideCookies(page)
  const account = await createConfirmedUser(page.request)
  await login(page, account.email, account.password)
  for (const [path, data] of [
    [
      endpointUrl('onboardingPersonal'),
      { firstName: 'Eva', lastName: 'Adresářová', phone: '777 123 456', city: 'Brno' },
    ],
    [endpointUrl('onboardingWatchdog'), { watchdog: null }],
    [endpointUrl('onboardingInvestment'), { preferences: null }],
  ] as const)
    expect((await page.request.put(path, { headers: CSRF, data })).status()).toBe(200)
  for (const contact of [
    {
      name: 'Jana Dvořáková',
      email: 'jana@example.cz',
      phone: '+420 777 111 222',
      company: 'Dvořák; syn',
      tags: ['investor'],
    },
    { name: 'Petr Notář', email: null, phone: null, company: null, tags: [] },
  ])
    expect(
      (
        await page.request.post(endpointUrl('createContact'), {
          headers: CSRF,
          data: { offerIds: [], ...contact },
        })
      ).status(),
    ).toBe(201)

  await page.goto('/portal/contacts')
  await expect(page.getByRole('heading', { level: 1, name: 'Kontakty' })).toBeVisible()
  const [vcf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportovat vCard (.vcf)' }).click(),
  ])
  expect(vcf.suggestedFilename()).toMatch(/^kontakty-\d{4}-\d{2}-\d{2}\.vcf$/)
  const card = await readFile((await vcf.path()) as string, 'utf8')
  expect(card.match(/BEGIN:VCARD/g)).toHaveLength(2)
  expect(card).toContain('FN:Jana Dvořáková')
  expect(card).toContain('ORG:Dvořák\\; syn')
  expect(card).toContain('FN:Petr Notář')

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportovat CSV (Excel)' }).click(),
  ])
  const table = await readFile((await csv.path()) as string, 'utf8')
  // names apart from titles, then Google's numbered columns for the lists (docs/decisions/1321)
  expect(
    table.startsWith(
      '\uFEFFCelé jméno;Titul před jménem;Křestní jméno;Příjmení;Titul za jménem;Firma;Pozice;IČO;E-mail 1 - Type;E-mail 1 - Value;Phone 1 - Type;Phone 1 - Value;Address 1 - Type;',
    ),
  ).toBe(true)
  expect(table).toContain(
    'Jana Dvořáková;;Jana;Dvořáková;;"Dvořák; syn";;;* Jiný;jana@example.cz;* Jiný;+420 777 111 222;;;;;;;investor;',
  )
})

/**
 * 20 rows a Czech user's spreadsheet might give: 15 good; a bad e-mail and a bad IČO (each contact kept without the
 * value, docs/decisions/1320); a short row (read); a duplicate of the book; the same phone under another name (another
 * person: a family's landline).
 */
const IMPORT_CSV = [
  'Jméno;Příjmení;Firma;IČO;E-mail;Telefon;Štítky',
  'Alena;Adamová;Adamová Reality s.r.o.;27082440;alena@example.cz;+420 601 000 001;',
  ...[
    'Bohumil;Bartoš',
    'Cyril;Cibulka',
    'Dana;Dvořáčková',
    'Emil;Erben',
    'František;Fiala',
    'Gabriela;Gregorová',
    'Hynek;Holub',
    'Ivana;Iblová',
    'Jakub;Jelínek',
    'Kamila;Kovářová',
    'Ladislav;Lukeš',
    'Marta;Marková',
    'Norbert;Nový',
    'Olga;Orlová',
  ].map((name, i) => `${name};;;kontakt${i + 2}@example.cz;+420 601 000 ${String(i + 2).padStart(3, '0')};`),
  'Petr;Chybný;;;není-email;;',
  'Radek;Špatné IČO;;12345678;radek@example.cz;;',
  'Simona;Krátká;',
  'Stávající;Znovu;;;STAVAJICI@example.cz;;',
  'Alena;Adamová podruhé;;;;00420601000001;',
].join('\r\n')

test('an investor imports contacts, tags and links them, notes and calls, and sees tomorrow’s call at home', async ({
  page,
}) => {
  await decideCookies(page)
  const account = await createConfirmedUser(page.request)
  await login(page, account.email, account.password)
  for (const [path, data] of [
    [
      endpointUrl('onboardingPersonal'),
      { firstName: 'Iva', lastName: 'Investorka', phone: '777 222 333', city: 'Brno' },
    ],
    [endpointUrl('onboardingWatchdog'), { watchdog: null }],
    [endpointUrl('onboardingInvestment'), { preferences: null }],
  ] as const)
    expect((await page.request.put(path, { headers: CSRF, data })).status()).toBe(200)
  expect(
    (
      await page.request.post(endpointUrl('createContact'), {
        headers: CSRF,
        data: { name: 'Stávající Kontakt', email: 'stavajici@example.cz' },
      })
    ).status(),
  ).toBe(201)

  // import: the preview names what it cannot read and what is already there; 15 are added
  await page.goto('/portal/contacts')
  await page.getByRole('button', { name: 'Importovat CSV nebo vCard' }).click()
  const dialog = page.getByRole('dialog', { name: 'Import kontaktů' })
  await dialog.getByLabel('Soubor s kontakty').setInputFiles({
    name: 'kontakty.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(IMPORT_CSV, 'utf8'),
  })
  await expect(dialog.getByText(/Kódování: UTF-8 · 1 duplicita/)).toBeVisible()
  await expect(
    dialog.getByText(
      'Řádek 17, E-mail („není-email“): Zadejte platný e-mail. Kontakt importujeme bez tohoto e-mailu.',
    ),
  ).toBeVisible()
  await expect(dialog.getByText('Uloží se 16 e-mailů, 16 telefonů, 0 adres.')).toBeVisible()
  // the duplicate is shown beside the contact already there and merged into it (docs/decisions/1323)
  const duplicates = dialog.getByRole('region', { name: 'Duplicity (1)' })
  await expect(duplicates.getByText(/^V kontaktech: Stávající Kontakt/)).toBeVisible()
  await duplicates.getByRole('combobox', { name: 'Řádek 20: Stávající Znovu' }).click()
  await page.getByRole('option', { name: 'Sloučit' }).click()
  await dialog.getByRole('button', { name: 'Importovat 19 kontaktů, sloučit 1' }).click()
  await expect(dialog.getByRole('status')).toHaveText(
    'Importováno 19 kontaktů, 1 kontakt sloučen s existujícími.',
  )
  await dialog.getByRole('button', { name: 'Hotovo' }).click()
  const rows = page.getByRole('table', { name: 'Moje kontakty' }).getByRole('row')
  await expect(rows).toHaveCount(21) // the header and 20 contacts

  // tag two
  for (const name of ['Alena Adamová', 'Bohumil Bartoš']) {
    await page.getByRole('link', { name, exact: true }).click()
    const form = page.getByRole('form', { name: 'Upravit kontakt' })
    await form.getByRole('textbox', { name: /Štítky/ }).fill('developer')
    await form.getByRole('button', { name: 'Uložit kontakt' }).click()
    await expect(
      page.getByRole('form', { name: 'Upravit kontakt' }).getByRole('textbox', { name: /Štítky/ }),
    ).toHaveValue('developer')
    await page.goto('/portal/contacts')
  }
  // the list pages from the server (docs/decisions/1325): the search finds tags too, from the first page
  await page.getByRole('searchbox', { name: 'Hledat' }).fill('developer')
  await expect(rows).toHaveCount(3)

  // link Alena to a listing this investor unlocked, and keep its owner as a contact too
  await page.goto('/portal')
  await expect
    .poll(async () => {
      const user = (await (await page.request.get(endpointUrl('getUser'))).json()) as {
        creditTransactions: Array<{ amount: number }>
      }
      return user.creditTransactions.reduce((sum, t) => sum + t.amount, 0)
    })
    .toBeGreaterThanOrEqual(50)
  const listings = (await (
    await page.request.get(endpointUrl('listOffers', { query: { kind: 'LISTING' } }))
  ).json()) as {
    items: Array<{ id: number; pubName: string }>
  }
  const listingId = listings.items[0]?.id as number
  const listingName = listings.items[0]?.pubName as string
  expect(
    (
      await page.request.post(endpointUrl('unlockOffer', { params: { id: String(listingId) } }), {
        headers: CSRF,
      })
    ).ok(),
  ).toBe(true)
  await page.goto(`/portal/listings/${listingId}`)
  const panel = page.getByRole('region', { name: 'Moje kontakty u této nabídky' })
  await panel.getByRole('combobox', { name: 'Propojit kontakt' }).click()
  await page.getByRole('option', { name: 'Alena Adamová', exact: true }).click()
  await panel.getByRole('button', { name: 'Propojit' }).click()
  await expect(panel.getByRole('link', { name: 'Alena Adamová', exact: true })).toBeVisible()
  await panel.getByRole('button', { name: 'Uložit vlastníka do kontaktů' }).click()
  await expect(panel.getByText('Vlastník už je ve vašich kontaktech.')).toBeVisible()

  // a note on Alena, saved while typing; her page lists the listing she is linked to
  await panel.getByRole('link', { name: 'Alena Adamová', exact: true }).click()
  await expect(
    page.getByRole('region', { name: 'Propojené nabídky' }).getByRole('link', { name: listingName }),
  ).toHaveAttribute('href', `/portal/listings/${listingId}`)
  await page.getByRole('textbox', { name: 'Moje poznámka ke kontaktu' }).fill('Chce byty v Brně do 5 mil.')
  await expect(page.getByText('Uloženo')).toBeVisible()
  await page.reload()
  await expect(page.getByRole('textbox', { name: 'Moje poznámka ke kontaktu' })).toHaveValue(
    'Chce byty v Brně do 5 mil.',
  )

  // three on the call list at once
  await page.goto('/portal/contacts')
  for (const name of ['Alena Adamová', 'Cyril Cibulka', 'Dana Dvořáčková'])
    await page.getByRole('checkbox', { name: `Vybrat ${name}`, exact: true }).click()
  await page.getByRole('button', { name: 'Přidat vybrané do hovorů (3)' }).click()
  await expect(page.getByText('Přidáno do seznamu hovorů: 3 kontakty.')).toBeVisible()

  // a call to Alena: no answer, call back tomorrow
  const tomorrow = addDays(pragueDate(new Date()), 1)
  await page.goto('/portal/crm/coldcalls')
  await page.getByRole('button', { name: 'Zapsat hovor: Alena Adamová' }).click()
  const logDialog = page.getByRole('dialog', { name: 'Zapsat hovor: Alena Adamová' })
  await logDialog.getByRole('textbox', { name: 'Poznámka k hovoru' }).fill('Nezvedá, zkusit ráno')
  await logDialog.getByLabel('Další hovor', { exact: true }).fill(tomorrow)
  await logDialog.getByRole('button', { name: 'Nezvedá' }).click()
  await expect(logDialog).toBeHidden()
  await page.getByRole('combobox', { name: 'Stav: Alena Adamová' }).click()
  await page.getByRole('option', { name: 'Zavolat znovu' }).click()
  await expect(page.getByText('Historie hovorů (1)')).toBeVisible()
  await expect
    .poll(async () => {
      const list = (await (await page.request.get(endpointUrl('listColdCalls'))).json()) as {
        items: Array<{
          contact: { name: string }
          status: string
          nextCallOn: string | null
          logs: Array<{ outcome: string; note: string | null }>
        }>
      }
      return list.items.find((c) => c.contact.name === 'Alena Adamová')
    })
    .toMatchObject({
      status: 'CALL_BACK',
      nextCallOn: tomorrow,
      logs: [{ outcome: 'NO_ANSWER', note: 'Nezvedá, zkusit ráno' }],
    })

  // the portal home lists it under tomorrow's calls
  await page.goto('/portal')
  const calls = page.getByRole('region', { name: 'Hovory', exact: true })
  await expect(
    calls.getByRole('region', { name: 'Hovory: Zítra' }).getByRole('link', { name: 'Alena Adamová' }),
  ).toBeVisible()

  // the vCard holds the whole book: the existing contact, 19 imported and the listing's owner
  await page.goto('/portal/contacts')
  const [vcf] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Exportovat vCard (.vcf)' }).click(),
  ])
  const card = await readFile((await vcf.path()) as string, 'utf8')
  expect(card.match(/BEGIN:VCARD/g)).toHaveLength(21)
  expect(card).toContain('FN:Alena Adamová')
  // merged: the name already there stays, no second contact
  expect(card).toContain('FN:Stávající Kontakt')
  expect(card).not.toContain('Stávající Znovu')
  // the contact with the bad e-mail came in without it, its name whole (docs/decisions/1320)
  expect(card).toContain('FN:Petr Chybný')
  expect(card).toContain('X-ICO:27082440')
  expect(card).toContain('NOTE:Chce byty v Brně do 5 mil.')
})
