import { SIGN_IN_BANNED_MESSAGE } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { mobileFrame } from '../../internal/story-helpers.tsx'
import { Toaster, toast } from '../../primitives/Toaster/Toaster.tsx'
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

/** docs/product/screens-and-limits.md "Validation": e-mail and password are required; nothing is sent without them. */
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

/** Back from a confirmation link (in this or another browser): the address is confirmed. */
export const Confirmed: Story = {
  args: { confirmed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'E-mail byl potvrzen. Nyní se můžete přihlásit.',
    )
  },
}

/** Back from an expired confirmation link: a new link for an address. */
export const ExpiredLink: Story = {
  args: { expiredLink: { onResend: fn() } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const form = canvas.getByRole('form', { name: 'Nový potvrzovací odkaz' })
    await userEvent.click(within(form).getByRole('button', { name: 'Poslat nový odkaz' }))
    await expect(within(form).getByRole('textbox')).toHaveAccessibleDescription('Vyplňte e-mail.')
    await userEvent.type(within(form).getByRole('textbox'), 'novy@example.cz')
    await userEvent.click(within(form).getByRole('button', { name: 'Poslat nový odkaz' }))
    await expect(args.expiredLink?.onResend).toHaveBeenCalledWith('novy@example.cz')
  },
}

export const ExpiredLinkSent: Story = {
  args: { expiredLink: { onResend: fn(), sent: true } },
  globals: { viewport: { value: 'mobile' } },
}

/**
 * A blocked user's sign-in: the app answers GoTrue's user_banned with its own Czech message as an error toast (the
 * screen itself has no error slot) and the form stays, with the address kept; routes/auth.stories.tsx
 * LoginBlockedUser checks the same through the app's real sign-in.
 */
export const BlockedUser: Story = {
  args: { onSubmit: fn(() => void toast.error(SIGN_IN_BANNED_MESSAGE)) },
  decorators: [
    (Story) => (
      <>
        <Toaster />
        <Story />
      </>
    ),
  ],
  afterEach: () => {
    toast.dismiss()
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'zablokovany@example.cz')
    await userEvent.type(canvas.getByLabelText(/^Heslo/), 'tajne-heslo-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Přihlásit se' }))
    await expect(args.onSubmit).toHaveBeenCalledWith({
      email: 'zablokovany@example.cz',
      password: 'tajne-heslo-1',
    })
    // the toast slides in, so it is waited for until it shows
    await waitFor(() => expect(screen.getByText(SIGN_IN_BANNED_MESSAGE, { exact: true })).toBeVisible())
    await expect(canvas.getByRole('textbox', { name: 'E-mail' })).toHaveValue('zablokovany@example.cz')
  },
}

/** Signing in on the way from /pricing: the chosen package is named, the registration link keeps it. */
export const ChosenPackage: Story = {
  args: {
    chosenPackage: 'Předplatné Silver, ročně',
    registerHref: '/auth/register?redirect=%2Fportal%2Fcredits%3Ftier%3DSILVER%26term%3DYEARLY',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeVisible()
    await expect(canvas.getByText(/pokračujte k objednávce „Předplatné Silver, ročně“/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zaregistrujte se' })).toHaveAttribute(
      'href',
      '/auth/register?redirect=%2Fportal%2Fcredits%3Ftier%3DSILVER%26term%3DYEARLY',
    )
  },
}
