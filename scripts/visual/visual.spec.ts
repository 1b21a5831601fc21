import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from '@playwright/test'

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

for (const story of stories) {
  test(story.id, async ({ page }) => {
    await page.goto(`/iframe.html?id=${story.id}&viewMode=story`)
    // Wait until the story has rendered and its play function has finished.
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
    await page.evaluate(() => document.fonts.ready)
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true })
  })
}
