import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS, MY_OFFERS, MY_SERVICES } from './fixtures.ts'
import { MyOverviewScreen } from './MyOverviewScreen.tsx'

const meta = {
  title: 'Screens/Offers/MyOverviewScreen',
  component: MyOverviewScreen,
  args: { status: 'ready', listings: MY_OFFERS, services: MY_SERVICES, onRetry: fn() },
} satisfies Meta<typeof MyOverviewScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Moje nabídky' })).toBeVisible()
    const listings = within(canvas.getByRole('region', { name: 'Investiční příležitosti' }))
    // 312 + 87 + 540 views, 14 + 3 + 22 unlocks.
    await expect(listings.getByText('939')).toBeVisible()
    await expect(listings.getByText('39')).toBeVisible()
    await expect(listings.getByRole('link', { name: 'Přidat příležitost' })).toHaveAttribute(
      'href',
      '/portal/my/listings/create',
    )
    const services = within(canvas.getByRole('region', { name: 'Služby' }))
    await expect(services.getByRole('link', { name: 'Všechny moje služby' })).toHaveAttribute(
      'href',
      '/portal/my/services',
    )
    const todo = within(canvas.getByRole('region', { name: 'Čeká na vás' }))
    await expect(todo.getByRole('link', { name: 'Pozemky pro logistický areál' })).toHaveAttribute(
      'href',
      '/portal/my/listings/106',
    )
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítání přehledu...')
  },
}

export const Empty: Story = {
  args: { status: 'empty', listings: [], services: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Zatím nemáte žádnou příležitost.')).toBeVisible()
    await expect(canvas.queryByRole('region', { name: 'Čeká na vás' })).toBeNull()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
