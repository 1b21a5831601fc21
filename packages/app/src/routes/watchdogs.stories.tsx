import { NOTIFICATION_PAGE_SIZE } from '@rg/domain/notifications'
import { createMockApi, demoUser, notificationsOf, watchdogsOf } from '@rg/mock-api'
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

/**
 * A daily watchdog paused and resumed through the mock API: it comes back as the daily digest it was (the server keeps
 * the frequency before the pause, decision 1120), not as immediate alerts.
 */
export const PauseAndResumeDaily: Story = {
  async beforeEach({ msw }) {
    const api = createMockApi('user')
    for (const w of watchdogsOf(api.store, demoUser.id)) w.frequency = 'DAILY'
    msw.use(...api.list())
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const card = async () =>
      within(
        (await canvas.findByRole('heading', { level: 2, name: 'Byty na jižní Moravě' })).closest(
          'li',
        ) as HTMLElement,
      )
    await userEvent.click((await card()).getByRole('button', { name: 'Pozastavit' }))
    await expect(await (await card()).findByText('Po obnovení: denní souhrn.')).toBeVisible()
    await userEvent.click((await card()).getByRole('button', { name: 'Obnovit' }))
    await waitFor(async () => expect((await card()).getByText('Denní souhrn')).toBeVisible())
    await expect((await card()).getByRole('button', { name: 'Pozastavit' })).toBeVisible()
  },
}

/** More notifications than one page: "Načíst starší" brings the older ones below, and then there is no more. */
export const NotificationsOlderPages: Story = {
  ...withDeeplink('/portal/notifications'),
  async beforeEach({ msw }) {
    const api = createMockApi('user')
    const list = notificationsOf(api.store, demoUser.id)
    for (let i = 1; i <= 40; i++) {
      list.push({
        id: `2b3c4d5e-${String(i).padStart(4, '0')}-4e5f-8a9b-0c1d2e3f4a5b`,
        kind: 'OFFER_UNLOCKED',
        title: `Někdo odemkl vaši nabídku (${i})`,
        body: null,
        link: '/portal/my/listings',
        readAt: '2026-10-01T10:00:00.000Z',
        createdAt: new Date(Date.UTC(2026, 9, 1) - i * 3_600_000).toISOString(),
      })
    }
    msw.use(...api.list())
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const items = async () =>
      within(await canvas.findByRole('list', { name: 'Oznámení' })).getAllByRole('listitem')
    await waitFor(async () => expect(await items()).toHaveLength(NOTIFICATION_PAGE_SIZE))
    await userEvent.click(canvas.getByRole('button', { name: 'Načíst starší' }))
    await waitFor(async () => expect(await items()).toHaveLength(43))
    await expect(
      canvas.getByRole('heading', { level: 2, name: 'Někdo odemkl vaši nabídku (40)' }),
    ).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Načíst starší' })).toBeNull()
  },
}
