import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { Link } from './Link.tsx'
import { LinkProvider } from './LinkProvider.tsx'

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/pricing', children: 'Ceník a předplatné' },
} satisfies Meta<typeof Link>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 16, alignItems: 'center' }}>
      <Link {...args} />
      <Link {...args} tone="muted">
        Obchodní podmínky
      </Link>
      <Link {...args} underline="hover">
        Navigace
      </Link>
      <span style={{ background: '#18202b', padding: 8 }}>
        <Link {...args} tone="inverse">
          Na tmavém pozadí
        </Link>
      </span>
    </div>
  ),
}

export const External: Story = {
  args: { href: 'https://www.cnb.cz', external: true, children: 'Česká národní banka' },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Česká národní banka' })
    await expect(link).toHaveAttribute('target', '_blank')
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

const navigate = fn()

/** The app passes its router's Link through LinkProvider; here a stand-in records the navigation. */
export const ThroughRouter: Story = {
  decorators: [
    (Story) => (
      <LinkProvider
        renderLink={({ href, children, ...props }) => (
          <a
            {...props}
            href={href}
            data-router="yes"
            onClick={(e) => {
              e.preventDefault()
              navigate(href)
            }}
          >
            {children}
          </a>
        )}
      >
        <Story />
      </LinkProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Ceník a předplatné' })
    await expect(link).toHaveAttribute('data-router', 'yes')
    await userEvent.click(link)
    await expect(navigate).toHaveBeenCalledWith('/pricing')
  },
}
