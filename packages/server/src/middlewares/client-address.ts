import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context, MiddlewareHandler } from 'hono'

/** The resolved client address of each request (set by clientAddressFrom, read by http.ts clientAddress). */
export const resolvedAddress = new WeakMap<Request, string>()

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

export function clientAddressFrom(trusted: string[]): MiddlewareHandler {
  return async (c, next) => {
    const address = forwardedClient(socketAddress(c), c.req.header('x-forwarded-for'), trusted)
    if (address) resolvedAddress.set(c.req.raw, address)
    return next()
  }
}

/** 127.0.0.0/8, ::1 and their IPv4-mapped forms: the machine itself. */
export const isLoopbackAddress = (address: string) =>
  /^(::ffff:)?127\./.test(address) || address === '::1' || address === 'localhost'
