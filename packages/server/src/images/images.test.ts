import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { endpointUrl } from '@rg/domain/contract'
import { AVATAR_DIAMETERS, BREAKPOINTS, IMAGE_DENSITIES } from '@rg/domain/ui-settings'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apiUser, draftListing } from '../../test/api-clients.ts'
import { backends } from '../../test/databases.ts'
import { startTestServer, type TestServer } from '../../test/server.ts'
import { memoryStorage } from '../storage/storage.ts'
import { ALLOWED_IMAGE_SIZES, isAllowedRendition } from './allow-list.ts'
import { diskCache, memoryCache } from './cache.ts'
import { WorkGate } from './gate.ts'
import { IMAGE_TOO_LARGE_MESSAGE } from './transform.ts'

describe('/img allow-list', () => {
  it('allows every width the ui asks for and nothing in between', () => {
    for (const bp of Object.values(BREAKPOINTS))
      for (const d of IMAGE_DENSITIES) {
        expect(isAllowedRendition({ w: bp * d, q: 75, format: 'webp' })).toBe(true)
        // the fluid teaser card (480×320) and the detail cover (960×540) keep their aspect ratio at every width
        expect(isAllowedRendition({ w: bp * d, h: Math.round((bp * d) / 1.5), q: 75, format: 'webp' })).toBe(
          true,
        )
        expect(
          isAllowedRendition({ w: bp * d, h: Math.round((bp * d * 9) / 16), q: 75, format: 'webp' }),
        ).toBe(true)
      }
    for (const [w, h] of [
      [240, 180],
      [480, 360],
      [320, 240],
    ] as const)
      expect(isAllowedRendition({ w, h, q: 75, format: 'webp' })).toBe(true)
    // every avatar diameter the ui shows, at every density (the ui's avatarImageUrl asks for 2x): the profile's
    // 96 px (192) and the business card's 56 px (112) were refused before the list was derived from the domain
    for (const diameter of AVATAR_DIAMETERS)
      for (const d of IMAGE_DENSITIES)
        expect(isAllowedRendition({ w: diameter * d, h: diameter * d, q: 75, format: 'webp' })).toBe(true)
    expect(isAllowedRendition({ w: 192, h: 192, q: 75, format: 'webp' })).toBe(true)
    expect(isAllowedRendition({ w: 112, h: 112, q: 75, format: 'webp' })).toBe(true)
    expect(isAllowedRendition({ w: 321, q: 75, format: 'webp' })).toBe(false)
    expect(isAllowedRendition({ w: 320, h: 17, q: 75, format: 'webp' })).toBe(false)
    expect(isAllowedRendition({ w: 320, q: 74, format: 'webp' })).toBe(false)
    expect(isAllowedRendition({ w: 320, q: 75, format: 'avif' })).toBe(false)
    expect(isAllowedRendition({ w: 320, q: 75, format: 'png' })).toBe(false)
    // a bounded set: at most a few hundred renditions per photo, whatever a client asks for
    const count = [...ALLOWED_IMAGE_SIZES.values()].reduce((n, hs) => n + hs.size, 0)
    expect(count).toBeLessThan(200)
  })
})

describe('WorkGate', () => {
  it('runs at most `concurrency` at once, queues a bounded number, refuses the rest and times out waiters', async () => {
    const gate = new WorkGate(2, 2, 10_000)
    let running = 0
    let peak = 0
    const releases: (() => void)[] = []
    const task = () =>
      new Promise<number>((resolve) => {
        running += 1
        peak = Math.max(peak, running)
        releases.push(() => {
          running -= 1
          resolve(1)
        })
      })
    const runs = Array.from({ length: 6 }, () => gate.run(task))
    const refused = await Promise.all(runs.slice(4))
    expect(refused).toEqual([
      { ok: false, reason: 'busy' },
      { ok: false, reason: 'busy' },
    ])
    expect(gate.running).toBe(2)
    expect(gate.queued).toBe(2)
    while (releases.length) {
      releases.shift()?.()
      await new Promise((r) => setImmediate(r))
    }
    expect(await Promise.all(runs.slice(0, 4))).toEqual(Array(4).fill({ ok: true, value: 1 }))
    expect(peak).toBe(2)

    const short = new WorkGate(1, 5, 1)
    let release = () => {}
    const blocker = short.run(() => new Promise<void>((r) => (release = r)))
    expect(await short.run(async () => 1)).toEqual({ ok: false, reason: 'busy' })
    release()
    await blocker
    expect(await short.run(async () => 2)).toEqual({ ok: true, value: 2 })
  })
})

describe('rendition cache', () => {
  it('stays within its bound on disk, evicting the least recently used', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rg-imgcache-'))
    const cache = diskCache(dir, 10_000)
    const key = (i: number) => `${String(i).padStart(2, '0')}${'a'.repeat(62)}`
    for (let i = 0; i < 30; i++) {
      await cache.set(key(i), Buffer.alloc(1000, i))
      if (i === 5) expect(await cache.get(key(0))).not.toBeNull() // key 0 is used again: it stays longer
    }
    expect(await cache.size()).toBeLessThanOrEqual(10_000)
    expect(await cache.get(key(29))).not.toBeNull()
    expect(await cache.get(key(1))).toBeNull()
    // a restart finds the files and keeps the bound
    const again = diskCache(dir, 5_000)
    await again.set(key(99), Buffer.alloc(1000))
    expect(await again.size()).toBeLessThanOrEqual(5_000)
  })

  it('in memory too', async () => {
    const cache = memoryCache(3000)
    for (let i = 0; i < 10; i++) await cache.set(`k${i}`, Buffer.alloc(1000))
    expect(await cache.size()).toBeLessThanOrEqual(3000)
    expect(await cache.get('k0')).toBeNull()
  })
})

describe.each(backends.slice(0, 1))('/img and uploads on $name', (backend) => {
  let server: TestServer
  const storage = memoryStorage()
  beforeAll(async () => {
    server = await startTestServer(backend, {
      storage,
      marketplaceLimits: { images: { publicVerdictMs: 200 } },
    })
  })
  afterAll(() => server?.close())

  it('refuses an upload with too many pixels (decompression bomb) in Czech', async () => {
    const owner = await apiUser(server, 'VERIFIED')
    const id = await draftListing(owner)
    const bomb = await sharp({
      create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' },
    })
      .png({ compressionLevel: 9 })
      .toBuffer()
    expect(bomb.length).toBeLessThan(3 * 1024 * 1024)
    const form = new FormData()
    form.append('file', new File([new Uint8Array(bomb)], 'bomba.png', { type: 'image/png' }))
    const res = await owner.api(`${endpointUrl('uploadOfferPhoto', { params: { id } })}`, {
      method: 'POST',
      body: form,
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { message: string }).message).toBe(IMAGE_TOO_LARGE_MESSAGE)
  })

  it('serves a published offer’s photo to everyone, a draft’s only to its owner and admins', async () => {
    const owner = await apiUser(server, 'VERIFIED')
    const admin = await apiUser(server, 'ADMIN')
    const stranger = await apiUser(server, 'USER')
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#336699' } })
      .png()
      .toBuffer()
    const photoOf = async (id: number) => {
      const form = new FormData()
      form.append('file', new File([new Uint8Array(png)], 'dum.png', { type: 'image/png' }))
      const res = await owner.api(`${endpointUrl('uploadOfferPhoto', { params: { id } })}`, {
        method: 'POST',
        body: form,
      })
      expect(res.status).toBe(201)
      return `/img?src=${encodeURIComponent(((await res.json()) as { url: string }).url)}&w=320`
    }
    const draft = await photoOf(await draftListing(owner))
    expect((await fetch(`${server.url}${draft}`)).status).toBe(404)
    expect((await stranger.api(draft)).status).toBe(404)
    expect((await owner.api(draft)).status).toBe(200)
    expect((await admin.api(draft)).status).toBe(200)
    const id = await draftListing(owner)
    const published = await photoOf(id)
    await owner.json(`${endpointUrl('submitOffer', { params: { id } })}`, 'POST', {})
    await admin.json(`${endpointUrl('transitionOffer', { params: { id } })}`, 'POST', { action: 'approve' })
    const res = await fetch(`${server.url}${published}`)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toMatch(/^public/)

    // Shared caches keep a published photo briefly and then ask again (docs/security.md "/img"): a year with
    // `immutable` kept photos of offers that had left the market in every proxy and CDN.
    const cacheControl = res.headers.get('cache-control') ?? ''
    expect(cacheControl).toBe('public, max-age=300, must-revalidate')
    expect(cacheControl).not.toContain('immutable')
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await fetch(`${server.url}${published}`, { headers: { 'If-None-Match': etag } })
    expect(again.status).toBe(304)
    expect(again.headers.get('etag')).toBe(etag)
    expect(again.headers.get('cache-control')).toBe(cacheControl)

    // the offer leaves the market: revalidation (and any new request) is refused once the visitor verdict
    // (publicVerdictMs, 30 s by default, 200 ms here) has expired; the owner still sees it, privately
    expect(
      (await owner.json(endpointUrl('transitionOffer', { params: { id } }), 'POST', { action: 'pause' }))
        .status,
    ).toBe(200)
    // until then a revalidation still gets its 304 (or a 200): either is fine, anything else is not
    const seen = new Set<number>()
    let status = 304
    for (let i = 0; i < 100 && status !== 404; i++) {
      status = (await fetch(`${server.url}${published}`, { headers: { 'If-None-Match': etag } })).status
      seen.add(status)
      if (status !== 404) await new Promise((r) => setTimeout(r, 50))
    }
    expect(status).toBe(404)
    expect([...seen].filter((s) => s !== 304 && s !== 200 && s !== 404)).toEqual([])
    const own = await owner.api(published)
    expect(own.status).toBe(200)
    expect(own.headers.get('cache-control')).toMatch(/^private/)
  })
})
