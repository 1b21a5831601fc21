import { findUnsafeText, UNSAFE_TEXT_MESSAGE } from '@rg/domain/fields'
import type { MiddlewareHandler } from 'hono'
import { apiError } from '../http.ts'

/**
 * The domain's text rule (no NUL, no lone surrogate; contract/fields.schema.ts) on every /api query string and path,
 * before any route sees them: `GET /api/offers?q=%00` is a Czech 400, not a database error. Bodies get the same rule
 * where they are parsed (http.ts parseJsonText, the contract's safeParseCs).
 */
export function textRule(): MiddlewareHandler {
  return async (c, next) => {
    let path: string
    try {
      path = decodeURIComponent(c.req.path)
    } catch {
      path = c.req.path
    }
    const query = c.req.queries()
    if (findUnsafeText(path) || findUnsafeText(query))
      return apiError(c, 400, 'validation_failed', UNSAFE_TEXT_MESSAGE)
    return next()
  }
}
