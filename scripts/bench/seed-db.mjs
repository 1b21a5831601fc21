#!/usr/bin/env node
/**
 * Seeds a benchmark database and keeps it, without running the benchmark: what `KEEP_DB=1 npm run bench:api` leaves
 * behind, for `scripts/bench/explain-shapes.mjs` and `BENCH_DB=<name> npm run bench:api`.
 *
 *   node --import tsx scripts/bench/seed-db.mjs <new database> [a|b]     # LISTINGS, SERVICES, BENCH_PG as bench:api
 */
import { embeddedAuthSql, migrate, openPostgres, seedCatalogue } from '@rg/server/bench-support'

const [database, variant = 'a'] = process.argv.slice(2)
if (!database || !/^[a-z_][a-z0-9_]*$/.test(database) || !['a', 'b'].includes(variant)) {
  console.error('usage: node --import tsx scripts/bench/seed-db.mjs <new database> [a|b]')
  process.exit(2)
}
const num = (name, fallback) => {
  const v = Number.parseInt(process.env[name] ?? '', 10)
  return Number.isFinite(v) && v >= 0 ? v : fallback
}
const base = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')
const admin = await openPostgres(`${base}/postgres`)
await admin.exec(`create database ${database}`)
await admin.close()
const db = await openPostgres(`${base}/${database}`)
await db.exec(embeddedAuthSql())
await migrate(db)
const started = Date.now()
await seedCatalogue(db, { listings: num('LISTINGS', 100_000), services: num('SERVICES', 5_000), variant })
await db.exec('vacuum analyze')
await db.close()
console.log(`${database}: data set ${variant} seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
