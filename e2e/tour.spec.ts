import { endpointUrl } from '@rg/domain/contract'
import { expect, test } from './fixtures.ts'
import { createConfirmedUser, decideCookies, login } from './helpers.ts'

test('the portal tour is shown once and never again', async ({ page, request }) => {
  await decideCookies(page)
  const user = await createConfirmedUser(request)
  await login(page, user.email, user.password)
  const viewed = page.waitForRequest((r) => r.url().endsWith(endpointUrl('productGuideViewed')))
  await page.goto('/portal')

  const popover = page.locator('.driver-popover')
  await expect(popover).toBeVisible()
  await expect(popover).toContainText('Vítejte v portálu')
  // Walk to the end of the tour: every step is shown, so every step is marked viewed.
  for (const title of ['Vítejte v portálu', 'Kredity', 'Investiční příležitosti', 'Profil']) {
    await expect(popover.locator('.driver-popover-title')).toHaveText(title)
    await popover.locator('.driver-popover-next-btn').click()
  }
  await expect(popover).toBeHidden()
  const body = (await viewed).postDataJSON() as { ids: string[] }
  expect(body.ids).toEqual(['portal-welcome', 'portal-credits', 'portal-listings', 'portal-profile'])

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForTimeout(1500)
  await expect(popover).toBeHidden()
})
