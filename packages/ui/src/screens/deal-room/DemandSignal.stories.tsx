import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { DemandSignal } from './DemandSignal.tsx'

const meta = {
  title: 'Screens/DealRoom/DemandSignal',
  component: DemandSignal,
  args: { status: 'ready', demand: { watchdogs: 3, preferenceProfiles: 1 } },
} satisfies Meta<typeof DemandSignal>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const signal = within(canvasElement).getByTestId('demand-signal')
    await expect(signal).toHaveTextContent(
      'Poptávka: Takovou nabídku teď hledají 3 hlídací psi a odpovídá 1 investorskému profilu.',
    )
    await expect(signal).toHaveAttribute('aria-live', 'polite')
  },
}

/** Before a category is chosen there is nothing to ask. */
export const Idle: Story = {
  args: { status: 'idle', demand: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('demand-signal')).toHaveTextContent(/Vyberte kategorii/)
  },
}

/** No demand yet: zero is said plainly. */
export const Empty: Story = {
  args: { demand: { watchdogs: 0, preferenceProfiles: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('demand-signal')).toHaveTextContent(
      'hledá 0 hlídacích psů a odpovídá 0 investorským profilům',
    )
  },
}

/** While the next answer comes, the last numbers stay (no flicker while typing). */
export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('demand-signal')).toHaveAttribute('aria-busy', 'true')
  },
}

export const ErrorState: Story = {
  args: { status: 'error', demand: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('demand-signal')).toHaveTextContent(
      'Poptávku se teď nepodařilo zjistit.',
    )
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('demand-signal')).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
