import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, waitFor, within } from 'storybook/test'
import { AppRoutes, freshSession, withDeeplink, withScenario } from './story-router.tsx'

const meta = {
  title: 'Routes/Watchdogs and notifications',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  ...withDeeplink('/portal/watchdogs'),
  beforeEach: freshSession,
} satisfies Meta<typeof AppRoutes>
export default meta
type Story = StoryObj<typeof meta>

/** The demo user's watchdog from the mock API; a new one is created through the form and listed. */
export const Watchdogs: Story = {
  ...withScenario('user'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Hlídací psi' })).toBeVisible()
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Byty na jižní Moravě' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Zobrazit odpovídající nabídky' })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/portal\/listings\?.*regions=CZ-64/),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat hlídacího psa' }))
    const form = within(canvas.getByRole('form', { name: 'Vytvořit hlídacího psa' }))
    await userEvent.type(form.getByLabelText('Název'), 'Vinice')
    await userEvent.type(form.getByLabelText(/Klíčová slova/), 'vinice')
    await userEvent.click(form.getByRole('button', { name: 'Vytvořit hlídacího psa' }))
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Vinice' })).toBeVisible()
  },
}

/** The bell shows the unread count; the notification centre marks all read and the bell follows. */
export const Notifications: Story = {
  ...withScenario('user'),
  ...withDeeplink('/portal/notifications'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Oznámení' })).toBeVisible()
    await waitFor(() =>
      expect(canvas.getByTestId('notification-bell')).toHaveAccessibleName('Oznámení, nepřečtených: 2'),
    )
    await userEvent.click(await canvas.findByRole('button', { name: 'Označit vše jako přečtené' }))
    await waitFor(() =>
      expect(canvas.getByTestId('notification-bell')).toHaveAccessibleName('Oznámení, žádná nepřečtená'),
    )
  },
}
