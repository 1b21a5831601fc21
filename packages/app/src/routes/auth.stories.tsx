import { SIGN_IN_BANNED_MESSAGE } from '@rg/domain/auth-messages'
import { createMockApi, gotrueError, MOCK_PASSWORD, mockSession } from '@rg/mock-api'
import { clearBrowserSession } from '@rg/mock-api/browser'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { supabase } from '../auth/supabase.ts'
import { resetQueryClient } from '../query-client.ts'
import { AppRoutes, expectToast, toursSeen, withDeeplink } from './story-router.tsx'

const meta = {
  title: 'Routes/Auth',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  ...withDeeplink('/auth/login'),
  async beforeEach({ msw }) {
    clearBrowserSession()
    resetQueryClient()
    msw.use(...createMockApi('visitor').list())
  },
} satisfies Meta<typeof AppRoutes>
export default meta
type Story = StoryObj<typeof meta>

let recovered = { access_token: '', refresh_token: '' }

async function fillLogin(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), email)
  await userEvent.type(canvas.getByLabelText(/^Heslo/), password)
  await userEvent.click(canvas.getByRole('button', { name: 'Přihlásit se' }))
}

/** A plain login lands on onboarding (here a user who has not finished it, so the onboarding guard lets them in). */
export const LoginSuccess: Story = {
  play: async ({ canvasElement }) => {
    await fillLogin(canvasElement, 'novy@demo.cz', MOCK_PASSWORD)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Osobní údaje' })).toBeVisible()
    await expectToast('Přihlášení úspěšné.')
  },
}

export const LoginWrongPassword: Story = {
  play: async ({ canvasElement }) => {
    await fillLogin(canvasElement, 'uzivatel@demo.cz', 'spatne-heslo')
    await expectToast('Chybný e-mail nebo heslo.')
  },
}

export const LoginUnconfirmedEmail: Story = {
  async beforeEach({ msw }) {
    const api = createMockApi('visitor')
    const account = api.store.accounts.find((a) => a.user.email === 'novy@demo.cz')
    if (account) account.confirmed = false
    msw.use(...api.list())
  },
  play: async ({ canvasElement }) => {
    await fillLogin(canvasElement, 'novy@demo.cz', MOCK_PASSWORD)
    await expectToast('Potvrďte prosím registraci v e-mailu.')
  },
}

/**
 * A blocked account's sign-in: GoTrue refuses the password grant with user_banned, and the login screen shows the
 * app's own Czech message for it (not the generic failure) and stays on the form.
 */
export const LoginBlockedUser: Story = {
  async beforeEach({ msw }) {
    msw.use(http.post('*/auth/v1/token', () => gotrueError(400, 'user_banned', 'User is banned')))
  },
  play: async ({ canvasElement }) => {
    await fillLogin(canvasElement, 'uzivatel@demo.cz', MOCK_PASSWORD)
    await expectToast(SIGN_IN_BANNED_MESSAGE)
    await expect(within(canvasElement).getByRole('button', { name: 'Přihlásit se' })).toBeVisible()
  },
}

/** login?error=expired: the expired verification link toast. */
export const LoginExpiredLink: Story = {
  ...withDeeplink('/auth/login?error=expired'),
  play: async () => {
    await expectToast('Verifikační odkaz je neplatný nebo expirovaný, požádejte prosím o nový.')
  },
}

/** The sign-in pages are for visitors only: a signed-in user goes to the portal. */
export const LoginWhenSignedIn: Story = {
  async beforeEach({ msw }) {
    const api = createMockApi('user')
    toursSeen(api.store)
    msw.use(...api.list())
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: /^Vítejte/ }),
    ).toBeVisible()
  },
}

export const RegisterSuccess: Story = {
  ...withDeeplink('/auth/register'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'novacek@example.cz')
    await userEvent.type(canvas.getByLabelText(/^Heslo/), 'tajne-heslo-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Zaregistrovat se' }))
    await expectToast('Registrace úspěšná.')
    await expect(await canvas.findByRole('status')).toHaveTextContent('novacek@example.cz')
  },
}

/** Only a same-site path rides along: another site's address is dropped, so no link or package carries it. */
export const RegisterForeignRedirect: Story = {
  ...withDeeplink('/auth/register?redirect=%2F%2Fevil.example%2Fportal%2Fcredits%3Fpack%3D300'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Registrace' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Přihlaste se' })).toHaveAttribute('href', '/auth/login')
    await expect(canvas.queryByText(/pokračujte k objednávce/)).toBeNull()
  },
}

/** The e-mail rate limit of sign-up has its own catalogue message. */
export const RegisterRateLimited: Story = {
  ...withDeeplink('/auth/register'),
  async beforeEach({ msw }) {
    msw.use(
      http.post('*/auth/v1/signup', () =>
        gotrueError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded'),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'novacek@example.cz')
    await userEvent.type(canvas.getByLabelText(/^Heslo/), 'tajne-heslo-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Zaregistrovat se' }))
    await expectToast('Další registraci lze provést až za několik minut.')
  },
}

export const RegisterFailure: Story = {
  ...withDeeplink('/auth/register'),
  async beforeEach({ msw }) {
    msw.use(http.post('*/auth/v1/signup', () => gotrueError(422, 'signup_disabled', 'Signups not allowed')))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'novacek@example.cz')
    await userEvent.type(canvas.getByLabelText(/^Heslo/), 'tajne-heslo-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Zaregistrovat se' }))
    await expectToast('Něco se pokazilo, zkuste to prosím později.')
  },
}

export const ResetPasswordSent: Story = {
  ...withDeeplink('/auth/reset-pass'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'uzivatel@demo.cz')
    await userEvent.click(canvas.getByRole('button', { name: 'Poslat odkaz' }))
    await expectToast('Pokud u nás máte účet, poslali jsme Vám e-mail s odkazem pro změnu hesla.')
  },
}

export const ResetPasswordFailure: Story = {
  ...withDeeplink('/auth/reset-pass'),
  async beforeEach({ msw }) {
    msw.use(http.post('*/auth/v1/recover', () => HttpResponse.error()))
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'uzivatel@demo.cz')
    await userEvent.click(canvas.getByRole('button', { name: 'Poslat odkaz' }))
    await expectToast('Nelze zaslat reset hesla, zkuste to prosím později.')
  },
}

/** The reset target with a (recovery) session: the same password is refused, a new one signs out everywhere. */
/** The reset link's target: the session comes from the recovery link, so no current password is asked. */
export const UpdatePassword: Story = {
  ...withDeeplink('/auth/update-pass'),
  async beforeEach({ msw }) {
    const api = createMockApi('visitor')
    const account = api.store.accounts.find((a) => a.user.email === 'overeny@demo.cz')
    if (!account) throw new Error('fixture without overeny@demo.cz')
    recovered = mockSession(api.store, account, true)
    msw.use(...api.list())
  },
  play: async ({ canvasElement }) => {
    await supabase().auth.setSession(recovered)
    const canvas = within(canvasElement)
    const change = async (password: string) => {
      await userEvent.clear(await canvas.findByLabelText(/^Nové heslo\*?$/))
      await userEvent.type(canvas.getByLabelText(/^Nové heslo\*?$/), password)
      await userEvent.clear(canvas.getByLabelText(/^Nové heslo znovu/))
      await userEvent.type(canvas.getByLabelText(/^Nové heslo znovu/), password)
      await userEvent.click(canvas.getByRole('button', { name: 'Změnit heslo' }))
    }
    await change(MOCK_PASSWORD)
    await expectToast('Nové heslo musí být odlišné od původního hesla.')
    await change('uplne-nove-heslo-2')
    await expectToast('Heslo úspěšně změněno.')
    await waitFor(async () => expect((await supabase().auth.getSession()).data.session).toBeNull())
  },
}
