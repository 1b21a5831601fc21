import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { ContactSharingCard } from './ContactSharingCard.tsx'

const meta = {
  title: 'Screens/DealRoom/ContactSharingCard',
  component: ContactSharingCard,
  args: { sharing: { shareByDefault: true, sharedOffers: 2 }, onChange: fn() },
} satisfies Meta<typeof ContactSharingCard>
export default meta
type Story = StoryObj<typeof meta>

/** Sharing on: switching it off revokes. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('shared-offers')).toHaveTextContent('sdílíte s vlastníky 2 nabídek')
    await userEvent.click(canvas.getByRole('checkbox', { name: /Sdílet můj kontakt s vlastníkem/ }))
    await expect(args.onChange).toHaveBeenCalledWith(false)
  },
}

export const Empty: Story = {
  args: { sharing: { shareByDefault: false, sharedOffers: 0 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('checkbox')).not.toBeChecked()
    await expect(canvas.getByTestId('shared-offers')).toHaveTextContent('nesdílíte s žádným vlastníkem')
  },
}

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeDisabled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('checkbox')).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
