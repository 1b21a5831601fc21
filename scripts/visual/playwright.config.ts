import { defineConfig } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../chromium.ts'

// Visual regression of the ui kit: every story of packages/ui (screens excepted) from a static Storybook build,
// screenshotted in Debian's Chromium and compared pixel for pixel with the committed baselines.
const port = Number(process.env.VISUAL_PORT ?? 6107)

export default defineConfig({
  testDir: '.',
  testMatch: 'visual.spec.ts',
  snapshotPathTemplate: '{testDir}/baselines/{arg}{ext}',
  outputDir: '../../reports/visual',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list'], ['html', { outputFolder: '../../reports/visual-html', open: 'never' }]],
  timeout: 30_000,
  expect: {
    toHaveScreenshot: {
      // No pixel may change. The small per-pixel colour threshold absorbs anti-aliasing noise of the compositor;
      // any geometric change (a border, padding or size off by one pixel) still moves whole edges and fails.
      maxDiffPixels: 0,
      threshold: 0.1,
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
    launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--font-render-hinting=none'] },
  },
  webServer: {
    command: `node scripts/visual/serve.mjs storybook-static ${port}`,
    cwd: '../..',
    url: `http://127.0.0.1:${port}/index.json`,
    reuseExistingServer: false,
    timeout: 30_000,
  },
})
