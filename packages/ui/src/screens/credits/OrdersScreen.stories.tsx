import { endpointUrl } from '@rg/domain'
import { orderFixtures } from '@rg/mock-api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { OrdersScreen } from './OrdersScreen.tsx'

const meta = {
  title: 'Screens/Credits/OrdersScreen',
  component: OrdersScreen,
  args: {
    status: 'ready',
    orders: orderFixtures.all,
    onCancel: fn(),
    onRetry: fn(),
    invoiceHref: (id: string) => `${endpointUrl('downloadInvoice', { params: { id } })}`,
    creditNoteHref: (id: string) => `${endpointUrl('downloadCreditNote', { params: { id } })}`,
    invoiceIsdocHref: (id: string) => `${endpointUrl('downloadInvoiceIsdoc', { params: { id } })}`,
    creditNoteIsdocHref: (id: string) => `${endpointUrl('downloadCreditNoteIsdoc', { params: { id } })}`,
  },
} satisfies Meta<typeof OrdersScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Pending, paid and cancelled orders; a pending one can be paid or cancelled, a paid one has its invoice. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const table = within(within(canvasElement).getByRole('table'))
    await expect(table.getByText('Čeká na platbu')).toBeVisible()
    await expect(table.getByText('Zaplaceno')).toBeVisible()
    await expect(table.getByText('Zrušeno')).toBeVisible()
    await expect(table.getByRole('link', { name: 'Zaplatit' })).toHaveAttribute(
      'href',
      `/portal/credits/orders/${orderFixtures.pending.id}`,
    )
    await expect(table.getByRole('link', { name: 'Faktura FA-2026-000017' })).toHaveAttribute(
      'href',
      `${endpointUrl('downloadInvoice', { params: { id: orderFixtures.paid.id } })}`,
    )
    await userEvent.click(table.getByRole('button', { name: 'Zrušit objednávku 2026000104' }))
    await expect(args.onCancel).toHaveBeenCalledWith(orderFixtures.pending.id)
  },
}

export const Pending: Story = {
  args: { orders: [orderFixtures.pending], cancellingId: orderFixtures.pending.id },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Zrušit objednávku 2026000104' }),
    ).toHaveAttribute('aria-busy', 'true')
  },
}

export const Paid: Story = {
  args: { orders: [orderFixtures.paid] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Zrušit/ })).toBeNull()
  },
}

/** A paid order the operator cancelled and refunded: its invoice and its credit note to download. */
export const Refunded: Story = {
  args: { orders: [orderFixtures.refunded] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Zrušeno')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Faktura FA-2026-000012' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Opravný doklad OD-2026-000001' })).toHaveAttribute(
      'href',
      endpointUrl('downloadCreditNote', { params: { id: orderFixtures.refunded.id } }),
    )
    // each document also as ISDOC for the buyer's accounting program (docs/decisions/1310-isdoc.md)
    await expect(
      canvas.getByRole('link', { name: 'Faktura FA-2026-000012 jako ISDOC pro účetní program' }),
    ).toHaveAttribute(
      'href',
      endpointUrl('downloadInvoiceIsdoc', { params: { id: orderFixtures.refunded.id } }),
    )
    await expect(
      canvas.getByRole('link', { name: 'Opravný doklad OD-2026-000001 jako ISDOC pro účetní program' }),
    ).toHaveAttribute(
      'href',
      endpointUrl('downloadCreditNoteIsdoc', { params: { id: orderFixtures.refunded.id } }),
    )
  },
}

export const Cancelled: Story = {
  args: { orders: [orderFixtures.cancelled] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Zrušeno')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { orders: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Zatím nemáte žádné objednávky' })).toBeVisible()
    for (const link of canvas.getAllByRole('link', { name: 'Kredity a předplatné' }))
      await expect(link).toHaveAttribute('href', '/portal/credits')
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Načítání objednávek...')).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Moje objednávky' }),
    ).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
