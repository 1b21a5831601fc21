import type { Page } from '@playwright/test'
import { expect, test } from './fixtures.ts'

/*
 * The warm page a test gets (e2e/fixtures.ts) is the previous test's page, put back: the first test leaves every kind
 * of trace a journey can leave, the second finds the same page and none of them. The two run in this order in one
 * worker (tests of a file run in order, and a file runs in one worker).
 */

let previous: { page: Page; person: Page } | undefined
/** What the first test's console listener heard. */
const heard: string[] = []
const SMALL = { width: 390, height: 844 }

test('a test leaves storage, cookies, scripts, routes, listeners and emulation behind', async ({
  page,
  person,
  context,
}) => {
  const other = await person({ viewport: SMALL, forwardedFor: '203.0.113.50' })
  previous = { page, person: other }
  await page.addInitScript(() => Object.assign(window, { leftOver: true }))
  await context.addInitScript(() => Object.assign(window, { leftOverToo: true }))
  await page.route('**/robots.txt', (route) => route.fulfill({ body: 'routed' }))
  page.on('console', (message) => heard.push(message.text()))
  await page.goto('/pricing')
  await page.evaluate(() => {
    localStorage.setItem('rg-cookies', '1')
    sessionStorage.setItem('left', '1')
  })
  await context.addCookies([{ name: 'left', value: '1', url: page.url() }])
  await page.setViewportSize(SMALL)
  await page.emulateMedia({ media: 'print' })
  await other.goto('/pricing')
  await other.evaluate(() => localStorage.setItem('left', '1'))
  expect(await page.evaluate(() => 'leftOver' in window && 'leftOverToo' in window)).toBe(true)
})

test('the next test gets the same pages back as new', async ({ page, person, viewport }) => {
  expect(page).toBe(previous?.page)
  const other = await person()
  expect(other).toBe(previous?.person)
  expect(await page.context().cookies()).toEqual([])
  await page.goto('/pricing')
  expect(
    await page.evaluate(() => ({
      storage: localStorage.length + sessionStorage.length,
      scripts: 'leftOver' in window || 'leftOverToo' in window,
      print: matchMedia('print').matches,
      width: innerWidth,
    })),
  ).toEqual({ storage: 0, scripts: false, print: false, width: viewport?.width })
  await page.evaluate(() => console.log('after'))
  expect(heard).not.toContain('after')
  // the cookie bar shows again: nothing of the decision was kept
  await expect(page.getByRole('region', { name: 'Souhlas s cookies' })).toBeVisible()
  expect(await page.evaluate(async () => (await fetch('/robots.txt')).text())).not.toBe('routed')
  await other.goto('/pricing')
  expect(await other.evaluate(() => ({ storage: localStorage.length, width: innerWidth }))).toEqual({
    storage: 0,
    width: viewport?.width,
  })
})
