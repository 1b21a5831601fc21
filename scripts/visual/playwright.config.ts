import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumEnv, chromiumPath } from '../chromium.ts'

// Visual regression: every story of the ui kit and the screens listed in screens.spec.ts from a static Storybook build,
// screenshotted in Debian's Chromium and compared pixel for pixel with the committed baselines.
// run.sh passes a free port (VISUAL_PORT); 6107 only when the config is used directly.
const port = Number(process.env.VISUAL_PORT ?? 6107)

export default defineConfig({
  testDir: '.',
  testMatch: ['fonts.spec.ts', 'visual.spec.ts', 'screens.spec.ts'],
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: '../../reports/visual',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['html', { outputFolder: '../../reports/visual-html', open: 'never' }]],
  // Caps for a test that hangs, not waits: on a loaded machine (the three browser suites run at once, decision 1250) a
  // full-page shot of a long story took over the default 5 s to come out the same twice.
  timeout: 300_000,
  expect: {
    timeout: 30_000,
    toHaveScreenshot: {
      // Any colour difference counts (threshold 0). Up to 32 isolated pixels are tolerated: Chromium's compositor
      // leaves sub-pixel specks on curved edges that differ between runs (2026-11-27: 13 on the top corners of three
      // pill badges, primitives-badge--tiers, and 20 around the switch of primitives-checkbox--switch-toggle, each once
      // in about five runs; 8 were tolerated before; why they differ is not yet found); a one-pixel style change
      // (padding, border, size, offset) moves whole edges, hundreds of pixels, and fails.
      maxDiffPixels: 32,
      threshold: 0,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1024, height: 768 },
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    locale: 'cs-CZ',
    timezoneId: 'Europe/Prague',
    launchOptions: {
      executablePath: chromiumPath,
      args: [...chromiumArgs, '--font-render-hinting=none'],
      env: chromiumEnv,
    },
  },
  webServer: {
    command: `node scripts/visual/serve.mjs storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
