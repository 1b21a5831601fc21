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

/** A password under the policy is the field's error, nothing is sent. */
export const ShortPassword: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'novy@example.cz')
    await userEvent.type(canvas.getByLabelText(/^Heslo/), 'abc1')
    await userEvent.click(canvas.getByRole('button', { name: 'Zaregistrovat se' }))
    await expect(canvas.getByLabelText(/^Heslo/)).toHaveAccessibleDescription(
      /Heslo musí mít alespoň 8 znaků\./,
    )
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** The auth server refused the password (its own policy): the message sits at the field. */
export const ServerFieldError: Story = {
  args: { fieldErrors: { password: 'Heslo musí obsahovat alespoň jedno písmeno a jednu číslici.' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/^Heslo/)).toHaveAccessibleDescription(
      /alespoň jedno písmeno a jednu číslici/,
    )
  },
}

/** After sign-up: the confirmation e-mail went out; the form is gone, a new link can be asked for. */
export const Sent: Story = {
  args: { sentTo: 'novy@example.cz', onResend: fn(), onStartOver: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('status')).toHaveTextContent('novy@example.cz')
    await expect(canvas.queryByRole('button', { name: 'Zaregistrovat se' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Poslat odkaz znovu' }))
    await expect(args.onResend).toHaveBeenCalledOnce()
    await userEvent.click(canvas.getByRole('button', { name: 'Registrovat jinou adresu' }))
    await expect(args.onStartOver).toHaveBeenCalledOnce()
  },
}

export const SentMobile: Story = { ...Sent, globals: { viewport: { value: 'mobile' } } }

export const Submitting: Story = { args: { submitting: true } }

/** From /pricing's "Zaregistrovat se a koupit": the chosen package is named, the login link keeps it. */
export const ChosenPackage: Story = {
  args: {
    chosenPackage: 'Balíček 300 kreditů',
    loginHref: '/auth/login?redirect=%2Fportal%2Fcredits%3Fpack%3D300',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Registrace' })).toBeVisible()
    await expect(canvas.getByText(/pokračujte k objednávce „Balíček 300 kreditů“/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Přihlaste se' })).toHaveAttribute(
      'href',
      '/auth/login?redirect=%2Fportal%2Fcredits%3Fpack%3D300',
    )
  },
}

export const ChosenPackageMobile: Story = { ...ChosenPackage, globals: { viewport: { value: 'mobile' } } }
