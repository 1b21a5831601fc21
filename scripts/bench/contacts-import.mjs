#!/usr/bin/env node
/**
 * Contact import benchmark on real Postgres (issue 30, docs/decisions/1322; a measurement, never a test).
 *
 * 1. Creates a throw-away database on BENCH_PG (default postgres://postgres@127.0.0.1:5432), applies the embedded auth
 *    schema and the migrations, starts the server (packages/server/src/main.ts) on it in production mode.
 * 2. Writes a ROWS-row Google Contacts CSV (numbered columns, " ::: " cells, 1–3 e-mails and phones, an address, an
 *    organisation; Czech names with diacritics) and reads it as the browser does (parseContactFile, planContactImport).
 * 3. Sends it in one POST /api/contacts/import and times it; then GET /api/contacts pages: the first, one in the
 *    middle (by the keyset cursor), the last, and a search by a phone's digits, each RUNS times for p50/p95.
 * 4. Reads the account's GDPR export (GET /api/profile/export, streamed: docs/decisions/1324) to its end while sampling
 *    the server's VmRSS every 10 ms, for the export's own memory growth.
 * 5. Prints the times, the body sizes and the server's memory (VmRSS before, after; VmHWM peak, Linux /proc), then
 *    drops the database.
 *
 *   node --import tsx scripts/bench/contacts-import.mjs
 *   ROWS=5000 RUNS=20 node --import tsx scripts/bench/contacts-import.mjs
 *
 * Env: ROWS (20000), RUNS (30), BENCH_PG, KEEP_DB=1. Exit code 0 whatever the numbers; 1 when something cannot run.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { endpointUrl } from '@rg/domain/contract'
import {
  CONTACT_PAGE_DEFAULT,
  contactListResponseSchema,
  parseContactFile,
  planContactImport,
} from '@rg/domain/crm'
import {
  embeddedAuthSql,
  loadOrCreateSigningKey,
  migrate,
  openPostgres,
  signAccessToken,
} from '@rg/server/bench-support'

const root = path.resolve(import.meta.dirname, '../..')
const num = (name, fallback) => {
  const v = Number.parseInt(process.env[name] ?? '', 10)
  return Number.isFinite(v) && v > 0 ? v : fallback
}
const ROWS = num('ROWS', 20_000)
const RUNS = num('RUNS', 30)
const BENCH_PG = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')
const log = (msg) =>
  process.stderr.write(`[bench:contacts ${new Date().toISOString().slice(11, 19)}] ${msg}\n`)
const ms = (t0) => performance.now() - t0
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`

/** What production refuses to start without (as scripts/bench/api.mjs). */
const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:9',
  OPERATOR_NAME: 'Benchmark s.r.o.',
  OPERATOR_ADDRESS: 'Testovací 1, 110 00 Praha 1',
  OPERATOR_ICO: '27074358',
  OPERATOR_DIC: 'CZ27074358',
  OPERATOR_ACCOUNT: '19-2000145399/0800',
  SITE_EMAIL: 'bench@example.cz',
  SITE_PHONE: '+420 800 000 000',
}

function startServer(env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-contacts-'))
  const port = 20000 + Math.floor(Math.random() * 20000)
  const origin = `http://127.0.0.1:${port}`
  const { BASE_URL: _b, ...rest } = process.env
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: root,
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

/** The server process's resident memory now and at its peak (Linux; null elsewhere). */
function memoryOf(pid) {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8')
    const kb = (key) =>
      Number(new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024
    return { rss: kb('VmRSS'), peak: kb('VmHWM') }
  } catch {
    return null
  }
}

const GIVEN = [
  'Jana',
  'Petr',
  'Čeněk',
  'Eva',
  'Jiří',
  'Žofie',
  'Tomáš',
  'Zdeňka',
  'Karel',
  'Řehoř',
  'Ludmila',
  'Ondřej',
]
const FAMILY = [
  'Dvořák',
  'Novák',
  'Šťastný',
  'Malá',
  'Černý',
  'Svobodová',
  'Kříž',
  'Procházka',
  'Horák',
  'Veselá',
]
const CITIES = [
  ['Brno', '602 00'],
  ['Praha', '110 00'],
  ['Ostrava', '702 00'],
  ['Plzeň', '301 00'],
  ['Olomouc', '779 00'],
]
const csvCell = (v) => (/[",\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v)

/** A Google Contacts export of `rows` people, as Google writes it (its column names, " ::: " for more values). */
function googleCsv(rows) {
  const header = [
    'Name',
    'Given Name',
    'Family Name',
    'Organization 1 - Name',
    'Organization 1 - Title',
    'E-mail 1 - Type',
    'E-mail 1 - Value',
    'E-mail 2 - Type',
    'E-mail 2 - Value',
    'Phone 1 - Type',
    'Phone 1 - Value',
    'Phone 2 - Type',
    'Phone 2 - Value',
    'Address 1 - Type',
    'Address 1 - Formatted',
    'Address 1 - Street',
    'Address 1 - City',
    'Address 1 - Postal Code',
    'Address 1 - Country',
    'Group Membership',
    'Notes',
  ]
  const lines = [header.join(',')]
  for (let i = 0; i < rows; i++) {
    const given = GIVEN[i % GIVEN.length]
    const family = FAMILY[Math.floor(i / GIVEN.length) % FAMILY.length]
    const [city, postcode] = CITIES[i % CITIES.length]
    const user = `${given}.${family}.${i}`.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    const many = i % 3 === 0
    const phone = (n) =>
      `+420 ${String(600 + (n % 400)).padStart(3, '0')} ${String(i)
        .padStart(6, '0')
        .replace(/(\d{3})(\d{3})/, '$1 $2')}`
    const street = `Údolní ${1 + (i % 120)}`
    lines.push(
      [
        `${given} ${family} ${i}`,
        given,
        `${family} ${i}`,
        i % 4 ? `Firma ${i % 500} s.r.o.` : '',
        i % 5 ? '' : 'Jednatel',
        many ? '* Work ::: Home' : '* Work',
        many ? `${user}@firma.example.cz ::: ${user}@doma.example.cz` : `${user}@firma.example.cz`,
        i % 7 ? '' : 'Other',
        i % 7 ? '' : `${user}@jinde.example.cz`,
        many ? 'Mobile ::: Work' : 'Mobile',
        many ? `${phone(1)} ::: ${phone(2)}` : phone(1),
        i % 4 ? '' : 'Home',
        i % 4 ? '' : phone(3),
        'Work',
        `${street}\n${postcode} ${city}\nČesko`,
        street,
        city,
        postcode,
        'Česko',
        i % 2 ? '* myContacts ::: Investoři' : '* myContacts',
        i % 10 ? '' : 'Potkali jsme se na veletrhu; volat ráno.',
      ]
        .map(csvCell)
        .join(','),
    )
  }
  return `${lines.join('\r\n')}\r\n`
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

/**
 * The GDPR export of the account, read to its end, while the server's VmRSS is sampled every 10 ms (and its VmHWM
 * peak reset before, where Linux lets us: /proc/PID/clear_refs "5"), so the growth is the export's own, not the
 * import's earlier peak.
 */
async function measureExport(pid, request) {
  const before = memoryOf(pid)
  if (!before) return null
  let reset = false
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5')
    reset = true
  } catch {}
  let rssMax = before.rss
  let samples = 0
  const timer = setInterval(() => {
    const now = memoryOf(pid)
    samples += 1
    if (now && now.rss > rssMax) rssMax = now.rss
  }, 10)
  const t0 = performance.now()
  const res = await request()
  if (res.status !== 200) throw new Error(`export answered ${res.status}`)
  const text = await res.text()
  const took = ms(t0)
  clearInterval(timer)
  const after = memoryOf(pid)
  if (after && after.rss > rssMax) rssMax = after.rss
  const data = JSON.parse(text)
  return {
    bytes: Buffer.byteLength(text),
    contacts: data.contacts?.length ?? 0,
    ms: Math.round(took),
    rssBefore: before.rss,
    rssMax,
    rssAfter: after?.rss ?? null,
    peakSinceReset: reset ? (after?.peak ?? null) : null,
    samples,
  }
}

async function timed(runs, once) {
  const times = []
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now()
    await once()
    times.push(ms(t0))
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) }
}

async function main() {
  const dbName = `bench_contacts_${process.pid}`
  const admin = await openPostgres(`${BENCH_PG}/postgres`)
  await admin.exec(`create database ${dbName}`)
  let db
  let server
  try {
    db = await openPostgres(`${BENCH_PG}/${dbName}`)
    await db.exec(embeddedAuthSql())
    await migrate(db)
    server = await startServer({ DATABASE_URL: `${BENCH_PG}/${dbName}` })
    const { rows } = await db.query(
      `insert into auth.users (id, email, aud, role, email_confirmed_at)
       values (gen_random_uuid(), 'bench-contacts@example.cz', 'authenticated', 'authenticated', now()) returning id`,
    )
    const userId = rows[0].id
    await db.query(`update public.profiles set onboarding_completed_at = now() where id = $1`, [userId])
    const session = (
      await db.query('insert into auth.sessions (id, user_id) values (gen_random_uuid(), $1) returning id', [
        userId,
      ])
    ).rows[0].id
    const key = await loadOrCreateSigningKey(server.dataDir)
    const { token } = await signAccessToken(
      key,
      { sub: userId, role: 'authenticated', aud: 'authenticated', session_id: session, aal: 'aal1' },
      `${server.origin}/auth/v1`,
    )
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' }
    const api = (url, init = {}) => fetch(`${server.origin}${url}`, { ...init, headers })
    // warm the server's code paths before measuring
    await api(endpointUrl('listContacts', { query: { limit: 1 } }))
    const memBefore = memoryOf(server.child.pid)

    const csv = googleCsv(ROWS)
    const bytes = new TextEncoder().encode(csv)
    let t0 = performance.now()
    const preview = parseContactFile(bytes, 'google.csv')
    const plan = planContactImport([], preview.rows)
    const parseMs = ms(t0)
    if (preview.fileError) throw new Error(preview.fileError)
    const body = JSON.stringify({ contacts: plan.toCreate.map((r) => r.contact) })
    log(
      `CSV ${mb(bytes.length)}, ${preview.rows.length} rows read in ${parseMs.toFixed(0)} ms; JSON ${mb(body.length)}`,
    )

    t0 = performance.now()
    const imported = await api(endpointUrl('importContacts'), { method: 'POST', body })
    const importMs = ms(t0)
    const result = await imported.json()
    if (imported.status !== 200)
      throw new Error(`import answered ${imported.status}: ${JSON.stringify(result)}`)
    const memAfter = memoryOf(server.child.pid)
    await db.exec('analyze public.contacts')

    const page = async (query) => {
      const r = await api(endpointUrl('listContacts', { query }))
      if (r.status !== 200) throw new Error(`list answered ${r.status}`)
      return contactListResponseSchema.parse(await r.json())
    }
    // the cursors of the middle and last pages
    let cursor = null
    const cursors = []
    do {
      const p = await page({ limit: 500, ...(cursor ? { cursor } : {}) })
      cursor = p.nextCursor
      if (cursor) cursors.push(cursor)
    } while (cursor)
    const middle = cursors[Math.floor(cursors.length / 2)]
    const last = cursors.at(-1)
    const first = await timed(RUNS, () => page({}))
    const mid = await timed(RUNS, () => page({ cursor: middle }))
    const end = await timed(RUNS, () => page({ cursor: last }))
    const search = await timed(RUNS, () => page({ q: '601 000 123' }))
    const firstBytes = (await (await api(endpointUrl('listContacts'))).text()).length
    const memEnd = memoryOf(server.child.pid)
    const total = (await page({ limit: 1 })).total
    const exported = await measureExport(server.child.pid, () => api(endpointUrl('exportData')))

    const report = {
      rows: ROWS,
      csvBytes: bytes.length,
      jsonBytes: body.length,
      parseMs: Math.round(parseMs),
      importMs: Math.round(importMs),
      result,
      total,
      pageSize: CONTACT_PAGE_DEFAULT,
      pageBytes: firstBytes,
      listFirstMs: first,
      listMiddleMs: mid,
      listLastMs: end,
      searchByPhoneMs: search,
      serverMemory: { before: memBefore, afterImport: memAfter, end: memEnd },
      export: exported,
    }
    const f = (t) => `p50 ${t.p50.toFixed(1)} ms, p95 ${t.p95.toFixed(1)} ms`
    console.log(`contacts import benchmark on real Postgres (${ROWS} rows, ${RUNS} runs per page)`)
    console.log(
      `  Google CSV ${mb(bytes.length)}; read and planned in the browser's code: ${report.parseMs} ms`,
    )
    console.log(`  POST import (${mb(body.length)} JSON): ${report.importMs} ms → ${JSON.stringify(result)}`)
    console.log(`  contacts in the account: ${total}`)
    console.log(
      `  GET list, first page (${CONTACT_PAGE_DEFAULT}, ${(firstBytes / 1024).toFixed(0)} kB): ${f(first)}`,
    )
    console.log(`  GET list, middle page by cursor: ${f(mid)}`)
    console.log(`  GET list, last page by cursor: ${f(end)}`)
    console.log(`  GET list, search by phone digits: ${f(search)}`)
    if (memBefore && memAfter && memEnd)
      console.log(
        `  server memory: RSS ${mb(memBefore.rss)} before, ${mb(memAfter.rss)} after the import, ${mb(memEnd.rss)} at the end; peak ${mb(memEnd.peak)}`,
      )
    if (exported)
      console.log(
        `  GDPR export, exportData (streamed, ${exported.contacts} contacts, ${mb(exported.bytes)}): ${exported.ms} ms; server RSS ${mb(exported.rssBefore)} before, at most ${mb(exported.rssMax)} while streaming (+${mb(exported.rssMax - exported.rssBefore)}), ${exported.samples} samples${exported.peakSinceReset ? `; VmHWM since reset ${mb(exported.peakSinceReset)}` : ''}`,
      )
    console.log(JSON.stringify(report))
  } finally {
    await stopServer(server)
    await db?.close()
    if (!process.env.KEEP_DB) await admin.exec(`drop database if exists ${dbName} with (force)`)
    await admin.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
