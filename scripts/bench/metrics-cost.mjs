#!/usr/bin/env node
/**
 * What the Prometheus metrics cost (a measurement, never a test; docs/decisions/1379-metrics-cost.md).
 *
 * Starts two identical servers (packages/server/src/main.ts through tsx, no demo data), one with METRICS_TOKEN and one
 * without, each on its own throw-away database on a real Postgres (BENCH_PG, default
 * postgres://postgres@127.0.0.1:5432; PGLITE=1 uses the embedded PGlite instead). Then, in ROUNDS rounds that
 * alternate which goes first, sends each RATE requests a second (200) for DURATION seconds (10) to GET /api/offers
 * (listOffers: the cheapest API request there is, an empty catalogue, so the metrics' share is as large as it gets)
 * in an open loop (api-shapes.mjs paced()), and scrapes /metrics once a round from the one that has them. Measured per
 * round: the server process's CPU time (utime + stime from /proc/<pid>/stat) per request, and the latencies. On a
 * busy machine that end-to-end difference is within its noise, so the metrics are also timed alone, in this process
 * (metricsOverhead in bench-support.ts: the CPU time of in-process requests with and without the middleware, and of a
 * scrape), and set against the server's CPU per request without metrics: middleware + one scrape every 15 s.
 * Prints the numbers and writes reports/bench-metrics.json.
 *
 *   npm run bench:metrics
 *   ROUNDS=6 RATE=200 DURATION=10 PGLITE=1 npm run bench:metrics
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { endpointUrl } from '@rg/domain/contract'
import { metricsOverhead } from '@rg/server/bench-support'
import { paced, percentile } from './api-shapes.mjs'

const root = path.resolve(import.meta.dirname, '../..')
const num = (name, fallback) => {
  const v = Number.parseInt(process.env[name] ?? '', 10)
  return Number.isFinite(v) && v > 0 ? v : fallback
}
const RATE = num('RATE', 200)
const DURATION = num('DURATION', 10)
const ROUNDS = num('ROUNDS', 4)
const PG = process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432'
const usePglite = process.env.PGLITE === '1'
const TOKEN = 'bench-metrics-token-0123456789'
const TICK = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout.trim()) || 100

const freePort = () =>
  new Promise((resolve) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address()
      srv.close(() => resolve(port))
    })
  })

/** The process's CPU seconds so far (user + system). */
function cpuSeconds(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / TICK
}

const psql = (sql) => {
  const done = spawnSync('psql', [`${PG}/postgres`, '-v', 'ON_ERROR_STOP=1', '-qAtc', sql], {
    encoding: 'utf8',
  })
  if (done.status !== 0) throw new Error(`psql: ${done.stderr}`)
}

const temp = mkdtempSync(path.join(tmpdir(), 'rg-bench-metrics-'))
const databases = []
const servers = []

async function start(name, metrics) {
  const port = await freePort()
  const env = {
    PATH: process.env.PATH,
    PORT: String(port),
    DATA_DIR: path.join(temp, name),
    BASE_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:9',
    SITE_EMAIL: 'bench@example.cz',
    SITE_PHONE: '+420 800 000 000',
    OPERATOR_NAME: 'Bench s.r.o.',
    OPERATOR_ADDRESS: 'Benchová 1, Praha',
    OPERATOR_ICO: '12345678',
    OPERATOR_ACCOUNT: '19-2000145399/0800',
    VAT_PAYER: '0',
    ...(metrics ? { METRICS_TOKEN: TOKEN } : {}),
  }
  if (!usePglite) {
    const db = `rg_bench_metrics_${name}_${Date.now()}`
    psql(`create database ${db}`)
    databases.push(db)
    env.DATABASE_URL = `${PG}/${db}`
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: 'ignore',
  })
  servers.push(child)
  const base = `http://127.0.0.1:${port}`
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`${name} exited`)
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break
    if (i > 600) throw new Error(`${name} not ready`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return { name, metrics, base, pid: child.pid }
}

async function round(server) {
  const before = cpuSeconds(server.pid)
  const scrape = server.metrics
    ? new Promise((r) => setTimeout(r, (DURATION * 1000) / 2)).then(() =>
        fetch(`${server.base}/metrics`, { headers: { Authorization: `Bearer ${TOKEN}` } }).then((r) =>
          r.text(),
        ),
      )
    : Promise.resolve('')
  const run = await paced({
    url: `${server.base}${endpointUrl('listOffers')}`,
    rate: RATE,
    duration: DURATION,
  })
  const scraped = await scrape
  const cpu = cpuSeconds(server.pid) - before
  const ok = run.statuses[200] ?? 0
  return {
    server: server.name,
    requests: run.times.length,
    ok,
    cpuSeconds: cpu,
    cpuMsPerRequest: (cpu * 1000) / Math.max(1, run.times.length),
    p50: percentile(run.times, 50),
    p95: percentile(run.times, 95),
    p99: percentile(run.times, 99),
    scrapeBytes: scraped.length,
  }
}

const loadBefore = loadavg()
try {
  const withMetrics = await start('with', true)
  const without = await start('without', false)
  // Warm both up (JIT, connection pool, caches) before measuring.
  for (const s of [withMetrics, without])
    await paced({ url: `${s.base}${endpointUrl('listOffers')}`, rate: RATE, duration: 3 })
  const rounds = []
  for (let i = 0; i < ROUNDS; i++) {
    const order = i % 2 ? [without, withMetrics] : [withMetrics, without]
    for (const s of order) {
      const r = await round(s)
      rounds.push({ round: i + 1, ...r })
      console.log(
        `round ${i + 1} ${r.server.padEnd(7)} ${r.requests} requests (${r.ok} ok), CPU ${r.cpuSeconds.toFixed(2)} s = ${r.cpuMsPerRequest.toFixed(3)} ms/request, p50 ${r.p50.toFixed(1)} p95 ${r.p95.toFixed(1)} p99 ${r.p99.toFixed(1)} ms`,
      )
    }
  }
  const sum = (name, key) => rounds.filter((r) => r.server === name).reduce((a, r) => a + r[key], 0)
  const perRequest = (name) => (sum(name, 'cpuSeconds') * 1000) / sum(name, 'requests')
  const a = perRequest('with')
  const b = perRequest('without')
  const p50 = (name) =>
    percentile(
      rounds.filter((r) => r.server === name).map((r) => r.p50),
      50,
    )
  const summary = {
    rate: RATE,
    duration: DURATION,
    rounds: ROUNDS,
    database: usePglite ? 'pglite' : 'postgres',
    cpuMsPerRequestWith: a,
    cpuMsPerRequestWithout: b,
    cpuCostPercent: ((a - b) / b) * 100,
    medianP50With: p50('with'),
    medianP50Without: p50('without'),
    cores: cpus().length,
    loadBefore,
    loadAfter: loadavg(),
  }
  console.log(
    `\nCPU per request: ${a.toFixed(3)} ms with metrics, ${b.toFixed(3)} ms without: ${summary.cpuCostPercent.toFixed(2)} % (median p50 ${summary.medianP50With.toFixed(1)} / ${summary.medianP50Without.toFixed(1)} ms); load ${loadBefore.map((l) => l.toFixed(1)).join(' ')} → ${summary.loadAfter.map((l) => l.toFixed(1)).join(' ')}`,
  )
  // The metrics alone: the middleware's CPU per request, and a scrape every 15 s spread over RATE requests a second.
  const alone = await metricsOverhead()
  const middlewareMs = (alone.microsPerRequestWith - alone.microsPerRequestWithout) / 1000
  const scrapeMsPerRequest = alone.microsPerScrape / 1000 / (15 * RATE)
  summary.alone = {
    ...alone,
    middlewareMsPerRequest: middlewareMs,
    scrapeMsPerRequest,
    costPercent: ((middlewareMs + scrapeMsPerRequest) / b) * 100,
  }
  console.log(
    `Metrics alone: the middleware ${(middlewareMs * 1000).toFixed(2)} µs of CPU per request (${alone.microsPerRequestWith.toFixed(2)} vs ${alone.microsPerRequestWithout.toFixed(2)} µs in-process), a scrape ${(alone.microsPerScrape / 1000).toFixed(2)} ms; with one scrape every 15 s at ${RATE} req/s that is ${summary.alone.costPercent.toFixed(3)} % of the server's ${b.toFixed(3)} ms of CPU per request`,
  )
  mkdirSync(path.join(root, 'reports'), { recursive: true })
  writeFileSync(
    path.join(root, 'reports/bench-metrics.json'),
    `${JSON.stringify({ summary, rounds }, null, 2)}\n`,
  )
} finally {
  await Promise.all(
    servers.map(
      (c) =>
        new Promise((resolve) => {
          if (c.exitCode !== null) return resolve()
          c.once('exit', resolve)
          c.kill('SIGTERM')
        }),
    ),
  )
  for (const db of databases) psql(`drop database if exists ${db} with (force)`)
  rmSync(temp, { recursive: true, force: true })
}
