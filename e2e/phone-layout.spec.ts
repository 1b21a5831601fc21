import { expect, test } from './fixtures.ts'
import { DEMO, decideCookies, login } from './helpers.ts'

/** The first hour's phone and layout edges (items 17 and 19, docs/decisions/1009-phone-layout.md) in the built app. */

test.beforeEach(async ({ page }) => {
  await decideCookies(page)
})

test('at 390 px the browse filters wait behind "Filtry (N)" and apply from the sheet', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await login(page, DEMO.user)
  await page.goto('/portal/listings')
  await expect(page.getByRole('heading', { level: 1, name: 'Investiční příležitosti' })).toBeVisible()
  await expect(page.getByRole('combobox', { name: 'Kategorie' })).toBeHidden()
  // The first result starts on the first screen.
  const first = page.getByRole('list', { name: 'Investiční příležitosti' }).getByRole('article').first()
  expect((await first.boundingBox())?.y ?? Number.POSITIVE_INFINITY).toBeLessThan(844)
  await page.getByRole('button', { name: 'Filtry', exact: true }).click()
  const sheet = page.getByRole('dialog', { name: 'Filtry' })
  await sheet.getByRole('combobox', { name: 'Kraj' }).click()
  await page.getByRole('option', { name: 'Jihomoravský', exact: true }).click()
  await sheet.getByRole('button', { name: 'Zobrazit výsledky' }).click()
  await expect(sheet).toBeHidden()
  await expect(page.getByRole('button', { name: 'Filtry (1)' })).toBeVisible()
  await expect(
    page
      .getByRole('list', { name: 'Investiční příležitosti' })
      .getByText(/Jihomoravský/)
      .first(),
  ).toBeVisible()
})

test('at 1280 px the current sidebar entry is one line like the others', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await login(page, DEMO.user)
  await page.goto('/portal/listings')
  const nav = page.getByRole('navigation', { name: 'Portál' })
  const current = nav.locator('[aria-current="page"]')
  await expect(current).toHaveText(/Investiční příležitosti/)
  const other = nav.getByRole('link', { name: 'Služby' })
  expect((await current.boundingBox())?.height).toBe((await other.boundingBox())?.height)
})
