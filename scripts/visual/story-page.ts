import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type BrowserContext, test as base, type Page, type WorkerInfo } from '@playwright/test'

/** Screens are shot with the clock fixed here, so "today", relative dates and the footer's year never move. */
export const fixedNow = new Date('2026-06-15T10:00:00+02:00')

async function warmContext(browser: import('@playwright/test').Browser, worker: WorkerInfo) {
  const { baseURL, viewport, deviceScaleFactor, reducedMotion, locale, timezoneId } = worker.project.use
  return browser.newContext({ baseURL, viewport, deviceScaleFactor, reducedMotion, locale, timezoneId })
}

/** A fresh page in the worker's warm context; afterwards the page is closed and cookies and storage are cleared. */
async function pageIn(context: BrowserContext, use: (page: Page) => Promise<void>) {
  const page = await context.newPage()
  await use(page)
  if (page.url().startsWith('http'))
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
  await page.close()
  await context.clearCookies()
}

/**
 * Stories run in one browser context per worker instead of a cold one per test (docs/decisions/1241-suite-speed.md):
 * the Storybook build's scripts stay in its HTTP and code cache. `kitPage` is a page in a context with the real clock,
 * `screenPage` one in a context whose clock is fixed at `fixedNow` (a clock belongs to a whole context).
 */
export const test = base.extend<
  { kitPage: Page; screenPage: Page },
  { kitContext: BrowserContext; screenContext: BrowserContext }
>({
  kitContext: [
    async ({ browser }, use, worker) => {
      const context = await warmContext(browser, worker)
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  screenContext: [
    async ({ browser }, use, worker) => {
      const context = await warmContext(browser, worker)
      await context.clock.setFixedTime(fixedNow)
      await use(context)
      await context.close()
    },
    { scope: 'worker' },
  ],
  kitPage: async ({ kitContext }, use) => pageIn(kitContext, use),
  screenPage: async ({ screenContext }, use) => pageIn(screenContext, use),
})

export interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  importPath: string
  tags?: string[]
}

/** Every entry of the static Storybook build that the visual run serves. */
export function storybookIndex(): IndexEntry[] {
  const index = JSON.parse(
    readFileSync(join(import.meta.dirname, '../../storybook-static/index.json'), 'utf8'),
  ) as { entries: Record<string, IndexEntry> }
  return Object.values(index.entries)
}

/** Waits until the story has rendered and its play function has ended; returns the phase it ended in. */
export async function storyDone(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } }
      ).__STORYBOOK_PREVIEW__
      const phase = preview?.storyRenders[0]?.phase
      return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted'
        ? phase
        : false
    },
    undefined,
    { timeout: 20_000 },
  )
  return (await handle.jsonValue()) as string
}

/** The size of the viewport a story is pinned to (`globals: { viewport: { value: 'mobile' } }`), if any. */
export function pinnedViewport(page: Page): Promise<{ width: number; height: number } | null> {
  return page.evaluate(() => {
    type Story = {
      storyGlobals?: { viewport?: { value?: string } }
      parameters?: {
        viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> }
      }
    }
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: { story?: Story }[] } })
      .__STORYBOOK_PREVIEW__
    const story = preview?.storyRenders[0]?.story
    const name = story?.storyGlobals?.viewport?.value
    const styles = name ? story?.parameters?.viewport?.options?.[name]?.styles : undefined
    return styles?.width
      ? { width: Number.parseInt(styles.width, 10), height: Number.parseInt(styles.height ?? '740', 10) }
      : null
  })
}

/** Parks the pointer (hover styles must not depend on timing) and waits for fonts and every image, lazy ones too. */
export async function settle(page: Page) {
  await page.mouse.move(0, 0)
  await page.evaluate(async () => {
    await document.fonts.ready
    await Promise.all(
      Array.from(document.images, (img) => {
        // A lazy image below the fold would never load, and a full-page shot would catch it blank or half-way.
        img.loading = 'eager'
        return img.complete
          ? img.decode().catch(() => undefined)
          : new Promise((done) => {
              img.addEventListener('load', done, { once: true })
              img.addEventListener('error', done, { once: true })
            })
      }),
    )
  })
}
