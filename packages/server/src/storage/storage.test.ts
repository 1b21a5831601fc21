import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { createStorage, isSafeKey, localStorage, memoryStorage, supabaseStorage } from './storage.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'rg-storage-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

it('keeps bytes in a folder per bucket and answers null for a missing object', async () => {
  for (const storage of [localStorage(dir), memoryStorage()]) {
    const bytes = new TextEncoder().encode('ahoj')
    await storage.put('listing-documents', '12/a.txt', bytes, 'text/plain')
    expect(await storage.get('listing-documents', '12/a.txt')).toEqual(bytes)
    expect(await storage.get('listing-images', '12/a.txt')).toBeNull()
    await storage.remove('listing-documents', '12/a.txt')
    expect(await storage.get('listing-documents', '12/a.txt')).toBeNull()
  }
})

it('refuses keys that could leave the bucket', async () => {
  for (const key of ['../x', '12/../../x', '/etc/passwd', 'a\\b', 'a//b', '', 'a/./b', 'ž.txt']) {
    expect(isSafeKey(key), key).toBe(false)
    await expect(localStorage(dir).get('avatars', key)).rejects.toThrow()
  }
  expect(isSafeKey('12/0b6f-demo_1.jpg')).toBe(true)
})

it('talks to Supabase Storage over its REST API with the service key', async () => {
  const calls: { url: string; method: string; headers: Record<string, string>; body?: unknown }[] = []
  const fake = (async (url: string, init: RequestInit = {}) => {
    calls.push({
      url,
      method: init.method ?? 'GET',
      headers: init.headers as Record<string, string>,
      body: init.body,
    })
    if (url.includes('/missing')) return new Response('{"error":"not_found"}', { status: 400 })
    return new Response(init.method ? '{}' : 'bytes', { status: 200 })
  }) as typeof fetch
  const storage = supabaseStorage('https://abc.supabase.co/', 'service-key', fake)
  await storage.put('listing-images', '12/a.jpg', new Uint8Array([1]), 'image/jpeg')
  expect(await storage.get('listing-images', '12/missing.jpg')).toBeNull()
  expect(new TextDecoder().decode((await storage.get('avatars', 'u/x.png')) as Uint8Array)).toBe('bytes')
  await storage.remove('documents', 'u/x.pdf')
  expect(calls.map((c) => `${c.method} ${c.url}`)).toEqual([
    'POST https://abc.supabase.co/storage/v1/object/listing-images/12/a.jpg',
    'GET https://abc.supabase.co/storage/v1/object/authenticated/listing-images/12/missing.jpg',
    'GET https://abc.supabase.co/storage/v1/object/authenticated/avatars/u/x.png',
    'DELETE https://abc.supabase.co/storage/v1/object/documents',
  ])
  expect(calls[0]?.headers).toMatchObject({
    authorization: 'Bearer service-key',
    'content-type': 'image/jpeg',
  })
  expect(JSON.parse(calls[3]?.body as string)).toEqual({ prefixes: ['u/x.pdf'] })

  expect(createStorage({ dataDir: dir, supabase: { url: 'https://abc.supabase.co' } }, {}).kind).toBe('local')
  expect(
    createStorage(
      { dataDir: dir, supabase: { url: 'https://abc.supabase.co' } },
      { SUPABASE_SERVICE_ROLE_KEY: 'k' },
    ).kind,
  ).toBe('supabase')
  expect(createStorage({ dataDir: 'memory://' }, {}).kind).toBe('memory')
})
