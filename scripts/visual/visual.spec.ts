import { expect } from '@playwright/test'
import { pinnedViewport, settle, showStory, storybookIndex, test } from './story-page.ts'

/** The kit's own stories; screens have their own list (screens.spec.ts). Tag a story `no-visual` to skip it. */
const stories = storybookIndex().filter(
  (e) =>
    e.type === 'story' &&
    e.importPath.startsWith('./packages/ui/src/') &&
    !e.importPath.startsWith('./packages/ui/src/screens/') &&
    /^(Theme|Primitives|Widgets|Layouts)\//.test(e.title) &&
    !e.tags?.includes('no-visual'),
)

test.describe.configure({ mode: 'parallel' })

for (const story of stories) {
  test(story.id, async ({ kitPage: page }) => {
    await showStory(page, story.id)
    const size = await pinnedViewport(page)
    if (size) {
      // Re-render at the story's viewport so its play function runs at that width too.
      await page.setViewportSize(size)
      await showStory(page, story.id, { reload: true })
    }
    await settle(page)
    await expect(page).toHaveScreenshot(`${story.id}.png`, { fullPage: true })
  })
}
