import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { endpointUrl } from '@rg/domain/contract'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { freePort } from '../../../../scripts/free-port.ts'
import { hashPassword } from '../auth/passwords.ts'
import { insertUser } from '../auth/store.ts'
import { openPostgres } from '../db/postgres.ts'
import { repoRoot } from '../env.ts'
import { UNLOCKS_PER_MINUTE } from '../routes/offers/offer-routes.ts'
import { PUBLIC_FORM_LIMIT } from '../routes/public-forms/public-form-routes.ts'

const adminUrl = process.env.TEST_DATABASE_URL

/**
 * Two server processes, exactly as `npm start` runs them, on one real Postgres: the failed sign-in limit of an
 * account, the unlock limit of a user and the public forms' limit of an address hold across them (the counters live
 * in public.rate_limit_counters, docs/security.md "Limits").
 */
describe.skipIf(!adminUrl)('limits shared by two server processes on one Postgres', () => {
  const name = `rg_shared_${Date.now()}`
  let url = ''
  const children: ChildProcess[] = []
  const bases: string[] = []

  async function start(dataDir: string) {
    const port = await freePort()
    const child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
      cwd: repoRoot,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: url,
        DEMO_DATA: '0',
      },
      stdio: 'ignore',
    })
    children.push(child)
    const base = `http://localhost:${port}`
    for (;;) {
      if (child.exitCode !== null) throw new Error('server exited')
      const up = await fetch(`${base}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
      if (up) break
      await new Promise((r) => setTimeout(r, 100))
    }
    bases.push(base)
  }

  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const u = new URL(adminUrl as string)
    u.pathname = `/${name}`
    url = u.toString()
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rg-shared-'))
    await start(dataDir) // the first applies the migrations
    await start(dataDir) // the second shares the signing key and the database
    // a cap, not a wait (docs/decisions/1249): each start takes about 12 CPU seconds, and CI's machine can be at load 27
  }, 600_000)

  afterAll(async () => {
    await Promise.all(
      children.map(
        (c) =>
          new Promise<void>((resolve) => {
            if (c.exitCode !== null) return resolve()
            c.once('exit', () => resolve())
            c.kill('SIGTERM')
          }),
      ),
    )
    const admin = new pg.Client({ connectionString: adminUrl })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('five wrong passwords spread over both processes lock the account on either', async () => {
    const db = await openPostgres(url)
    const email = `shared-${Date.now()}@example.cz`
    await insertUser(db, email, await hashPassword('heslo-2026-tajne', 4), {}, true)
    await db.close()
    const signIn = (base: string, password: string) =>
      fetch(`${base}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password }),
      })
    const [a, b] = bases as [string, string]
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await signIn(i % 2 ? b : a, 'spatne-heslo')).status)
    expect(statuses).toEqual([400, 400, 400, 400, 400])
    // each process saw only 2 or 3 tries; together they are 5, the account's limit
    const locked = await signIn(a, 'heslo-2026-tajne')
    expect(locked.status).toBe(429)
    expect((await signIn(b, 'heslo-2026-tajne')).status).toBe(429)
  })

  it('the public forms’ limit of an address holds across both processes', async () => {
    const send = (base: string, i: number) =>
      fetch(`${base}${endpointUrl('sendContactMessage')}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify({
          name: 'Jana',
          email: `jana${i}@example.cz`,
          message: 'Dobrý den, mám dotaz.',
        }),
      })
    const [a, b] = bases as [string, string]
    const statuses = []
    for (let i = 0; i <= PUBLIC_FORM_LIMIT; i++) statuses.push((await send(i % 2 ? b : a, i)).status)
    expect(statuses).toEqual([...Array(PUBLIC_FORM_LIMIT).fill(201), 429])
    expect((await send(a, 99)).status).toBe(429)
    expect((await send(b, 99)).status).toBe(429)
  })

  it('the unlock limit of a user holds across both processes', async () => {
    const db = await openPostgres(url)
    const email = `unlock-${Date.now()}@example.cz`
    await insertUser(db, email, await hashPassword('heslo-2026-tajne', 4), {}, true)
    await db.close()
    const [a, b] = bases as [string, string]
    const token = (await (
      await fetch(`${a}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: 'heslo-2026-tajne' }),
      })
    ).json()) as { access_token: string }
    // An offer that does not exist: the limit counts the try before the offer is looked up.
    const unlock = (base: string) =>
      fetch(`${base}${endpointUrl('unlockOffer', { params: { id: 999_999 } })}`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Origin: base,
          Authorization: `Bearer ${token.access_token}`,
        },
        body: '{}',
      })
    const statuses = []
    for (let i = 0; i < UNLOCKS_PER_MINUTE; i++) statuses.push((await unlock(i % 2 ? b : a)).status)
    expect(statuses.filter((s) => s === 429)).toEqual([])
    expect((await unlock(a)).status).toBe(429)
    expect((await unlock(b)).status).toBe(429)
  })
})
