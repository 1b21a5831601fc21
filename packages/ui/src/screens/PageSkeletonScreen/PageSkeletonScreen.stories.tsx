import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { PageSkeletonScreen } from './PageSkeletonScreen.tsx'

const meta = {
  title: 'Screens/PageSkeletonScreen',
  component: PageSkeletonScreen,
  args: {
    title: 'Kontakty',
    breadcrumbs: [{ label: 'Portál', href: '/portal' }, { label: 'Kontakty' }],
    lead: 'Váš soukromý adresář. Nikdo jiný jej nevidí.',
    emptyTitle: 'Zatím žádné kontakty',
    emptyText: 'Tato část portálu se právě připravuje.',
  },
} satisfies Meta<typeof PageSkeletonScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Kontakty')
    await expect(canvas.getByRole('link', { name: 'Portál' })).toHaveAttribute('href', '/portal')
    await expect(canvas.getByText('Kontakty', { selector: '[aria-current="page"]' })).toBeVisible()
  },
}

export const WithAction: Story = {
  args: {
    title: 'Moje příležitosti',
    emptyTitle: 'Zatím nemáte žádné příležitosti',
    action: { label: 'Vložit příležitost', href: '/portal/my/listings/create' },
  },
}

export const Loading: Story = { args: { status: 'loading' } }
