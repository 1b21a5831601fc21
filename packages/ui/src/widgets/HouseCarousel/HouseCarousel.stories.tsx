import { CAROUSEL } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, waitFor } from 'storybook/test'
import { HouseCarousel } from './HouseCarousel.tsx'

const meta = {
  title: 'Widgets/HouseCarousel',
  component: HouseCarousel,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HouseCarousel>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { width: 1280 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-rendered]') as HTMLElement
    // visible = ceil(1280 / 115) = 12, rendered = 12 + 4 + 2 = 18
    await expect(root).toHaveAttribute('data-visible', '12')
    await expect(root.querySelectorAll('[data-shape]')).toHaveLength(18)
    const shapes = [...root.querySelectorAll('[data-shape]')].map((g) => g.getAttribute('data-shape'))
    await expect(shapes.slice(9, 13)).toEqual(['9', '10', '0', '1'])
    const svg = root.querySelector('svg') as SVGSVGElement
    await expect(svg.getAttribute('height')).toBe(String(CAROUSEL.height))
    await expect(root).toHaveAttribute('aria-hidden', 'true')
  },
}

/** Each revolution (the end of one 8000 ms translation) pings the figure for 2000 ms and shifts the shapes by 4. */
export const Ping: Story = {
  args: { width: 800 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-rendered]') as HTMLElement
    const row = root.querySelector('svg > g') as SVGGElement
    await expect(root.querySelector('[data-ping]')).toHaveAttribute('data-ping', 'off')
    fireEvent.animationIteration(row)
    await expect(root).toHaveAttribute('data-revolution', '1')
    await expect(root.querySelector('[data-ping]')).toHaveAttribute('data-ping', 'on')
    await expect(root.querySelector('[data-shape]')).toHaveAttribute('data-shape', '4')
    await waitFor(() => expect(root.querySelector('[data-ping]')).toHaveAttribute('data-ping', 'off'), {
      timeout: CAROUSEL.pingMs + 1000,
    })
  },
}

export const Mobile: Story = {
  args: { width: 375 },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-rendered]') as HTMLElement
    await expect(root).toHaveAttribute('data-visible', '4')
    await expect(root).toHaveAttribute('data-rendered', '10')
  },
}

/** Measures its container when no width is given. */
export const Measured: Story = {
  decorators: [(Story) => <div style={{ width: 600 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-rendered]') as HTMLElement
    await waitFor(() => expect(root).toHaveAttribute('data-visible', '6'))
  },
}

/** With reduced motion (or paused) the street stands still. */
export const Paused: Story = {
  args: { width: 1024, paused: true },
  play: async ({ canvasElement }) => {
    const row = canvasElement.querySelector('svg > g') as SVGGElement
    await expect(getComputedStyle(row).animationName).toBe('none')
  },
}
