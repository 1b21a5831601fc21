import path from 'node:path'
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { playwright } from '@vitest/browser-playwright'
import { defineConfig } from 'vitest/config'
import { chromiumArgs, chromiumEnv, chromiumPath } from './scripts/chromium.ts'

export default defineConfig({
  test: {
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
    },
    projects: [
      // 30 s is a cap, not a wait: the property-based tests (fast-check) under coverage took over the default 5 s on
      // a machine at load 20 (json-limits, czech-messages), and CI runs on a loaded machine
      {
        test: {
          name: 'domain',
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          // Pure functions: worker threads, not child processes. A fork of this project once died after every file
          // had passed ("Worker exited unexpectedly", vitest 4's forks pool under coverage), failing the run.
          pool: 'threads',
        },
      },
      {
        test: {
          name: 'mock-api',
          include: ['packages/mock-api/src/**/*.test.ts'],
          globalSetup: ['packages/mock-api/src/contract/template-setup.ts'],
          environment: 'node',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['packages/server/**/*.test.ts'],
          globalSetup: ['packages/server/test/database-templates.ts'],
          environment: 'node',
          // A worker imports the server's modules once for all its files instead of once per file: every file starts
          // servers and databases of its own, so nothing but the module cache is shared
          // (docs/decisions/1722-server-tests-share-imports.md).
          isolate: false,
          // caps, not waits (docs/decisions/1249): on 2026-11-27 the machine ran about six times slower than usual
          testTimeout: 180_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'tooling',
          include: ['scripts/**/*.test.ts', 'packages/app/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        plugins: [
          vanillaExtractPlugin(),
          storybookTest({
            configDir: path.join(import.meta.dirname, '.storybook'),
            storybookScript: 'pnpm storybook --ci',
          }),
        ],
        // Each shard of scripts/test-storybook.sh pre-bundles its dependencies into a folder of its own: two Vite
        // optimizers writing one cache at once on a fresh clone could swap it under each other.
        cacheDir: process.env.STORYBOOK_SHARD
          ? `node_modules/.vite/storybook-shard-${process.env.STORYBOOK_SHARD}`
          : undefined,
        test: {
          name: 'storybook',
          // A cap for a story that hangs, not a wait: play functions wait for conditions (docs/decisions/1249).
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: { executablePath: chromiumPath, args: chromiumArgs, env: chromiumEnv },
            }),
            instances: [{ browser: 'chromium' }],
          },
        },
      },
    ],
  },
})
