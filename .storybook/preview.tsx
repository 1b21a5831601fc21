import type { Preview } from '@storybook/react-vite'
import { mswLoader } from 'msw-storybook-addon/csf3'

const preview: Preview = {
  loaders: [mswLoader()],
  parameters: {
    layout: 'padded',
    // An accessibility violation fails the story's test.
    a11y: { test: 'error' },
    viewport: {
      options: {
        mobile: { name: 'Mobil 375', styles: { width: '375px', height: '740px' } },
      },
    },
  },
}
export default preview
