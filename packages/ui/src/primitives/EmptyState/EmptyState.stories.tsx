import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileFrame } from '../../internal/story-helpers.tsx'
import { Button } from '../Button/Button.tsx'
import { EmptyState } from './EmptyState.tsx'

const retry = fn()

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  args: {
    title: 'Zatím nemáte žádné nabídky',
    description: 'Vytvořte první nabídku. Po schválení administrátorem ji uvidí ostatní investoři.',
    action: <Button>Vytvořit nabídku</Button>,
    icon: 'file',
  },
} satisfies Meta<typeof EmptyState>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const ErrorState: Story = {
  name: 'Error',
  args: {
    tone: 'error',
    icon: undefined,
    title: 'Nabídky se nepodařilo načíst',
    description: 'Zkontrolujte připojení a zkuste to znovu.',
    action: (
      <Button variant="secondary" onClick={retry}>
        Zkusit znovu
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nabídky se nepodařilo načíst')
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(retry).toHaveBeenCalled()
  },
}
export const Mobile: Story = { decorators: [mobileFrame] }
