import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { EMPTY_STATS, STATS } from './fixtures.ts'
import { OfferStatsPanel } from './OfferStatsPanel.tsx'

const meta = {
  title: 'Screens/DealRoom/OfferStatsPanel',
  component: OfferStatsPanel,
  args: { status: 'ready', stats: STATS, onRetry: fn() },
} satisfies Meta<typeof OfferStatsPanel>
export default meta
type Story = StoryObj<typeof meta>

/** Today and 30 days of each measure, the demand now, and a chart whose measure can be switched. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('offer-demand')).toHaveTextContent(
      'Této nabídce teď odpovídá 14 hlídacích psů a 3 investorské profily.',
    )
    await expect(canvas.getByTestId('stat-favourites')).toHaveTextContent('0')
    const chart = canvas.getByRole('img')
    await expect(chart.getAttribute('aria-label')).toMatch(/^Zobrazení v přehledu za posledních 30 dní/)
    await userEvent.click(canvas.getByRole('button', { name: 'Odemčení' }))
    await expect(canvas.getByRole('button', { name: 'Odemčení' })).toHaveAttribute('aria-pressed', 'true')
    await expect(canvas.getByRole('img').getAttribute('aria-label')).toMatch(
      /^Odemčení za posledních 30 dní: celkem 5/,
    )
  },
}

/** A new offer: zeros everywhere, flat chart. */
export const Empty: Story = {
  args: { stats: EMPTY_STATS },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByTestId('offer-demand')).toHaveTextContent(
      '0 hlídacích psů a 0 investorských profilů',
    )
    await expect(canvas.getByRole('img').getAttribute('aria-label')).toContain('celkem 0, nejvíce 0')
  },
}

export const Loading: Story = {
  args: { status: 'loading', stats: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Načítání statistik...')).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  args: { status: 'error', stats: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** On a phone the counts wrap and the chart scales to the width. */
export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img')).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
