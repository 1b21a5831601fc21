import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'

interface IndexEntry {
  id: string
  title: string
  name: string
  type: 'story' | 'docs'
  importPath: string
  tags?: string[]
}

const index = JSON.parse(
  readFileSync(join(import.meta.dirname, '../../storybook-static/index.json'), 'utf8'),
) as {
  entries: Record<string, IndexEntry>
}

/** The kit's own stories; screens and app routes are covered by their owners' tests. Tag a story `no-visual` to skip it. */
const stories = Object.values(index.entries).filter(
  (e) =>
    e.type === 'story' &&
    e.importPath.startsWith('./packages/ui/src/') &&
    !e.importPath.startsWith('./packages/ui/src/screens/') &&
    /^(Theme|Primitives|Widgets|Layouts)\//.test(e.title) &&
    !e.tags?.includes('no-visual'),
)

test.describe.configure({ mode: 'parallel' })

/** Waits until the story has rendered and its play function has finished. */
async function storyDone(page: Page) {
  await page.waitForFunction(
    () => {
      const preview = (
        window as unknown as { __STORYBOOK_PREVIEW__?: { storyRenders: { phase?: string }[] } }
      ).__STORYBOOK_PREVIEW__
      const phase = preview?.storyRenders[0]?.phase
      return phase === 'completed' || phase === 'finished' || phase === 'errored' || phase === 'aborted'
    },
    undefined,
    { timeout: 20_000 },
  )
}

for (const story of stories) {
  test(story.id, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`)
    await storyDone(page)
    // Stories pinned to a viewport (globals: { viewport: { value: 'mobile' } }) are shot at that size.
    const size = await page.evaluate(() => {
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
    if (size) {
      // Re-render at the story's viewport so its play function runs at that width too.
      await page.setViewportSize(size)
      await page.reload()
      await storyDone(page)
    }
    // The pointer stays where the play function left it; park it so hover styles do not depend on timing.
    await page.mouse.move(0, 0)
    await page.evaluate(() => document.fonts.ready)
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true })
  })
}
