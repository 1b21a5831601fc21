import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  type Page,
  type ViewportSize,
} from '@playwright/test'

/*
 * Warm pages (docs/decisions/1780-e2e-warm-pages.md). A new page starts a new renderer process, which compiles the
 * product's scripts again: on the CI machine 2.7 CPU s a load against 0.6 s for the next load in a page that stays
 * open. So each worker keeps its pages ("seats", each in a context of its own: its own cookie jar, one person) and
 * every test gets them back cleaned: the page parked on the product's /healthz (same site, so the same process),
 * storage, cookies, routes, listeners, init scripts, headers and media emulation put back. What a test cannot set
 * on a live context (JavaScript off, HTTPS errors, headers or `freshPage` through test.use) gets a new context.
 */

/** What page.addInitScript gives back: dispose() removes the script. */
type InitScript = Awaited<ReturnType<Page['addInitScript']>>
type Seat = { context: BrowserContext; page: Page; scripts: InitScript[] }
/** Another person in the same test: their own cookie jar and page, with what their context needs. */
export type PersonOptions = { viewport?: ViewportSize; forwardedFor?: string }
export type Person = (options?: PersonOptions) => Promise<Page>

/** The page events tests listen to, removed between tests (Playwright's own handlers are not page listeners). */
const EVENTS = [
  'console',
  'dialog',
  'download',
  'framenavigated',
  'load',
  'pageerror',
  'popup',
  'request',
  'requestfailed',
  'requestfinished',
  'response',
] as const

/** Keeps what target.addInitScript gives back, so the clean-up can dispose of it (decideCookies adds a script). */
function remember(target: Page | BrowserContext, scripts: InitScript[]) {
  const add = target.addInitScript.bind(target) as (...args: unknown[]) => Promise<InitScript>
  Object.assign(target, {
    addInitScript: async (...args: unknown[]) => {
      const script = await add(...args)
      scripts.push(script)
      return script
    },
  })
}

/** A worker's seats: seat 0 is the test's `page`, seats 1, 2, … the other people a test asks for. */
class Seats {
  private readonly list: Seat[] = []
  constructor(
    private readonly browser: Browser,
    private readonly options: BrowserContextOptions,
  ) {}

  async take(index: number): Promise<Seat> {
    const seat = this.list[index]
    if (seat) return seat
    const context = await this.browser.newContext(this.options)
    const opened: Seat = { context, page: await context.newPage(), scripts: [] }
    // init scripts are remembered so the clean-up can remove them (decideCookies adds one)
    remember(opened.page, opened.scripts)
    remember(context, opened.scripts)
    this.list[index] = opened
    return opened
  }

  /** Puts a seat back as a new one would be; a seat whose page the test closed is dropped (the next take opens one). */
  async tidy(index: number, viewport: ViewportSize | null): Promise<void> {
    const seat = this.list[index]
    if (!seat) return
    const { context, page } = seat
    for (const other of context.pages()) if (other !== page) await other.close()
    if (page.isClosed()) {
      delete this.list[index]
      await context.close()
      return
    }
    for (const event of EVENTS) page.removeAllListeners(event)
    await page.unrouteAll({ behavior: 'ignoreErrors' })
    await context.unrouteAll({ behavior: 'ignoreErrors' })
    for (const script of seat.scripts.splice(0)) await script.dispose()
    // stops the product's scripts; storage is cleared after, so nothing the page wrote on its way out stays
    await page.goto('/healthz')
    await page.evaluate(() => {
      localStorage.clear()
      sessionStorage.clear()
    })
    await context.clearCookies()
    await context.clearPermissions()
    await context.setExtraHTTPHeaders({})
    await context.setOffline(false)
    await page.emulateMedia({ media: null, colorScheme: null, reducedMotion: null })
    if (viewport) await page.setViewportSize(viewport)
  }

  async close(): Promise<void> {
    for (const seat of this.list) await seat?.context.close()
  }
}

export const test = base.extend<
  {
    /** test.use({ freshPage: true }): a new context and page for the test, as Playwright makes by default */
    freshPage: boolean
    /** another person's page (a seat of their own), cleaned after the test like `page` */
    person: Person
    /** whether the test's page is a warm seat (false: a new context, for what a live context cannot change) */
    warm: boolean
  },
  { seats: Seats }
>({
  freshPage: [false, { option: true }],
  seats: [
    async ({ browser }, use, worker) => {
      const { baseURL, locale, timezoneId } = worker.project.use
      const seats = new Seats(browser, { baseURL, locale, timezoneId })
      await use(seats)
      await seats.close()
    },
    { scope: 'worker' },
  ],
  warm: async ({ freshPage, javaScriptEnabled, ignoreHTTPSErrors, extraHTTPHeaders }, use) =>
    use(!(freshPage || javaScriptEnabled === false || ignoreHTTPSErrors || extraHTTPHeaders)),
  // the test's context is its page's: the seat's when warm, Playwright's new one otherwise
  context: async ({ context, warm, seats }, use) => use(warm ? (await seats.take(0)).context : context),
  page: async ({ context, warm, seats, viewport }, use) => {
    if (!warm) {
      await use(await context.newPage())
      return
    }
    const { page } = await seats.take(0)
    if (viewport) await page.setViewportSize(viewport)
    await use(page)
    await seats.tidy(0, viewport)
  },
  person: async ({ seats, viewport }, use) => {
    let people = 0
    await use(async (options = {}) => {
      const seat = await seats.take(++people)
      if (options.forwardedFor)
        await seat.context.setExtraHTTPHeaders({ 'X-Forwarded-For': options.forwardedFor })
      const size = options.viewport ?? viewport
      if (size) await seat.page.setViewportSize(size)
      return seat.page
    })
    for (let index = 1; index <= people; index++) await seats.tidy(index, viewport)
  },
})

export { expect } from '@playwright/test'
