import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

export const API_VERSION = '2024-01-01'

/**
 * An error in GoTrue's 2024-01-01 format. supabase-js reads `code` only when it can read the
 * X-Supabase-Api-Version header (not always possible cross-origin), else `error_code`, so both carry the code;
 * the message goes in `msg` and `message` for the same reason.
 */
export function authError(
  c: Context,
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: Record<string, unknown> = {},
) {
  c.header('X-Supabase-Api-Version', API_VERSION)
  c.header('x-sb-error-code', code)
  return c.json({ code, error_code: code, msg: message, message, ...extra }, status)
}
