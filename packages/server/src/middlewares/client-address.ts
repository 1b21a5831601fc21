import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from '../http.ts'

const normalise = (address: string) => address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/, '$1')

function socketAddress(c: Context): string | undefined {
  try {
    return getConnInfo(c).remote.address
  } catch {
    return undefined
  }
}

/**
 * The client's address for limits and logs (docs/security.md "Running behind a proxy"). The socket's peer is the
 * client unless it is one of TRUSTED_PROXY; then X-Forwarded-For is read from the right, skipping further trusted
 * proxies, and the first untrusted hop is the client. Without TRUSTED_PROXY the header is ignored, so a client cannot
 * choose its own address and escape the per-address limits.
 */
export function forwardedClient(peer: string | undefined, xff: string | undefined, trusted: string[]) {
  if (!peer) return undefined
  const trustedSet = new Set(trusted.map(normalise))
  let client = normalise(peer)
  if (!trustedSet.has(client) || !xff) return client
  const hops = xff
    .split(',')
    .map((h) => normalise(h.trim()))
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    client = hops[i] as string
    if (!trustedSet.has(client)) return client
  }
  return client
}

/**
 * Resolves the client's address once per request into the context (read by http.ts clientAddress). The context, not
 * the Request object: a body limit may replace `c.req.raw` with a new Request (a body without Content-Length, such as
 * a landing form's in-process forward), and the address must survive that.
 */
export function clientAddressFrom(trusted: string[]): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const address = forwardedClient(socketAddress(c), c.req.header('x-forwarded-for'), trusted)
    if (address) c.set('clientAddress', address)
    return next()
  }
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms: the machine itself. */
export const isLoopbackAddress = (address: string) =>
  /^(::ffff:)?127\./.test(address) || address === '::1' || address === 'localhost'
