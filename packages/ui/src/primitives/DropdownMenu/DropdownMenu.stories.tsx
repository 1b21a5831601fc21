import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { Icon } from '../../internal/icons.tsx'
import { Button } from '../Button/Button.tsx'
import { DropdownMenu } from './DropdownMenu.tsx'

const edit = fn()
const pause = fn()
const close = fn()

const meta = {
  title: 'Primitives/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: (
      <Button variant="secondary" icon={<Icon name="more" />}>
        Spravovat
      </Button>
    ),
    label: 'Nabídka',
    align: 'start',
    items: [
      { id: 'edit', label: 'Upravit', onSelect: edit },
      { id: 'pause', label: 'Pozastavit', onSelect: pause },
      { id: 'history', label: 'Historie změn', onSelect: fn(), disabled: true },
      { id: 'close', label: 'Uzavřít nabídku', onSelect: close, tone: 'danger', separated: true },
    ],
  },
  decorators: [(Story) => <div style={{ minHeight: 240 }}>{Story()}</div>],
} satisfies Meta<typeof DropdownMenu>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Spravovat' }))
    const menu = await screen.findByRole('menu')
    await expect(within(menu).getByRole('menuitem', { name: 'Historie změn' })).toHaveAttribute(
      'aria-disabled',
      'true',
    )
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'Pozastavit' }))
    await expect(pause).toHaveBeenCalled()
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull())
  },
}

export const KeyboardOpen: Story = {
  play: async ({ canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Spravovat' }).focus()
    await userEvent.keyboard('{Enter}')
    await screen.findByRole('menu')
    await userEvent.keyboard('{Enter}')
    await expect(edit).toHaveBeenCalled()
  },
}
