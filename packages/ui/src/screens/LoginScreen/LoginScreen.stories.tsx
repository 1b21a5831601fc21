import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { mobileFrame } from '../../internal/story-helpers.tsx'
import { LoginScreen } from './LoginScreen.tsx'

const meta = {
  title: 'Screens/Auth/LoginScreen',
  component: LoginScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof LoginScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), ' uzivatel@demo.cz ')
    await userEvent.type(canvas.getByLabelText(/^Heslo/), 'demo-heslo-2026')
    await userEvent.click(canvas.getByRole('button', { name: 'Přihlásit se' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'uzivatel@demo.cz',
      password: 'demo-heslo-2026',
    })
  },
}

/** Spec section 5: e-mail and password are required; nothing is sent without them. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Přihlásit se' }))
    await expect(await canvas.findByText('Vyplňte e-mail.')).toBeVisible()
    await expect(canvas.getByText('Vyplňte heslo.')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Submitting: Story = { args: { submitting: true, defaultEmail: 'uzivatel@demo.cz' } }

export const Mobile: Story = { decorators: [mobileFrame], globals: { viewport: { value: 'mobile' } } }
