import { API, type EndpointDef } from '@rg/domain'
import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { apiError } from '../http.ts'
import { MAX_UPLOAD_BODY } from '../services/offers/offer-files.ts'

/** The contract's upload entries (body 'multipart') as method and a matcher of their path. */
const UPLOADS = Object.values(API as Record<string, EndpointDef>)
  .filter((def) => def.body === 'multipart')
  .map((def) => ({ method: def.method, path: new RegExp(`^${def.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`) }))

const isUpload = (method: string, path: string) =>
  UPLOADS.some((upload) => upload.method === method && upload.path.test(path))

/**
 * The /api body limit with room for uploads: the contract's upload entries may carry up to the largest document
 * (20 MB) and answer their own Czech size message; every other /api request keeps `limit`.
 */
export function withUploadLimit(limit: MiddlewareHandler): MiddlewareHandler {
  const uploads = bodyLimit({
    maxSize: MAX_UPLOAD_BODY,
    onError: (c) => apiError(c, 413, 'size', 'Soubor je příliš velký. Maximální velikost je 20 MB.'),
  })
  return (c, next) => (isUpload(c.req.method, c.req.path) ? uploads(c, next) : limit(c, next))
}
