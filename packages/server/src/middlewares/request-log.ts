import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http.ts'

export type Log = (entry: Record<string, unknown>) => void

let pending: string[] = []

/** Writes the lines logged since the last flush in one write (stdout to a pipe or a file is synchronous in Node). */
function flush() {
  if (pending.length === 0) return
  const text = pending.join('')
  pending = []
  process.stdout.write(text)
}
// process.exit (a crash, a signal's shutdown) still writes what was logged before it
process.on('exit', flush)

/**
 * One JSON line per event on stdout, the shape log collectors parse without configuration. The lines of one turn of
 * the event loop go out together, after it: a write per request was about 4 % of the server's CPU under load
 * (docs/decisions/1660-request-fixed-cost.md).
 */
export const jsonLog: Log = (entry) => {
  if (pending.length === 0) setImmediate(flush)
  pending.push(`${JSON.stringify({ time: new Date().toISOString(), ...entry })}\n`)
}

const INCOMING_ID = /^[\w.:-]{1,100}$/

/**
 * Gives every request an id (a sane incoming X-Request-Id from a proxy, else a new one), answers it in X-Request-Id,
 * and logs the request with status and duration; unhandled errors are logged with the same id.
 */
export function requestLog(log: Log): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const incoming = c.req.header('x-request-id')
    const requestId = incoming && INCOMING_ID.test(incoming) ? incoming : randomUUID()
    c.set('requestId', requestId)
    const started = performance.now()
    await next()
    c.res.headers.set('X-Request-Id', requestId)
    const status = c.res.status
    log({
      level: status >= 500 ? 'error' : status >= 400 ? 'warn' : 'info',
      msg: 'request',
      requestId,
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round(performance.now() - started),
      ...(c.error ? { error: String(c.error.stack ?? c.error) } : {}),
    })
  }
}
