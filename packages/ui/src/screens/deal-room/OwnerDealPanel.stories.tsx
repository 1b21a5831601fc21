import { endpointUrl } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { OWNER_ITEMS } from './messages-and-access-fixtures.ts'
import { OwnerDealPanel } from './OwnerDealPanel.tsx'

const meta = {
  title: 'Screens/DealRoom/OwnerDealPanel',
  component: OwnerDealPanel,
  args: {
    status: 'ready',
    terms: { requiresNda: true, requiresApproval: true },
    items: OWNER_ITEMS,
    onTermsChange: fn(),
    onDecide: fn(),
    ndaHref: (id: string) => endpointUrl('downloadNdaAcceptance', { params: { id } }),
    onRetry: fn(),
  },
} satisfies Meta<typeof OwnerDealPanel>
export default meta
type Story = StoryObj<typeof meta>

/** A pending request of an anonymous investor: approve or refuse; the accepted NDA's PDF beside. */
export const Requests: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Investor č. 3')).toBeVisible()
    await expect(canvas.getAllByRole('link', { name: /Přijatá dohoda/ })).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Schválit' }))
    await expect(args.onDecide).toHaveBeenCalledWith(OWNER_ITEMS[0]?.requestId, 'APPROVE')
    await userEvent.click(canvas.getByRole('button', { name: 'Zamítnout' }))
    await expect(args.onDecide).toHaveBeenCalledWith(OWNER_ITEMS[0]?.requestId, 'REFUSE')
  },
}

/** The terms: switching approval off says so through onTermsChange. */
export const Terms: Story = {
  args: { items: [], terms: { requiresNda: false, requiresApproval: false } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Zatím nikdo nepřijal dohodu ani nepožádal o přístup.')).toBeVisible()
    await userEvent.click(canvas.getByRole('checkbox', { name: /Schvalovat každého investora/ }))
    await expect(args.onTermsChange).toHaveBeenCalledWith({ requiresNda: false, requiresApproval: true })
  },
}

export const DecisionRefused: Story = {
  args: { error: 'O této žádosti už bylo rozhodnuto nebo vypršela.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('už bylo rozhodnuto')
  },
}

export const Loading: Story = {
  args: { status: 'loading', items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', items: [] },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
