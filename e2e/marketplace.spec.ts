import type { Page } from '@playwright/test'
import { endpointUrl } from '@rg/domain/contract'
import { expect, test } from './fixtures.ts'
import { DEMO, decideCookies, login } from './helpers.ts'

/** The signed-in user's credit balance from GET /api/user (the session cookie of the page's context). */
async function balance(page: Page): Promise<number> {
  const res = await page.request.get(endpointUrl('getUser'))
  expect(res.status()).toBe(200)
  const user = (await res.json()) as { creditTransactions: Array<{ amount: number }> }
  return user.creditTransactions.reduce((sum, t) => sum + t.amount, 0)
}

test('a user finds a demo listing without diacritics, unlocks it and sees the private part for 50 credits', async ({
  page,
}) => {
  await decideCookies(page)
  await login(page, DEMO.user)
  await page.goto('/portal/listings')
  await expect(page.getByRole('heading', { level: 1, name: 'Investiční příležitosti' })).toBeVisible()
  // The portal grants the welcome credits on the first visit; wait until the balance is there.
  await expect.poll(() => balance(page)).toBeGreaterThanOrEqual(50)
  const before = await balance(page)

  await page.getByRole('searchbox', { name: 'Hledat v nabídkách' }).fill('komercni prostory ceske budejovice')
  await page.getByRole('button', { name: 'Hledat' }).click()
  await expect(page).toHaveURL(/[?&]q=komercni/)
  const results = page.getByRole('list', { name: 'Investiční příležitosti' })
  const link = results.getByRole('link', { name: 'Komerční prostory, České Budějovice' })
  await expect(link).toBeVisible()
  await expect(results.getByRole('link')).toHaveCount(1)
  await link.click()

  await expect(
    page.getByRole('heading', { level: 1, name: 'Komerční prostory, České Budějovice' }),
  ).toBeVisible()
  await expect(page.getByRole('heading', { name: /uzamčeny/ })).toBeVisible()
  await page.getByRole('button', { name: /^Odemknout za/ }).click()
  const dialog = page.getByRole('dialog', { name: 'Odemknout nabídku' })
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: /^Odemknout za/ }).click()

  await expect(dialog).toBeHidden()
  await expect(page.getByRole('heading', { name: /uzamčeny/ })).toBeHidden()
  await expect(page.getByText('Jednotka je vymezena jako samostatná')).toBeVisible()
  await expect(page.getByText('Lannova třída 63/12')).toBeVisible()
  expect(await balance(page)).toBe(before - 50)

  // The header shows the lowered balance at once (the user was fetched again after the unlock), the portal home too.
  await expect(page.getByRole('banner').getByLabel('Zůstatek kreditů')).toContainText(String(before - 50))
  await page.goto('/portal')
  await expect(page.getByRole('main').getByLabel('Zůstatek kreditů')).toContainText(String(before - 50))
})
