// Watchdog matching benchmark: how long does publishing one offer take to match against 100 000 watchdogs?
//
//   node scripts/bench/watchdog-match.mjs [postgres://postgres@127.0.0.1:5432/test] [watchdogs=100000]
//
// Creates a throwaway database on that server, applies the embedded auth schema and every migration, inserts the
// watchdogs (varied kinds, categories, regions, price ranges, keywords, frequencies), then times
//   1. the matching query alone (public.watchdogs_matching for one offer), and
//   2. the whole publish: PENDING -> PUBLISHED in a transaction, the trigger matching and writing delivery rows
//      (rolled back each time, so every run starts equal),
// and prints the median and 95th percentile of 30 runs each, plus the plan. The database is dropped at the end.
// Indexing: see supabase/migrations/20261126190200_watchdog_match_keys.sql and docs/decisions/1020-*.md.
import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const pg = createRequire(path.join(root, 'packages/server/package.json'))('pg')

const adminUrl = process.argv[2] ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const count = Number(process.argv[3] ?? 100_000)
const runs = 30
const name = `rg_bench_${Date.now()}`

const admin = new pg.Client({ connectionString: adminUrl })
await admin.connect()
await admin.query(`create database ${name}`)
const url = new URL(adminUrl)
url.pathname = `/${name}`
const db = new pg.Client({ connectionString: url.toString() })

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(xs.length * 0.95))]
const ms = (start) => Number(process.hrtime.bigint() - start) / 1e6

try {
  await db.connect()
  await db.query(readFileSync(path.join(root, 'packages/server/src/db/embedded-auth.sql'), 'utf8'))
  const dir = path.join(root, 'supabase/migrations')
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort()) {
    await db.query(readFileSync(path.join(dir, file), 'utf8'))
  }

  // 1 000 users own the watchdogs; one more owns the offer.
  await db.query(`
    insert into auth.users (id, email) select gen_random_uuid(), 'bench' || g || '@example.cz' from generate_series(0, 1000) g;
    insert into public.profiles (id, email) select id, email from auth.users on conflict (id) do nothing;`)
  const categories = [
    'REAL_ESTATE',
    'DEVELOPMENT_PROJECT',
    'FINANCIAL_CONTRACT',
    'COMPANY_SHARE',
    'OTHER_OPPORTUNITY',
  ]
  const regions = [
    'CZ-10',
    'CZ-20',
    'CZ-31',
    'CZ-32',
    'CZ-41',
    'CZ-42',
    'CZ-51',
    'CZ-52',
    'CZ-53',
    'CZ-63',
    'CZ-64',
    'CZ-71',
    'CZ-72',
    'CZ-80',
  ]
  const words = ['byt', 'dům', 'pozemek', 'činžák', 'hala', 'vinice', 'hotel', 'garáž', 'kancelář', 'sklad']
  let t = process.hrtime.bigint()
  await db.query(
    `insert into public.watchdogs (user_id, kind, categories, regions, price_from, price_to, keywords, frequency)
     select u.ids[1 + (g % array_length(u.ids, 1))],
       case when g % 10 = 0 then 'SERVICE' else 'LISTING' end,
       case when g % 3 = 0 then '{}' else array[($1::text[])[1 + g % 5]] end,
       case when g % 4 = 0 then '{}' else array[($2::text[])[1 + g % 14], ($2::text[])[1 + (g / 14) % 14]] end,
       case when g % 5 = 0 then (g % 20) * 1000000 end,
       case when g % 2 = 0 then (5 + g % 30) * 1000000 end,
       case when g % 6 = 0 then array[($3::text[])[1 + g % 10]] else '{}' end,
       (array['IMMEDIATE', 'IMMEDIATE', 'DAILY', 'WEEKLY', 'PAUSED'])[1 + g % 5]
     from generate_series(1, $4) g, (select array_agg(id) as ids from public.profiles where email <> 'bench0@example.cz') u`,
    [categories, regions, words, count],
  )
  console.log(`inserted ${count} watchdogs in ${ms(t).toFixed(0)} ms`)
  await db.query('analyze')

  const { rows } = await db.query(
    `insert into public.offers (owner_id, kind, status, category, pub_name, pub_keywords, city, region, pub_price, pub_description)
     select id, 'LISTING', 'PENDING', 'REAL_ESTATE', 'Činžovní dům v Brně', '{činžák,nájem}', 'Brno', 'CZ-64', 9000000,
       'Plně pronajatý bytový dům s osmi byty.'
     from public.profiles where email = 'bench0@example.cz' returning id`,
  )
  const offerId = rows[0].id

  const match = []
  let matched = 0
  for (let i = 0; i < runs; i++) {
    t = process.hrtime.bigint()
    const r = await db.query(
      'select count(*)::int as n from public.offers o, public.watchdogs_matching(o) m where o.id = $1',
      [offerId],
    )
    match.push(ms(t))
    matched = r.rows[0].n
  }
  const publish = []
  let delivered = 0
  for (let i = 0; i < runs; i++) {
    await db.query('begin')
    t = process.hrtime.bigint()
    await db.query(`update public.offers set status = 'PUBLISHED', published_at = now() where id = $1`, [
      offerId,
    ])
    publish.push(ms(t))
    delivered = (await db.query('select count(*)::int as n from public.watchdog_deliveries')).rows[0].n
    await db.query('rollback')
  }
  const plan = await db.query(
    `explain (analyze, costs off, timing off, summary on)
     select m.id from public.offers o, public.watchdogs_matching(o) m where o.id = $1`,
    [offerId],
  )
  console.log(`watchdogs: ${count}, matching the offer: ${matched}, delivery rows written: ${delivered}`)
  console.log(
    `matching query:         median ${median(match).toFixed(1)} ms, p95 ${p95(match).toFixed(1)} ms`,
  )
  console.log(
    `publish with trigger:   median ${median(publish).toFixed(1)} ms, p95 ${p95(publish).toFixed(1)} ms`,
  )
  console.log('plan of the matching query:')
  for (const line of plan.rows) console.log(`  ${line['QUERY PLAN']}`)
} finally {
  await db.end().catch(() => {})
  if (process.env.KEEP_BENCH_DB) console.log(`kept database ${name}`)
  else await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}
