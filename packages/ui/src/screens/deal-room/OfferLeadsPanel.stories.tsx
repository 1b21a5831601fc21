import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { LEADS } from './fixtures.ts'
import { OfferLeadsPanel } from './OfferLeadsPanel.tsx'

const meta = {
  title: 'Screens/DealRoom/OfferLeadsPanel',
  component: OfferLeadsPanel,
  args: { status: 'ready', leads: LEADS, onSaveContact: fn(), onExport: fn(), onRetry: fn() },
} satisfies Meta<typeof OfferLeadsPanel>
export default meta
type Story = StoryObj<typeof meta>

/** A lead who shares (name, contact, "Uložit do kontaktů") and anonymous ones ("Investor č. 7, ověřený"). */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const names = canvas.getAllByTestId('lead-name').map((n) => n.textContent)
    await expect(names).toEqual([
      'Ing. Jana Dvořáková (Dvořák Invest s.r.o.)',
      'Investor č. 7, ověřený',
      'Investor č. 3',
    ])
    await expect(canvas.getAllByText('Nesdílí kontakt')).toHaveLength(2)
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit do kontaktů' }))
    await expect(args.onSaveContact).toHaveBeenCalledWith(LEADS[0])
    await userEvent.click(canvas.getByRole('button', { name: 'Stáhnout CSV' }))
    await expect(args.onExport).toHaveBeenCalled()
  },
}

/** After saving: the button gives way to a note. */
export const Saved: Story = {
  args: { saved: [8] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Uloženo v kontaktech')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Uložit do kontaktů' })).toBeNull()
  },
}

export const Empty: Story = {
  args: { leads: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Nabídku zatím nikdo neodemkl.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Stáhnout CSV' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', leads: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Stáhnout CSV' })).toBeNull()
  },
}

export const ErrorState: Story = {
  args: { status: 'error', leads: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** On a phone each lead is a card; nothing scrolls sideways. */
export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Investor č. 7, ověřený')).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
