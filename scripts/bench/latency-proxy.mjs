#!/usr/bin/env node
/**
 * A TCP proxy that delays every chunk by DELAY_MS in each direction, for measuring what a round trip to a database
 * on another machine costs (a managed Postgres, a Supabase project) where the machine has no `tc netem`. A
 * measurement tool, never a test.
 *
 *   DELAY_MS=1 LISTEN=15432 TARGET=127.0.0.1:5432 node scripts/bench/latency-proxy.mjs
 *   BENCH_PG=postgres://postgres@127.0.0.1:15432 BENCH_DB=… npm run bench:api   # the server talks through it
 *
 * Order is kept per direction; Node's timers make the smallest delay about 1 ms, so DELAY_MS=1 is a round trip of
 * about 2 ms (a database in a neighbouring data centre).
 */
import net from 'node:net'

const DELAY_MS = Number(process.env.DELAY_MS ?? 1)
const LISTEN = Number(process.env.LISTEN ?? 15432)
const [targetHost, targetPort] = (process.env.TARGET ?? '127.0.0.1:5432').split(':')

/** Writes each chunk to `to` DELAY_MS after it arrived, in order. */
function delayed(from, to) {
  const queue = []
  let scheduled = false
  const flush = () => {
    const now = performance.now()
    while (queue.length && queue[0].due <= now) to.write(queue.shift().chunk)
    scheduled = queue.length > 0
    if (scheduled) setTimeout(flush, Math.max(0, queue[0].due - now))
  }
  from.on('data', (chunk) => {
    queue.push({ chunk, due: performance.now() + DELAY_MS })
    if (!scheduled) {
      scheduled = true
      setTimeout(flush, DELAY_MS)
    }
  })
}

net
  .createServer((client) => {
    const upstream = net.connect(Number(targetPort), targetHost)
    client.setNoDelay(true)
    upstream.setNoDelay(true)
    delayed(client, upstream)
    delayed(upstream, client)
    const close = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('error', close).on('close', close)
    upstream.on('error', close).on('close', close)
  })
  .listen(LISTEN, '127.0.0.1', () =>
    process.stderr.write(
      `latency proxy 127.0.0.1:${LISTEN} → ${targetHost}:${targetPort}, +${DELAY_MS} ms each way\n`,
    ),
  )
