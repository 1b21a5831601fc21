import { expect, test } from '@playwright/test'
import { tokens } from '../../packages/ui/src/theme/tokens.ts'

// The baselines hold only if the browser draws with the project's fonts (scripts/fonts/fonts.conf, decision 1240),
// whatever else the machine has installed. Chromium reports the font it actually used for a node's text; each of the
// kit's stacks and each generic family must come out as the DejaVu family the config names.
const expected: Record<string, string> = {
  [tokens.font.body]: 'DejaVu Sans',
  [tokens.font.heading]: 'DejaVu Sans',
  [tokens.font.mono]: 'DejaVu Sans Mono',
  'system-ui': 'DejaVu Sans',
  'sans-serif': 'DejaVu Sans',
  serif: 'DejaVu Serif',
  monospace: 'DejaVu Sans Mono',
  Arial: 'DejaVu Sans',
}

test('fonts: every family the kit asks for is drawn in the project’s DejaVu', async ({ page }) => {
  const stacks = Object.keys(expected)
  await page.setContent(
    stacks.map((stack, i) => `<p id="f${i}" style='font-family: ${stack}'>Příliš žluťoučký kůň 0O1l</p>`).join(''),
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
