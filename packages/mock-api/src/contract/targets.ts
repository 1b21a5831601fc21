import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { setupServer } from 'msw/node'
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

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..')

/**
 * The real server as a child process (exactly as `npm start` runs it) on a free port with a fresh data folder and
 * the demo accounts. Only its HTTP interface is used: mock-api never imports the server's code.
 */
export function serverTarget(): Target {
  let child: ChildProcess | undefined
  let dataDir = ''
  const target: Target = {
    name: 'real server',
    baseUrl: '',
    async start() {
      const port = await freePort()
      dataDir = mkdtempSync(path.join(tmpdir(), 'rg-contract-'))
      target.baseUrl = `http://localhost:${port}`
      // Vitest puts Vite's env (BASE_URL='/', MODE, …) into process.env; the server would read BASE_URL as its origin.
      const { BASE_URL: _b, MODE: _m, DEV: _d, PROD: _p, SSR: _s, ...env } = process.env
      child = spawn(process.execPath, ['--import', 'tsx', 'packages/server/src/main.ts'], {
        cwd: repoRoot,
        env: { ...env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'test' },
        stdio: ['ignore', process.env.CONTRACT_SERVER_LOG ? 'inherit' : 'ignore', 'pipe'],
      })
      let stderr = ''
      child.stderr?.on('data', (chunk) => {
        stderr += String(chunk)
      })
      const deadline = Date.now() + 90_000
      while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`server exited: ${stderr}`)
        try {
          if ((await fetch(`${target.baseUrl}/healthz`)).ok) return
        } catch {}
        await new Promise((r) => setTimeout(r, 250))
      }
      throw new Error(`server did not start: ${stderr}`)
    },
    async stop() {
      if (child && child.exitCode === null) {
        const exited = new Promise((r) => child?.once('exit', r))
        child.kill('SIGTERM')
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))])
      }
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
    },
  }
  return target
}
