import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { UpdatePasswordScreen } from './UpdatePasswordScreen.tsx'

const meta = {
  title: 'Screens/Auth/UpdatePasswordScreen',
  component: UpdatePasswordScreen,
  parameters: { layout: 'fullscreen' },
  args: { onSubmit: fn() },
} satisfies Meta<typeof UpdatePasswordScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/^Nové heslo\*?$/), 'nove-heslo-2')
    await userEvent.type(canvas.getByLabelText(/^Nové heslo znovu/), 'nove-heslo-2')
    await userEvent.click(canvas.getByRole('button', { name: 'Změnit heslo' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ password: 'nove-heslo-2' })
  },
}

/** The two entries differ: nothing is sent. */
export const Mismatch: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText(/^Nové heslo\*?$/), 'nove-heslo-2')
    await userEvent.type(canvas.getByLabelText(/^Nové heslo znovu/), 'jine-heslo-3')
    await userEvent.click(canvas.getByRole('button', { name: 'Změnit heslo' }))
    await expect(await canvas.findByText('Hesla se neshodují.')).toBeVisible()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}
