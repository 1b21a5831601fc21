import { endpointUrl } from '@rg/domain/contract'
import { expect, test } from './fixtures.ts'

const bar = (page: import('@playwright/test').Page) => page.getByRole('region', { name: 'Souhlas s cookies' })

test('accepting cookies hides the bar for good and starts tracking only afterwards', async ({ page }) => {
  const decisions: string[] = []
  page.on('request', (r) => {
    const decision = [endpointUrl('cookieAccept'), endpointUrl('cookieReject')]
    if (decision.some((path) => r.url().endsWith(path))) decisions.push(new URL(r.url()).pathname)
  })
  await page.goto('/pricing')
  await expect(bar(page)).toBeVisible()
  await expect(page.locator('html')).not.toHaveAttribute('data-tracking', 'on')

  await bar(page).getByRole('button', { name: 'Přijmout' }).click()
  await expect(bar(page)).toBeHidden()
  await expect(page.locator('html')).toHaveAttribute('data-tracking', 'on')
  expect(await page.evaluate(() => window.localStorage.getItem('rg-cookies'))).toBe('1')
  await expect.poll(() => decisions).toEqual([endpointUrl('cookieAccept')])

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(bar(page)).toBeHidden()
  await page.goto('/auth/login')
  await expect(bar(page)).toBeHidden()
})

test('rejecting cookies hides the bar for good and never starts tracking', async ({ page }) => {
  await page.goto('/')
  await bar(page).getByRole('button', { name: 'Odmítnout' }).click()
  await expect(bar(page)).toBeHidden()
  expect(await page.evaluate(() => window.localStorage.getItem('rg-cookies'))).toBe('2')

  await page.reload()
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(bar(page)).toBeHidden()
  await page.waitForTimeout(800)
  await expect(page.locator('html')).not.toHaveAttribute('data-tracking', 'on')
})
