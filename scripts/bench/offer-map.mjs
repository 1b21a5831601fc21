#!/usr/bin/env node
import { loadavg } from 'node:os'
/**
 * The offers map at 100 000 offers (docs/decisions/1571-map-of-regions.md): `npm run bench:map`.
 *
 * Creates a throw-away database on the real Postgres (127.0.0.1:5432, `BENCH_PG` to change), seeds the catalogue of
 * bench:api (`LISTINGS`, default 100 000, and `SERVICES`, 5 000), and for every map shape runs what GET /api/offers/map
 * does (offerMapIn: the grouped statement, the names of single offers, the gazetteer and the clustering, one client,
 * no transaction or role switch) 300 times after 20 warm-up runs; prints p50/p95/p99 and drops the database.
 * `BENCH_DB=<name>` runs on a database bench:api kept (`KEEP_DB=1`, either data set) instead of seeding one.
 */
import { performance } from 'node:perf_hooks'
import { offerListQuerySchema } from '@rg/domain/offers'
import { embeddedAuthSql, migrate, offerMapIn, openPostgres, seedCatalogue } from '@rg/server/bench-support'
import { percentile } from './api-shapes.mjs'

const num = (name, fallback) => {
  const v = Number.parseInt(process.env[name] ?? '', 10)
  return Number.isFinite(v) && v >= 0 ? v : fallback
}
const LISTINGS = num('LISTINGS', 100_000)
const SERVICES = num('SERVICES', 5_000)
const RUNS = 300
const BENCH_PG = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')

const SHAPES = [
  { name: 'map: all listings', query: {} },
  { name: 'map: one region (finer pins)', query: { regions: ['CZ-64'] } },
  { name: 'map: category', query: { categories: ['REAL_ESTATE'] } },
  { name: 'map: price range', query: { priceFrom: 5_000_000, priceTo: 10_000_000 } },
  { name: "map: search 'zlin'", query: { q: 'zlin' } },
  { name: "map: search 'cinzovni dum'", query: { q: 'cinzovni dum' } },
  { name: 'map: services', query: { kind: 'SERVICE' } },
]

const log = (msg) => process.stderr.write(`[bench:map ${new Date().toISOString().slice(11, 19)}] ${msg}\n`)

const loadAtStart = loadavg()
  .map((l) => l.toFixed(1))
  .join(' ')
const BENCH_DB = process.env.BENCH_DB
const dbName = BENCH_DB ?? `bench_map_${process.pid}`
const admin = await openPostgres(`${BENCH_PG}/postgres`)
if (!BENCH_DB) await admin.exec(`create database ${dbName}`)
let db
try {
  db = await openPostgres(`${BENCH_PG}/${dbName}`)
  if (BENCH_DB) await migrate(db)
  else {
    await db.exec(embeddedAuthSql())
    await migrate(db)
    const t0 = performance.now()
    await seedCatalogue(db, { listings: LISTINGS, services: SERVICES })
    await db.exec('vacuum analyze')
    log(
      `seeded ${LISTINGS} listings + ${SERVICES} services in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
    )
  }
  const rows = []
  for (const shape of SHAPES) {
    const query = offerListQuerySchema.parse(shape.query)
    let answer
    for (let i = 0; i < 20; i++) answer = await offerMapIn(db, query)
    const times = []
    for (let i = 0; i < RUNS; i++) {
      const start = performance.now()
      answer = await offerMapIn(db, query)
      times.push(performance.now() - start)
    }
    const total = answer.regions.reduce((n, r) => n + r.count, 0)
    const row = {
      name: shape.name,
      matches: total,
      pins: answer.pins.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      p99: percentile(times, 99),
    }
    rows.push(row)
    log(
      `${row.name}: ${total} offers, ${row.pins} pins, p50 ${row.p50.toFixed(2)} ms, p95 ${row.p95.toFixed(2)} ms`,
    )
  }
  console.log(
    `Postgres, ${BENCH_DB ? `database ${BENCH_DB}` : `${LISTINGS} listings + ${SERVICES} services`}, load ${loadAtStart} at the start, ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')} at the end\n`,
  )
  console.log('| shape | matching offers | pins | p50 ms | p95 ms | p99 ms |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
  for (const r of rows)
    console.log(
      `| ${r.name} | ${r.matches} | ${r.pins} | ${r.p50.toFixed(2)} | ${r.p95.toFixed(2)} | ${r.p99.toFixed(2)} |`,
    )
} finally {
  await db?.close()
  if (!process.env.KEEP_DB && !BENCH_DB) await admin.exec(`drop database if exists ${dbName} with (force)`)
  await admin.close()
}
