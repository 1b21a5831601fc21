import { ROUTES } from '@rg/domain/contract'
import { apiError, createMockApi, type MockApi } from '@rg/mock-api'
import { clearBrowserSession } from '@rg/mock-api/browser'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { http } from 'msw'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { resetQueryClient } from '../query-client.ts'
import { AppRoutes, withDeeplink } from './story-router.tsx'

let api: MockApi

const meta = {
  title: 'Routes/Landing',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  ...withDeeplink('/'),
  async beforeEach({ msw }) {
    clearBrowserSession()
    resetQueryClient()
    api = createMockApi('visitor')
    msw.use(...api.list())
  },
} satisfies Meta<typeof AppRoutes>
export default meta
type Story = StoryObj<typeof meta>

/** The newest published teasers come from GET /api/offers (the mock API's published listings), newest first. */
export const HomePage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
    const list = await canvas.findByRole('list', { name: 'Nejnovější nabídky' })
    const cards = within(list).getAllByRole('article')
    await expect(cards.length).toBeGreaterThan(0)
    await expect(cards.length).toBeLessThanOrEqual(6)
    const first = within(cards[0]!).getByRole('link')
    await expect(first.getAttribute('href')).toMatch(
      /^\/auth\/register\?redirect=%2Fportal%2Flistings%2F\d+$/,
    )
  },
}

/** A failed teaser request shows its error with a retry, which loads them. */
export const HomeTeasersFailing: Story = {
  ...withDeeplink('/'),
  beforeEach({ msw }) {
    msw.use(
      http.get(`*${ROUTES.listOffers.path}`, () => apiError(500, 'internal', 'Chyba serveru.'), {
        once: true,
      }),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const alert = await canvas.findByRole('alert')
    await expect(alert).toHaveTextContent('Nabídky se nepodařilo načíst')
    await userEvent.click(within(alert).getByRole('button', { name: 'Zkusit znovu' }))
    // Below the fold the section waits for the scroll reveal: bring it into view.
    const list = await canvas.findByRole('list', { name: 'Nejnovější nabídky' })
    list.scrollIntoView({ block: 'center' })
    await waitFor(() => expect(list).toBeVisible())
  },
}

/** A tier's call to action sends a visitor to registration, which names the choice (docs/decisions/1354). */
export const PricingPage: Story = {
  ...withDeeplink('/pricing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Vybrat Silver' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Registrace' })).toBeVisible()
    await expect(canvas.getByText(/pokračujte k objednávce „Předplatné Silver, /)).toBeVisible()
  },
}

/**
 * "Zaregistrovat se a koupit" opens registration (not "Přihlášení") with the chosen package; the link to sign in
 * keeps it, and the login page names it too (issue 35).
 */
export const PricingPackThroughSignUp: Story = {
  ...withDeeplink('/pricing'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /^Zaregistrovat se a koupit 300 kreditů/ }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Registrace' })).toBeVisible()
    await expect(canvas.getByText(/pokračujte k objednávce „Balíček 300 kreditů“/)).toBeVisible()
    const toLogin = canvas.getByRole('link', { name: 'Přihlaste se' })
    await expect(toLogin).toHaveAttribute('href', '/auth/login?redirect=%2Fportal%2Fcredits%3Fpack%3D300')
    await userEvent.click(toLogin)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Přihlášení' })).toBeVisible()
    await expect(canvas.getByText(/pokračujte k objednávce „Balíček 300 kreditů“/)).toBeVisible()
  },
}

/** The contact form goes to POST /api/contact-messages (here answered by the mock API). */
export const ContactPage: Story = {
  ...withDeeplink('/contact'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Jméno a příjmení' }), 'Petr Svoboda')
    await userEvent.type(canvas.getByRole('textbox', { name: 'E-mail' }), 'petr@example.cz')
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Zpráva' }),
      'Dobrý den, zajímá mě předplatné pro firmy.',
    )
    await userEvent.click(canvas.getByRole('checkbox', { name: /Souhlasím/ }))
    await userEvent.click(canvas.getByRole('button', { name: 'Odeslat zprávu' }))
    await waitFor(() => expect(api.store.inbox).toHaveLength(1))
    await expect(api.store.inbox[0]).toMatchObject({ kind: 'MESSAGE' })
  },
}

export const SpotterPage: Story = { ...withDeeplink('/spotter') }
/** /offerings: the published listings' teasers, each leading to its portal detail, and the call to register. */
export const OfferingsPage: Story = {
  ...withDeeplink('/offerings'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Investiční příležitosti' })).toBeVisible()
    const list = await canvas.findByRole('list', { name: 'Nejnovější nabídky' })
    for (const link of within(list).getAllByRole('link'))
      await expect(link.getAttribute('href')).toMatch(
        /^\/auth\/register\?redirect=%2Fportal%2Flistings%2F\d+$/,
      )
    await userEvent.click(canvas.getByRole('link', { name: 'Zaregistrovat se zdarma' }))
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Registrace' })).toBeVisible()
  },
}

export const ServicesPage: Story = {
  ...withDeeplink('/services'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Nejnovější služby' })
    for (const link of within(list).getAllByRole('link'))
      await expect(link.getAttribute('href')).toMatch(
        /^\/auth\/register\?redirect=%2Fportal%2Fservices%2F\d+$/,
      )
  },
}

/** No published offer yet: the empty state, still with the call to register. */
export const OfferingsEmpty: Story = {
  ...withDeeplink('/offerings'),
  beforeEach({ msw }) {
    msw.use(
      http.get(`*${ROUTES.listOffers.path}`, () =>
        Response.json({ items: [], page: 1, pageSize: 6, total: 0 }),
      ),
    )
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByText(/Nové nabídky právě procházejí schválením/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zaregistrovat se zdarma' })).toBeVisible()
  },
}

export const OfferingsMobile: Story = {
  ...withDeeplink('/offerings'),
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('list', { name: 'Nejnovější nabídky' })).toBeVisible()
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth)
  },
}
