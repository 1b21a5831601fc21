import { endpointUrl } from '@rg/domain/contract'
import { expect, test } from './fixtures.ts'

test('GET /healthz answers 200 and unknown API paths a Czech 404', async ({ request }) => {
  expect((await request.get('/healthz')).status()).toBe(200)
  const res = await request.get(`${endpointUrl('getUser')}/nothing-here`)
  expect(res.status()).toBe(404)
  expect(await res.json()).toMatchObject({ message: 'Tato adresa API neexistuje.' })
})

test('the build publishes its manifest for new-build detection', async ({ request }) => {
  const latest = (await (await request.get('/builds/latest.json')).json()) as {
    id: string
    timestamp: number
  }
  expect(latest.id).toMatch(/\S+/)
  const meta = await request.get(`/builds/meta/${latest.id}.json`)
  expect(meta.status()).toBe(200)
  expect(await meta.json()).toEqual(latest)
})

test('the page carries the runtime configuration injected by the server', async ({ request }) => {
  const html = await (await request.get('/auth/login')).text()
  expect(html).toContain('id="app-config"')
})

// The kit's global reset and typography reach every kind of page (pre-rendered landing, client-rendered auth):
// a build once tree-shook them away and the product showed the browser's serif font with an 8 px page margin.
for (const path of ['/', '/auth/login']) {
  test(`${path} has the kit's base styles (system sans-serif, no page margin)`, async ({ page }) => {
    await page.goto(path)
    const body = await page.evaluate(() => {
      const style = getComputedStyle(document.body)
      return { margin: style.margin, font: style.fontFamily }
    })
    expect(body.margin).toBe('0px')
    expect(body.font).toContain('system-ui')
  })
}
