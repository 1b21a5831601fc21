import type { Meta, StoryObj } from '@storybook/react-vite'
import { HttpResponse, http } from 'msw'
import { expect, within } from 'storybook/test'
import { Img } from './Img.tsx'
import { imageUrl, sizesAttribute } from './image-url.ts'

/** Stands in for the server's transform: an SVG of the requested size (MSW, no network). */
function placeholder(w: number, h: number) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><rect width="100%" height="100%" fill="#c9d6e8"/><path d="M0 ${h * 0.75} L${w * 0.35} ${h * 0.4} L${w * 0.6} ${h * 0.65} L${w * 0.8} ${h * 0.5} L${w} ${h * 0.7} V${h} H0Z" fill="#1d4477" opacity="0.6"/></svg>`
}

const meta = {
  title: 'Primitives/Img',
  component: Img,
  args: { src: 'listing-images/42/front.jpg', alt: 'Uliční fasáda bytového domu', width: 480, height: 320 },
  beforeEach({ msw }) {
    msw.use(
      http.get('/img', ({ request }) => {
        const url = new URL(request.url)
        const w = Number(url.searchParams.get('w') ?? 100)
        const h = Number(url.searchParams.get('h') ?? w * 0.625)
        return new HttpResponse(placeholder(w, h), { headers: { 'Content-Type': 'image/svg+xml' } })
      }),
    )
  },
} satisfies Meta<typeof Img>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Uliční fasáda bytového domu' })
    await expect(img).toHaveAttribute(
      'src',
      '/img?src=listing-images%2F42%2Ffront.jpg&w=480&h=320&format=webp&q=75&fit=cover',
    )
    await expect(img.getAttribute('srcset')).toBe(
      `${imageUrl({ src: 'listing-images/42/front.jpg', width: 480, height: 320 })} 1x, ${imageUrl({ src: 'listing-images/42/front.jpg', width: 960, height: 640 })} 2x`,
    )
  },
}

export const Fluid: Story = {
  args: { width: 1200, height: 675, sizes: { base: '100vw', md: '50vw', xl: '600px' }, priority: true },
  decorators: [(Story) => <div style={{ maxWidth: 600 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img')
    await expect(img).toHaveAttribute('sizes', sizesAttribute({ base: '100vw', md: '50vw', xl: '600px' }))
    await expect(img.getAttribute('sizes')).toBe('(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw')
    await expect(img.getAttribute('srcset')).toContain('w=3072&h=1728&format=webp&q=75&fit=cover 3072w')
    await expect(img.getAttribute('srcset')).toContain(' 320w')
  },
}

/**
 * Only the renditions the /img allow-list serves: the teaser card's 480×320 (Default) and the detail cover's 16:9
 * (Fluid); the default quality, as the allow-list has no other (the admin styleguide renders these against the server).
 */
export const Contain: Story = { args: { fit: 'contain' } }
