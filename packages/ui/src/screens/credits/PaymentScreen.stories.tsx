import { endpointUrl } from '@rg/domain'
import { orderFixtures } from '@rg/mock-api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import jsQR from 'jsqr'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { PaymentScreen } from './PaymentScreen.tsx'

/** Reads the rendered QR image back with a real decoder (jsQR) from its pixels, as a banking app's camera would. */
async function decodeQr(img: HTMLImageElement): Promise<string | null> {
  await img.decode()
  const canvas = document.createElement('canvas')
  canvas.width = img.naturalWidth
  canvas.height = img.naturalHeight
  const ctx = canvas.getContext('2d') as CanvasRenderingContext2D
  ctx.drawImage(img, 0, 0)
  const { data, width, height } = ctx.getImageData(0, 0, canvas.width, canvas.height)
  return jsQR(data, width, height)?.data ?? null
}

const meta = {
  title: 'Screens/Credits/PaymentScreen',
  component: PaymentScreen,
  args: {
    status: 'ready',
    order: orderFixtures.pending,
    onCancel: fn(),
    onRetry: fn(),
    invoiceHref: `${endpointUrl('downloadInvoice', { params: { id: orderFixtures.paid.id } })}`,
  },
} satisfies Meta<typeof PaymentScreen>
export default meta
type Story = StoryObj<typeof meta>

/** A PENDING order: account, IBAN, amount, variable symbol, message with copy buttons, and the QR Platba code. */
export const Pending: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Čeká na platbu')).toBeVisible()
    await expect(canvas.getByText('19-2000145399/0800')).toBeVisible()
    await expect(canvas.getByText('CZ65 0800 0000 1920 0014 5399')).toBeVisible()
    await expect(canvas.getByText('2026000104')).toBeVisible()
    const img = (await canvas.findByRole('img', { name: /QR Platba/ })) as HTMLImageElement
    const decoded = await decodeQr(img)
    // the SPAYD string a banking app reads: account, amount, currency and variable symbol
    await expect(decoded).toBe(args.order?.payment.spayd)
    await expect(decoded).toMatch(
      /^SPD\*1\.0\*ACC:CZ6508000000192000145399\*AM:29900\.00\*CC:CZK\*X-VS:2026000104\*/,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit objednávku' }))
    await expect(args.onCancel).toHaveBeenCalled()
  },
}

/** Copying a value says whether it worked. */
export const Copy: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Kopírovat variabilní symbol' }))
    await waitFor(() => expect(canvas.getByText(/Zkopírováno|Kopírování se nepodařilo/)).toBeInTheDocument())
  },
}

export const Paid: Story = {
  args: { order: orderFixtures.paid },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Zaplaceno, děkujeme' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Stáhnout fakturu (PDF)' })).toHaveAttribute(
      'href',
      `${endpointUrl('downloadInvoice', { params: { id: orderFixtures.paid.id } })}`,
    )
    await expect(canvas.queryByRole('img', { name: /QR Platba/ })).toBeNull()
  },
}

export const Cancelled: Story = {
  args: { order: orderFixtures.cancelled },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Objednávka je zrušená' })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Zrušit objednávku' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', order: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Načítání objednávky...')).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', order: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Objednávku se nepodařilo načíst')
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** A mistyped or foreign order link: the order does not exist for this account, which is not a connection problem. */
export const NotFound: Story = {
  args: { status: 'notFound', order: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Objednávka neexistuje' })).toBeVisible()
    await expect(canvas.queryByText(/připojení/)).toBeNull()
    // the breadcrumb and the call to action both lead to the list of the user's orders
    for (const link of canvas.getAllByRole('link', { name: 'Moje objednávky' }))
      await expect(link).toHaveAttribute('href', '/portal/credits/orders')
  },
}

export const NotFoundMobile: Story = {
  ...NotFound,
  globals: MOBILE_GLOBALS,
  play: async (context) => {
    await NotFound.play?.(context)
    await expect(fitsViewport()).toBe(true)
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('img', { name: /QR Platba/ })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
