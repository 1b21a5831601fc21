import { createMockApi } from '@rg/mock-api'
import { clearBrowserSession } from '@rg/mock-api/browser'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { resetQueryClient } from '../query-client.ts'
import * as OnlyOnboarding from './layouts/only-onboarding.tsx'
import * as Investment from './onboarding/investment.tsx'
import * as Personal from './onboarding/personal.tsx'
import * as Watchdog from './onboarding/watchdog.tsx'
import { landing, storyRouter } from './story-router.tsx'

/*
 * Onboarding against the mock API (the server answers the same PUT /api/onboarding/* calls).
 */
const OnboardingRoutes = storyRouter([
  {
    path: '/onboarding',
    Component: OnlyOnboarding.default as never,
    loader: OnlyOnboarding.clientLoader as never,
    HydrateFallback: OnlyOnboarding.HydrateFallback,
    children: [
      { path: 'personal', Component: Personal.default as never },
      { path: 'watchdog', Component: Watchdog.default as never },
      { path: 'investment', Component: Investment.default as never },
    ],
  },
  landing('/portal', 'Portál (mimo příběh)'),
  landing('/auth/login', 'Přihlášení (mimo příběh)'),
])

const meta = {
  title: 'Routes/Onboarding',
  component: OnboardingRoutes,
  parameters: { layout: 'fullscreen' },
  args: { initialEntries: ['/onboarding/personal'] },
  async beforeEach({ msw }) {
    clearBrowserSession()
    resetQueryClient()
    msw.use(...createMockApi('onboarding').list())
  },
} satisfies Meta<typeof OnboardingRoutes>
export default meta
type Story = StoryObj<typeof meta>

/** The whole flow: personal details, the watchdog skipped, preferences saved, then the portal. */
export const Flow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Jméno' }), 'Nikola')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Příjmení' }), 'Nová')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefon' }), '+420 603 123 456')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Město' }), 'Olomouc')
    await userEvent.click(canvas.getByRole('button', { name: 'Pokračovat' }))

    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hlídací pes' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Přeskočit' }))

    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Investiční preference' }),
    ).toBeVisible()
    await userEvent.click(canvas.getByRole('radio', { name: '1-5 let' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Dokončit' }))
    await expect(await canvas.findByRole('heading', { name: 'Portál (mimo příběh)' })).toBeVisible()
  },
}

/** The server's validation message (an invalid phone) is shown at the field and as a toast. */
export const InvalidPhone: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(await canvas.findByRole('textbox', { name: 'Jméno' }), 'Nikola')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Příjmení' }), 'Nová')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Telefon' }), '123')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Město' }), 'Olomouc')
    await userEvent.click(canvas.getByRole('button', { name: 'Pokračovat' }))
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: 'Telefon' })).toHaveAttribute('aria-invalid', 'true'),
    )
  },
}

/** A user who finished onboarding goes on to the portal. */
export const AlreadyFinished: Story = {
  async beforeEach({ msw }) {
    msw.use(...createMockApi('user').list())
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Portál (mimo příběh)' }),
    ).toBeVisible()
  },
}

export const Visitor: Story = {
  async beforeEach({ msw }) {
    msw.use(...createMockApi('visitor').list())
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Přihlášení (mimo příběh)' }),
    ).toBeVisible()
  },
}
