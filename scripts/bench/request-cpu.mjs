#!/usr/bin/env node
/**
 * The server's CPU time per browse request (docs/decisions/1770-request-fixed-cost.md): a measure that a shared, busy
 * machine disturbs far less than latency, which also counts the time the process waited for a core. Starts the server
 * (this checkout's, or BENCH_SERVER_ROOT's) in production mode on a seeded database, sends REQUESTS browse requests in
 * a closed loop of CONNECTIONS connections, anonymous and then signed in, and reads the process's user + system CPU
 * time from /proc before and after each (after WARMUP requests). Postgres's own time is not in it.
 *
 *   BENCH_DB=<seeded database> node --import tsx scripts/bench/request-cpu.mjs      # REQUESTS (3000), CONNECTIONS (4)
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { endpointUrl } from '@rg/domain/contract'
import { loadOrCreateSigningKey, openPostgres, signAccessToken } from '@rg/server/bench-support'
import autocannon from 'autocannon'

const root = path.resolve(import.meta.dirname, '../..')
const BENCH_PG = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')
const BENCH_DB = process.env.BENCH_DB
const REQUESTS = Number(process.env.REQUESTS ?? 3000)
const WARMUP = Number(process.env.WARMUP ?? 500)
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 4)
if (!BENCH_DB) {
  console.error('BENCH_DB=<a database seeded by scripts/bench/seed-db.mjs> is required')
  process.exit(2)
}

const TICK = 100 // USER_HZ on Linux
const cpuMs = (pid) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICK
}

const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-cpu-'))
const port = 20000 + Math.floor(Math.random() * 20000)
const origin = `http://127.0.0.1:${port}`
const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
  cwd: process.env.BENCH_SERVER_ROOT ?? root,
  env: {
    ...process.env,
    NODE_ENV: 'production',
    SMTP_URL: 'smtp://127.0.0.1:9',
    OPERATOR_NAME: 'Benchmark s.r.o.',
    OPERATOR_ADDRESS: 'Testovací 1, 110 00 Praha 1',
    OPERATOR_ICO: '27074358',
    OPERATOR_DIC: 'CZ27074358',
    OPERATOR_ACCOUNT: '19-2000145399/0800',
    SITE_EMAIL: 'bench@example.cz',
    SITE_PHONE: '+420 800 000 000',
    DATABASE_URL: `${BENCH_PG}/${BENCH_DB}`,
    PORT: String(port),
    DATA_DIR: dataDir,
    BASE_URL: origin,
  },
  stdio: ['ignore', 'pipe', 'inherit'],
})
await new Promise((resolve, reject) => {
  child.stdout.on('data', (d) => {
    if (String(d).includes('"listening"')) resolve()
  })
  child.once('exit', (code) => reject(new Error(`server exited (${code})`)))
})

// one signed-in viewer with a session, as api.mjs's benchUsers makes them
const db = await openPostgres(`${BENCH_PG}/${BENCH_DB}`)
const email = `bench-cpu-${Date.now().toString(36)}@example.cz`
await db.query(
  `insert into auth.users (id, email, aud, role, email_confirmed_at)
   values (gen_random_uuid(), $1, 'authenticated', 'authenticated', now())`,
  [email],
)
await db.query(
  `update public.profiles set onboarding_completed_at = now(), first_name = 'Bench', last_name = 'Uživatel'
   where email = $1`,
  [email],
)
const session = (
  await db.query(
    `insert into auth.sessions (id, user_id) select gen_random_uuid(), id from public.profiles where email = $1
     returning id, user_id`,
    [email],
  )
).rows[0]
await db.close()
const key = await loadOrCreateSigningKey(dataDir)
const { token } = await signAccessToken(
  key,
  { sub: session.user_id, role: 'authenticated', aud: 'authenticated', session_id: session.id, aal: 'aal1' },
  `${origin}/auth/v1`,
)

const run = (headers, amount) =>
  new Promise((resolve, reject) => {
    autocannon(
      { url: `${origin}${endpointUrl('listOffers')}`, headers, connections: CONNECTIONS, amount },
      (error, result) => (error ? reject(error) : resolve(result)),
    )
  })

const out = { load: readFileSync('/proc/loadavg', 'utf8').trim(), rows: [] }
for (const [name, headers] of [
  ['browse newest', {}],
  ['browse newest (signed in)', { authorization: `Bearer ${token}` }],
]) {
  await run(headers, WARMUP)
  const before = cpuMs(child.pid)
  const t0 = performance.now()
  const result = await run(headers, REQUESTS)
  const seconds = (performance.now() - t0) / 1000
  const cpu = cpuMs(child.pid) - before
  out.rows.push({
    name,
    requests: result.requests.total,
    non2xx: result.non2xx,
    cpuMsPerRequest: Number((cpu / result.requests.total).toFixed(3)),
    perSecond: Math.round(result.requests.total / seconds),
    p50: result.latency.p50,
  })
}
out.loadAfter = readFileSync('/proc/loadavg', 'utf8').trim()
const exited = new Promise((r) => child.once('exit', r))
child.kill('SIGTERM')
await exited
rmSync(dataDir, { recursive: true, force: true })
console.log(JSON.stringify(out))
