import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { RegisterScreen } from './RegisterScreen.tsx'

const meta = {
  title: 'Screens/Auth/RegisterScreen',
  component: RegisterScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof RegisterScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'novy@example.cz')
    await userEvent.type(canvas.getByLabelText(/^Heslo/), 'tajne-heslo-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Zaregistrovat se' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'novy@example.cz', password: 'tajne-heslo-1' })
  },
}

/** After sign-up: the confirmation e-mail went out. */
export const Sent: Story = {
  args: { sentTo: 'novy@example.cz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('novy@example.cz')
  },
}

export const Submitting: Story = { args: { submitting: true } }
