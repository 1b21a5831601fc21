import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { mobileFrame } from '../../internal/story-helpers.tsx'
import { Select } from './Select.tsx'

const regions = [
  'Hlavní město Praha',
  'Středočeský',
  'Jihočeský',
  'Plzeňský',
  'Karlovarský',
  'Ústecký',
  'Liberecký',
  'Královéhradecký',
  'Pardubický',
  'Kraj Vysočina',
  'Jihomoravský',
  'Olomoucký',
  'Zlínský',
  'Moravskoslezský',
].map((label) => ({ value: label, label }))

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Kraj', options: regions, placeholder: 'Vyberte kraj', onValueChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 120 }}>{Story()}</div>],
} satisfies Meta<typeof Select>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Kraj' })
    await userEvent.click(trigger)
    await userEvent.click(await screen.findByRole('option', { name: 'Jihomoravský' }))
    await expect(args.onValueChange).toHaveBeenCalledWith('Jihomoravský')
    await expect(trigger).toHaveTextContent('Jihomoravský')
  },
}

export const Preselected: Story = { args: { defaultValue: 'Zlínský' } }

export const ErrorState: Story = {
  name: 'Error',
  args: { required: true, error: 'Vyberte kraj.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('combobox', { name: /Kraj/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Kraj Vysočina' } }
export const Mobile: Story = {
  decorators: [mobileFrame],
  args: { hint: 'Kraj je veřejný, ulice zůstává skrytá.' },
}
