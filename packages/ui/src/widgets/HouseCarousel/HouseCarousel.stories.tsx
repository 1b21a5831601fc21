import { CAROUSEL } from '@rg/domain/carousel'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { renderToStaticMarkup } from 'react-dom/server'
import { expect, fireEvent, waitFor } from 'storybook/test'
import { FRAME_WIDTH, HouseCarousel } from './HouseCarousel.tsx'
import { LazyHouseCarousel } from './LazyHouseCarousel.tsx'

const meta = {
  title: 'Widgets/HouseCarousel',
  component: HouseCarousel,
  // The street's motion is what these stories test; the test run's still mode (.storybook/preview.tsx) stays off.
  parameters: { layout: 'fullscreen', motion: true },
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

/**
 * Each revolution (the end of one 8000 ms translation) pings the figure for 2000 ms and shifts the shapes by 4.
 * Not a screenshot baseline: it ends in a moment of a running animation (the ping fading out), which the visual run
 * caught at different frames from run to run; the play function is what proves it.
 */
export const Ping: Story = {
  tags: ['no-visual'],
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

/** The figure's horizontal offset inside the street (its CSS transform in the first frame). */
const figureOffset = (root: Element) =>
  new DOMMatrix(getComputedStyle(root.querySelector('[data-figure]') as Element).transform).e

/**
 * What a pre-rendered page shows before any script: the server's markup of the still first frame. It is drawn for a
 * 1920 px wide screen and clipped to the real width; CSS stands the figure 450 px from the right (at least at 0),
 * where the measured street puts it.
 */
export const FirstFrame: Story = {
  render: () => (
    <div
      style={{ width: 1024 }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the component's own server markup, as pre-rendered.
      dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<HouseCarousel />) }}
    />
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-rendered]') as HTMLElement
    const visible = String(Math.ceil(FRAME_WIDTH / CAROUSEL.slotWidth))
    await expect(root).toHaveAttribute('data-visible', visible)
    await expect(root).toHaveAttribute('data-rendered', visible)
    const svg = root.querySelector('svg') as SVGSVGElement
    await expect(svg.getAttribute('width')).toBe('100%')
    await expect(svg.getBoundingClientRect().width).toBe(1024)
    await expect(svg.getBoundingClientRect().height).toBe(CAROUSEL.height)
    await expect(getComputedStyle(root.querySelector('svg > g') as Element).animationName).toBe('none')
    await expect(figureOffset(root)).toBe(1024 - 450)
  },
}

/** On a phone the first frame's figure stands at the left edge, as the measured street's does. */
export const FirstFrameMobile: Story = {
  render: () => (
    <div
      style={{ width: 375 }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: the component's own server markup, as pre-rendered.
      dangerouslySetInnerHTML={{ __html: renderToStaticMarkup(<HouseCarousel />) }}
    />
  ),
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-rendered]') as HTMLElement
    await expect(figureOffset(root)).toBe(0)
  },
}

/**
 * LazyHouseCarousel (the landing footer's): its code loads when it comes near the viewport. Rendered in the browser
 * it is the empty street band until then, of the same height, so nothing moves when the street appears.
 */
export const LoadsNearViewport: Story = {
  args: { width: 800 },
  render: (args) => (
    <div>
      <div style={{ height: '250vh' }} />
      <LazyHouseCarousel {...args} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    // The loaded carousel takes the placeholder's place: look the slot up again each time.
    const slot = () => canvasElement.querySelector('[data-carousel-slot]') as HTMLElement
    await expect(slot().querySelector('[data-rendered]')).toBeNull()
    await expect(slot().getBoundingClientRect().height).toBe(CAROUSEL.height)
    slot().scrollIntoView()
    await waitFor(() => expect(slot().querySelector('[data-rendered]')).toHaveAttribute('data-visible', '7'))
    await expect(slot().getBoundingClientRect().height).toBe(CAROUSEL.height)
    window.scrollTo(0, 0)
  },
}
