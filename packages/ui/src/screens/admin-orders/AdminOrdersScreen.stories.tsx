import { endpointUrl } from '@rg/domain'
import { orderFixtures } from '@rg/mock-api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { type AdminOrdersQuery, AdminOrdersScreen } from './AdminOrdersScreen.tsx'

const QUERY: AdminOrdersQuery = { page: 1, pageSize: 20, statuses: [], kinds: [] }
const ITEMS = orderFixtures.admin

const meta = {
  title: 'Screens/AdminOrders/AdminOrdersScreen',
  component: AdminOrdersScreen,
  args: {
    query: QUERY,
    status: 'ready',
    result: { items: ITEMS, page: 1, pageSize: 20, total: ITEMS.length },
    onQueryChange: fn(),
    onRetry: fn(),
    onMarkPaid: fn(),
    onCancel: fn(),
    onImport: fn(),
    invoiceHref: (id: string) => `${endpointUrl('downloadInvoice', { params: { id } })}`,
    orderHref: (id: string) => `/portal/admin/orders/${id}`,
    archive: { defaultMonth: '2026-10', maxMonth: '2026-11', onDownload: fn() },
  },
} satisfies Meta<typeof AdminOrdersScreen>
export default meta
type Story = StoryObj<typeof meta>

/** All orders; a pending one is marked paid or cancelled, a paid one links its invoice. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const table = within(canvas.getByRole('table', { name: /Objednávky/ }))
    await expect(table.getAllByText('Čeká na platbu')).toHaveLength(2)
    await userEvent.click(table.getByRole('button', { name: 'Označit jako zaplacené: 2026000104' }))
    await expect(args.onMarkPaid).toHaveBeenCalledWith(ITEMS[0])
    await userEvent.click(table.getByRole('button', { name: 'Zrušit objednávku 2026000103' }))
    await expect(args.onCancel).toHaveBeenCalledWith(ITEMS[1])
    await expect(table.getByRole('link', { name: 'Faktura FA-2026-000017' })).toBeVisible()
    // the variable symbol opens the order's detail (docs/decisions/1308-admin-order-detail.md)
    await expect(table.getByRole('link', { name: 'Detail objednávky 2026000104' })).toHaveAttribute(
      'href',
      `/portal/admin/orders/${ITEMS[0]?.id}`,
    )
  },
}

/** Filters by state, kind and search; each change starts at page 1. */
export const Filters: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Stav' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Čeká na platbu' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...QUERY, statuses: ['PENDING'] })
    await userEvent.click(canvas.getByRole('combobox', { name: 'Druh' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Předplatné' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...QUERY, kinds: ['SUBSCRIPTION'] })
    await userEvent.type(canvas.getByRole('searchbox', { name: /Hledat podle VS/ }), '2026000104')
    await userEvent.click(canvas.getByRole('button', { name: 'Hledat' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...QUERY, q: '2026000104' })
  },
}

/** Marking paid is running: the button shows progress, other actions wait. */
export const Pending: Story = {
  args: { busyId: ITEMS[0]?.id },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Označit jako zaplacené: 2026000104' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Označit jako zaplacené: 2026000103' })).toBeDisabled()
  },
}

export const Paid: Story = {
  args: { result: { items: ITEMS.filter((o) => o.status === 'PAID'), page: 1, pageSize: 20, total: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /Označit/ })).toBeNull()
  },
}

export const Cancelled: Story = {
  args: { result: { items: ITEMS.filter((o) => o.status === 'CANCELLED'), page: 1, pageSize: 20, total: 1 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Zrušeno')).toBeVisible()
  },
}

/** The upload goes to onImport; the result lists what waits for a person. */
export const ImportResult: Story = {
  args: {
    importResult: {
      format: 'GPC',
      summary: 'Formát: ABO/GPC (libovolná banka), účet 19-2000145399',
      incoming: 3,
      alreadyImported: 0,
      paid: [{ orderId: ITEMS[0]?.id as string, variableSymbol: '2026000104', amountCzk: 29_900 }],
      toReview: [
        {
          bankRef: '77',
          date: '2026-11-23',
          amountCzk: 1000,
          variableSymbol: '2026000103',
          counterAccount: '123456789/0800',
          counterName: 'Petr Svoboda',
          reason: 'AMOUNT_MISMATCH',
          orderId: ITEMS[1]?.id as string,
        },
        {
          bankRef: '78',
          date: '2026-11-23',
          amountCzk: 123.45,
          variableSymbol: null,
          counterAccount: null,
          counterName: null,
          reason: 'UNMATCHED',
          orderId: null,
        },
      ],
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    // what was read is said before what was paid
    await expect(canvas.getByText('Formát: ABO/GPC (libovolná banka), účet 19-2000145399')).toBeVisible()
    await expect(canvas.getByText(/Zaplaceno objednávek: 1/)).toBeVisible()
    const review = within(canvas.getByRole('table', { name: 'Platby k posouzení' }))
    await expect(review.getByText('Jiná částka než v objednávce')).toBeVisible()
    await expect(review.getByText('Neodpovídá žádné objednávce')).toBeVisible()
    // what waits for a person stays in the payments queue
    await expect(canvas.getByRole('link', { name: 'Vyřídit platby k posouzení' })).toHaveAttribute(
      'href',
      '/portal/admin/payments?states=NEEDS_REVIEW',
    )
    const file = new File(['074…'], 'vypis.gpc', { type: 'text/plain' })
    await userEvent.upload(canvas.getByLabelText(/ABO\/GPC/), file)
    await userEvent.click(canvas.getByRole('button', { name: 'Nahrát výpis' }))
    await expect(args.onImport).toHaveBeenCalledWith(file)
  },
}

export const ImportError: Story = {
  args: { importError: 'Řádek 3 výpisu nelze přečíst: pohyb (075) je kratší než 97 znaků.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Řádek 3 výpisu nelze přečíst')
  },
}

export const Empty: Story = {
  args: { result: { items: [], page: 1, pageSize: 20, total: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Žádné objednávky neodpovídají filtru.')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', result: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: /Objednávky/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', result: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Nahrát výpis' })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
