import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { setupServer } from 'msw/node'
import { inject } from 'vitest'
import { createMockApi } from '../scenarios.ts'

/** Where the contract cases run: the same requests against the mock API (msw/node) or the real server. */
export interface Target {
  name: string
  baseUrl: string
  start(): Promise<void>
  stop(): Promise<void>
}

export function mockTarget(): Target {
  const baseUrl = 'http://localhost:3999'
  const api = createMockApi('visitor')
  const server = setupServer(...api.list())
  return {
    name: 'mock API',
    baseUrl,
    async start() {
      server.listen({ onUnhandledRequest: 'error' })
    },
    async stop() {
      server.close()
    },
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address()
      srv.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/**
 * Caps, not waits (docs/decisions/1249): a server start waits for /healthz, and at a load of 20 on two cores making the
 * seeded template (about 18 CPU seconds) took more than the 90 s this once allowed. A contract file's start hook may
 * wait for the template and then for its own server.
 */
const SERVER_START_LIMIT_MS = 300_000
export const TARGET_START_HOOK_MS = 2 * SERVER_START_LIMIT_MS + 60_000

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/** A started server: its base URL, how to stop it (gracefully, so PGlite flushes), and its error output so far. */
interface Started {
  baseUrl: string
  stop(): Promise<void>
}

async function startServer(dataDir: string): Promise<Started> {
  const port = await freePort()
  const baseUrl = `http://localhost:${port}`
  // Vitest puts Vite's env (BASE_URL='/', MODE, …) into process.env; the server would read BASE_URL as its origin.
  const { BASE_URL: _b, MODE: _m, DEV: _d, PROD: _p, SSR: _s, ...env } = process.env
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test' },
    stdio: ['ignore', process.env.CONTRACT_SERVER_LOG ? 'inherit' : 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk)
  })
  const stop = async () => {
    if (child.exitCode !== null) return
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
  }
  const deadline = Date.now() + SERVER_START_LIMIT_MS
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`)
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return { baseUrl, stop }
    } catch {}
    await new Promise((r) => setTimeout(r, 250))
  }
  await stop()
  throw new Error(`server did not start: ${stderr}`)
}

/**
 * A data folder as a fresh `npm start` leaves it (database created, migrated, demo accounts seeded), made once per
 * run and copied for every contract file: creating it costs about 18 CPU seconds, starting on a copy about 6
 * (docs/decisions/1245-contract-server-template.md). The first worker to claim the folder makes it; the others wait
 * for its `ready` mark. The run's global setup (contract/template-setup.ts) names the folder and removes it at the end.
 */
async function seededTemplate(): Promise<string> {
  const dir = inject('contractServerTemplate')
  const ready = path.join(dir, 'ready')
  let claimed = false
  try {
    mkdirSync(dir)
    claimed = true
  } catch {}
  if (claimed) {
    const data = path.join(dir, 'data')
    const server = await startServer(data)
    await server.stop()
    writeFileSync(ready, '')
    return data
  }
  const deadline = Date.now() + SERVER_START_LIMIT_MS
  while (!existsSync(ready)) {
    if (Date.now() > deadline) throw new Error(`the contract server template in ${dir} was never finished`)
    await new Promise((r) => setTimeout(r, 200))
  }
  return path.join(dir, 'data')
}

/**
 * The real server as a child process (exactly as `npm start` runs it) on a free port with a data folder of its own,
 * copied from the run's seeded template (the demo accounts included). Only its HTTP interface is used: mock-api
 * never imports the server's code.
 */
export function serverTarget(): Target {
  let server: Started | undefined
  let dataDir = ''
  const target: Target = {
    name: 'real server',
    baseUrl: '',
    async start() {
      const template = await seededTemplate()
      dataDir = mkdtempSync(path.join(tmpdir(), 'rg-contract-'))
      cpSync(template, dataDir, { recursive: true })
      server = await startServer(dataDir)
      target.baseUrl = server.baseUrl
    },
    async stop() {
      await server?.stop()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return target
}
