import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { TextField } from '../TextField/TextField.tsx'
import { FormField } from './FormField.tsx'

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  args: { label: 'Telefon', children: <TextField type="tel" placeholder="+420 777 123 456" /> },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof FormField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}
export const Required: Story = {
  args: { required: true, hint: 'Ve formátu +420.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Telefon/ })
    await expect(input).toBeRequired()
    await expect(input).toHaveAccessibleDescription('Ve formátu +420.')
  },
}
export const WithError: Story = {
  args: { required: true, hint: 'Ve formátu +420.', error: 'Telefon musí začínat +420 a mít 9 číslic.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Telefon/ })
    await expect(input).toBeInvalid()
    await expect(input).toHaveAccessibleDescription(
      'Telefon musí začínat +420 a mít 9 číslic. Ve formátu +420.',
    )
  },
}
