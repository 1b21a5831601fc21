import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor } from 'storybook/test'
import { Icon } from '../../internal/icons.tsx'
import { IconButton } from '../Button/Button.tsx'
import { Tooltip } from './Tooltip.tsx'

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Přesná adresa se zobrazí po odemknutí nabídky.',
    children: <IconButton label="Proč nevidím adresu?" icon={<Icon name="info" />} />,
  },
  decorators: [(Story) => <div style={{ padding: '64px 120px' }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>
export default meta
type Story = StoryObj<typeof meta>

/** The styleguide shows this one: an open tooltip (`Open`) closes as soon as the page scrolls. */
export const Default: Story = {
  tags: ['styleguide'],
  play: async () => {
    await userEvent.tab()
    await waitFor(() =>
      expect(screen.getByRole('tooltip')).toHaveTextContent('Přesná adresa se zobrazí po odemknutí'),
    )
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull())
  },
}
export const Open: Story = { args: { defaultOpen: true, side: 'bottom' } }
