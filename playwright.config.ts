import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.ts'

// scripts/browser-suites.sh picks free ports and a fresh data folder; the product is started exactly as `npm start` runs
// it, behind a (pretend) loopback proxy: specs that test per-address limits send their own X-Forwarded-For, so the
// limits one spec uses up do not leak into another's.
// One worker per port in E2E_PORTS (or the one E2E_PORT), and each worker drives a product of its own, with its own
// data folder: spec files run two at a time without racing for the demo accounts they share
// (docs/decisions/1720-e2e-a-product-per-worker.md). Playwright evaluates this file again in every worker, with
// TEST_PARALLEL_INDEX set to the worker's slot.
const ports = (process.env.E2E_PORTS ?? process.env.E2E_PORT ?? '3111').split(',').map(Number)
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e'
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0)

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: ports.length,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  // Caps for a test that hangs, not waits (docs/decisions/1249): every step waits for a condition. On 2026-11-27 the
  // machine ran about six times slower than usual and eight journeys passed their steps only after the 30 s and 5 s
  // defaults, and at 120 s one long journey still did (the next run, at load 30); a passing run takes no longer for higher caps.
  timeout: 300_000,
  expect: { timeout: 30_000 },
  use: {
    baseURL: `http://localhost:${ports[slot]}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv },
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
  },
  webServer: ports.map((port, index) => ({
    command: 'node --import tsx packages/server/src/main.ts',
    url: `http://localhost:${port}/healthz`,
    // a new confirmation link may be asked for 5 s after the last one (60 s by default): the e2e test of an expired
    // link opens the new one without waiting a minute
    env: {
      PORT: String(port),
      DATA_DIR: ports.length === 1 ? dataDir : `${dataDir}/product-${index}`,
      NODE_ENV: 'test',
      TRUSTED_PROXY: 'loopback',
      AUTH_EMAIL_FREQUENCY_SECONDS: '5',
    },
    reuseExistingServer: false,
    // a cap (docs/decisions/1249): the product starts while the other suites fill the cores, at load 27 on 2026-11-28
    timeout: 600_000,
    stdout: 'pipe' as const,
  })),
})
