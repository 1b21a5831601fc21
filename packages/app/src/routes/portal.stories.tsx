import { createMockApi, demoUser, MOCK_PASSWORD, setMockDeadMail } from '@rg/mock-api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import {
  AppRoutes,
  expectToast,
  freshSession,
  toursSeen,
  withDeeplink,
  withScenario,
} from './story-router.tsx'

const meta = {
  title: 'Routes/Portal',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  ...withDeeplink('/portal'),
  beforeEach: freshSession,
} satisfies Meta<typeof AppRoutes>
export default meta
type Story = StoryObj<typeof meta>

/** A verified user (tour already seen): greeting, balance from GET /api/user, the role's navigation. */
export const Home: Story = {
  ...withScenario('verified'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Vítejte, Petr' })).toBeVisible()
    // The home screen's card and the header's balance.
    const balances = canvas.getAllByLabelText('Zůstatek kreditů')
    await expect(balances).toHaveLength(2)
    for (const balance of balances) await expect(balance).toHaveTextContent('600')
    await expect(
      within(canvas.getByRole('navigation', { name: 'Portál' })).getByRole('link', { name: 'Moje nabídky' }),
    ).toBeVisible()
  },
}

/** The demo listings "Doporučené pro vás" picks for Vysočina, financial contracts and up to 5 million, with why. */
const expectRecommended = async (canvasElement: HTMLElement) => {
  const section = within(
    (await within(canvasElement).findByRole('heading', { level: 2, name: 'Doporučené pro vás' })).closest(
      'section',
    ) as HTMLElement,
  )
  // Region, category and price beat the region alone; listings meeting no preference are left out.
  await waitFor(() =>
    expect(section.getAllByRole('link').map((a) => a.textContent)).toEqual([
      'Zajištěná pohledávka, Plzeň',
      'Fotovoltaická elektrárna, Jihlava',
    ]),
  )
  // the reasons come with the saved preferences, which may answer after the recommended offers: wait for them
  await expect(await section.findByText('Proč: Finanční smlouva / pohledávka, do 5 mil. Kč')).toBeVisible()
  await expect(await section.findByText('Proč: Kraj Vysočina')).toBeVisible()
}

/** The portal home with saved investment preferences: "Doporučené pro vás" lists what fits them, each with why. */
export const HomeRecommended: Story = {
  async beforeEach({ msw }) {
    const api = createMockApi('user')
    toursSeen(api.store)
    api.store.onboarding[demoUser.id] = {
      investment: {
        amountFrom: null,
        amountTo: 5_000_000,
        horizon: null,
        risk: null,
        categories: ['FINANCIAL_CONTRACT'],
        regions: ['CZ-63'],
      },
    }
    msw.use(...api.list())
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible()
    await expectRecommended(canvasElement)
  },
}

/** Investment preferences edited on the profile: saved, and the portal home recommends by them at once. */
export const EditInvestmentPreferences: Story = {
  ...withDeeplink('/portal/profile'),
  async beforeEach({ msw }) {
    const api = createMockApi('user')
    toursSeen(api.store)
    msw.use(...api.list())
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const form = within(await canvas.findByRole('form', { name: 'Investiční preference' }))
    await userEvent.type(form.getByLabelText('Částka do (Kč)'), '5000000')
    await userEvent.click(form.getByLabelText('Finanční smlouva / pohledávka'))
    await userEvent.click(form.getByLabelText('Kraj Vysočina'))
    await userEvent.click(form.getByRole('button', { name: 'Uložit preference' }))
    await expect(await canvas.findByText('Investiční preference byly uloženy.')).toBeVisible()
    await userEvent.click(
      within(canvas.getByRole('navigation', { name: 'Portál' })).getByRole('link', { name: 'Přehled' }),
    )
    await expectRecommended(canvasElement)
  },
}

/** A user without credits: the welcome-credit call answers `refetch` and the balance reloads to 100. */
export const WelcomeCredits: Story = {
  ...withScenario('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await waitFor(() =>
      expect(within(canvas.getByRole('main')).getByLabelText('Zůstatek kreditů')).toHaveTextContent('100'),
    )
    // The welcome tour of a new user; closing it marks the shown step viewed.
    await waitFor(() => expect(document.querySelector('.driver-popover')).not.toBeNull())
    await userEvent.keyboard('{Escape}')
    await waitFor(() => expect(document.querySelector('.driver-popover')).toBeNull())
  },
}

export const Visitor: Story = {
  ...withScenario('visitor'),
  ...withDeeplink('/portal/contacts'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Přihlášení' }),
    ).toBeVisible()
  },
}

/**
 * The help centre (docs/decisions/1570-help-centre.md): a diacritics-free search finds the answer, the question to
 * the operator is sent and accepted, and "Spustit průvodce znovu" opens the portal home with its tour.
 */
export const Help: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/help'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Nápověda' })).toBeVisible()
    await expect(canvas.getByRole('navigation', { name: 'Drobečková navigace' })).toBeVisible()
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat v nápovědě' }), 'faktura')
    await expect(await canvas.findByText('Kde najdu fakturu a stav objednávky?')).toBeVisible()
    const form = within(canvas.getByRole('form', { name: 'Dotaz provozovateli' }))
    await userEvent.type(form.getByRole('textbox', { name: /Váš dotaz/ }), 'Kde najdu fakturu za leden?')
    await userEvent.click(form.getByRole('button', { name: 'Odeslat dotaz' }))
    await expect(
      await canvas.findByText('Dotaz jsme přijali. Odpovíme vám e-mailem na adresu vašeho účtu.'),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Spustit průvodce znovu: Prohlídka portálu' }))
    // driver.js draws its popover on the body, outside the canvas
    const popover = await within(document.body).findByText('Vítejte v portálu')
    await expect(popover).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}

export const MyAreaVerified: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/listings'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Moje příležitosti' }),
    ).toBeVisible()
  },
}

/** A USER in my area goes to the profile with the verified-only toast. */
export const MyAreaUser: Story = {
  ...withScenario('user'),
  ...withDeeplink('/portal/my/listings'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Můj profil' }),
    ).toBeVisible()
    await expectToast(
      'Tato sekce je dostupná pouze ověřeným uživatelům. Dokončete a nechte si ověřit profil.',
    )
  },
}

/** Own offers have numeric ids only. */
export const NonNumericOwnOffer: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/my/listings/abc'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible()
    await expect(canvas.getByText('Page not found: /portal/my/listings/abc')).toBeVisible()
  },
}

export const AdminAreaAdmin: Story = {
  ...withScenario('admin'),
  ...withDeeplink('/portal/admin'),
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Administrace' }),
    ).toBeVisible()
  },
}

/**
 * E-mails SMTP refused for 72 hours wait on the dashboard (docs/decisions/1370-mail-never-dropped.md): the admin
 * resends them all, the section goes and the notice says how many went back to the queue.
 */
export const AdminDeadMailResent: Story = {
  ...withDeeplink('/portal/admin'),
  async beforeEach({ msw }) {
    const api = createMockApi('admin')
    toursSeen(api.store)
    setMockDeadMail(api.store, [
      {
        id: '7',
        to: 'jana.novakova@example.cz',
        subject: 'Platba přijata',
        messageId: '<7@example.cz>',
        attempts: 17,
        error: '451 4.3.0 try again later',
        createdAt: '2026-11-20T08:00:00.000Z',
        deadAt: '2026-11-23T08:00:00.000Z',
      },
    ])
    msw.use(...api.list())
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const section = within(await canvas.findByRole('region', { name: 'Nedoručené e-maily (1)' }))
    await expect(await section.findByText(/jana\.novakova@example\.cz/)).toBeVisible()
    await userEvent.click(section.getByRole('button', { name: 'Odeslat znovu všechny (1)' }))
    await expect(
      await canvas.findByText('Znovu odesláno e-mailů: 1. Další pokusy o doručení poběží 72 hodin.'),
    ).toBeVisible()
    await waitFor(() => expect(canvas.queryByRole('region', { name: /Nedoručené e-maily/ })).toBeNull())
  },
}

/** Anyone else gets the fatal 404 error page: the admin area does not reveal that it exists. */
export const AdminAreaUser: Story = {
  ...withScenario('verified'),
  ...withDeeplink('/portal/admin'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Stránka nenalezena' })).toBeVisible()
    await expect(canvas.getByText('Page Not Found: /portal/admin')).toBeVisible()
  },
}

/** GET /api/user fails: the catalogue toast and the error page. */
export const ServerError: Story = {
  ...withScenario('server-error'),
  play: async ({ canvasElement }) => {
    await expectToast('Nepovedlo se Vás přihlásit, zkuste to prosím znova')
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Něco se pokazilo' }),
    ).toBeVisible()
  },
}

/** A slow network: 'Načítání...' until the guard has the user. */
export const SlowNetwork: Story = {
  ...withScenario('slow'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText('Načítání...')).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Vítejte, Jana' })).toBeVisible()
    // Jana has not seen the welcome tour yet.
    await waitFor(() => expect(document.querySelector('.driver-popover')).not.toBeNull())
    await userEvent.keyboard('{Escape}')
  },
}

/** Logout goes to /auth/login with the success toast. */
export const Logout: Story = {
  // Signed in through the login page, so that signing out ends the mock API's session as it ends the server's.
  ...withDeeplink('/auth/login?redirect=/portal'),
  async beforeEach({ msw }) {
    const api = createMockApi('visitor')
    toursSeen(api.store)
    msw.use(...api.list())
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'E-mail' }), 'overeny@demo.cz')
    await userEvent.type(canvas.getByLabelText(/^Heslo/), MOCK_PASSWORD)
    await userEvent.click(canvas.getByRole('button', { name: 'Přihlásit se' }))
    await userEvent.click(await canvas.findByRole('button', { name: 'Odhlásit se' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Přihlášení' })).toBeVisible()
    await expectToast('Odhlášení úspěšné.')
  },
}

/** Deleting the account ends on the home page with a word that it happened, not silently (issue 35). */
export const DeleteAccount: Story = {
  async beforeEach({ msw }) {
    const api = createMockApi('user')
    toursSeen(api.store)
    msw.use(...api.list())
  },
  ...withDeeplink('/portal/profile'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Pro potvrzení napište svůj e-mail' }),
      demoUser.email,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Smazat účet' }))
    await expectToast('Váš účet i osobní údaje jsou smazané. Děkujeme, že jste Tržiště investic používali.')
  },
}
