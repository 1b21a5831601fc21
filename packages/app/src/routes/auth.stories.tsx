import { createMockApi, gotrueError, MOCK_PASSWORD } from '@rg/mock-api'
import { clearBrowserSession } from '@rg/mock-api/browser'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { supabase } from '../auth/supabase.ts'
import { resetQueryClient } from '../query-client.ts'
import * as Login from './auth/login.tsx'
import * as Register from './auth/register.tsx'
import * as ResetPass from './auth/reset-pass.tsx'
import * as UpdatePass from './auth/update-pass.tsx'
import * as OnlyNoAuth from './layouts/only-no-auth.tsx'
import { expectToast, landing, storyRouter } from './story-router.tsx'

const AuthRoutes = storyRouter([
  {
    Component: OnlyNoAuth.default as never,
    loader: OnlyNoAuth.clientLoader as never,
    HydrateFallback: OnlyNoAuth.HydrateFallback,
    children: [
      { path: '/auth/login', Component: Login.default as never },
      { path: '/auth/register', Component: Register.default as never },
      { path: '/auth/reset-pass', Component: ResetPass.default as never },
    ],
  },
  {
    path: '/auth/update-pass',
    Component: UpdatePass.default as never,
    loader: UpdatePass.clientLoader as never,
  },
  landing('/portal', 'Portál (mimo příběh)'),
  landing('/onboarding/personal', 'Osobní údaje (mimo příběh)'),
])

const meta = {
  title: 'Routes/Auth',
  component: AuthRoutes,
  parameters: { layout: 'fullscreen' },
  args: { initialEntries: ['/auth/login'] },
  async beforeEach({ msw }) {
    clearBrowserSession()
    resetQueryClient()
    msw.use(...createMockApi('visitor').list())
  },
} satisfies Meta<typeof AuthRoutes>
export default meta
type Story = StoryObj<typeof meta>

async function fillLogin(canvasElement: HTMLElement, email: string, password: string) {
  const canvas = within(canvasElement)
  await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), email)
  await userEvent.type(canvas.getByLabelText(/^Heslo/), password)
  await userEvent.click(canvas.getByRole('button', { name: 'Přihlásit se' }))
}

/** A correct login lands on /onboarding/personal with the success toast. */
export const LoginSuccess: Story = {
  play: async ({ canvasElement }) => {
    await fillLogin(canvasElement, 'uzivatel@demo.cz', MOCK_PASSWORD)
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { name: 'Osobní údaje (mimo příběh)' })).toBeVisible()
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

/** login?error=expired: the expired verification link toast. */
export const LoginExpiredLink: Story = {
  args: { initialEntries: ['/auth/login?error=expired'] },
  play: async () => {
    await expectToast('Verifikační odkaz je neplatný nebo expirovaný, požádejte prosím o nový.')
  },
}

/** The sign-in pages are for visitors only: a signed-in user goes to the portal. */
export const LoginWhenSignedIn: Story = {
  async beforeEach({ msw }) {
    msw.use(...createMockApi('user').list())
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Portál (mimo příběh)' }),
    ).toBeVisible()
  },
}

export const RegisterSuccess: Story = {
  args: { initialEntries: ['/auth/register'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'novacek@example.cz')
    await userEvent.type(canvas.getByLabelText(/^Heslo/), 'tajne-heslo-1')
    await userEvent.click(canvas.getByRole('button', { name: 'Zaregistrovat se' }))
    await expectToast('Registrace úspěšná.')
    await expect(await canvas.findByRole('status')).toHaveTextContent('novacek@example.cz')
  },
}

/** The e-mail rate limit of sign-up has its own catalogue message. */
export const RegisterRateLimited: Story = {
  args: { initialEntries: ['/auth/register'] },
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
  args: { initialEntries: ['/auth/register'] },
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
  args: { initialEntries: ['/auth/reset-pass'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'uzivatel@demo.cz')
    await userEvent.click(canvas.getByRole('button', { name: 'Poslat odkaz' }))
    await expectToast('Pokud u nás máte účet, poslali jsme Vám e-mail s odkazem pro změnu hesla.')
  },
}

export const ResetPasswordFailure: Story = {
  args: { initialEntries: ['/auth/reset-pass'] },
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
export const UpdatePassword: Story = {
  args: { initialEntries: ['/auth/update-pass'] },
  play: async ({ canvasElement }) => {
    await supabase().auth.signInWithPassword({ email: 'overeny@demo.cz', password: MOCK_PASSWORD })
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
