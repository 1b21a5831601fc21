import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Button } from '../primitives/Button/Button.tsx'
import { DefaultLayout } from './DefaultLayout.tsx'
import { PageContent } from './story-content.tsx'

const meta = {
  title: 'Layouts/DefaultLayout',
  component: DefaultLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    children: <PageContent title="Obchodní podmínky" />,
    actions: <Button variant="ghost">Odhlásit se</Button>,
    footer: <span>© 2026 Tržiště investic</span>,
  },
} satisfies Meta<typeof DefaultLayout>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('banner')).toBeInTheDocument()
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent('© 2026 Tržiště investic')
    await expect(canvas.getByRole('link', { name: 'Přeskočit na obsah' })).toHaveAttribute('href', '#obsah')
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }
