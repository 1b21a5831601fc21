import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileFrame } from '../../internal/story-helpers.tsx'
import { PriceInput } from './PriceInput.tsx'

const meta = {
  title: 'Primitives/PriceInput',
  component: PriceInput,
  args: { label: 'Cena', hint: 'Prázdná cena se zobrazí jako „Cena na dotaz“.', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320 }}>{Story()}</div>],
} satisfies Meta<typeof PriceInput>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Cena' })
    await userEvent.type(input, '12500000')
    await expect(input).toHaveValue('12\u00a0500\u00a0000')
    await expect(args.onValueChange).toHaveBeenLastCalledWith(12_500_000)
    await userEvent.clear(input)
    await expect(args.onValueChange).toHaveBeenLastCalledWith(null)
  },
}
export const Filled: Story = { args: { defaultValue: 4_990_000 } }
export const ErrorState: Story = {
  name: 'Error',
  args: { required: true, error: 'Zadejte cenu v celých korunách.' },
}
export const Mobile: Story = { decorators: [mobileFrame], args: { defaultValue: 125_000_000 } }
