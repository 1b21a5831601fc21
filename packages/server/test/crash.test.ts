import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { endpointUrl } from '@rg/domain/contract'
import { afterAll, expect, it } from 'vitest'
import { openPglite } from '../src/db/pglite.ts'
import { repoRoot } from '../src/env.ts'

const dataDir = mkdtempSync(path.join(tmpdir(), 'rg-crash-'))
const children: ChildProcess[] = []
afterAll(() => {
  for (const child of children)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

/** Starts `npm start`'s server process on DATA_DIR and resolves with its URL once it answers /healthz. */
async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: '0',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SUPABASE_URL: '',
      SMTP_URL: '',
      BASE_URL: '',
      // demo data (accounts, offers with generated photos) is not what this test is about and slows both starts
      DEMO_DATA: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 300_000)
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk
      const match = output.match(/běží na (http:\/\/localhost:\d+)/)
      if (match?.[1]) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk
    })
    child.once('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
  expect((await fetch(`${url}/healthz`)).status).toBe(200)
  return { child, url }
}

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    // a process killed by a signal has signalCode set and exitCode null
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  )

it('loses no committed write and stays consistent when the server is SIGKILLed mid-write (PGlite in DATA_DIR)', async () => {
  const first = await startServer()
  const acknowledged: string[] = []
  let stop = false
  // Writers: visitors' cookie decisions (one row each) and sign-ups (user, identity, profile, outbox in one
  // transaction), each marked so it can be found after the restart.
  const writer = async (lane: number) => {
    for (let i = 0; !stop; i++) {
      const marker = `crash-${lane}-${i}`
      try {
        if (i % 4 === 0) {
          const res = await fetch(`${first.url}/auth/v1/signup`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email: `${marker}@example.cz`, password: 'heslo-2026-tajne' }),
          })
          if (res.ok) acknowledged.push(`signup:${marker}`)
        } else {
          const res = await fetch(`${first.url}${endpointUrl('cookieAccept')}`, {
            method: 'POST',
            headers: { 'user-agent': marker },
          })
          if (res.ok) acknowledged.push(`consent:${marker}`)
        }
      } catch {
        // not acknowledged: the server is gone, or a keep-alive connection was dropped under load; keep writing
        await new Promise((r) => setTimeout(r, 10))
      }
    }
  }
  const lanes = [0, 1, 2, 3].map(writer)
  while (acknowledged.length < 60) await new Promise((r) => setTimeout(r, 20))
  first.child.kill('SIGKILL')
  stop = true
  await Promise.all(lanes)
  await exited(first.child)

  // The restarted server opens the same files, recovers and serves.
  const second = await startServer()
  const after = await fetch(`${second.url}${endpointUrl('cookieReject')}`, {
    method: 'POST',
    headers: { 'user-agent': 'after' },
  })
  expect(after.status).toBe(200)
  second.child.kill('SIGTERM')
  await exited(second.child)

  const db = await openPglite(dataDir)
  try {
    const consents = new Set(
      (await db.query<{ user_agent: string }>('select user_agent from public.cookie_consents')).rows.map(
        (r) => r.user_agent,
      ),
    )
    const users = new Set(
      (await db.query<{ email: string }>('select email from auth.users')).rows.map((r) => r.email),
    )
    const missing = acknowledged.filter((a) => {
      const [kind, marker] = a.split(':') as [string, string]
      return kind === 'consent' ? !consents.has(marker) : !users.has(`${marker}@example.cz`)
    })
    expect(missing).toEqual([])
    expect(consents.has('after')).toBe(true)

    // Consistent: every user has its identity and profile and its confirmation mail (one transaction each),
    // indexes agree with the tables, and the migrations are recorded once.
    const orphans = await db.query(
      `select u.id from auth.users u
       where not exists (select 1 from auth.identities i where i.user_id = u.id)
          or not exists (select 1 from public.profiles p where p.id = u.id)
          or (u.email like 'crash-%' and not exists (select 1 from public.mail_outbox m where m.to_address = u.email))`,
    )
    expect(orphans.rows).toEqual([])
    const viaIndex = await db.transaction(async (tx) => {
      await tx.exec('set local enable_seqscan = off')
      return (
        await tx.query<{ n: number }>('select count(*)::int as n from auth.users where email is not null')
      ).rows
    })
    const viaTable = (
      await db.query<{ n: number }>('select count(*)::int as n from auth.users where email is not null')
    ).rows
    expect(viaIndex).toEqual(viaTable)
    const migrations = await db.query<{ n: number }>(
      'select count(*)::int as n from supabase_migrations.schema_migrations',
    )
    expect(migrations.rows[0]?.n).toBeGreaterThanOrEqual(5)
  } finally {
    await db.close()
  }
}, 600_000)
