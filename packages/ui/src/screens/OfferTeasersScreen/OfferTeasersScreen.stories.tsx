import type { Meta, StoryObj } from '@storybook/react-vite'
import { OfferTeasersScreen } from './OfferTeasersScreen.tsx'

const meta = {
  title: 'Screens/OfferTeasersScreen',
  component: OfferTeasersScreen,
  args: { kind: 'LISTING' },
} satisfies Meta<typeof OfferTeasersScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Listings: Story = {}
export const Services: Story = { args: { kind: 'SERVICE' } }
export const Loading: Story = { args: { status: 'loading' } }
