import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ErrorPage } from './ErrorPage.tsx'

const meta = {
  title: 'Widgets/ErrorPage',
  component: ErrorPage,
  parameters: { layout: 'fullscreen' },
  args: {
    status: 404,
    pathname: '/neexistuje',
    onBack: fn(),
    carouselWidth: 1280,
    message: 'Page not found: /neexistuje',
  },
} satisfies Meta<typeof ErrorPage>
export default meta
type Story = StoryObj<typeof meta>

export const NotFound: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Stránka nenalezena')
    await expect(canvas.getByRole('link', { name: 'Domů' })).toHaveAttribute('href', '/')
    await expect(canvas.getByRole('link', { name: /úvodní stránka/ })).toHaveAttribute('href', '/')
    await userEvent.click(canvas.getByRole('button', { name: 'Zpět' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const ServerError: Story = {
  args: { status: 500, pathname: '/pricing', message: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Něco se pokazilo',
    )
  },
}

export const InPortal: Story = {
  args: { status: 404, pathname: '/portal/admin/neco', message: 'Page Not Found: /portal/admin/neco' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Domů' })).toHaveAttribute('href', '/portal')
  },
}

export const InAuth: Story = {
  args: { status: 500, pathname: '/auth/login', message: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Domů' })).toHaveAttribute('href', '/auth')
  },
}

export const Mobile: Story = {
  args: { carouselWidth: 375 },
  globals: { viewport: { value: 'mobile' } },
}
