/**
 * "Podobné nabídky" at scale (issue 34 item 5, docs/decisions/1553-similar-offers-by-index.md): on a throw-away
 * database of a real Postgres (BENCH_PG, default postgres://postgres@127.0.0.1:5432) with the benchmark catalogue
 * (LISTINGS, default 100 000, plus 5 000 services), prints EXPLAIN (ANALYZE, BUFFERS) of the similar-offers query for
 * the biggest category-and-region group and times it over RUNS offers of that group (p50, p95, max in ms).
 * Run: node --import tsx scripts/bench/similar.mjs  (KEEP_DB=1 keeps the database).
 */
import {
  embeddedAuthSql,
  migrate,
  openPostgres,
  seedCatalogue,
  similarParams,
  similarSql,
} from '@rg/server/bench-support'

const num = (name, fallback) => {
  const v = Number.parseInt(process.env[name] ?? '', 10)
  return Number.isFinite(v) && v >= 0 ? v : fallback
}
const LISTINGS = num('LISTINGS', 100_000)
const RUNS = num('RUNS', 300)
const BENCH_PG = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')
const dbName = `bench_similar_${Date.now()}`

const admin = await openPostgres(`${BENCH_PG}/postgres`)
await admin.exec(`create database ${dbName}`)
let db
try {
  db = await openPostgres(`${BENCH_PG}/${dbName}`)
  await db.exec(embeddedAuthSql())
  await migrate(db)
  await seedCatalogue(db, { listings: LISTINGS, services: 5_000 })
  await db.exec('vacuum analyze')
  const { rows: groups } = await db.query(
    `select kind, category, region, count(*)::int as n from public.offers where status = 'PUBLISHED'
     group by 1, 2, 3 order by n desc limit 1`,
  )
  const group = groups[0]
  const { rows: targets } = await db.query(
    `select id, pub_price from public.offers where status = 'PUBLISHED' and kind = $1 and category = $2
       and region = $3 and pub_price is not null order by id limit $4`,
    [group.kind, group.category, group.region, RUNS],
  )
  const target = (r) => ({
    id: Number(r.id),
    kind: group.kind,
    category: group.category,
    region: group.region,
    price: Number(r.pub_price),
  })
  const first = target(targets[0])
  const { sql } = similarSql(first)
  const plan = await db.query(`explain (analyze, buffers, costs off) ${sql}`, similarParams(first))
  console.log(
    `offers: ${LISTINGS} listings + 5000 services; largest group ${group.kind} ${group.category} ${group.region}: ${group.n} published`,
  )
  console.log(plan.rows.map((r) => r['QUERY PLAN']).join('\n'))
  const times = []
  for (const r of targets) {
    const t = target(r)
    const t0 = performance.now()
    await db.query(similarSql(t).sql, similarParams(t))
    times.push(performance.now() - t0)
  }
  times.sort((x, y) => x - y)
  const at = (p) => times[Math.min(times.length - 1, Math.floor((p / 100) * times.length))].toFixed(2)
  console.log(
    `similar offers over ${times.length} offers of that group: p50 ${at(50)} ms, p95 ${at(95)} ms, max ${at(100)} ms`,
  )
} finally {
  await db?.close?.()
  if (!process.env.KEEP_DB) await admin.exec(`drop database if exists ${dbName}`)
  await admin.close?.()
}
