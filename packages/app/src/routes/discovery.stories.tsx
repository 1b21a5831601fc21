import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, screen, userEvent, waitFor, within } from 'storybook/test'
import { AppRoutes, freshSession, withDeeplink, withScenario } from './story-router.tsx'

const meta = {
  title: 'Routes/Discovery',
  component: AppRoutes,
  parameters: { layout: 'fullscreen' },
  ...withDeeplink('/portal/favourites'),
  beforeEach: freshSession,
} satisfies Meta<typeof AppRoutes>
export default meta
type Story = StoryObj<typeof meta>

/** The demo user's two favourites from the mock API; taking a heart back removes the card. */
export const Favourites: Story = {
  ...withScenario('user'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Oblíbené' })).toBeVisible()
    const list = await canvas.findByRole('list', { name: 'Oblíbené nabídky' })
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2))
    const hearts = within(list).getAllByRole('button', { name: /^Oblíbené: / })
    await expect(hearts[0]).toHaveAttribute('aria-pressed', 'true')
    await userEvent.click(hearts[0] as HTMLElement)
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1))
  },
}

/** Hearting on the list, picking two for the comparison, and opening it: the selection is in the URL. */
export const ListToCompare: Story = {
  ...withScenario('user'),
  ...withDeeplink('/portal/listings'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const list = await canvas.findByRole('list', { name: 'Investiční příležitosti' })
    const picks = await within(list).findAllByRole('button', { name: /^Porovnat: / })
    await userEvent.click(picks[0] as HTMLElement)
    await waitFor(() => expect(picks[0]).toHaveAttribute('aria-pressed', 'true'))
    await userEvent.click(picks[1] as HTMLElement)
    await waitFor(() => expect(picks[1]).toHaveAttribute('aria-pressed', 'true'))
    const bar = await canvas.findByRole('region', { name: 'Výběr k porovnání' })
    const link = within(bar).getByRole('link', { name: 'Porovnat (2)' })
    await expect(link).toHaveAttribute('href', expect.stringMatching(/^\/portal\/compare\?ids=\d+,\d+$/))
    await userEvent.click(link)
    const columns = await canvas.findByRole('list', { name: 'Porovnávané nabídky' })
    await waitFor(() => expect(within(columns).getAllByRole('listitem')).toHaveLength(2))
  },
}

/** "Uložit hledání" on the list creates a watchdog through the mock API. */
export const SaveSearch: Story = {
  ...withScenario('user'),
  ...withDeeplink('/portal/listings?q=byt'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(await canvas.findByRole('button', { name: 'Uložit hledání' }))
    const dialog = await screen.findByRole('dialog', { name: 'Uložit hledání jako hlídacího psa' })
    await expect(dialog).toHaveTextContent('Hlídá: „byt“')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit hlídacího psa' }))
    await expect(await within(dialog).findByText(/Hlídací pes je uložený\./)).toBeInTheDocument()
  },
}
