import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { ResetPasswordScreen } from './ResetPasswordScreen.tsx'

const meta = {
  title: 'Screens/Auth/ResetPasswordScreen',
  component: ResetPasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof ResetPasswordScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'uzivatel@demo.cz')
    await userEvent.click(canvas.getByRole('button', { name: 'Poslat odkaz' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ email: 'uzivatel@demo.cz' })
  },
}

/** The one success of a reset request (the app shows no second, differently worded toast). */
export const Sent: Story = {
  args: { sentTo: 'uzivatel@demo.cz' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Pokud u nás máte účet, poslali jsme Vám e-mail s odkazem pro změnu hesla.',
    )
  },
}
