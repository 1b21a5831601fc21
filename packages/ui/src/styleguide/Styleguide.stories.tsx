import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import * as kit from '../index.ts'
import { kitEntries, missingFromStyleguide } from './kit-stories.ts'
import { Styleguide } from './Styleguide.tsx'

const meta = {
  title: 'Screens/AdminDesk/Styleguide',
  component: Styleguide,
  parameters: {
    // Every specimen here is a story that Storybook checks on its own; side by side on one page they repeat ids
    // (two stories of one form), which is the page's nature, not a defect of a component.
    a11y: { test: 'off' },
  },
} satisfies Meta<typeof Styleguide>
export default meta
type Story = StoryObj<typeof meta>

/** The page shows every exported component of the kit: the list is compared with '@rg/ui' itself. */
export const EveryComponent: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const entries = kitEntries()
    await expect(missingFromStyleguide(kit, entries)).toEqual([])
    for (const name of ['Button', 'Dialog', 'PortalLayout', 'Tokens', 'FileUpload'])
      await expect(canvas.getByRole('heading', { level: 2, name: new RegExp(`^${name}\\b`) })).toBeVisible()
    await expect(canvas.getAllByRole('figure').length).toBeGreaterThanOrEqual(entries.length)
  },
}
