import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test as base, type Page, type WorkerInfo } from '@playwright/test'

/** Screens are shot with the clock fixed here, so "today", relative dates and the footer's year never move. */
export const fixedNow = new Date('2026-06-15T10:00:00+02:00')

async function warmContext(browser: import('@playwright/test').Browser, worker: WorkerInfo) {
  const { baseURL, viewport, deviceScaleFactor, reducedMotion, locale, timezoneId } = worker.project.use
  return browser.newContext({ baseURL, viewport, deviceScaleFactor, reducedMotion, locale, timezoneId })
}

/**
 * Stories are shot in one page per worker and context that stays open (docs/decisions/1250-browser-suites-at-once.md):
 * after the first story the next one is rendered by the preview itself, as the Storybook UI switches stories
 * (`showStory`), so the preview's scripts, styles and MSW worker start once per worker instead of once per shot.
 * Between tests the page is put back: storage and cookies cleared, the project's viewport restored.
 * `kitPage` lives in a context with the real clock, `screenPage` in one whose clock is fixed at `fixedNow` (a clock
 * belongs to a whole context).
 */
async function reused(
  page: Page,
  use: (page: Page) => Promise<void>,
  viewport: { width: number; height: number },
) {
  await use(page)
  if (page.url().startsWith('http'))
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
  await page.context().clearCookies()
  await page.setViewportSize(viewport)
}

export const test = base.extend<
  { kitPage: Page; screenPage: Page },
  { kitWorkerPage: Page; screenWorkerPage: Page }
>({
  kitWorkerPage: [
    async ({ browser }, use, worker) => {
      const context = await warmContext(browser, worker)
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  screenWorkerPage: [
    async ({ browser }, use, worker) => {
      const context = await warmContext(browser, worker)
      await context.clock.setFixedTime(fixedNow)
      await use(await context.newPage())
      await context.close()
    },
    { scope: 'worker' },
  ],
  kitPage: async ({ kitWorkerPage, viewport }, use) => reused(kitWorkerPage, use, viewport!),
  screenPage: async ({ screenWorkerPage, viewport }, use) => reused(screenWorkerPage, use, viewport!),
})

type Preview = {
  storyRenders: { id: string; phase?: string; story?: Story }[]
  onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): Promise<void>
}
type Story = {
  storyGlobals?: { viewport?: { value?: string } }
  parameters?: { viewport?: { options?: Record<string, { styles?: { width?: string; height?: string } }> } }
}

/**
 * Shows a story and waits until it has rendered and its play function has ended; returns the phase it ended in.
 * The first story of a page (and `reload: true`, which runs the whole preview again at the page's current viewport)
 * loads Storybook's iframe; later ones are selected in the running preview.
 */
export async function showStory(page: Page, id: string, { reload = false } = {}): Promise<string> {
  const running = page.url().includes('/iframe.html') && !reload
  if (running) {
    await page.evaluate((storyId) => {
      window.scrollTo(0, 0)
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__
      void preview.onSetCurrentStory({ storyId, viewMode: 'story' })
    }, id)
  } else {
    await page.goto(`/iframe.html?id=${id}&viewMode=story`)
  }
  return storyDone(page, id)
}

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

/** Waits until the story `id` has rendered and its play function has ended; returns the phase it ended in. */
export async function storyDone(page: Page, id: string): Promise<string> {
  const handle = await page.waitForFunction(
    (storyId) => {
      const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__
      const phase = preview?.storyRenders.find((render) => render.id === storyId)?.phase
      return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted'
        ? phase
        : false
    },
    id,
    { timeout: 45_000 },
  )
  return (await handle.jsonValue()) as string
}

/** The size of the viewport a story is pinned to (`globals: { viewport: { value: 'mobile' } }`), if any. */
export function pinnedViewport(page: Page): Promise<{ width: number; height: number } | null> {
  return page.evaluate(() => {
    const preview = (window as unknown as { __STORYBOOK_PREVIEW__?: Preview }).__STORYBOOK_PREVIEW__
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
