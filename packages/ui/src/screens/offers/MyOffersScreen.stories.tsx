import { formatCzk } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS, MY_OFFERS, MY_SERVICES, tableShowsCards } from './fixtures.ts'
import { MyOffersScreen } from './MyOffersScreen.tsx'

const meta = {
  title: 'Screens/Offers/MyOffersScreen',
  component: MyOffersScreen,
  args: {
    kind: 'LISTING',
    status: 'ready',
    result: { items: MY_OFFERS, page: 1, pageSize: 20, total: MY_OFFERS.length },
    onPageChange: fn(),
    onStatusesChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof MyOffersScreen>
export default meta
type Story = StoryObj<typeof meta>

const exact = { normalizer: (s: string) => s.trim() }

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Moje příležitosti' })).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: 'Přidat příležitost' })[0]).toHaveAttribute(
      'href',
      '/portal/my/listings/create',
    )
    const table = within(canvas.getByRole('table'))
    for (const label of [
      'Koncept',
      'Čeká na schválení',
      'Zveřejněno',
      'Pozastaveno',
      'Zamítnuto',
      'Uzavřeno',
    ]) {
      await expect(table.getByText(label)).toBeVisible()
    }
    await expect(table.getByRole('columnheader', { name: 'Odemčení' })).toBeVisible()
    await expect(table.getByText('312')).toBeVisible()
    await expect(table.getAllByText(formatCzk(24_500_000), exact)[0]).toBeVisible()
    await expect(table.getByText(/Důvod zamítnutí: Klíčová slova/)).toBeVisible()
    await expect(table.getByRole('link', { name: 'Činžovní dům v centru' })).toHaveAttribute(
      'href',
      '/portal/my/listings/101',
    )
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stav' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Zamítnuto' }))
    await expect(args.onStatusesChange).toHaveBeenCalledWith(['REJECTED'])
  },
}

export const Services: Story = {
  args: { kind: 'SERVICE', result: { items: MY_SERVICES, page: 1, pageSize: 20, total: MY_SERVICES.length } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Moje služby' })).toBeVisible()
    await expect(canvas.queryByRole('columnheader', { name: 'Odemčení' })).toBeNull()
  },
}

export const Paged: Story = {
  args: { result: { items: MY_OFFERS, page: 1, pageSize: 6, total: 14 } },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Další stránka' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
  },
}

export const Loading: Story = {
  args: { status: 'loading', result: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const Empty: Story = {
  args: { status: 'empty', result: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Zatím nemáte žádnou příležitost' })).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const EmptyFiltered: Story = {
  args: { statuses: ['CLOSED'], result: { items: [], page: 1, pageSize: 20, total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('V tomto stavu nemáte nic.')).toBeVisible()
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
