import type { ManageOfferListQuery } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { AdminOfferListScreen } from './AdminOfferListScreen.tsx'
import { ADMIN_QUEUE, fitsViewport, MOBILE_GLOBALS, MY_OFFERS, tableShowsCards } from './fixtures.ts'

const QUEUE: ManageOfferListQuery = { page: 1, pageSize: 20, kind: 'LISTING', statuses: ['PENDING'] }
const ALL_QUERY: ManageOfferListQuery = { ...QUEUE, statuses: [] }

const meta = {
  title: 'Screens/Offers/AdminOfferListScreen',
  component: AdminOfferListScreen,
  args: {
    kind: 'LISTING',
    status: 'ready',
    query: QUEUE,
    result: { items: ADMIN_QUEUE, page: 1, pageSize: 20, total: ADMIN_QUEUE.length },
    pendingCount: ADMIN_QUEUE.length,
    onQueryChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof AdminOfferListScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The moderation queue. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('tab', { name: `Ke schválení (${ADMIN_QUEUE.length})` })).toHaveAttribute(
      'aria-selected',
      'true',
    )
    const table = within(canvas.getByRole('table'))
    await expect(table.getByText('Karel Svoboda')).toBeVisible()
    await expect(table.getByRole('link', { name: 'Rezidenční projekt u lesa' })).toHaveAttribute(
      'href',
      '/portal/admin/listings/102',
    )
    await userEvent.click(canvas.getByRole('tab', { name: 'Všechny' }))
    await expect(args.onQueryChange).toHaveBeenCalledWith({ ...QUEUE, statuses: [], page: 1 })
  },
}

export const AllWithStatusFilter: Story = {
  args: { query: ALL_QUERY, result: { items: MY_OFFERS, page: 1, pageSize: 20, total: 40 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stav' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Zamítnuto' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...ALL_QUERY,
      statuses: ['REJECTED'],
      page: 1,
    })
    await userEvent.type(canvas.getByRole('searchbox', { name: /Hledat podle/ }), 'Svoboda')
    await userEvent.click(canvas.getByRole('button', { name: 'Hledat' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...ALL_QUERY, q: 'Svoboda', page: 1 })
    await userEvent.click(canvas.getByRole('button', { name: 'Stránka 2' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...ALL_QUERY, page: 2 })
    await userEvent.click(canvas.getByRole('tab', { name: /Ke schválení/ }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...ALL_QUERY,
      statuses: ['PENDING'],
      page: 1,
    })
  },
}

export const Services: Story = {
  args: {
    kind: 'SERVICE',
    query: { ...QUEUE, kind: 'SERVICE' },
    result: { items: [], page: 1, pageSize: 20, total: 0 },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Služby ke schválení' })).toBeVisible()
    await expect(canvas.getByText('Nic nečeká na schválení.')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', result: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const Empty: Story = {
  args: { status: 'empty', result: { items: [], page: 1, pageSize: 20, total: 0 }, pendingCount: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nic nečeká na schválení.')).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', result: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** On a phone the table is a list of cards, nothing cut off or scrolling sideways. */
export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
    const table = canvas.getByRole('table')
    await expect(tableShowsCards(table)).toBe(true)
    await expect(within(table).getAllByRole('link')[0]).toBeVisible()
  },
}
