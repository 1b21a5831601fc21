import { type OfferMapResponse, REGION_CODES } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../fixtures.ts'
import { OfferMap } from './OfferMap.tsx'

const COUNTS: Record<string, number> = { 'CZ-10': 42, 'CZ-64': 17, 'CZ-72': 5, 'CZ-80': 9 }

const DATA: OfferMapResponse = {
  regions: REGION_CODES.map((region) => ({ region, count: COUNTS[region] ?? 0 })),
  pins: [
    { lat: 50.088, lon: 14.42, count: 40, offerId: null, name: null },
    { lat: 49.195, lon: 16.608, count: 15, offerId: null, name: null },
    { lat: 49.226, lon: 17.667, count: 1, offerId: 12, name: 'Činžovní dům ve Zlíně' },
    { lat: 49.835, lon: 18.292, count: 9, offerId: null, name: null },
  ],
  unplaced: 8,
}

const meta = {
  title: 'Screens/Offers/OfferMap',
  component: OfferMap,
  args: {
    status: 'ready',
    data: DATA,
    selected: [],
    onRegionSelect: fn(),
    offerHref: (id: number) => `/portal/listings/${id}`,
    onRetry: fn(),
  },
} satisfies Meta<typeof OfferMap>
export default meta
type Story = StoryObj<typeof meta>

/** Leaflet draws the regions after the first render: wait until all 14 carry their code. */
async function regionsDrawn(canvasElement: HTMLElement) {
  await waitFor(() => expect(canvasElement.querySelectorAll('path[data-region]')).toHaveLength(14))
}

/** A one-pixel tile, so the story shows a configured base map without the network. */
const TILE =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg=='

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await regionsDrawn(canvasElement)
    const southMoravia = canvasElement.querySelector('[data-region="CZ-64"]') as SVGPathElement
    await expect(southMoravia).toHaveAttribute('data-count', '17')
    await userEvent.click(southMoravia)
    await expect(args.onRegionSelect).toHaveBeenCalledWith('CZ-64')
    // the same counts as a list, for the keyboard and screen readers
    const list = within(canvas.getByRole('list', { name: 'Kraje a počty nabídek' }))
    await userEvent.click(list.getByRole('button', { name: 'Zlínský: 5' }))
    await expect(args.onRegionSelect).toHaveBeenLastCalledWith('CZ-72')
    await expect(canvas.getByText(/8 nabídek bez známé obce/)).toBeVisible()
    await expect(canvasElement.querySelector('a[href="/portal/listings/12"]')).not.toBeNull()
    // clustered pins carry their count
    const cluster = canvasElement.querySelector('[data-pin="40"]') as HTMLElement
    await expect(cluster).toHaveTextContent('40')
    // a cluster lets a click through to its region; a single offer's pin is a link
    await expect(getComputedStyle(cluster.closest('.leaflet-marker-icon') as Element).pointerEvents).toBe(
      'none',
    )
    // no tiles configured: nothing is fetched, no attribution is shown
    await expect(canvasElement.querySelector('.leaflet-tile')).toBeNull()
    await expect(canvas.queryByText(/Mapový podklad/)).toBeNull()
  },
}

export const RegionSelected: Story = {
  args: { selected: ['CZ-64'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await regionsDrawn(canvasElement)
    await expect(canvasElement.querySelector('[data-region="CZ-64"]')).toHaveAttribute(
      'data-selected',
      'true',
    )
    await expect(canvasElement.querySelector('[data-region="CZ-72"]')).toHaveAttribute(
      'data-selected',
      'false',
    )
    await expect(canvas.getByRole('button', { name: 'Jihomoravský: 17' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Všechny kraje' }))
    await expect(args.onRegionSelect).toHaveBeenCalledWith(null)
  },
}

export const Empty: Story = {
  args: { data: { regions: REGION_CODES.map((region) => ({ region, count: 0 })), pins: [], unplaced: 0 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Hlavní město Praha: 0' })).toBeVisible()
    await regionsDrawn(canvasElement)
    await expect(canvasElement.querySelector('[data-region="CZ-10"]')).toHaveAttribute('data-count', '0')
    await expect(canvasElement.querySelector('[data-pin]')).toBeNull()
  },
}

export const WithTiles: Story = {
  args: { tiles: { url: TILE, attribution: '© přispěvatelé OpenStreetMap' } },
  play: async ({ canvasElement }) => {
    await regionsDrawn(canvasElement)
    await waitFor(() => expect(canvasElement.querySelector('img.leaflet-tile')).not.toBeNull())
    await expect(
      within(canvasElement).getByText('Mapový podklad: © přispěvatelé OpenStreetMap'),
    ).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', data: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[aria-busy="true"]')).not.toBeNull()
    await expect(canvasElement.querySelector('.leaflet-container')).toBeNull()
  },
}

export const ErrorState: Story = {
  args: { status: 'error', data: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /Zkusit znovu/ }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await regionsDrawn(canvasElement)
    await expect(fitsViewport()).toBe(true)
  },
}
