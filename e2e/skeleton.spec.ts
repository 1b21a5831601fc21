import { expect, test } from '@playwright/test'

test('home is served pre-rendered and its portal link sends a visitor to login', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/')).text()
  expect(html).toContain('Investiční příležitosti mimo veřejný trh')

  await page.goto('/')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Investiční příležitosti mimo veřejný trh')
  await page.getByRole('link', { name: 'Vstoupit do portálu' }).click()
  await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fportal$/)
  await expect(page.getByRole('heading', { name: 'Přihlášení' })).toBeVisible()
})

test('GET /healthz answers 200 and unknown API paths a Czech 404', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200)
  const res = await request.get('/api/nothing-here')
  expect(res.status()).toBe(404)
  expect(await res.json()).toMatchObject({ message: 'Tato adresa API neexistuje.' })
})
