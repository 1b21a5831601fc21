import { CONSENT_APPROVED, CONSENT_REJECTED, CONSENT_UNKNOWN } from '@rg/domain/cookie-consent'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { CookieBar } from './CookieBar.tsx'

const meta = {
  title: 'Widgets/CookieBar',
  component: CookieBar,
  parameters: { layout: 'fullscreen' },
  args: { consent: CONSENT_UNKNOWN, onAccept: fn(), onReject: fn() },
  decorators: [(Story) => <div style={{ minHeight: 260 }}>{Story()}</div>],
} satisfies Meta<typeof CookieBar>
export default meta
type Story = StoryObj<typeof meta>

export const Unknown: Story = {
  play: async ({ args, canvasElement }) => {
    const bar = within(canvasElement).getByRole('region', { name: 'Souhlas s cookies' })
    await expect(within(bar).getByRole('link', { name: /zásadách/ })).toHaveAttribute('href', '/legal/gdpr')
    await userEvent.click(within(bar).getByRole('button', { name: 'Přijmout' }))
    await expect(args.onAccept).toHaveBeenCalledOnce()
    await userEvent.click(within(bar).getByRole('button', { name: 'Odmítnout' }))
    await expect(args.onReject).toHaveBeenCalledOnce()
  },
}
export const Approved: Story = {
  args: { consent: CONSENT_APPROVED },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull()
  },
}
export const Rejected: Story = {
  args: { consent: CONSENT_REJECTED },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('region')).toBeNull()
  },
}
export const Mobile: Story = { globals: { viewport: { value: 'mobile' } } }

/** The last button of a page that fills the screen can be scrolled above the open bar and clicked (no cookie wall). */
export const ReservesSpace: Story = {
  decorators: [
    (Story) => (
      <div>
        <div style={{ height: '100vh' }} />
        <button type="button">Pokračovat</button>
        {Story()}
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Pokračovat' })
    const bar = within(canvasElement).getByRole('region', { name: 'Souhlas s cookies' })
    window.scrollTo(0, document.documentElement.scrollHeight)
    await waitFor(() => {
      const b = button.getBoundingClientRect()
      const covering = bar.querySelector('div')?.getBoundingClientRect()
      expect(covering && b.bottom <= covering.top).toBe(true)
      expect(document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)).toBe(button)
    })
  },
}
export const ReservesSpaceMobile: Story = { ...ReservesSpace, globals: { viewport: { value: 'mobile' } } }
