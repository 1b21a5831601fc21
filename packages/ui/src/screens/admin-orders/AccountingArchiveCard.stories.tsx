import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { AccountingArchiveCard } from './AccountingArchiveCard.tsx'

const meta = {
  title: 'Screens/AdminOrders/AccountingArchiveCard',
  component: AccountingArchiveCard,
  args: { defaultMonth: '2026-10', maxMonth: '2026-11', onDownload: fn() },
} satisfies Meta<typeof AccountingArchiveCard>
export default meta
type Story = StoryObj<typeof meta>

/** The last finished month is offered; another month is chosen and its archive downloaded. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Doklady pro účetní' })).toBeVisible()
    const month = canvas.getByLabelText(/Měsíc/)
    await expect(month).toHaveValue('2026-10')
    await userEvent.click(canvas.getByRole('button', { name: 'Stáhnout archiv' }))
    await expect(args.onDownload).toHaveBeenCalledWith('2026-10')
    await userEvent.clear(month)
    await userEvent.type(month, '2026-09')
    await userEvent.click(canvas.getByRole('button', { name: 'Stáhnout archiv' }))
    await expect(args.onDownload).toHaveBeenLastCalledWith('2026-09')
  },
}

/** A month not begun yet cannot be asked for: the button waits for a month up to this one. */
export const FutureMonth: Story = {
  args: { defaultMonth: '2026-12' },
  play: async ({ args, canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Stáhnout archiv' })).toBeDisabled()
    await expect(args.onDownload).not.toHaveBeenCalled()
  },
}

export const Downloading: Story = {
  args: { downloading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Stáhnout archiv' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

/** The server's Czech refusal, e.g. another admin's archive being written. */
export const Refused: Story = {
  args: { error: 'Archiv dokladů se právě připravuje pro jiného správce. Zkuste to prosím za chvíli znovu.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(/právě připravuje pro jiného správce/)).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Stáhnout archiv' })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
