import type { CreditTransaction } from '@rg/domain'
import { demoUser } from '@rg/mock-api'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { CreditsScreen } from './CreditsScreen.tsx'

const WITH_GRANT: CreditTransaction[] = [
  ...demoUser.creditTransactions,
  {
    id: 'g1',
    amount: 500,
    reason: 'SUBSCRIPTION_GRANT',
    note: 'Měsíční kredity předplatného',
    offerId: null,
    offerTitle: null,
    createdAt: '2026-11-20T10:00:00+01:00',
  },
]

const meta = {
  title: 'Screens/Credits/CreditsScreen',
  component: CreditsScreen,
  args: {
    status: 'ready',
    transactions: WITH_GRANT,
    subscriptions: [{ id: 's1', tier: 'SILVER', term: 'YEARLY', startsAt: '2026-11-20' }],
    today: '2026-11-23',
    onOrder: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof CreditsScreen>
export default meta
type Story = StoryObj<typeof meta>

/** An active SILVER yearly subscription: balance, term, active until, next monthly grant, history. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kredity a předplatné' })).toBeVisible()
    await expect(canvas.getByLabelText('Zůstatek kreditů')).toHaveTextContent('850')
    const current = within(canvas.getByTestId('current-subscription'))
    await expect(current.getByText('Silver')).toBeVisible()
    await expect(current.getByText('Aktivní do 20. 11. 2027')).toBeVisible()
    await expect(current.getByText(/připíšeme 20\. 12\. 2026/)).toBeVisible()
    const history = within(canvas.getByRole('table'))
    await expect(history.getByText('Kredity z předplatného')).toBeVisible()
    // the unlocked offer by its name, not its number (issue 35)
    await expect(history.getByRole('link', { name: 'Činžovní dům, Zlín' })).toHaveAttribute(
      'href',
      '/portal/listings/1',
    )
    await expect(history.queryByText(/Nabídka č\./)).toBeNull()
  },
}

/** A choice from /pricing arrives highlighted; ordering calls back with it (above 10 000 Kč with the address). */
export const PreselectedFromPricing: Story = {
  args: {
    selected: { kind: 'SUBSCRIPTION', tier: 'SILVER', term: 'YEARLY' },
    subscriptions: [],
    buyerAddress: { street: null, city: 'Praha 1', postcode: null },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('radio', { name: 'Ročně' })).toBeChecked()
    await expect(canvas.getByText('Vaše volba z ceníku')).toBeVisible()
    await expect(canvas.getByText('Nemáte aktivní předplatné.')).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: 'Objednat Silver ročně' }))
    // 29 900 Kč is above 10 000 Kč: the address for the full tax document first (decision 1307), filled from the profile
    const dialog = within(await screen.findByRole('dialog', { name: 'Adresa na fakturu' }))
    await expect(dialog.getByRole('textbox', { name: /Obec/ })).toHaveValue('Praha 1')
    await userEvent.click(dialog.getByRole('button', { name: 'Objednat' }))
    await expect(await dialog.findByText('Zadejte ulici a číslo domu.')).toBeVisible()
    await expect(args.onOrder).not.toHaveBeenCalled()
    await userEvent.type(dialog.getByRole('textbox', { name: /Ulice/ }), 'Vodičkova 1')
    await userEvent.type(dialog.getByRole('textbox', { name: /PSČ/ }), '11000')
    await userEvent.click(dialog.getByRole('button', { name: 'Objednat' }))
    await expect(args.onOrder).toHaveBeenCalledWith(
      { kind: 'SUBSCRIPTION', tier: 'SILVER', term: 'YEARLY' },
      { street: 'Vodičkova 1', postcode: '11000', city: 'Praha 1' },
    )
    await expect(screen.queryByRole('dialog')).toBeNull()
    await userEvent.click(canvas.getByRole('radio', { name: 'Měsíčně' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Koupit 300 kreditů' }))
    await expect(args.onOrder).toHaveBeenLastCalledWith({ kind: 'CREDITS', credits: 300 })
    await expect(canvas.getByRole('link', { name: 'Napište nám' })).toHaveAttribute('href', '/contact')
  },
}

/** The order is being created: its button shows progress, the others wait. */
export const Ordering: Story = {
  args: { ordering: { kind: 'CREDITS', credits: 100 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('button', { name: 'Koupit 100 kreditů' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
    await expect(canvas.getByRole('button', { name: 'Koupit 300 kreditů' })).toBeDisabled()
  },
}

export const Empty: Story = {
  args: { transactions: [], subscriptions: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByLabelText('Zůstatek kreditů')).toHaveTextContent('0')
    await expect(canvas.getByText('Zatím žádné pohyby kreditů.')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Načítání kreditů...')).toBeInTheDocument()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kredity se nepodařilo načíst')
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Objednat Gold měsíčně' })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
