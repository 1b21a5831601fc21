import { imageHandlers } from '@rg/mock-api'
import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure } from 'storybook/test'
// biome-ignore lint/style/noRestrictedImports: Storybook's preview is the ui kit's own config; it loads the kit's reset and base typography.
import '../packages/ui/src/theme/global.css.ts'
// biome-ignore lint/style/noRestrictedImports: the kit's toast store, reset before each story (below); the package index would load every widget here.
import { toast } from '../packages/ui/src/primitives/Toaster/Toaster.tsx'

// Under test, entrance animations end before they start: an assertion made before the browser painted a dialog's
// first frame read its opacity as the animation's `from` (0) and failed "not visible" on a loaded machine
// (docs/decisions/1249). A story about motion itself sets `parameters: { motion: true }`. The Storybook UI and the
// visual run (which emulates reduced motion) are untouched.
const testRun = '__vitest_browser__' in globalThis
// A play function waits for conditions (findBy…, waitFor); how long it may wait is only the limit after which a story
// that never gets there fails. On a loaded CI machine a page can take seconds to react, so the limit is generous and
// the same for every story (docs/decisions/1249); a passing story never waits for it.
if (testRun) configure({ asyncUtilTimeout: 20_000 })

function keepStill(still: boolean) {
  if (!testRun) return
  if (!document.getElementById('test-still')) {
    const style = document.createElement('style')
    style.id = 'test-still'
    style.textContent =
      'html[data-still] *, html[data-still] *::before, html[data-still] *::after' +
      ' { animation-duration: 0s !important; animation-delay: 0s !important;' +
      ' transition-duration: 0s !important; transition-delay: 0s !important }'
    document.head.append(style)
  }
  document.documentElement.toggleAttribute('data-still', still)
}

const preview: Preview = {
  loaders: [mswLoader()],
  // A toast a story left open would be shown again by the next story's Toaster in the same page (sonner replays the
  // toasts still open), so each story starts with none (docs/decisions/1248).
  beforeEach: ({ parameters }) => {
    toast.dismiss()
    keepStill(parameters.motion !== true)
  },
  parameters: {
    layout: 'padded',
    // Photos go through the image transform (/img), which the mock API answers with a drawing: every story shows its
    // photos without files. A story that sets its own handlers as a list replaces this one.
    msw: { handlers: { images: [imageHandlers().imageTransform] } },
    // An accessibility violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobil 375', styles: { width: '375px', height: '740px' } },
        tablet: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' } },
        laptop: { name: 'Notebook 1280', styles: { width: '1280px', height: '800px' } },
      },
    },
    options: {
      storySort: { order: ['Theme', 'Primitives', 'Widgets', 'Layouts', 'Screens', '*'] },
    },
  },
}
export default preview
