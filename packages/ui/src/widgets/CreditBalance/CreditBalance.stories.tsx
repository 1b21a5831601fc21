import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { CreditBalance } from './CreditBalance.tsx'

const meta = {
  title: 'Widgets/CreditBalance',
  component: CreditBalance,
  args: { transactions: [{ amount: 100 }, { amount: 300 }, { amount: -50 }] },
} satisfies Meta<typeof CreditBalance>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Zůstatek kreditů')).toHaveTextContent('350')
  },
}

/** In the portal header: a link to the credits page. */
export const AsLink: Story = {
  args: { href: '/portal/credits' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: /kredity a předplatné/ })).toHaveAttribute(
      'href',
      '/portal/credits',
    )
  },
}

export const Empty: Story = {
  args: { transactions: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Zůstatek kreditů')).toHaveTextContent('0')
  },
}

/** Czech plural forms and digit groups: 1 kredit, 3 kredity, 1 250 kreditů. */
export const PluralForms: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 16 }}>
      <CreditBalance transactions={[{ amount: 1 }]} />
      <CreditBalance transactions={[{ amount: 3 }]} />
      <CreditBalance transactions={[{ amount: 1250 }]} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const [one, few, many] = within(canvasElement).getAllByLabelText('Zůstatek kreditů')
    await expect(one).toHaveTextContent(/^1\s*kredit$/)
    await expect(few).toHaveTextContent(/^3\s*kredity$/)
    await expect(many).toHaveTextContent(/^1\s250\s*kreditů$/)
  },
}
