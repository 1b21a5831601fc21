import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AppRoutes, withDeeplink } from './story-router.tsx'

const meta = {
  title: 'Routes/NotFound',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  ...withDeeplink('/tady-nic-neni'),
} satisfies Meta<typeof AppRoutes>
export default meta
type Story = StoryObj<typeof meta>

/** An unknown route: the 404 page with 'Page not found: {path}'; 'Domů' leads to / outside the portal. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible()
    await expect(canvas.getByText('Page not found: /tady-nic-neni')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Domů' })).toHaveAttribute('href', '/')
  },
}

/** Under /portal the home button leads to the portal. */
export const InPortal: Story = {
  ...withDeeplink('/portal/nic'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Page not found: /portal/nic')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Domů' })).toHaveAttribute('href', '/portal')
  },
}
