import { deflateSync } from 'node:zlib'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'
import type { Person } from './fixtures.ts'

export const DEMO_PASSWORD = 'demo-heslo-2026'
export const DEMO = {
  admin: 'admin@demo.cz',
  verified: 'overeny@demo.cz',
  user: 'uzivatel@demo.cz',
} as const

/** A fresh address per test run: the data folder lives for the whole run. */
export function uniqueEmail(prefix: string) {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.cz`
}

/** The newest mail to an address in the dev outbox (GET /dev/outbox, newest first). */
export async function latestMail(request: APIRequestContext, to: string, subject?: RegExp) {
  let found: { to: string; subject: string; text: string } | undefined
  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/outbox')).json()) as Array<{
        to: string
        subject: string
        text: string
      }>
      found = mails.find((m) => m.to === to && (!subject || subject.test(m.subject)))
      return Boolean(found)
    })
    .toBe(true)
  return found as { to: string; subject: string; text: string }
}

/** The verification link (…/auth/v1/verify?…) inside a mail. */
export function verifyLink(text: string): string {
  const link = text.match(/https?:\/\/\S+\/auth\/v1\/verify\?[^\s"<>]+/)?.[0]
  if (!link) throw new Error(`no verification link in: ${text}`)
  return link.replace(/&amp;/g, '&')
}

/**
 * A client address of its own (198.18.0.0/15, the benchmarking range) for a request that a per-address limit counts:
 * the server trusts the loopback proxy's X-Forwarded-For, and each person the suite creates comes from somewhere else,
 * as real people do. Without it every sign-up of the run counted against one address and the suite's growing number
 * of journeys ran into the sign-up limit (429) late in the run.
 */
const ownAddress = () =>
  `198.${18 + Math.floor(Math.random() * 2)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`

/** Signs up through the auth API and confirms through the outbox link, without a browser. */
export async function createConfirmedUser(request: APIRequestContext, password = 'tajne-heslo-1') {
  const email = uniqueEmail('e2e')
  const res = await request.post('/auth/v1/signup', {
    headers: { apikey: 'e2e', 'Content-Type': 'application/json', 'X-Forwarded-For': ownAddress() },
    data: { email, password },
  })
  expect(res.status()).toBe(200)
  const mail = await latestMail(request, email)
  const confirm = await request.get(verifyLink(mail.text), { maxRedirects: 0 })
  expect(confirm.status()).toBe(303)
  return { email, password }
}

/** Decides the cookie bar up front so it never covers what a test clicks. */
export async function decideCookies(page: Page, value: '1' | '2' = '2') {
  await page.addInitScript((v) => {
    if (!window.localStorage.getItem('rg-cookies')) window.localStorage.setItem('rg-cookies', v)
  }, value)
}

/** Logs in through the form and waits until the login page is left. */
export async function login(page: Page, email: string, password = DEMO_PASSWORD, path = '/auth/login') {
  await page.goto(path)
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
  await page.getByRole('textbox', { name: 'Heslo', exact: true }).fill(password)
  await page.getByRole('button', { name: 'Přihlásit se' }).click()
  await expect(page).not.toHaveURL(/\/auth\/login/)
}

/** Another person in the same test, signed in through the form on a page of their own (e2e/fixtures.ts). */
export async function signedIn(person: Person, email: string, password?: string) {
  const page = await person()
  await decideCookies(page)
  await login(page, email, password)
  return page
}

/** The toast with this exact catalogue message. */
export function toast(page: Page, message: string) {
  return page.getByText(message, { exact: true })
}

/**
 * Waits until React has hydrated this element (its props are attached to the DOM node): a pre-rendered button does
 * nothing when clicked before that, and a retried click would hide how long the page took.
 */
export async function hydrated(element: Locator) {
  await expect
    .poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))))
    .toBe(true)
  return element
}

/** A real PNG (solid colour, drawn here) that sharp on the server can read. */
export function png(width: number, height: number, rgb: [number, number, number]): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    return c >>> 0
  })
  const crc = (buf: Buffer) => {
    let c = 0xffffffff
    for (const byte of buf) c = (crcTable[(c ^ byte) & 0xff] as number) ^ (c >>> 8)
    return (c ^ 0xffffffff) >>> 0
  }
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4)
    length.writeUInt32BE(data.length)
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data])
    const sum = Buffer.alloc(4)
    sum.writeUInt32BE(crc(body))
    return Buffer.concat([length, body, sum])
  }
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.writeUInt8(8, 8) // bit depth
  header.writeUInt8(2, 9) // truecolour
  const row = Buffer.concat([Buffer.from([0]), Buffer.alloc(width * 3, Buffer.from(rgb))])
  const pixels = Buffer.concat(Array.from({ length: height }, () => row))
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

/**
 * Clicks a region of the map where the region itself is hit (not a pin over it, not a neighbour): the first point of
 * a grid over its box, from the middle out, that the page answers with the region's path.
 */
export async function clickRegion(page: Page, code: string) {
  const region = page.locator(`path[data-region="${code}"]`)
  await region.scrollIntoViewIfNeeded()
  await expect(region).toBeVisible()
  const point = await region.evaluate((path) => {
    const box = path.getBoundingClientRect()
    const steps = [0, 1, -1, 2, -2, 3, -3, 4, -4, 5, -5, 6, -6, 7, -7, 8, -8, 9, -9]
    for (const dy of steps)
      for (const dx of steps) {
        const x = box.left + box.width * (0.5 + dx / 20)
        const y = box.top + box.height * (0.5 + dy / 20)
        if (document.elementFromPoint(x, y) === path) return { x, y }
      }
    return null
  })
  if (!point) throw new Error(`no visible point of ${code}`)
  await page.mouse.click(point.x, point.y)
}
