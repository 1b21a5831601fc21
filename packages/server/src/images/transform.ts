import { createHash } from 'node:crypto'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { safeParseCs, toApiIssues } from '@rg/domain/fields'
import {
  type ImageTransformServerQuery,
  imageTransformServerQuerySchema,
  offerRelation,
  visibleOfferFields,
} from '@rg/domain/offers'
import { MAX_IMAGE_PIXELS, STORAGE_BUCKETS } from '@rg/domain/uploads'
import { type Context, Hono } from 'hono'
import sharp from 'sharp'
import { RateLimiter } from '../auth/rate-limit.ts'
import { asUser, type RequestClaims } from '../db/as-user.ts'
import type { Database } from '../db/database.ts'
import { type AppEnv, apiError, clientAddress } from '../http.ts'
import { currentViewer, loadOfferRow, loadUnlocked } from '../services/offers/offer-read.ts'
import type { Storage } from '../storage/storage.ts'
import { IMAGE_NOT_ALLOWED_MESSAGE, isAllowedRendition } from './allow-list.ts'
import { diskCache, memoryCache } from './cache.ts'
import { WorkGate } from './gate.ts'

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

// The pixel limit of every uploaded image and of the transform (docs/decisions/1230-account-bounds.md).
export { checkImagePixels, IMAGE_TOO_LARGE_MESSAGE, MAX_IMAGE_PIXELS } from '@rg/domain/uploads'

// One libvips thread per transform: the WorkGate decides how many run at once, and the API keeps a core.
sharp.concurrency(1)

export interface ImageLimits {
  imagesPerMinute: number
  /** Transforms running at once (default: cores − 1, at least 1). */
  concurrency: number
  /** Requests waiting for a slot; more answer 503. */
  queue: number
  /** How long a request waits for a slot before it answers 503. */
  queueTimeoutMs: number
  /** Bound of the rendition cache (IMG_CACHE_MB, default 256 MB). */
  cacheBytes: number
  /** How long "a visitor may see this photo" is remembered before the database is asked again (default 30 s). */
  publicVerdictMs: number
}

/**
 * The one gate for CPU-heavy image work of a process: /img transforms and avatar uploads (which decode and resize)
 * wait in the same bounded queue, so neither can starve the API (docs/security.md "Limits").
 */
export const imageWorkGate = (limits: Pick<ImageLimits, 'concurrency' | 'queue' | 'queueTimeoutMs'>) =>
  new WorkGate(limits.concurrency, limits.queue, limits.queueTimeoutMs)

export const defaultImageLimits = (): ImageLimits => ({
  imagesPerMinute: IMAGES_PER_MINUTE,
  concurrency: Math.max(1, availableParallelism() - 1),
  queue: 16,
  queueTimeoutMs: 5_000,
  cacheBytes: Number(process.env.IMG_CACHE_MB ?? 256) * 1024 * 1024,
  publicVerdictMs: 30_000,
})

/**
 * A photo anyone may see is cacheable by shared caches (proxies, CDNs) for five minutes, then revalidated with its
 * ETag, so a photo of an offer that left the market is refused to them too within minutes, not kept for a year
 * (docs/security.md "/img"). Only the app's content-hashed /assets are `immutable` (routes/pages.ts).
 */
export const PUBLIC_IMAGE_CACHE_CONTROL = 'public, max-age=300, must-revalidate'
/** A photo only its owner or an admin sees (a draft): the browser's own cache only. */
export const PRIVATE_IMAGE_CACHE_CONTROL = 'private, max-age=3600'

/** A strong validator of a rendition's bytes. */
const etagOf = (bytes: Uint8Array) =>
  `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`

/** Whether If-None-Match names this ETag (a list, weak forms and `*` included). */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false
  return header.split(',').some((t) => {
    const tag = t.trim()
    return tag === '*' || tag === etag || tag === `W/${etag}`
  })
}

/** A bounded map of keys to 'public' that forget after `ttlMs`. */
class ExpiringSet {
  readonly #until = new Map<string, number>()
  constructor(
    readonly ttlMs: number,
    readonly max: number,
  ) {}
  get(key: string): 'public' | undefined {
    const until = this.#until.get(key)
    if (until === undefined) return undefined
    if (until > Date.now()) return 'public'
    this.#until.delete(key)
    return undefined
  }
  set(key: string, _value: 'public') {
    if (this.#until.size >= this.max) this.#until.delete(this.#until.keys().next().value as string)
    this.#until.set(key, Date.now() + this.ttlMs)
  }
}

export const IMAGE_BUSY_MESSAGE = 'Server je právě vytížený. Obrázek se zobrazí po obnovení stránky.'

export async function transformImage(original: Uint8Array, q: ImageTransformServerQuery): Promise<Buffer> {
  // rotate() applies the EXIF orientation; metadata (GPS included) is never copied to the output.
  const pipeline = sharp(original, { limitInputPixels: MAX_IMAGE_PIXELS })
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
 * Whether the requester may see the photos of the offer a listing image belongs to, decided like GET /api/offers/:id
 * (the domain's visibleOfferFields over offerRelation, under RLS as the requester), and whether a visitor may (then
 * the answer is publicly cacheable). Avatars stay public. `undefined`: not visible, answer 404.
 */
async function imageVisibility(
  db: Database,
  claims: RequestClaims | null,
  bucket: string,
  objectKey: string,
): Promise<'public' | 'private' | undefined> {
  if (bucket !== STORAGE_BUCKETS.listingImages) return 'public'
  const offerId = Number(objectKey.split('/')[0])
  if (!Number.isSafeInteger(offerId) || offerId <= 0) return undefined
  return asUser(db, claims, async (tx) => {
    const row = await loadOfferRow(tx, offerId)
    if (!row) return undefined
    const photo = await tx.query(
      'select 1 from public.offer_photos where offer_id = $1 and storage_path = $2',
      [offerId, objectKey],
    )
    if (!photo.rows.length) return undefined
    if (visibleOfferFields(row, 'visitor').size) return 'public'
    const viewer = await currentViewer(tx, claims?.sub)
    const unlocked = viewer ? (await loadUnlocked(tx, viewer.userId, [offerId])).has(offerId) : false
    return visibleOfferFields(row, offerRelation({ ownerId: row.owner_id }, viewer, unlocked)).size
      ? 'private'
      : undefined
  })
}

/**
 * GET /img?src=<bucket/path>&w=&h=&format=&q=&fit= (docs/decisions/0400-ui-image-transform-url.md). Only the public
 * image buckets, only the allowed renditions (allow-list.ts), only photos of offers the requester may see; results
 * are cached in a bounded cache (cache.ts) and transforms wait in a bounded queue (gate.ts). docs/security.md "/img".
 */
export function imageRoutes({
  storage,
  dataDir,
  db,
  limits: given,
  gate: shared,
}: {
  storage: Storage
  dataDir: string
  db: Database
  limits?: Partial<ImageLimits>
  /** The process's image-work gate (shared with avatar uploads); a gate of its own from `limits` otherwise. */
  gate?: WorkGate
}) {
  const limits = { ...defaultImageLimits(), ...given }
  const cache = dataDir.startsWith('memory://')
    ? memoryCache(Math.min(limits.cacheBytes, 64 * 1024 * 1024))
    : diskCache(path.join(dataDir, 'cache', 'img'), limits.cacheBytes)
  const gate = shared ?? imageWorkGate(limits)
  const limiter = new RateLimiter()
  // Photos a visitor may see, remembered for publicVerdictMs so a flood does not turn into database load: an offer
  // taken off the market keeps its photos on /img for at most that long (docs/security.md "/img").
  const publicPhotos = new ExpiringSet(limits.publicVerdictMs, 5_000)
  const busy = (c: Context) => {
    c.header('Retry-After', '5')
    return apiError(c, 503, 'busy', IMAGE_BUSY_MESSAGE)
  }
  const app = new Hono<AppEnv>()
  app.get('/', async (c) => {
    if (!limiter.hit(`img:${clientAddress(c) ?? 'unknown'}`, limits.imagesPerMinute, 60_000)) {
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
    if (!isAllowedRendition(q)) return apiError(c, 400, 'bad_image_request', IMAGE_NOT_ALLOWED_MESSAGE)
    const slash = q.src.indexOf('/')
    const bucket = q.src.slice(0, slash) as
      | typeof STORAGE_BUCKETS.listingImages
      | typeof STORAGE_BUCKETS.avatars
    const objectKey = q.src.slice(slash + 1)
    // Refused before any database or storage work when the transform queue is full.
    if (gate.full) return busy(c)
    const remembered = publicPhotos.get(objectKey)
    const visibility =
      remembered ?? (await imageVisibility(db, c.get('auth')?.claims ?? null, bucket, objectKey))
    if (!visibility) return apiError(c, 404, 'not_found', 'Obrázek nelze najít.')
    // Remembered from the database's verdict only: renewing it on every hit would keep a photo that is asked for
    // often (every few seconds by a busy page) public for ever after its offer left the market.
    if (visibility === 'public' && !remembered) publicPhotos.set(objectKey, 'public')
    const key = createHash('sha256')
      .update(JSON.stringify([q.src, q.w, q.h ?? null, q.format, q.q, q.fit]))
      .digest('hex')
    const headers = {
      'Content-Type': CONTENT_TYPES[q.format],
      'Cache-Control': visibility === 'public' ? PUBLIC_IMAGE_CACHE_CONTROL : PRIVATE_IMAGE_CACHE_CONTROL,
      'X-Content-Type-Options': 'nosniff',
    }
    // A revalidation (If-None-Match) gets a 304 only after the visibility check above, like any request.
    const answer = (bytes: Uint8Array) => {
      const etag = etagOf(bytes)
      if (matchesEtag(c.req.header('If-None-Match'), etag)) {
        const { 'Content-Type': _, ...validators } = headers
        return c.body(null, 304, { ...validators, ETag: etag })
      }
      return c.body(new Uint8Array(bytes), 200, { ...headers, ETag: etag })
    }
    // A cached rendition is served only while its original exists (a removed photo disappears from /img too).
    const cached = await cache.get(key)
    if (cached && (await storage.exists(bucket, objectKey).catch(() => false))) {
      return answer(cached)
    }
    let original: Uint8Array | null = null
    try {
      original = await storage.get(bucket, objectKey)
    } catch {
      original = null
    }
    if (!original) return apiError(c, 404, 'not_found', 'Obrázek nelze najít.')
    const source = original
    const done = await gate.run(() =>
      transformImage(source, q).then(
        (output) => ({ output }),
        () => ({ output: null }),
      ),
    )
    if (!done.ok) return busy(c)
    const output = done.value.output
    if (!output) return apiError(c, 422, 'bad_image', 'Obrázek nelze zpracovat.')
    await cache.set(key, output).catch(() => {})
    return answer(output)
  })
  return app
}
