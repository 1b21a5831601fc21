import { createMockApi, type MockApi } from '@rg/mock-api'
import { clearBrowserSession } from '@rg/mock-api/browser'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { resetQueryClient } from '../query-client.ts'
import * as Contact from './landing/contact.tsx'
import * as Home from './landing/home.tsx'
import * as Offerings from './landing/offerings.tsx'
import * as Pricing from './landing/pricing.tsx'
import * as Services from './landing/services.tsx'
import * as Spotter from './landing/spotter.tsx'
import * as LandingLayout from './layouts/landing.tsx'
import { landing, storyRouter } from './story-router.tsx'

const LandingRoutes = storyRouter([
  {
    Component: LandingLayout.default as never,
    children: [
      { path: '/home', Component: Home.default as never },
      { path: '/pricing', Component: Pricing.default as never },
      { path: '/spotter', Component: Spotter.default as never },
      { path: '/contact', Component: Contact.default as never },
      { path: '/offerings', Component: Offerings.default as never },
      { path: '/services', Component: Services.default as never },
    ],
  },
  landing('/auth/register', 'Registrace (mimo příběh)'),
])

let api: MockApi

const meta = {
  title: 'Routes/Landing',
  component: LandingRoutes,
  parameters: { layout: 'fullscreen' },
  args: { initialEntries: ['/home'] },
  async beforeEach({ msw }) {
    clearBrowserSession()
    resetQueryClient()
    api = createMockApi('visitor')
    msw.use(...api.list())
  },
} satisfies Meta<typeof LandingRoutes>
export default meta
type Story = StoryObj<typeof meta>

export const HomePage: Story = {
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('heading', { level: 1 })).toBeVisible()
  },
}

/** A tier's call to action sends a visitor to registration. */
export const PricingPage: Story = {
  args: { initialEntries: ['/pricing'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1 })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Vybrat Silver' }))
    await expect(await canvas.findByRole('heading', { name: 'Registrace (mimo příběh)' })).toBeVisible()
  },
}

/** The contact form goes to POST /api/contact-messages (here answered by the mock API). */
export const ContactPage: Story = {
  args: { initialEntries: ['/contact'] },
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
    await expect(api.store.inbox[0]).toMatchObject({ kind: 'contact-message' })
  },
}

export const SpotterPage: Story = { args: { initialEntries: ['/spotter'] } }
export const OfferingsPage: Story = { args: { initialEntries: ['/offerings'] } }
export const ServicesPage: Story = { args: { initialEntries: ['/services'] } }
