#!/usr/bin/env node
/**
 * /img under attack: starts the server as `npm start` does (fresh DATA_DIR, demo data, TRUSTED_PROXY=loopback so each
 * hostile request can claim its own client address and the per-address limit does not help), measures GET /api/offers
 * alone, then again while FLOOD clients (default 50) keep sending /img requests that all miss the cache (every allowed
 * width of every demo photo, plus refused sizes). Prints p50/p95/max of /api/offers and what the flood got.
 *
 *   node scripts/bench/img-flood.mjs            (SAMPLES=200 FLOOD=50 SECONDS=20)
 */
import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { endpointUrl } from '@rg/domain/contract'

const root = path.resolve(import.meta.dirname, '../..')
/** The browse endpoint it watches, from the contract (run with `node --import tsx`). */
const LIST = endpointUrl('listOffers')

// The flood runs in its own process, so the measuring process's event loop is not busy with it.
if (process.argv[2] === '--flood') {
  const [, , , base, count] = process.argv
  const { targets, photo } = await new Promise((resolve) => process.once('message', resolve))
  let next = 0
  const counts = {}
  let running = true
  process.once('message', () => {
    running = false
  })
  async function attacker(n) {
    let j = 0
    while (running) {
      const hostile =
        j++ % 5 === 4
          ? `src=${encodeURIComponent(photo)}&w=${1 + ((n * 997 + j) % 4000)}`
          : targets[next++ % targets.length]
      const res = await fetch(`${base}/img?${hostile}`, {
        headers: { 'X-Forwarded-For': `198.51.100.${n}` },
      }).catch(() => undefined)
      if (res) await res.arrayBuffer().catch(() => {})
      const key = res ? String(res.status) : 'error'
      counts[key] = (counts[key] ?? 0) + 1
    }
  }
  await Promise.all(Array.from({ length: Number(count) }, (_, n) => attacker(n)))
  process.send(counts)
  process.exit(0)
}
const SAMPLES = Number(process.env.SAMPLES ?? 200)
const FLOOD = Number(process.env.FLOOD ?? 50)
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
  }
  console.log(JSON.stringify(row))
  return row
}

// the demo photos (published offers only; /img refuses the others to a visitor)
const photos = []
for (let page = 1; page <= 5; page++) {
  const body = await (await fetch(`${base}${endpointUrl('listOffers', { query: { page } })}`)).json()
  for (const item of body.items ?? []) for (const p of item.photos ?? []) photos.push(p.url)
}
const widths = [320, 640, 768, 1024, 1280, 1536, 2048, 2560, 3072, 240, 480, 960, 1920]
const targets = []
for (const src of photos)
  for (const w of widths)
    for (const format of ['webp', 'jpeg'])
      targets.push(`src=${encodeURIComponent(src)}&w=${w}&format=${format}`)
targets.sort(() => Math.random() - 0.5)

await measure(`GET ${LIST}, idle`)
// the flood process imports this file, and so @rg/domain's TypeScript, too: it needs the same loader
const worker = spawn(
  process.execPath,
  ['--import', 'tsx', import.meta.filename, '--flood', base, String(FLOOD)],
  {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  },
)
worker.send({ targets, photo: photos[0] ?? 'listing-images/1/x.jpg' })
const counts = new Promise((resolve) => worker.on('message', resolve))
// let the flood fill the server's queue before measuring
await new Promise((r) => setTimeout(r, 1000))
const started = performance.now()
const rows = [await measure(`GET ${LIST}, ${FLOOD} concurrent hostile /img clients`)]
while (performance.now() - started < SECONDS * 1000)
  rows.push(await measure(`GET ${LIST}, ${FLOOD} hostile clients (continued)`))
worker.send('stop')
const imgAnswers = await counts
console.log(JSON.stringify({ photos: photos.length, renditionsTried: targets.length, imgAnswers }))
const during = rows.reduce((a, b) => (a.p95 > b.p95 ? a : b))
stop()
if (during.p95 >= 100) process.exitCode = 1
