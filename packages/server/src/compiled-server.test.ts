import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { endpointUrl } from '@rg/domain/contract'
import { expect, it } from 'vitest'
import { freePort } from '../../../scripts/free-port.ts'
import { repoRoot } from './env.ts'

/*
 * Production runs the compiled server (README "Production", docs/decisions/1377): `npm run build:server` bundles
 * src/main.ts with @rg/domain into packages/server/dist, and plain `node dist/main.js`, with no TypeScript loader,
 * starts, migrates, gets ready and answers the API (zod validation included).
 */
it('the compiled server starts without a TypeScript loader and answers', async () => {
  const server = path.join(repoRoot, 'packages/server')
  const built = spawnSync(process.execPath, ['build.mjs'], { cwd: server, encoding: 'utf8' })
  expect(built.status, built.stderr).toBe(0)
  const main = readFileSync(path.join(server, 'dist/main.js'), 'utf8')
  expect(main).not.toMatch(/from ["']@rg\/domain["']/)
  expect(main).not.toMatch(/from ["'][^"']+\.ts["']/)

  const usage = spawnSync(process.execPath, [path.join(server, 'dist/backup-cli.js')], { encoding: 'utf8' })
  expect(usage.status).toBe(2)
  expect(usage.stderr).toContain('usage: backup-cli.ts backup|restore')

  const dataDir = mkdtempSync(path.join(tmpdir(), 'rg-compiled-'))
  const port = await freePort()
  const child = spawn(process.execPath, ['--enable-source-maps', path.join(server, 'dist/main.js')], {
    cwd: tmpdir(),
    env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: '0' },
    stdio: 'ignore',
  })
  try {
    const base = `http://127.0.0.1:${port}`
    // A cap, not a wait (docs/decisions/1249): at load 20 the compiled server took over 90 s to be ready.
    const deadline = Date.now() + 300_000
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the compiled server exited with ${child.exitCode}`)
      const ready = await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
      if (ready) break
      if (Date.now() > deadline) throw new Error('the compiled server was not ready in 300 s')
      await new Promise((r) => setTimeout(r, 200))
    }
    const send = (body: unknown) =>
      fetch(`${base}${endpointUrl('sendContactMessage')}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Origin: base },
        body: JSON.stringify(body),
      })
    expect((await send({ name: 'Jana', email: 'jana@example.cz', message: 'Dobrý den.' })).status).toBe(201)
    const refused = await send({ name: 'Jana', email: 'jana@', message: 'Dobrý den.' })
    expect(refused.status).toBe(400)
    expect(JSON.stringify(await refused.json())).toContain('Zadejte platný e-mail.')
  } finally {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      child.kill('SIGTERM')
      await exited
    }
    rmSync(dataDir, { recursive: true, force: true })
  }
}, 420_000)
