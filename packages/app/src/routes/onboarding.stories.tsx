import { createMockApi } from '@rg/mock-api'
import { clearBrowserSession } from '@rg/mock-api/browser'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { resetQueryClient } from '../query-client.ts'
import { AppRoutes, toursSeen, withDeeplink } from './story-router.tsx'

/*
 * Onboarding against the mock API (the server answers the same PUT /api/onboarding/* calls).
 */

const meta = {
  title: 'Routes/Onboarding',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  ...withDeeplink('/onboarding/personal'),
  async beforeEach({ msw }) {
    clearBrowserSession()
    resetQueryClient()
    const api = createMockApi('onboarding')
    toursSeen(api.store)
    msw.use(...api.list())
  },
} satisfies Meta<typeof AppRoutes>
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
    await expect(await canvas.findByRole('heading', { level: 1, name: /^Vítejte/ })).toBeVisible()
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

export const Visitor: Story = {
  async beforeEach({ msw }) {
    msw.use(...createMockApi('visitor').list())
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { level: 1, name: 'Přihlášení' }),
    ).toBeVisible()
  },
}
