import { createHash } from 'node:crypto'
import { mkdir, readFile, rename, writeFile } from 'node:fs/promises'
import path from 'node:path'
import {
  type ImageTransformServerQuery,
  imageTransformServerQuerySchema,
  type STORAGE_BUCKETS,
  safeParseCs,
  toApiIssues,
} from '@rg/domain'
import { Hono } from 'hono'
import sharp from 'sharp'
import { RateLimiter } from '../auth/rate-limit.ts'
import { apiError, clientAddress } from '../http.ts'
import type { Storage } from '../storage/storage.ts'

const CONTENT_TYPES: Record<ImageTransformServerQuery['format'], string> = {
  webp: 'image/webp',
  jpeg: 'image/jpeg',
  png: 'image/png',
  avif: 'image/avif',
}

/**
 * Image requests per client address and minute: a page of 24 offers with galleries and retina sizes stays far below
 * it, while one client cannot keep sharp (CPU) busy for everyone else.
 */
export const IMAGES_PER_MINUTE = 300
export const IMAGE_RATE_LIMIT_MESSAGE = 'Příliš mnoho požadavků na obrázky. Zkuste to prosím za chvíli znovu.'

/** Originals larger than this many pixels are refused by sharp (decompression bombs). */
const PIXEL_LIMIT = 50_000_000

/** Transformed images, keyed by the normalized query: a folder under DATA_DIR, or a small map in memory (tests). */
interface ImageCache {
  get(key: string): Promise<Buffer | null>
  set(key: string, value: Buffer): Promise<void>
}

function diskCache(dir: string): ImageCache {
  const file = (key: string) => path.join(dir, key.slice(0, 2), key)
  return {
    async get(key) {
      try {
        return await readFile(file(key))
      } catch {
        return null
      }
    },
    async set(key, value) {
      const target = file(key)
      await mkdir(path.dirname(target), { recursive: true })
      const tmp = `${target}.${process.pid}.${Date.now()}.tmp`
      await writeFile(tmp, value)
      await rename(tmp, target)
    },
  }
}

function memoryCache(limit = 200): ImageCache {
  const map = new Map<string, Buffer>()
  return {
    async get(key) {
      return map.get(key) ?? null
    },
    async set(key, value) {
      if (map.size >= limit) map.delete(map.keys().next().value as string)
      map.set(key, value)
    },
  }
}

export async function transformImage(original: Uint8Array, q: ImageTransformServerQuery): Promise<Buffer> {
  // rotate() applies the EXIF orientation; metadata (GPS included) is never copied to the output.
  const pipeline = sharp(original, { limitInputPixels: PIXEL_LIMIT })
    .rotate()
    .resize({ width: q.w, height: q.h, fit: q.fit, withoutEnlargement: true })
  switch (q.format) {
    case 'jpeg':
      return pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: q.q, mozjpeg: true }).toBuffer()
    case 'png':
      return pipeline.png({ quality: q.q }).toBuffer()
    case 'avif':
      return pipeline.avif({ quality: q.q }).toBuffer()
    default:
      return pipeline.webp({ quality: q.q }).toBuffer()
  }
}

/**
 * GET /img?src=<bucket/path>&w=&h=&format=&q=&fit= (spec section 7, the URL the ui's Img component builds). Only the
 * public image buckets (listing images, avatars) are served, every parameter is validated, the result is cached on
 * disk under DATA_DIR/cache/img and sent with a long cache lifetime (stored objects never change their key).
 */
export function imageRoutes({
  storage,
  dataDir,
  imagesPerMinute = IMAGES_PER_MINUTE,
}: {
  storage: Storage
  dataDir: string
  imagesPerMinute?: number
}) {
  const cache = dataDir.startsWith('memory://')
    ? memoryCache()
    : diskCache(path.join(dataDir, 'cache', 'img'))
  const limiter = new RateLimiter()
  const app = new Hono()
  app.get('/', async (c) => {
    if (!limiter.hit(`img:${clientAddress(c) ?? 'unknown'}`, imagesPerMinute, 60_000)) {
      c.header('Retry-After', '60')
      return apiError(c, 429, 'rate_limited', IMAGE_RATE_LIMIT_MESSAGE)
    }
    const parsed = safeParseCs(imageTransformServerQuerySchema, c.req.query())
    if (!parsed.success) {
      const issues = toApiIssues(parsed.error)
      return apiError(
        c,
        400,
        'bad_image_request',
        issues[0]?.message ?? 'Neplatný požadavek na obrázek.',
        issues,
      )
    }
    const q = parsed.data
    const slash = q.src.indexOf('/')
    const bucket = q.src.slice(0, slash) as
      | typeof STORAGE_BUCKETS.listingImages
      | typeof STORAGE_BUCKETS.avatars
    const objectKey = q.src.slice(slash + 1)
    const key = createHash('sha256')
      .update(JSON.stringify([q.src, q.w, q.h ?? null, q.format, q.q, q.fit]))
      .digest('hex')
    const headers = {
      'Content-Type': CONTENT_TYPES[q.format],
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Content-Type-Options': 'nosniff',
    }
    // A cached rendition is served only while its original exists (a removed photo disappears from /img too).
    const cached = await cache.get(key)
    if (cached && (await storage.exists(bucket, objectKey).catch(() => false))) {
      return c.body(new Uint8Array(cached), 200, headers)
    }
    let original: Uint8Array | null = null
    try {
      original = await storage.get(bucket, objectKey)
    } catch {
      original = null
    }
    if (!original) return apiError(c, 404, 'not_found', 'Obrázek nelze najít.')
    let output: Buffer
    try {
      output = await transformImage(original, q)
    } catch {
      return apiError(c, 422, 'bad_image', 'Obrázek nelze zpracovat.')
    }
    await cache.set(key, output).catch(() => {})
    return c.body(new Uint8Array(output), 200, headers)
  })
  return app
}
