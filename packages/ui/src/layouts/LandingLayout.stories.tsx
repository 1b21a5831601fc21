import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { LandingLayout } from './LandingLayout.tsx'
import { PageContent } from './story-content.tsx'

const meta = {
  title: 'Layouts/LandingLayout',
  component: LandingLayout,
  parameters: { layout: 'fullscreen' },
  args: {
    currentPath: '/pricing',
    contact: { email: 'info@example.cz', phone: '+420 777 123 456' },
    operator: {
      name: 'Ukázkový provozovatel s.r.o. (neexistuje)',
      ico: '12345678',
      address: 'Smyšlená 1, 110 00 Praha 1',
    },
    carouselWidth: 1280,
    children: <PageContent title="Ceník" />,
  },
} satisfies Meta<typeof LandingLayout>
export default meta
type Story = StoryObj<typeof meta>

/** The footer's street loads when it comes near the viewport (LazyHouseCarousel): bring it there and wait for it. */
async function streetLoaded(canvasElement: HTMLElement) {
  const footer = within(canvasElement).getByRole('contentinfo')
  footer.scrollIntoView()
  await waitFor(() => expect(footer.querySelector('[data-rendered]')).toBeInTheDocument())
  window.scrollTo(0, 0)
}

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const nav = canvas.getByRole('navigation', { name: 'Hlavní navigace' })
    await expect(within(nav).getByRole('link', { name: 'Ceník' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: 'Registrace' })).toHaveAttribute('href', '/auth/register')
    await expect(canvas.getByRole('link', { name: 'info@example.cz' })).toHaveAttribute(
      'href',
      'mailto:info@example.cz',
    )
    // the operator from configuration, as the law expects on a commercial site
    await expect(canvas.getByRole('contentinfo')).toHaveTextContent(
      'Provozovatel: Ukázkový provozovatel s.r.o. (neexistuje), IČO 12345678, Smyšlená 1, 110 00 Praha 1',
    )
    await streetLoaded(canvasElement)
  },
}

export const SignedIn: Story = {
  args: { signedIn: true, currentPath: '/' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await streetLoaded(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Do portálu' })).toHaveAttribute('href', '/portal')
    await expect(canvas.queryByRole('link', { name: 'Registrace' })).toBeNull()
  },
}

export const MobileMenu: Story = {
  args: { carouselWidth: 375 },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await streetLoaded(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Otevřít menu' }))
    const menu = canvas.getByRole('navigation', { name: 'Hlavní navigace (mobil)' })
    await expect(within(menu).getByRole('link', { name: 'Tipař' })).toHaveAttribute('href', '/spotter')
  },
}
