#!/usr/bin/env node
/**
 * API benchmark of browse, search and unlock at scale (a measurement, never a test; docs/decisions/0853).
 *
 * 1. Creates a throw-away database on a real Postgres (BENCH_PG, default postgres://postgres@127.0.0.1:5432),
 *    applies the embedded auth schema and the migrations, seeds LISTINGS + SERVICES offers with one INSERT ... SELECT
 *    from generate_series (packages/server/src/services/offers/catalogue-seed.ts) and VACUUM ANALYZEs.
 * 2. Starts the server (packages/server/src/main.ts) on it with DATABASE_URL and BASE_URL=http://127.0.0.1:<port>.
 * 3. For every query shape: the bare SQL of the request (its one page statement with the photos and, signed in, the
 *    viewer's unlocks; one client, no transaction, no role switch) 300 times for p50/p95; then the API at a constant arrival RATE (paced() in
 *    api-shapes.mjs: an open loop timed from each request's due moment; p50/p95/p99, non-2xx counted) and in a
 *    closed loop with autocannon (CONNECTIONS connections, max req/s).
 * 4. Unlocks per second on real Postgres with UNLOCK_USERS users, each unlocking distinct listings, then a ledger
 *    check: no (user, listing) charged twice, no negative balance, one grant per charge.
 * 5. Prints the table and writes reports/bench-api-<DATASET>.json; drops the database, stops the server.
 *
 *   npm run bench:api                       # 100 000 listings + 5 000 services
 *   LISTINGS=10000 SERVICES=500 RATE=100 DURATION=5 npm run bench:api
 *   PGLITE=10000 npm run bench:api           # also the embedded PGlite with 10 000 listings (browse only)
 *   DATASET=b npm run bench:api               # the second catalogue: other towns, prices and texts, a recent month
 *
 * Env: PEOPLE (named users for the admin user search, 10 000), DATASET (a or b, the seeded catalogue's distribution), LISTINGS, SERVICES, RATE (req/s, 200), DURATION (s per fixed-rate run, 10), LOOP (s per closed loop, 5),
 * CONNECTIONS (closed loop, 8), UNLOCK_USERS (200), UNLOCKS (4000, 0 skips), PGLITE (listings, unset skips),
 * BENCH_PG, KEEP_DB=1 (do not drop), BENCH_PROFILE=<dir> (the server's CPU profile), BENCH_SERVER_ROOT=<checkout>
 * (that checkout's server instead of this one's, for a before/after on the same data). Exit code 0 whatever the numbers; 1 only when something could not run.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { endpointUrl } from '@rg/domain/contract'
import { offerListQuerySchema } from '@rg/domain/offers'
import {
  BROWSE_SHAPES,
  browsePageStatement,
  embeddedAuthSql,
  loadOrCreateSigningKey,
  migrate,
  openPglite,
  openPostgres,
  seedCatalogue,
  signAccessToken,
} from '@rg/server/bench-support'
import { fakeSmtp } from '@rg/server/fake-smtp'
import autocannon from 'autocannon'
import { paced, percentile, printTable } from './api-shapes.mjs'

// SHAPES: a regular expression over the shapes' names to run only those ('^$' runs none, e.g. for the dashboard alone)
const SHAPES = process.env.SHAPES
  ? BROWSE_SHAPES.filter((shape) => new RegExp(process.env.SHAPES ?? '').test(shape.name))
  : BROWSE_SHAPES

const root = path.resolve(import.meta.dirname, '../..')
const num = (name, fallback) => {
  const v = Number.parseInt(process.env[name] ?? '', 10)
  return Number.isFinite(v) && v >= 0 ? v : fallback
}
const LISTINGS = num('LISTINGS', 100_000)
const SERVICES = num('SERVICES', 5_000)
const RATE = num('RATE', 200)
const DURATION = num('DURATION', 10)
const LOOP = num('LOOP', 5)
const CONNECTIONS = num('CONNECTIONS', 8)
const UNLOCK_USERS = num('UNLOCK_USERS', 200)
const UNLOCKS = num('UNLOCKS', 4000)
const PGLITE = process.env.PGLITE ? num('PGLITE', 10_000) : 0
const BENCH_PG = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')
const SQL_RUNS = 300
// DATASET: which of the two catalogues to seed (catalogue-seed.ts: 'a' even, 'b' capital-heavy, recent, long texts)
const DATASET = process.env.DATASET === 'b' ? 'b' : 'a'
// BENCH_DB: an existing, already seeded database to run on (kept afterwards; KEEP_DB=1 leaves a new one behind)
const BENCH_DB = process.env.BENCH_DB
// RACE: investors unlocking the same listing at once after the unlock run (0 skips)
const RACE = num('RACE', 50)
// this run's users are told apart from an earlier run's on a kept database
const RUN = `-${Date.now().toString(36)}`
const authSql = embeddedAuthSql()

const log = (msg) => process.stderr.write(`[bench:api ${new Date().toISOString().slice(11, 19)}] ${msg}\n`)

async function prepare(db, listings, services) {
  await db.exec(authSql)
  await migrate(db)
  const t0 = performance.now()
  await seedCatalogue(db, { listings, services, variant: DATASET })
  log(
    `seeded ${listings} listings + ${services} services in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  )
  await db.exec('vacuum analyze')
}

/**
 * What production refuses to start without (docs/security.md "Modes"). The e-mail (one notice to the owner per
 * unlock) goes to an SMTP sink in this process that accepts every message, as a relay would: delivery costs the server
 * what it costs in production, and the outbox does not fill with retries (a closed port did that; decision 1775). The
 * operator is a fictitious one for the invoices nobody issues here.
 */
const smtpSink = await fakeSmtp()
smtpSink.server.unref()
// the sink keeps what it received; the benchmark only needs it accepted
setInterval(() => smtpSink.messages.splice(0), 1000).unref()
const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  SMTP_URL: `smtp://127.0.0.1:${smtpSink.port}`,
  OPERATOR_NAME: 'Benchmark s.r.o.',
  OPERATOR_ADDRESS: 'Testovací 1, 110 00 Praha 1',
  OPERATOR_ICO: '27074358',
  OPERATOR_DIC: 'CZ27074358',
  OPERATOR_ACCOUNT: '19-2000145399/0800',
  SITE_EMAIL: 'bench@example.cz',
  SITE_PHONE: '+420 800 000 000',
}

/** Starts the server on the database and resolves with its origin once it listens. */
function startServer(env, dataDir = mkdtempSync(path.join(tmpdir(), 'bench-api-'))) {
  const port = 20000 + Math.floor(Math.random() * 20000)
  const origin = `http://127.0.0.1:${port}`
  const { BASE_URL: _b, ...rest } = process.env
  // BENCH_PROFILE=<dir>: the server writes a V8 CPU profile there when it stops (open it in Chrome's DevTools)
  const profile = process.env.BENCH_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'packages/server/src/main.ts'], {
    // BENCH_SERVER_ROOT: another checkout's server on the same data (before/after a change, side by side)
    cwd: process.env.BENCH_SERVER_ROOT ?? root,
    env: { ...rest, ...PRODUCTION_SETTINGS, ...env, PORT: String(port), DATA_DIR: dataDir, BASE_URL: origin },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stderr = ''
  child.stderr.on('data', (d) => {
    stderr += d
  })
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (d) => {
      if (String(d).includes('"listening"')) resolve({ origin, child, dataDir })
    })
    child.once('exit', (code) => reject(new Error(`server exited (${code}): ${stderr.slice(-2000)}`)))
  })
}

async function stopServer(server) {
  if (!server || server.child.exitCode !== null) return
  const exited = new Promise((r) => server.child.once('exit', r))
  server.child.kill('SIGTERM')
  await exited
  rmSync(server.dataDir, { recursive: true, force: true })
}

/**
 * The bare SQL of one request: the one statement listPublishedOffers sends (the page with its photos and, signed in,
 * the viewer's unlocks; docs/decisions/1770-request-fixed-cost.md), without the transaction and the role switch. Like
 * the server, every call after the first hands back the capped count the first found (docs/decisions/1710-count-cache.md).
 */
async function measureSql(db, shape, viewerId) {
  const query = offerListQuerySchema.parse(shape.query)
  const viewer = shape.signedIn ? viewerId : undefined
  let statement = browsePageStatement(query, viewer)
  const once = async () => {
    const { rows } = await db.query(statement.sql, statement.params)
    const top = rows[0]
    if (top?.catalogue_version != null) {
      const n = top.total_capped ? top.total + 1 : top.total
      statement = browsePageStatement(query, viewer, {}, { n, version: String(top.catalogue_version) })
    }
    return rows
  }
  const first = await once()
  const times = []
  for (let i = 0; i < SQL_RUNS; i++) {
    const t = performance.now()
    await once()
    times.push(performance.now() - t)
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95), total: first[0]?.total ?? 0 }
}

function cannon(opts) {
  return new Promise((resolve, reject) => {
    const times = []
    const statuses = {}
    // the last answer's moment: autocannon itself ends a run only on its one-second tick, which would round a rate
    const timing = { started: performance.now(), lastAnswer: performance.now() }
    const instance = autocannon({ ...opts, latency: true }, (err, result) =>
      err ? reject(err) : resolve({ result, times, statuses, timing }),
    )
    instance.on('response', (_client, status, _bytes, ms) => {
      timing.lastAnswer = performance.now()
      times.push(ms)
      statuses[status] = (statuses[status] ?? 0) + 1
    })
  })
}

/**
 * The whole machine's CPU time so far by kind, in ms (/proc/stat's first line; null where there is none): with the
 * server, Postgres and the load generator on the same cores, what a run costs the machine per request is the number
 * that the cores' sharing does not blur.
 */
function machineCpu() {
  try {
    const [user, nice, system, idle, iowait, irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .trim()
      .split(/\s+/)
      .slice(1)
      .map(Number)
    const ms = (jiffies) => jiffies * 10 // USER_HZ is 100 on Linux
    return {
      user: ms(user + nice),
      system: ms(system),
      softirq: ms(irq + softirq + steal),
      idle: ms(idle + iowait),
    }
  } catch {
    return null
  }
}

/** CPU ms per request between two machineCpu() readings, by kind, and the share of the cores left idle. */
function cpuPer(before, after, requests) {
  if (!before || !after || !requests) return null
  const per = (kind) => (after[kind] - before[kind]) / requests
  const busy = per('user') + per('system') + per('softirq')
  return {
    busy,
    user: per('user'),
    system: per('system'),
    softirq: per('softirq'),
    idleShare: per('idle') / (busy + per('idle')),
  }
}

/** Until two requests in a row answer within a second (at most two minutes). */
async function drained(url, headers) {
  const until = performance.now() + 120_000
  let fast = 0
  while (fast < 2 && performance.now() < until) {
    const t = performance.now()
    await fetch(url, { headers }).then(
      (r) => r.arrayBuffer(),
      () => null,
    )
    fast = performance.now() - t < 1000 ? fast + 1 : 0
  }
}

async function measureApi(origin, shape, token) {
  const url = `${origin}${endpointUrl('listOffers', { query: shape.query })}`
  const headers = shape.signedIn ? { authorization: `Bearer ${token}` } : {}
  const fixed = await paced({ url, headers, rate: RATE, duration: DURATION })
  // Requests the generator gave up on are still being served; wait until the server is idle again so that their
  // work does not land in the closed loop or the next shape.
  await drained(url, headers)
  const loop = await cannon({ url, headers, connections: CONNECTIONS, duration: LOOP })
  await drained(url, headers)
  const bad = Object.entries(fixed.statuses).filter(([s]) => !s.startsWith('2') && s !== 'unfinished')
  return {
    p50: percentile(fixed.times, 50),
    p95: percentile(fixed.times, 95),
    p99: percentile(fixed.times, 99),
    unfinished: fixed.statuses.unfinished ?? 0,
    non2xx: bad.reduce((n, [, c]) => n + c, 0) + (loop.result.non2xx ?? 0),
    maxRps: loop.result.requests.average,
    loopP95: percentile(loop.times, 95),
  }
}

/**
 * `count` confirmed, onboarded users named `<prefix>-<n>@example.cz` and an access token for each, issued from the
 * server's own key (DATA_DIR) as a password login would: production has no demo accounts, and the token endpoint's
 * per-address rate limit allows no 200 logins in a row.
 */
async function benchUsers(db, server, prefix, count, firstId) {
  await db.query(
    `insert into auth.users (id, email, aud, role, email_confirmed_at)
     select gen_random_uuid(), $2 || '-' || g || '@example.cz', 'authenticated', 'authenticated', now()
     from generate_series($3::int, $3::int + $1::int - 1) g`,
    [count, `${prefix}${RUN}`, firstId],
  )
  await db.query(
    `update public.profiles set onboarding_completed_at = now(), first_name = 'Bench', last_name = 'Uživatel'
     where email like $1`,
    [`${prefix}${RUN}-%`],
  )
  const sessions = (
    await db.query(
      `insert into auth.sessions (id, user_id)
       select gen_random_uuid(), p.id from public.profiles p where p.email like $1
       returning id, user_id`,
      [`${prefix}${RUN}-%`],
    )
  ).rows
  const key = await loadOrCreateSigningKey(server.dataDir)
  const tokens = []
  for (const s of sessions) {
    const claims = {
      sub: s.user_id,
      role: 'authenticated',
      aud: 'authenticated',
      session_id: s.id,
      aal: 'aal1',
    }
    tokens.push((await signAccessToken(key, claims, `${server.origin}/auth/v1`)).token)
  }
  return tokens
}

/**
 * The operator's dashboard (one statement per count, docs/decisions/1060-operator-desk.md) over the whole catalogue,
 * then the user search: sequential requests by an admin, after a few to warm the plan cache.
 */
async function benchDashboard(db, server) {
  const [token] = await benchUsers(db, server, 'bench-admin', 1, 900)
  await db.query(`update public.profiles set role = 'ADMIN' where email like 'bench-admin-%'`)
  const dashboard = await sequential(`${server.origin}${endpointUrl('adminDashboard')}`, {
    authorization: `Bearer ${token}`,
  })
  return { ...dashboard, userSearch: await benchUserSearch(db, server, token) }
}

/** 100 sequential GETs of `url` after 10 to warm up: p50, p95 and the statuses. */
async function sequential(url, headers) {
  const times = []
  const statuses = {}
  for (let i = 0; i < 110; i += 1) {
    const t = performance.now()
    const res = await fetch(url, { headers })
    await res.arrayBuffer()
    if (i >= 10) {
      times.push(performance.now() - t)
      statuses[res.status] = (statuses[res.status] ?? 0) + 1
    }
  }
  return { requests: times.length, p50: percentile(times, 50), p95: percentile(times, 95), statuses }
}

// The operator's user search (docs/decisions/1777-admin-user-search-index.md): a narrow name, two words, most users,
// nothing, searched without diacritics as an operator types them
const USER_SEARCHES = ['novak', 'jana svob', 'bench-people', 'xyzzy']
const PEOPLE = num('PEOPLE', 10_000)

/**
 * PEOPLE users with Czech names, surnames and companies (once per database: a kept one already has them), then each
 * of USER_SEARCHES as the admin, 100 in a row.
 */
async function benchUserSearch(db, server, token) {
  const have = Number(
    (await db.query(`select count(*) as n from public.profiles where email like 'bench-people-%'`)).rows[0].n,
  )
  if (have < PEOPLE) {
    await db.query(
      `insert into auth.users (id, email, aud, role, email_confirmed_at)
       select gen_random_uuid(), 'bench-people-' || g || '@example.cz', 'authenticated', 'authenticated', now()
       from generate_series($1::int + 1, $2::int) g`,
      [have, PEOPLE],
    )
    await db.query(
      `update public.profiles set
         first_name = (array['Jan','Petr','Jana','Tomáš','Lucie','Martin','Eva','Jiří'])[1 + floor(random() * 8)::int],
         last_name = (array['Novák','Svoboda','Dvořák','Černý','Procházková','Kučera','Veselý','Horák','Němec',
           'Pokorný','Marek','Pospíšil','Hájek','Král','Jelínek','Růžička','Beneš','Fiala','Sedláček',
           'Doležal'])[1 + floor(random() * 20)::int],
         company_name = case when random() < 0.3
           then 'Investice ' || (array['Morava','Čechy','Brno','Zlín'])[1 + floor(random() * 4)::int] || ' s.r.o.' end
       where email like 'bench-people-%' and first_name is null`,
    )
    await db.exec('analyze public.profiles')
  }
  const headers = { authorization: `Bearer ${token}` }
  const rows = []
  for (const q of USER_SEARCHES) {
    const url = `${server.origin}${endpointUrl('adminListUsers', { query: { q } })}`
    const total = (await (await fetch(url, { headers })).json()).total
    rows.push({ q, total, ...(await sequential(url, headers)) })
  }
  return { people: PEOPLE, rows }
}

/** Unlocks per second: UNLOCK_USERS buyers, each unlocking distinct listings, then the ledger check. */
async function benchUnlocks(db, server) {
  const origin = server.origin
  const tokens = await benchUsers(db, server, 'bench-buyer', UNLOCK_USERS, 1000)
  // 50 credits per unlock: one unlock fewer than each user's share, so "too few credits" is exercised too.
  const perUser = Math.ceil(UNLOCKS / UNLOCK_USERS)
  await db.query(
    `insert into public.credit_transactions (user_id, amount, reason, note)
     select id, $1::int * 50 - 50, 'ADMIN_ADJUSTMENT', 'bench' from public.profiles where email like $2`,
    [perUser, `bench-buyer${RUN}-%`],
  )
  const ids = (
    await db.query(
      `select id from public.offers where kind = 'LISTING' and status = 'PUBLISHED' order by id limit $1`,
      [perUser + 1],
    )
  ).rows.map((r) => Number(r.id))
  let n = 0
  const cpuBefore = machineCpu()
  const run = await cannon({
    url: origin,
    connections: 16,
    amount: UNLOCKS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req) => {
          const i = n++
          const user = i % tokens.length
          const offer = ids[Math.floor(i / tokens.length) % ids.length]
          return {
            ...req,
            path: endpointUrl('unlockOffer', { params: { id: offer } }),
            headers: {
              ...req.headers,
              authorization: `Bearer ${tokens[user]}`,
              'content-type': 'application/json',
            },
            body: '{}',
          }
        },
      },
    ],
  })
  const seconds = (run.timing.lastAnswer - run.timing.started) / 1000
  const cpu = cpuPer(cpuBefore, machineCpu(), run.times.length)
  const ledger = (
    await db.query(
      `with buyers as (select id from public.profiles where email like $1),
       charges as (
         select user_id, offer_id, count(*) as n from public.credit_transactions
         where reason = 'LISTING_UNLOCK' and user_id in (select id from buyers) group by 1, 2)
       select
         (select coalesce(sum(n), 0)::int from charges) as charges,
         (select count(*)::int from charges where n > 1) as double_charges,
         (select count(*)::int from public.offer_unlocks where user_id in (select id from buyers)) as grants,
         (select count(*)::int from (select user_id from public.credit_transactions
            where user_id in (select id from buyers) group by 1 having sum(amount) < 0) s) as negative_balances`,
      [`bench-buyer${RUN}-%`],
    )
  ).rows[0]
  const race = RACE ? await benchSameOfferRace(db, server) : null
  return {
    race,
    requests: run.times.length,
    perSecond: run.times.length / seconds,
    cpu,
    p50: percentile(run.times, 50),
    p95: percentile(run.times, 95),
    statuses: run.statuses,
    ledger,
    ok: ledger.double_charges === 0 && ledger.negative_balances === 0 && ledger.charges === ledger.grants,
  }
}

/**
 * RACE investors unlock the same listing at the same moment (one request each, all sent at once): every one is
 * charged exactly once, every one holds a grant, and the leads' numbers are 1..RACE without a gap or a repeat.
 */
async function benchSameOfferRace(db, server) {
  const tokens = await benchUsers(db, server, 'bench-racer', RACE, 1)
  await db.query(
    `insert into public.credit_transactions (user_id, amount, reason, note)
     select id, 100, 'ADMIN_ADJUSTMENT', 'bench' from public.profiles where email like $1`,
    [`bench-racer${RUN}-%`],
  )
  // a listing nobody has unlocked yet (the unlock run takes the lowest ids)
  const target = Number(
    (
      await db.query(
        `select id from public.offers o where kind = 'LISTING' and status = 'PUBLISHED'
           and not exists (select 1 from public.offer_unlocks u where u.offer_id = o.id)
         order by id desc limit 1`,
      )
    ).rows[0].id,
  )
  const url = `${server.origin}${endpointUrl('unlockOffer', { params: { id: target } })}`
  const t0 = performance.now()
  const statuses = await Promise.all(
    tokens.map((token) =>
      fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: '{}',
      }).then(async (res) => {
        await res.arrayBuffer()
        return res.status
      }),
    ),
  )
  const seconds = (performance.now() - t0) / 1000
  const ledger = (
    await db.query(
      `with racers as (select id from public.profiles where email like $2)
       select
         (select count(*)::int from public.credit_transactions
            where reason = 'LISTING_UNLOCK' and offer_id = $1 and user_id in (select id from racers)) as charges,
         (select count(*)::int from public.offer_unlocks where offer_id = $1) as grants,
         (select count(distinct investor_no)::int from public.offer_unlocks where offer_id = $1) as numbers,
         (select max(investor_no)::int from public.offer_unlocks where offer_id = $1) as last_number`,
      [target, `bench-racer${RUN}-%`],
    )
  ).rows[0]
  return {
    investors: RACE,
    seconds,
    perSecond: RACE / seconds,
    ok200: statuses.filter((s) => s === 200).length,
    ledger,
    ok:
      ledger.charges === RACE &&
      ledger.grants === RACE &&
      ledger.numbers === RACE &&
      ledger.last_number === RACE,
  }
}

async function benchPostgres() {
  const dbName = BENCH_DB ?? `bench_api_${process.pid}`
  const admin = await openPostgres(`${BENCH_PG}/postgres`)
  if (!BENCH_DB) await admin.exec(`create database ${dbName}`)
  let db
  let server
  try {
    db = await openPostgres(`${BENCH_PG}/${dbName}`)
    if (!BENCH_DB) await prepare(db, LISTINGS, SERVICES)
    server = await startServer({ DATABASE_URL: `${BENCH_PG}/${dbName}` })
    const [token] = await benchUsers(db, server, 'bench-viewer', 1, 1)
    const viewerId = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')).sub
    const rows = []
    for (const shape of SHAPES) {
      const sql = await measureSql(db, shape, viewerId)
      const api = await measureApi(server.origin, shape, token)
      rows.push({ name: shape.name, total: sql.total, sql, api })
      log(`${shape.name}: SQL p50 ${sql.p50.toFixed(2)} ms, API p95 ${api.p95.toFixed(2)} ms`)
    }
    const dashboard = await benchDashboard(db, server)
    log(`dashboard: p50 ${dashboard.p50.toFixed(2)} ms, p95 ${dashboard.p95.toFixed(2)} ms`)
    let unlocks = null
    if (UNLOCKS) {
      try {
        unlocks = await benchUnlocks(db, server)
      } catch (error) {
        log(`unlocks failed: ${error instanceof Error ? error.stack : String(error)}`)
        unlocks = { error: String(error) }
      }
    }
    return { rows, unlocks, dashboard }
  } finally {
    await stopServer(server)
    await db?.close()
    if (!process.env.KEEP_DB && !BENCH_DB) await admin.exec(`drop database if exists ${dbName} with (force)`)
    await admin.close()
  }
}

async function benchPglite() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-pglite-'))
  let server
  try {
    const db = await openPglite(dataDir)
    await prepare(db, PGLITE, Math.round(PGLITE / 20))
    await db.close()
    server = await startServer({}, dataDir)
    const rows = []
    for (const shape of SHAPES.filter((s) => !s.signedIn)) {
      const api = await measureApi(server.origin, shape, '')
      rows.push({ name: shape.name, api })
      log(`PGlite ${shape.name}: API p95 ${api.p95.toFixed(2)} ms, max ${api.maxRps.toFixed(0)} req/s`)
    }
    return rows
  } finally {
    await stopServer(server)
    rmSync(dataDir, { recursive: true, force: true })
  }
}

const loadBefore = readFileSync('/proc/loadavg', 'utf8').trim()
const startedAt = new Date().toISOString()
try {
  const pg = await benchPostgres()
  const pglite = PGLITE ? await benchPglite() : null
  const report = {
    startedAt,
    finishedAt: new Date().toISOString(),
    loadavgBefore: loadBefore,
    loadavgAfter: readFileSync('/proc/loadavg', 'utf8').trim(),
    settings: {
      DATASET,
      LISTINGS,
      SERVICES,
      RATE,
      DURATION,
      LOOP,
      CONNECTIONS,
      UNLOCK_USERS,
      UNLOCKS,
      RACE,
      PGLITE,
    },
    postgres: pg,
    pglite,
  }
  mkdirSync(path.join(root, 'reports'), { recursive: true })
  writeFileSync(path.join(root, `reports/bench-api-${DATASET}.json`), `${JSON.stringify(report, null, 2)}\n`)
  printTable(report)
} catch (error) {
  log(`failed: ${error instanceof Error ? error.stack : String(error)}`)
  process.exitCode = 1
}
