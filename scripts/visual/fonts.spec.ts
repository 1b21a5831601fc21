import { expect, test } from '@playwright/test'
import { showStory } from './story-page.ts'

// The baselines hold only if the browser draws with the project's fonts (scripts/fonts/fonts.conf, decision 1240),
// whatever else the machine has installed. Chromium reports the font it actually used for a node's text: each font
// stack the kit uses (read from a story: body, headings and the error page's monospace code) and each generic family
// must come out as the DejaVu family the config names.
const generic: Record<string, string> = {
  'system-ui': 'DejaVu Sans',
  'sans-serif': 'DejaVu Sans',
  serif: 'DejaVu Serif',
  monospace: 'DejaVu Sans Mono',
  Arial: 'DejaVu Sans',
}

test('fonts: every family the kit asks for is drawn in the project’s DejaVu', async ({ page }) => {
  await showStory(page, 'widgets-errorpage--not-found')
  const kit = await page.evaluate(() => [
    ...new Set(Array.from(document.querySelectorAll('body, body *'), (e) => getComputedStyle(e).fontFamily)),
  ])
  expect(
    kit.filter((stack) => stack.endsWith('monospace')).length,
    'no monospace stack on the error page',
  ).toBeGreaterThan(0)
  const expected: Record<string, string> = { ...generic }
  for (const stack of kit) expected[stack] = stack.endsWith('monospace') ? 'DejaVu Sans Mono' : 'DejaVu Sans'

  const stacks = Object.keys(expected)
  await page.setContent(
    stacks
      .map((stack, i) => `<p id="f${i}" style='font-family: ${stack}'>Příliš žluťoučký kůň 0O1l</p>`)
      .join(''),
  )
  await page.evaluate(() => document.fonts.ready)
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('DOM.enable')
  await cdp.send('CSS.enable')
  const { root } = await cdp.send('DOM.getDocument')
  const used: Record<string, string> = {}
  for (const [i, stack] of stacks.entries()) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector: `#f${i}` })
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId })
    used[stack] = fonts.map((f) => f.familyName).join(' + ')
  }
  expect(used).toEqual(expected)
})
