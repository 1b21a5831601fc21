#!/usr/bin/env node
/**
 * EXPLAIN (ANALYZE, BUFFERS) of every browse shape's statement on a kept benchmark database: the shared buffers a
 * request reads do not depend on the machine's load, so this compares data sets and indexes on a busy machine too.
 * A shape with a capped count (search, price bounds) is measured twice: counted (the first request for its filter)
 * and with the count remembered at the current catalogue version (every later one, docs/decisions/1710-count-cache.md).
 *
 *   KEEP_DB=1 npm run bench:api   # then, with the database name it printed:
 *   node --import tsx scripts/bench/explain-shapes.mjs bench_api_12345 [shape regex]
 *   node --import tsx scripts/bench/seed-db.mjs bench_b b   # or only seed one (data set b) and keep it
 */
import { offerListQuerySchema } from '@rg/domain/offers'
import { BROWSE_SHAPES, BROWSE_SQL, browseParams, openPostgres } from '@rg/server/bench-support'

const [database, pattern] = process.argv.slice(2)
if (!database) {
  console.error('usage: node --import tsx scripts/bench/explain-shapes.mjs <database> [shape regex]')
  process.exit(2)
}
const base = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')
const db = await openPostgres(`${base}/${database}`)
const RUNS = 5

/** Median execution ms and the shared buffers of RUNS EXPLAIN ANALYZE runs of one call. */
async function explain(params) {
  const runs = []
  for (let i = 0; i < RUNS; i++) {
    const { rows } = await db.query(`explain (analyze, buffers, format json) ${BROWSE_SQL}`, params)
    runs.push(rows[0]['QUERY PLAN'][0])
  }
  const ms = runs.map((r) => r['Execution Time']).sort((a, b) => a - b)[Math.floor(RUNS / 2)]
  const top = runs[0].Plan
  return {
    rows: top['Actual Rows'],
    buffers: (top['Shared Hit Blocks'] ?? 0) + (top['Shared Read Blocks'] ?? 0),
    ms,
  }
}

console.log(`| shape | rows | buffers | execution ms (median of ${RUNS}) | remembered count: buffers | ms |`)
console.log('|---|---:|---:|---:|---:|---:|')
for (const shape of BROWSE_SHAPES.filter((s) => !pattern || new RegExp(pattern).test(s.name))) {
  const query = offerListQuerySchema.parse(shape.query)
  const counted = await explain(browseParams(query))
  const [first] = (await db.query(BROWSE_SQL, browseParams(query))).rows
  let remembered = { buffers: '', ms: '' }
  if (first?.catalogue_version != null) {
    const n = first.total_capped ? first.total + 1 : first.total
    const hit = await explain(browseParams(query, {}, { n, version: String(first.catalogue_version) }))
    remembered = { buffers: hit.buffers, ms: hit.ms.toFixed(2) }
  }
  console.log(
    `| ${shape.name} | ${counted.rows} | ${counted.buffers} | ${counted.ms.toFixed(2)} | ${remembered.buffers} | ${remembered.ms} |`,
  )
}
await db.close()
