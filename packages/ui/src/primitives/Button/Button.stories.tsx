import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Icon } from '../../internal/icons.tsx'
import { mobileFrame } from '../../internal/story-helpers.tsx'
import { Button, ButtonLink, IconButton } from './Button.tsx'

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Odemknout detail', onClick: fn() },
} satisfies Meta<typeof Button>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Odemknout detail' }))
    await expect(args.onClick).toHaveBeenCalledOnce()
  },
}

export const Variants: Story = {
  tags: ['styleguide'],
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button {...args} variant="primary">
        Primární
      </Button>
      <Button {...args} variant="secondary">
        Sekundární
      </Button>
      <Button {...args} variant="ghost">
        Nenápadné
      </Button>
      <Button {...args} variant="danger">
        Smazat inzerát
      </Button>
      <Button {...args} disabled>
        Nedostupné
      </Button>
    </div>
  ),
}

export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Button {...args} size="sm">
        Malé
      </Button>
      <Button {...args} size="md">
        Střední
      </Button>
      <Button {...args} size="lg">
        Velké
      </Button>
    </div>
  ),
}

export const Loading: Story = {
  tags: ['styleguide'],
  args: { loading: true, children: 'Ukládání' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: /Ukládání/ })
    await expect(button).toHaveAttribute('aria-busy', 'true')
    await userEvent.click(button)
    await expect(args.onClick).not.toHaveBeenCalled()
  },
}

export const WithIcon: Story = {
  tags: ['styleguide'],
  args: { icon: <Icon name="upload" />, children: 'Nahrát fotografie' },
}

export const IconOnly: Story = {
  tags: ['styleguide'],
  render: (args) => <IconButton label="Zavřít" icon={<Icon name="close" />} onClick={args.onClick} />,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zavřít' }))
    await expect(args.onClick).toHaveBeenCalled()
  },
}

export const LongCzechTextMobile: Story = {
  decorators: [mobileFrame],
  args: { fullWidth: true, children: 'Odeslat inzerát ke schválení administrátorem' },
}

export const AsLink: Story = {
  tags: ['styleguide'],
  render: () => (
    <ButtonLink href="/auth/register" variant="primary">
      Registrovat se
    </ButtonLink>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Registrovat se' })).toHaveAttribute(
      'href',
      '/auth/register',
    )
  },
}
