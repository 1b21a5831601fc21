import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { STORAGE_BUCKETS, type StorageBucket } from '@rg/domain/uploads'

/**
 * Where uploaded files live (docs/product/screens-and-limits.md "Data": listing images, listing documents, general documents, avatars). The
 * API decides who may read a file; the adapter only stores bytes under `<bucket>/<key>`.
 */
export interface Storage {
  readonly kind: 'local' | 'memory' | 'supabase'
  put(bucket: StorageBucket, key: string, bytes: Uint8Array, contentType: string): Promise<void>
  /** The bytes, or null when there is no such object. */
  get(bucket: StorageBucket, key: string): Promise<Uint8Array | null>
  /** Whether the object is (still) there, without reading it. */
  exists(bucket: StorageBucket, key: string): Promise<boolean>
  remove(bucket: StorageBucket, key: string): Promise<void>
}

export const BUCKETS: readonly StorageBucket[] = Object.values(STORAGE_BUCKETS)

/** Object keys are made by the server (`<offer id>/<uuid>.<ext>`); anything else is refused, traversal included. */
export function isSafeKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 300 &&
    !key.includes('\\') &&
    key.split('/').every((s) => s !== '' && s !== '.' && s !== '..' && /^[\w.-]+$/.test(s))
  )
}

function checkKey(bucket: StorageBucket, key: string) {
  if (!BUCKETS.includes(bucket) || !isSafeKey(key)) throw new Error(`storage: bad object ${bucket}/${key}`)
}

/** Embedded mode: a folder per bucket under DATA_DIR/storage; writes go to a temporary file and are renamed. */
export function localStorage(root: string): Storage {
  const file = (bucket: StorageBucket, key: string) => {
    checkKey(bucket, key)
    return path.join(root, bucket, ...key.split('/'))
  }
  return {
    kind: 'local',
    async put(bucket, key, bytes) {
      const target = file(bucket, key)
      await mkdir(path.dirname(target), { recursive: true })
      const tmp = `${target}.${randomUUID()}.tmp`
      await writeFile(tmp, bytes)
      await rename(tmp, target)
    },
    async get(bucket, key) {
      try {
        return new Uint8Array(await readFile(file(bucket, key)))
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null
        throw error
      }
    },
    async exists(bucket, key) {
      try {
        return (await stat(file(bucket, key))).isFile()
      } catch {
        return false
      }
    },
    async remove(bucket, key) {
      await rm(file(bucket, key), { force: true })
    },
  }
}

/** Tests (DATA_DIR memory://). */
export function memoryStorage(): Storage {
  const objects = new Map<string, Uint8Array>()
  return {
    kind: 'memory',
    async put(bucket, key, bytes) {
      checkKey(bucket, key)
      objects.set(`${bucket}/${key}`, bytes)
    },
    async get(bucket, key) {
      checkKey(bucket, key)
      return objects.get(`${bucket}/${key}`) ?? null
    },
    async exists(bucket, key) {
      checkKey(bucket, key)
      return objects.has(`${bucket}/${key}`)
    },
    async remove(bucket, key) {
      checkKey(bucket, key)
      objects.delete(`${bucket}/${key}`)
    },
  }
}

/**
 * Supabase mode: Storage's REST API (`/storage/v1/object/<bucket>/<key>`) with the service-role key, since the
 * server has already decided who may read or write. Written against the documented API, not exercised by the tests
 * here. The buckets must exist (create them private in the project; images are served through /img anyway).
 */
export function supabaseStorage(url: string, serviceKey: string, fetchImpl: typeof fetch = fetch): Storage {
  const base = `${url.replace(/\/+$/, '')}/storage/v1/object`
  const headers = { authorization: `Bearer ${serviceKey}`, apikey: serviceKey }
  const encoded = (bucket: StorageBucket, key: string) => {
    checkKey(bucket, key)
    return `${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`
  }
  const objectUrl = (bucket: StorageBucket, key: string) => `${base}/${encoded(bucket, key)}`
  return {
    kind: 'supabase',
    async put(bucket, key, bytes, contentType) {
      const res = await fetchImpl(objectUrl(bucket, key), {
        method: 'POST',
        headers: { ...headers, 'content-type': contentType, 'x-upsert': 'true' },
        body: bytes,
      })
      if (!res.ok) throw new Error(`storage: upload ${bucket}/${key} failed with ${res.status}`)
    },
    async get(bucket, key) {
      const res = await fetchImpl(`${base}/authenticated/${encoded(bucket, key)}`, { headers })
      if (res.status === 404 || res.status === 400) return null
      if (!res.ok) throw new Error(`storage: download ${bucket}/${key} failed with ${res.status}`)
      return new Uint8Array(await res.arrayBuffer())
    },
    async exists(bucket, key) {
      const res = await fetchImpl(`${base}/authenticated/${encoded(bucket, key)}`, {
        method: 'HEAD',
        headers,
      })
      return res.ok
    },
    async remove(bucket, key) {
      checkKey(bucket, key)
      const res = await fetchImpl(`${base}/${bucket}`, {
        method: 'DELETE',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ prefixes: [key] }),
      })
      if (!res.ok && res.status !== 404)
        throw new Error(`storage: delete ${bucket}/${key} failed with ${res.status}`)
    },
  }
}

/**
 * The adapter for this process: Supabase Storage when SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are set, a folder
 * under DATA_DIR otherwise, memory for DATA_DIR memory:// (tests).
 */
export function createStorage(
  env: { dataDir: string; supabase?: { url: string } | undefined },
  processEnv: NodeJS.ProcessEnv = process.env,
): Storage {
  const serviceKey = processEnv.SUPABASE_SERVICE_ROLE_KEY
  if (env.supabase && serviceKey) return supabaseStorage(env.supabase.url, serviceKey)
  if (env.dataDir.startsWith('memory://')) return memoryStorage()
  return localStorage(path.join(env.dataDir, 'storage'))
}
