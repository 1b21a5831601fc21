#!/usr/bin/env node
/**
 * Bank statement import benchmark on real Postgres (issue 29: "a 2 000-line statement imports in under 2 s"; a
 * measurement, never a test).
 *
 * 1. Creates a throw-away database on BENCH_PG (default postgres://postgres@127.0.0.1:5432), applies the embedded auth
 *    schema and the migrations, starts the server (packages/server/src/main.ts) on it in production mode.
 * 2. Seeds PAYING pending credit-pack orders (100 buyers) and an admin.
 * 3. For each format (ABO/GPC, Fio banka's CSV): writes a LINES-movement statement of the operator's account where
 *    PAYING/2 movements pay an order (each payment: the order, the ledger, the invoice with its gap-free number, the
 *    notification and the e-mail) and the rest wait in the payments queue (unknown variable symbols), sends it in one
 *    POST /api/admin/orders/statement and times it; then sends the same file again (every movement already
 *    imported, nothing changes) and times that.
 * 4. Prints the times and drops the database.
 *
 *   node --import tsx scripts/bench/statement-import.mjs
 *   LINES=2000 PAYING=200 node --import tsx scripts/bench/statement-import.mjs
 *
 * Env: LINES (2000), PAYING (200, split between the two formats), BENCH_PG, KEEP_DB=1. Exit code 0 whatever the numbers.
 * Load-independent measures (docs/decisions/1690-statement-payments-batched.md):
 *   COUNT_STATEMENTS=1  the server talks to Postgres through a counting proxy; each import prints its statements and
 *                       round trips (a Sync or a simple query), in all and per paid line, and the CPU time the server
 *                       process and the database's backends spent on it (/proc, Linux; a backend that exits while
 *                       an import runs is missed);
 *   CPU_PROF=<dir>      the server runs with node --cpu-prof into <dir> (written when it stops).
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import net from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { performance } from 'node:perf_hooks'
import { pragueDate } from '@rg/domain/calendar'
import { endpointUrl } from '@rg/domain/contract'
import { statementImportResultSchema, writeGpc } from '@rg/domain/payments'
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
const LINES = num('LINES', 2000)
const PAYING = num('PAYING', 200)
const BENCH_PG = (process.env.BENCH_PG ?? 'postgres://postgres@127.0.0.1:5432').replace(/\/+$/, '')
const ACCOUNT = '19-2000145399/0800'
const log = (msg) =>
  process.stderr.write(`[bench:statement ${new Date().toISOString().slice(11, 19)}] ${msg}\n`)
const ms = (t0) => Math.round(performance.now() - t0)

/** What production refuses to start without (as scripts/bench/api.mjs), a VAT payer with its DIČ (decision 1304). */
const PRODUCTION_SETTINGS = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:9',
  OPERATOR_NAME: 'Benchmark s.r.o.',
  OPERATOR_ADDRESS: 'Testovací 1, 110 00 Praha 1',
  OPERATOR_ICO: '27074358',
  OPERATOR_DIC: 'CZ27074358',
  OPERATOR_ACCOUNT: ACCOUNT,
  SITE_EMAIL: 'bench@example.cz',
  SITE_PHONE: '+420 800 000 000',
}

/**
 * A TCP proxy in front of Postgres that counts what the server sends: statements (Execute of the extended protocol,
 * or each simple query) and round trips (Sync, or a simple query). The frontend protocol after the start-up packet
 * is a type byte and a 32-bit length per message.
 */
async function countingProxy(target) {
  const counts = { statements: 0, roundTrips: 0 }
  const [port, host] = [Number(target.port || 5432), target.hostname]
  const proxy = net.createServer((client) => {
    const upstream = net.connect(port, host)
    let buffer = Buffer.alloc(0)
    let started = false
    client.on('data', (chunk) => {
      buffer = Buffer.concat([buffer, chunk])
      for (;;) {
        if (!started) {
          if (buffer.length < 8) break
          const length = buffer.readInt32BE(0)
          if (buffer.length < length) break
          // an SSLRequest (80877103) is followed by the real start-up packet
          if (buffer.readInt32BE(4) !== 80877103) started = true
          buffer = buffer.subarray(length)
          continue
        }
        if (buffer.length < 5) break
        const length = buffer.readInt32BE(1)
        if (buffer.length < length + 1) break
        const type = String.fromCharCode(buffer[0])
        if (type === 'E') counts.statements++
        if (type === 'S') counts.roundTrips++
        if (type === 'Q') {
          const sql = buffer.subarray(5, length).toString('utf8')
          counts.statements += sql.split(';').filter((part) => part.replace(/\0/g, '').trim()).length
          counts.roundTrips++
        }
        buffer = buffer.subarray(length + 1)
      }
      upstream.write(chunk)
    })
    upstream.on('data', (chunk) => client.write(chunk))
    const close = () => {
      client.destroy()
      upstream.destroy()
    }
    client.on('close', close)
    upstream.on('close', close)
    client.on('error', close)
    upstream.on('error', close)
  })
  await new Promise((resolve) => proxy.listen(0, '127.0.0.1', resolve))
  return { counts, port: proxy.address().port, close: () => proxy.close() }
}

/** User and system CPU time of the processes, in ms (fields 14 and 15 of /proc/<pid>/stat, 100 ticks a second). */
function cpuMs(pids) {
  let ticks = 0
  for (const pid of pids) {
    try {
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
      ticks += Number(fields[11]) + Number(fields[12])
    } catch {
      // the process has exited
    }
  }
  return ticks * 10
}

function startServer(env) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-statement-'))
  const port = 20000 + Math.floor(Math.random() * 20000)
  const origin = `http://127.0.0.1:${port}`
  const { BASE_URL: _b, ...rest } = process.env
  const profile = process.env.CPU_PROF
    ? ['--cpu-prof', '--cpu-prof-dir', path.resolve(process.env.CPU_PROF)]
    : []
  const child = spawn(process.execPath, [...profile, '--import', 'tsx', 'packages/server/src/main.ts'], {
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

/** LINES incoming movements: the first `paying` pay the given orders, the rest name no order. */
function movements(orders, paying, salt) {
  const today = pragueDate(new Date())
  return Array.from({ length: LINES }, (_, i) => {
    const order = i < paying ? orders[i] : null
    return {
      bankRef: String(salt * 100000 + i + 1),
      amountHalere: order ? order.amount_czk * 100 : 10_000 + i,
      variableSymbol: order ? order.variable_symbol : String(9_000_000_000 + salt * 100000 + i),
      date: today,
      counterAccount: `${1000000 + i}/0100`,
      counterName: `Plátce ${i}`,
    }
  })
}

/** Fio banka's CSV (the API layout with `ID pohybu`, docs/decisions/1300-statement-formats.md). */
function fioCsv(moves) {
  const [day, month, year] = [moves[0].date.slice(8), moves[0].date.slice(5, 7), moves[0].date.slice(0, 4)]
  const [accountId, bankId] = ACCOUNT.split('/')
  return [
    `"accountId";"${accountId}"`,
    `"bankId";"${bankId}"`,
    '"currency";"CZK"',
    '',
    '"ID pohybu";"Datum";"Objem";"Měna";"Protiúčet";"Název protiúčtu";"Kód banky";"Název banky";"KS";"VS";"SS";"Poznámka";"Zpráva pro příjemce";"Typ"',
    ...moves.map((m) => {
      const [counter, bank] = m.counterAccount.split('/')
      const amount = (m.amountHalere / 100).toFixed(2).replace('.', ',')
      return `"${m.bankRef}";"${day}.${month}.${year}";"${amount}";"CZK";"${counter}";"${m.counterName}";"${bank}";"Komerční banka";"0308";"${m.variableSymbol}";"";"";"";"Bezhotovostní příjem"`
    }),
  ].join('\r\n')
}

async function main() {
  const dbName = `bench_statement_${process.pid}`
  const admin = await openPostgres(`${BENCH_PG}/postgres`)
  await admin.exec(`create database ${dbName}`)
  let db
  let server
  let proxy
  try {
    db = await openPostgres(`${BENCH_PG}/${dbName}`)
    await db.exec(embeddedAuthSql())
    await migrate(db)
    let serverDb = `${BENCH_PG}/${dbName}`
    if (process.env.COUNT_STATEMENTS) {
      const target = new URL(BENCH_PG)
      proxy = await countingProxy(target)
      target.host = `127.0.0.1:${proxy.port}`
      serverDb = `${target.toString().replace(/\/+$/, '')}/${dbName}`
    }
    server = await startServer({ DATABASE_URL: serverDb })
    const user = async (email, role) => {
      const { rows } = await db.query(
        `insert into auth.users (id, email, aud, role, email_confirmed_at)
         values (gen_random_uuid(), $1, 'authenticated', 'authenticated', now()) returning id`,
        [email],
      )
      await db.query(
        `update public.profiles set onboarding_completed_at = now(), role = $2, first_name = 'Bench' where id = $1`,
        [rows[0].id, role],
      )
      return rows[0].id
    }
    const adminId = await user('bench-admin@example.cz', 'ADMIN')
    const buyers = []
    for (let i = 0; i < 100; i++) buyers.push(await user(`bench-buyer-${i}@example.cz`, 'USER'))
    const { rows: orders } = await db.query(
      `insert into public.orders (user_id, kind, credits, amount_czk)
       select ($1::uuid[])[1 + (n % 100)], 'CREDITS', 100, 990 from generate_series(0, $2 - 1) n
       returning variable_symbol::text as variable_symbol, amount_czk`,
      [buyers, PAYING],
    )
    const session = (
      await db.query('insert into auth.sessions (id, user_id) values (gen_random_uuid(), $1) returning id', [
        adminId,
      ])
    ).rows[0].id
    const key = await loadOrCreateSigningKey(server.dataDir)
    const { token } = await signAccessToken(
      key,
      { sub: adminId, role: 'authenticated', aud: 'authenticated', session_id: session, aal: 'aal1' },
      `${server.origin}/auth/v1`,
    )
    const upload = async (text, name) => {
      const form = new FormData()
      form.set('file', new Blob([text], { type: 'application/octet-stream' }), name)
      const backends = async () =>
        (
          await db.query(
            'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
          )
        ).rows.map((r) => r.pid)
      const pidsBefore = proxy ? await backends() : []
      const before = proxy && {
        ...proxy.counts,
        serverCpu: cpuMs([server.child.pid]),
        dbCpu: cpuMs(pidsBefore),
      }
      const t0 = performance.now()
      const res = await fetch(`${server.origin}${endpointUrl('adminImportStatement')}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      })
      const body = await res.json()
      const took = ms(t0)
      if (res.status !== 200) throw new Error(`import answered ${res.status}: ${JSON.stringify(body)}`)
      const result = statementImportResultSchema.parse(body)
      // what the mail outbox's delivery attempts send after the answer is counted too, as far as it has run
      const pidsAfter = proxy ? await backends() : []
      const sent = before && {
        statements: proxy.counts.statements - before.statements,
        roundTrips: proxy.counts.roundTrips - before.roundTrips,
        serverCpuMs: cpuMs([server.child.pid]) - before.serverCpu,
        dbCpuMs: cpuMs(new Set([...pidsBefore, ...pidsAfter])) - before.dbCpu,
      }
      return {
        took,
        paid: result.paid.length,
        toReview: result.toReview.length,
        again: result.alreadyImported,
        ...(sent ? { sent } : {}),
      }
    }
    // warm the server's code paths (the import, the PDF-free paying step) on a one-line statement
    await upload(writeGpc(ACCOUNT, pragueDate(new Date()), movements([], 0, 9).slice(0, 1)), 'warm.gpc')

    const half = Math.floor(PAYING / 2)
    const gpcText = writeGpc(ACCOUNT, pragueDate(new Date()), movements(orders.slice(0, half), half, 1))
    const csvText = fioCsv(movements(orders.slice(half), PAYING - half, 2))
    const rows = []
    for (const [format, text, name] of [
      ['ABO/GPC', gpcText, 'vypis.gpc'],
      ['Fio CSV', csvText, 'vypis.csv'],
    ]) {
      log(`${format}: ${LINES} movements, ${(text.length / 1024).toFixed(0)} kB`)
      const first = await upload(text, name)
      const second = await upload(text, name)
      rows.push({ format, bytes: text.length, first, second })
    }
    console.log(
      `statement import benchmark on real Postgres (${LINES} incoming movements per file, ${PAYING} orders paid in all)`,
    )
    for (const r of rows)
      console.log(
        `  ${r.format} (${(r.bytes / 1024).toFixed(0)} kB): first import ${r.first.took} ms (paid ${r.first.paid}, to review ${r.first.toReview}); the same file again ${r.second.took} ms (already imported ${r.second.again})${
          r.first.sent
            ? `; statements ${r.first.sent.statements} in ${r.first.sent.roundTrips} round trips (${(r.first.sent.statements / Math.max(1, r.first.paid)).toFixed(1)} / ${(r.first.sent.roundTrips / Math.max(1, r.first.paid)).toFixed(1)} per paid line), again ${r.second.sent.statements} in ${r.second.sent.roundTrips}; CPU server ${r.first.sent.serverCpuMs} ms, Postgres ${r.first.sent.dbCpuMs} ms`
            : ''
        }`,
      )
    console.log(JSON.stringify({ lines: LINES, paying: PAYING, rows }))
  } finally {
    await stopServer(server)
    proxy?.close()
    await db?.close()
    if (!process.env.KEEP_DB) await admin.exec(`drop database if exists ${dbName} with (force)`)
    await admin.close()
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
