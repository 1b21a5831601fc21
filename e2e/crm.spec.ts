import { readFile } from 'node:fs/promises'
import { expect, test } from '@playwright/test'
import { endpointUrl } from '@rg/domain'
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
  expect(table.startsWith('\uFEFFJméno;Firma;IČO;E-mail;Telefon;Adresa;Štítky;Poznámka\r\n')).toBe(true)
  expect(table).toContain('Jana Dvořáková;"Dvořák; syn";;jana@example.cz;+420 777 111 222;;investor')
})
