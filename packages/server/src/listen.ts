import type { Server } from 'node:http'
import { serve } from '@hono/node-server'

/**
 * How long an idle kept-alive connection stays open: longer than the clients and proxies in front keep theirs
 * (docs/decisions/1771-keep-alive-longer-than-clients.md). Node's default of 5 s let a client reuse a socket the
 * server was closing at that moment, and the request ended in ECONNRESET instead of its answer.
 */
export const KEEP_ALIVE_MS = 65_000

/** `serve` of @hono/node-server with the product's connection timeouts: every listener of the server uses this. */
export function listen(
  options: Parameters<typeof serve>[0],
  onListening?: Parameters<typeof serve>[1],
): Server {
  const server = serve(options, onListening) as Server
  server.keepAliveTimeout = KEEP_ALIVE_MS
  return server
}
