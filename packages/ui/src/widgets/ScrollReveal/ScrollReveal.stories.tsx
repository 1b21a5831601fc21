import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, waitFor, within } from 'storybook/test'
import { Card, CardHeader } from '../../primitives/Card/Card.tsx'
import { ScrollReveal } from './ScrollReveal.tsx'

const meta = {
  title: 'Widgets/ScrollReveal',
  component: ScrollReveal,
  args: {
    children: (
      <Card>
        <CardHeader title="Jak to funguje" description="Tři kroky od registrace k první investici." />
      </Card>
    ),
  },
} satisfies Meta<typeof ScrollReveal>
export default meta
type Story = StoryObj<typeof meta>

export const InView: Story = {
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('[data-revealed]') as HTMLElement
    await waitFor(() => expect(el).toHaveAttribute('data-revealed', 'true'))
    await expect(el.style.transitionDuration).toBe('800ms')
  },
}

/** Below the fold it stays hidden until scrolled to, then stays shown (once). */
export const BelowTheFold: Story = {
  render: (args) => (
    <div>
      <div style={{ height: '150vh' }}>Posuňte stránku dolů.</div>
      <ScrollReveal {...args} />
      <div style={{ height: '50vh' }} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector('[data-revealed]') as HTMLElement
    await expect(el).toHaveAttribute('data-revealed', 'false')
    el.scrollIntoView({ block: 'center' })
    await waitFor(() => expect(el).toHaveAttribute('data-revealed', 'true'))
    window.scrollTo(0, 0)
    await new Promise((r) => setTimeout(r, 100))
    await expect(el).toHaveAttribute('data-revealed', 'true')
    await expect(within(el).getByRole('heading')).toHaveTextContent('Jak to funguje')
  },
}
