import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { LONG_CZECH_TEXT, mobileFrame } from '../../internal/story-helpers.tsx'
import { FormField } from '../FormField/FormField.tsx'
import { Textarea, TextField } from './TextField.tsx'

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'E-mail', type: 'email', placeholder: 'jan.novak@example.cz', onChange: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof TextField>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  tags: ['styleguide'],
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByLabelText('E-mail')
    await userEvent.type(input, 'jan@example.cz')
    await expect(input).toHaveValue('jan@example.cz')
    await expect(args.onChange).toHaveBeenCalled()
  },
}

export const RequiredWithHint: Story = {
  args: { required: true, hint: 'Na tuto adresu pošleme potvrzení registrace.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /E-mail/ })
    await expect(input).toBeRequired()
    await expect(input).toHaveAccessibleDescription('Na tuto adresu pošleme potvrzení registrace.')
  },
}

export const ErrorState: Story = {
  tags: ['styleguide'],
  name: 'Error',
  args: { defaultValue: 'jan@', error: 'Zadejte platnou e-mailovou adresu.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'E-mail' })
    await expect(input).toHaveAttribute('aria-invalid', 'true')
    await expect(input).toHaveAccessibleDescription('Zadejte platnou e-mailovou adresu.')
  },
}

export const Disabled: Story = { args: { disabled: true, defaultValue: 'jan.novak@example.cz' } }

export const InsideFormField: Story = {
  render: () => (
    <FormField label="Heslo" hint="Alespoň 8 znaků." required>
      <TextField type="password" autoComplete="new-password" />
    </FormField>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Heslo/)).toHaveAttribute('type', 'password')
  },
}

export const TextareaLongText: Story = {
  tags: ['styleguide'],
  render: () => (
    <Textarea label="Veřejný popis" defaultValue={`${LONG_CZECH_TEXT}. ${LONG_CZECH_TEXT}.`} rows={5} />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('textbox', { name: 'Veřejný popis' })).toHaveValue(
      `${LONG_CZECH_TEXT}. ${LONG_CZECH_TEXT}.`,
    )
  },
}

export const Mobile: Story = {
  decorators: [mobileFrame],
  args: {
    label: 'Název nabídky (přibližně 4–5 slov)',
    type: 'text',
    placeholder: undefined,
    error: 'Vyplňte název.',
  },
}
