import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.ts'

// scripts/test.sh picks a free port and a fresh data folder; the product is started exactly as `npm start` runs it,
// behind a (pretend) loopback proxy: specs that test per-address limits send their own X-Forwarded-For, so the limits
// one spec uses up do not leak into another's.
const port = Number(process.env.E2E_PORT ?? 3111)
const dataDir = process.env.E2E_DATA_DIR ?? '.data-e2e'

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv },
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
  },
  webServer: {
    command: 'node --import tsx packages/server/src/main.ts',
    url: `http://localhost:${port}/healthz`,
    // a new confirmation link may be asked for 5 s after the last one (60 s by default): the e2e test of an expired
    // link opens the new one without waiting a minute
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      TRUSTED_PROXY: 'loopback',
      AUTH_EMAIL_FREQUENCY_SECONDS: '5',
    },
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
  },
})
