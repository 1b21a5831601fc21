import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mobileFrame } from '../../internal/story-helpers.tsx'
import { BusinessCard } from './BusinessCard.tsx'

const meta = {
  title: 'Widgets/BusinessCard',
  component: BusinessCard,
  args: {
    person: {
      name: 'Ing. Tomáš Procházka',
      company: 'Procházka Reality s.r.o.',
      phone: '777123456',
      email: 'tomas.prochazka@example.cz',
      verified: true,
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: 380 }}>{Story()}</div>],
} satisfies Meta<typeof BusinessCard>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Vizitka: Ing. Tomáš Procházka' })
    await expect(within(card).getByRole('link', { name: '+420 777 123 456' })).toHaveAttribute(
      'href',
      'tel:777123456',
    )
    await expect(within(card).getByRole('link', { name: 'tomas.prochazka@example.cz' })).toHaveAttribute(
      'href',
      'mailto:tomas.prochazka@example.cz',
    )
    await expect(within(card).getByText('Ověřený uživatel')).toBeInTheDocument()
  },
}
export const Minimal: Story = {
  args: { person: { name: 'Eva Malá' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull()
    await expect(within(canvasElement).queryByText('Ověřený uživatel')).toBeNull()
  },
}
export const Loading: Story = { args: { loading: true } }
export const LongTextMobile: Story = {
  decorators: [mobileFrame],
  args: {
    person: {
      name: 'JUDr. Kateřina Novotná-Vondráčková, Ph.D.',
      company: 'Advokátní kancelář Novotná-Vondráčková a partneři, společnost s ručením omezeným',
      phone: '+420 602 987 654',
      email: 'katerina.novotna-vondrackova@advokatni-kancelar-example.cz',
      verified: true,
    },
  },
}
