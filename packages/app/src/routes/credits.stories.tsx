import { pragueDate } from '@rg/domain/calendar'
import { ROUTES } from '@rg/domain/contract'
import { ACCOUNTING_ARCHIVE_BUSY } from '@rg/domain/payments'
import {
  adminUser,
  apiError,
  createMockApi,
  demoUser,
  setMockBankPayments,
  setMockOrders,
} from '@rg/mock-api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AppRoutes, expectToast, freshSession, withDeeplink, withScenario } from './story-router.tsx'

/** Route loads go through the guard, the user query and the page's query: give them time on a busy machine. */

const meta = {
  title: 'Routes/Credits',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  ...withDeeplink('/portal/credits'),
  beforeEach: freshSession,
} satisfies Meta<typeof AppRoutes>
export default meta
type Story = StoryObj<typeof meta>

/** A SILVER yearly choice from /pricing arrives pre-selected; ordering opens the payment page with the QR code. */
export const OrderFromPricing: Story = {
  ...withScenario('user'),
  args: { initialEntries: ['/portal/credits?tier=SILVER&term=YEARLY'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Vaše volba z ceníku', {})).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Objednat Silver ročně' }))
    // above 10 000 Kč the invoice names the buyer's address (docs/decisions/1307-buyer-address.md)
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Adresa na fakturu' }))
    await userEvent.type(dialog.getByRole('textbox', { name: /Ulice/ }), 'Vodičkova 1')
    await userEvent.type(dialog.getByRole('textbox', { name: /PSČ/ }), '11000')
    await userEvent.clear(dialog.getByRole('textbox', { name: /Obec/ }))
    await userEvent.type(dialog.getByRole('textbox', { name: /Obec/ }), 'Praha 1')
    await userEvent.click(dialog.getByRole('button', { name: 'Objednat' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Objednávka \d+$/ })).toBeVisible()
    await expect(await canvas.findByRole('img', { name: /QR Platba: 29\s900\sKč/ })).toBeVisible()
    await expect(canvas.getByText('Čeká na platbu')).toBeVisible()
  },
}

/** No orders yet: the list says so and leads back to the offer. */
export const NoOrders: Story = {
  ...withScenario('user'),
  args: { initialEntries: ['/portal/credits/orders'] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Zatím nemáte žádné objednávky' }),
    ).toBeVisible()
  },
}

/** A mistyped order link: the server's 404 reads as "does not exist", not as a connection problem (issue 35). */
export const OrderNotFound: Story = {
  ...withScenario('user'),
  args: { initialEntries: ['/portal/credits/orders/0b7f3c1e-0000-4000-8000-000000000000'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Objednávka neexistuje' })).toBeVisible()
    await expect(canvas.queryByText(/připojení/)).toBeNull()
  },
}

/** An order link whose id is not an order's at all (the server's 400): it does not exist either, no network blamed. */
export const OrderIdMalformed: Story = {
  ...withScenario('user'),
  args: { initialEntries: ['/portal/credits/orders/not-a-uuid'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Objednávka neexistuje' })).toBeVisible()
    await expect(canvas.queryByText(/připojení/)).toBeNull()
    const back = canvas.getAllByRole('link', { name: 'Moje objednávky' })
    await expect(back.at(-1)).toHaveAttribute('href', '/portal/credits/orders')
  },
}

const seeded = (signedIn: string): Pick<StoryObj, 'beforeEach'> => ({
  async beforeEach({ msw }) {
    const api = createMockApi(signedIn === adminUser.id ? 'admin' : 'user')
    setMockOrders(api.store, [
      {
        id: '0b7f3c1e-5a2d-4e6f-8a9b-0c1d2e3f4a5b',
        userId: demoUser.id,
        item: { kind: 'CREDITS', credits: 300 },
        variableSymbol: '2026000104',
        status: 'PENDING',
        createdAt: '2026-11-20T10:15:00.000Z',
        paidAt: null,
      },
    ])
    msw.use(...api.list())
  },
})

/** The seeded store with one underpayment (1 000 Kč of 2 490 Kč) of the pending order, waiting in the queue. */
function withPayments(): Pick<StoryObj, 'beforeEach'> {
  return {
    async beforeEach({ msw }) {
      const api = createMockApi('admin')
      setMockOrders(api.store, [
        {
          id: '0b7f3c1e-5a2d-4e6f-8a9b-0c1d2e3f4a5b',
          userId: demoUser.id,
          item: { kind: 'CREDITS', credits: 300 },
          variableSymbol: '2026000104',
          status: 'PENDING',
          createdAt: '2026-11-20T10:15:00.000Z',
          paidAt: null,
        },
      ])
      setMockBankPayments(api.store, [
        {
          id: '5f1a2b3c-4d5e-4f60-8a7b-9c0d1e2f3a4b',
          bookedOn: '2026-11-24',
          amountCzk: 1000,
          variableSymbol: '2026000104',
          counterAccount: '2400123456/2010',
          counterName: 'Jan Novák',
          bankRef: '1001',
          outcome: 'AMOUNT_MISMATCH',
          orderId: '0b7f3c1e-5a2d-4e6f-8a9b-0c1d2e3f4a5b',
          resolution: null,
          importedAt: '2026-11-24T08:00:00.000Z',
        },
      ])
      msw.use(...api.list())
    },
  }
}

/** The user cancels a pending order from the list. */
export const CancelOrder: Story = {
  ...seeded(demoUser.id),
  args: { initialEntries: ['/portal/credits/orders'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Zrušit objednávku 2026000104' }))
    await expectToast('Objednávka je zrušená.')
    await expect(await canvas.findByText('Zrušeno', {})).toBeVisible()
  },
}

/** The admin marks a pending order paid; it turns PAID with its invoice. */
export const AdminMarksPaid: Story = {
  ...seeded(adminUser.id),
  args: { initialEntries: ['/portal/admin/orders'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Označit jako zaplacené: 2026000104' }))
    await expectToast('Objednávka 2026000104 je zaplacená.')
    await expect(await canvas.findByRole('link', { name: /^Faktura FA-\d{4}-\d{6}$/ })).toBeVisible()
  },
}

/**
 * The orders table on a 1280 × 800 notebook beside the admin navigation: no column is cut off, so "Označit jako
 * zaplacené" is on screen without scrolling the table sideways (issue 35 item 4).
 */
export const AdminOrdersFitAt1280: Story = {
  async beforeEach({ msw }) {
    const api = createMockApi('admin')
    // the longest row the demo has: a yearly subscription of a user with a long name and address
    setMockOrders(api.store, [
      {
        id: '0b7f3c1e-5a2d-4e6f-8a9b-0c1d2e3f4a5c',
        userId: demoUser.id,
        item: { kind: 'SUBSCRIPTION', tier: 'GOLD', term: 'YEARLY' },
        variableSymbol: '2026000105',
        status: 'PENDING',
        createdAt: '2026-11-20T10:15:00.000Z',
        paidAt: null,
      },
    ])
    msw.use(...api.list())
  },
  globals: { viewport: { value: 'laptop' } },
  args: { initialEntries: ['/portal/admin/orders'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const [pay] = await canvas.findAllByRole('button', { name: /^Označit jako zaplacené/ })
    if (!pay) throw new Error('no pending order')
    await expect(window.innerWidth).toBe(1280)
    const region = pay.closest('section') as HTMLElement
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth)
    await expect(pay.getBoundingClientRect().right).toBeLessThanOrEqual(region.getBoundingClientRect().right)
  },
}

/**
 * The payments queue (issue 29): an underpayment of the pending order waits; the admin assigns it with a note, the
 * order is paid and the payment is listed as resolved. The navigation counts what waits.
 */
export const AdminResolvesPayment: Story = {
  ...withPayments(),
  args: { initialEntries: ['/portal/admin/payments?states=NEEDS_REVIEW'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Platby z výpisů' })).toBeVisible()
    await userEvent.click(await canvas.findByRole('button', { name: /^Vyřídit platbu 1\s000\sKč/ }))
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Vyřídit platbu' }))
    await expect(dialog.getByRole('textbox', { name: /Variabilní symbol objednávky/ })).toHaveValue(
      '2026000104',
    )
    await userEvent.type(dialog.getByRole('textbox', { name: /Poznámka/ }), 'Zbytek doplatil hotově.')
    await userEvent.click(dialog.getByRole('button', { name: 'Potvrdit' }))
    await expectToast('Platba je přiřazená, objednávka 2026000104 je zaplacená.')
    await expect(await canvas.findByText('Žádné platby neodpovídají filtru.', {})).toBeVisible()
  },
}

/**
 * The admin's order detail (issue 29, item 6): opened from the orders list by its variable symbol, it shows the
 * underpayment waiting in the queue; marking paid issues the invoice and the trail records it; cancelling the paid
 * pack asks first, then issues the credit note (docs/decisions/1306, 1308).
 */
export const AdminOrderDetail: Story = {
  ...withPayments(),
  args: { initialEntries: ['/portal/admin/orders'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('link', { name: 'Detail objednávky 2026000104' }))
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Objednávka VS 2026000104' }),
    ).toBeVisible()
    const payments = within(canvas.getByRole('table', { name: /Platby z výpisů/ }))
    await expect(payments.getByText('Jiná částka než v objednávce')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Označit jako zaplacené' }))
    await expect(
      await canvas.findByText(/^Objednávka je zaplacená, faktura FA-\d{4}-\d{6} je vystavená\.$/, {}),
    ).toBeVisible()
    await expect(await canvas.findByRole('link', { name: /^Faktura FA-\d{4}-\d{6}$/ })).toBeVisible()
    await expect(await canvas.findByText('Objednávka označena jako zaplacená', {})).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit a vrátit platbu' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Ano, zrušit a vystavit opravný doklad' }))
    await expect(await canvas.findByRole('link', { name: /^Opravný doklad OD-\d{4}-\d{6}$/ })).toBeVisible()
    await expect(canvas.getByText('Stav objednávky: Zaplaceno → Zrušeno')).toBeVisible()
  },
}

/** A user is not an admin: the admin orders page does not exist for them. */
export const AdminOnly: Story = {
  ...withScenario('user'),
  args: { initialEntries: ['/portal/admin/orders'] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Stránka nenalezena' }),
    ).toBeVisible()
  },
}

/**
 * The accountant's month archive (docs/decisions/1311-accounting-archive.md): the last finished month is offered, the
 * download asks the server for it; a refusal (another admin's archive being written) is its Czech message on the page.
 */
const askedMonths: string[] = []
export const AccountingArchive: Story = {
  beforeEach({ msw }) {
    const asked = askedMonths
    asked.length = 0
    msw.use(...createMockApi('admin').list())
    msw.use(
      http.get(`*${ROUTES.adminDownloadAccountingArchive.path}`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.get('month') ?? '')
        if (asked.length === 1)
          return new HttpResponse(new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]), {
            headers: { 'Content-Type': 'application/zip' },
          })
        return apiError(
          ACCOUNTING_ARCHIVE_BUSY.status,
          ACCOUNTING_ARCHIVE_BUSY.error.code,
          ACCOUNTING_ARCHIVE_BUSY.error.message,
        )
      }),
    )
  },
  args: { initialEntries: ['/portal/admin/orders'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const asked = askedMonths
    const [y, m] = pragueDate(new Date()).slice(0, 7).split('-').map(Number) as [number, number]
    const previous = m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`
    await expect(await canvas.findByRole('heading', { name: 'Doklady pro účetní' })).toBeVisible()
    await expect(canvas.getByLabelText(/Měsíc/)).toHaveValue(previous)
    const download = canvas.getByRole('button', { name: 'Stáhnout archiv' })
    await userEvent.click(download)
    await waitFor(() => expect(asked).toEqual([previous]))
    await waitFor(() => expect(download).not.toHaveAttribute('aria-busy', 'true'))
    await expect(canvas.queryByText(/právě připravuje/)).toBeNull()
    await userEvent.click(download)
    await expect(await canvas.findByText(ACCOUNTING_ARCHIVE_BUSY.error.message, {})).toBeVisible()
  },
}
