import { API, API_BODY_MAX_BYTES, type EndpointDef, jsonBodyBytesFor } from '@rg/domain/contract'
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

/** JSON endpoints allowed more than the /api limit (the contact import: a whole address book, 32 MB). */
const WIDE = Object.entries(API as Record<string, EndpointDef>)
  .filter(([name, def]) => def.body !== 'multipart' && jsonBodyBytesFor(name) > API_BODY_MAX_BYTES)
  .map(([name, def]) => ({
    method: def.method,
    path: new RegExp(`^${def.path.replace(/:[A-Za-z]+/g, '[^/]+')}$`),
    limit: bodyLimit({
      maxSize: jsonBodyBytesFor(name),
      onError: (c) =>
        apiError(
          c,
          413,
          'too_large',
          `Požadavek je příliš velký (nejvýše ${Math.round(jsonBodyBytesFor(name) / 1024 / 1024)} MB). Rozdělte soubor na menší části.`,
        ),
    }),
  }))

/**
 * The /api body limit with room for uploads: the contract's upload entries may carry up to the largest document
 * (20 MB) and answer their own Czech size message; a JSON endpoint with a wider body (jsonBodyBytesFor: the contact
 * import) its own; every other /api request keeps `limit`.
 */
export function withUploadLimit(limit: MiddlewareHandler): MiddlewareHandler {
  const uploads = bodyLimit({
    maxSize: MAX_UPLOAD_BODY,
    onError: (c) => apiError(c, 413, 'size', 'Soubor je příliš velký. Maximální velikost je 20 MB.'),
  })
  return (c, next) => {
    // A GET or HEAD has no body to limit (the Request a body check builds for it has none); asking for it built a
    // whole fetch Request per read, the biggest single cost of a cheap GET (docs/decisions/1770-request-fixed-cost.md).
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    if (isUpload(c.req.method, c.req.path)) return uploads(c, next)
    const wide = WIDE.find((w) => w.method === c.req.method && w.path.test(c.req.path))
    return wide ? wide.limit(c, next) : limit(c, next)
  }
}
