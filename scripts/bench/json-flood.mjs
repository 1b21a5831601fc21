#!/usr/bin/env node
/**
 * Deeply nested JSON under attack (docs/security.md "Input"): starts the server as `npm start` does (fresh DATA_DIR,
 * demo data, TRUSTED_PROXY=loopback so each hostile client claims its own address), measures GET /api/offers alone,
 * then again while FLOOD clients (default 8) keep sending 10 000-level bodies (20 kB; arrays and objects in turn) to
 * every public JSON endpoint of `API`, /auth/v1/signup and /auth/v1/token, anonymously. Prints p50/p95/max of
 * /api/offers, what the flood got and the load average; exits non-zero when the worst p95 under the flood is 100 ms
 * or more.
 *
 *   node --import tsx scripts/bench/json-flood.mjs            (SAMPLES=200 FLOOD=8 SECONDS=20)
 *   BODY=tiny node --import tsx scripts/bench/json-flood.mjs  (the same flood with `{}` bodies: the control, what
 *                                                              any request costs on this machine)
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { API, apiPath, endpointUrl } from '@rg/domain/contract'

const root = path.resolve(import.meta.dirname, '../..')
const LIST = endpointUrl('listOffers')
const LEVELS = 10_000
const BODIES =
  process.env.BODY === 'tiny'
    ? ['{}']
    : [`${'['.repeat(LEVELS)}${']'.repeat(LEVELS)}`, `${'{"a":'.repeat(LEVELS)}0${'}'.repeat(LEVELS)}`]

// The flood runs in its own process, so the measuring process's event loop is not busy with it.
if (process.argv[2] === '--flood') {
  const [, , , base, count] = process.argv
  const { targets } = await new Promise((resolve) => process.once('message', resolve))
  const counts = {}
  let sent = 0
  let running = true
  process.once('message', () => {
    running = false
  })
  async function attacker(n) {
    let j = n
    while (running) {
      const target = targets[j % targets.length]
      const body = BODIES[j++ % BODIES.length]
      const res = await fetch(`${base}${target.path}`, {
        method: target.method,
        headers: { 'content-type': 'application/json', 'X-Forwarded-For': `198.51.100.${n + 1}` },
        body,
      }).catch(() => undefined)
      if (res) await res.arrayBuffer().catch(() => {})
      sent++
      const key = res ? String(res.status) : 'error'
      counts[key] = (counts[key] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: Number(count) }, (_, n) => attacker(n)))
  process.send({ sent, counts })
  process.exit(0)
}

const SAMPLES = Number(process.env.SAMPLES ?? 200)
const FLOOD = Number(process.env.FLOOD ?? 8)
const SECONDS = Number(process.env.SECONDS ?? 20)
const port = 20_000 + Math.floor(Math.random() * 20_000)
const base = `http://localhost:${port}`

const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: root,
  env: {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'rg-bench-')),
    TRUSTED_PROXY: 'loopback',
  },
  stdio: ['ignore', 'ignore', 'inherit'],
})
const stop = () => child.kill('SIGTERM')
process.on('exit', stop)
for (const signal of ['SIGINT', 'SIGTERM'])
  process.on(signal, () => {
    stop()
    process.exit(1)
  })

for (;;) {
  if (child.exitCode !== null) throw new Error('server exited')
  const ok = await fetch(`${base}/healthz`).then(
    (r) => r.ok,
    () => false,
  )
  if (ok) break
  await new Promise((r) => setTimeout(r, 200))
}

const pct = (xs, p) => {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)]
}
async function measure(label) {
  const times = []
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now()
    const res = await fetch(`${base}${endpointUrl('listOffers', { query: { page: (i % 3) + 1 } })}`)
    await res.arrayBuffer()
    if (!res.ok) throw new Error(`${LIST} answered ${res.status}`)
    times.push(performance.now() - t)
  }
  const row = {
    label,
    samples: SAMPLES,
    p50: +pct(times, 50).toFixed(1),
    p95: +pct(times, 95).toFixed(1),
    max: +Math.max(...times).toFixed(1),
    load: loadavg().map((l) => +l.toFixed(2)),
  }
  console.log(JSON.stringify(row))
  return row
}

// every public JSON endpoint (no sign-in needed, as an anonymous attacker), plus sign-up and sign-in
const targets = Object.values(API)
  .filter((ep) => ep.access === 'public' && ep.body && ep.body !== 'multipart')
  .map((ep) => ({
    method: ep.method,
    path: apiPath(ep.path, Object.fromEntries([...ep.path.matchAll(/:(\w+)/g)].map(([, k]) => [k, '1']))),
  }))
targets.push(
  { method: 'POST', path: '/auth/v1/signup' },
  { method: 'POST', path: '/auth/v1/token?grant_type=password' },
)

const idle = await measure(`GET ${LIST}, idle`)
const worker = spawn(
  process.execPath,
  ['--import', 'tsx', import.meta.filename, '--flood', base, String(FLOOD)],
  {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  },
)
worker.send({ targets })
const flood = new Promise((resolve) => worker.on('message', resolve))
// let the flood get going before measuring
await new Promise((r) => setTimeout(r, 1000))
const started = performance.now()
const flooding = process.env.BODY === 'tiny' ? '{} bodies' : `${LEVELS}-level bodies`
const rows = [await measure(`GET ${LIST}, ${FLOOD} clients sending ${flooding}`)]
while (performance.now() - started < SECONDS * 1000)
  rows.push(await measure(`GET ${LIST}, ${FLOOD} hostile clients (continued)`))
const floodSeconds = (performance.now() - started) / 1000 + 1
worker.send('stop')
const { sent, counts } = await flood
const during = rows.reduce((a, b) => (a.p95 > b.p95 ? a : b))
console.log(
  JSON.stringify({
    targets: targets.map((t) => t.path),
    body: process.env.BODY === 'tiny' ? '{}' : `${LEVELS} levels`,
    hostileRequests: sent,
    hostilePerSecond: Math.round(sent / floodSeconds),
    answers: counts,
    idle: { p50: idle.p50, p95: idle.p95 },
    underFloodWorst: { p50: during.p50, p95: during.p95 },
    load: loadavg().map((l) => +l.toFixed(2)),
    cores: (await import('node:os')).cpus().length,
  }),
)
stop()
if (during.p95 >= 100) process.exitCode = 1
