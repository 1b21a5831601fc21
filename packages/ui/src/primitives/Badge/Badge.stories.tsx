import { TIERS } from '@rg/domain/tiers'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { Badge, TierBadge } from './Badge.tsx'

const meta = {
  title: 'Primitives/Badge',
  component: Badge,
  args: { children: 'Publikováno', tone: 'success' },
} satisfies Meta<typeof Badge>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

export const Tones: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Badge>Koncept</Badge>
      <Badge tone="warning">Čeká na schválení</Badge>
      <Badge tone="success">Publikováno</Badge>
      <Badge tone="info">Pozastaveno</Badge>
      <Badge tone="danger">Zamítnuto</Badge>
      <Badge tone="brand">Ověřený uživatel</Badge>
      <Badge tone="outline">Uzavřeno</Badge>
    </div>
  ),
}

export const Tiers: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      {TIERS.map((t) => (
        <TierBadge key={t.id} tier={t.id} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const label of ['Dle spotřeby', 'Bronze', 'Silver', 'Gold', 'Pro firmy']) {
      await expect(canvas.getByText(label)).toBeInTheDocument()
    }
    const gold = canvasElement.querySelector('[data-tier="GOLD"] span') as HTMLElement
    await expect(getComputedStyle(gold).backgroundColor).toBe('rgb(208, 169, 50)')
  },
}
