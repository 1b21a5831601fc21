import { endpointUrl } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import {
  ACCESS_APPROVED,
  ACCESS_CAN_REQUEST,
  ACCESS_NEEDS_NDA,
  ACCESS_OWNER_NDA,
  ACCESS_PENDING,
  ACCESS_REFUSED,
} from './messages-and-access-fixtures.ts'
import { OfferAccessPanel } from './OfferAccessPanel.tsx'

const meta = {
  title: 'Screens/DealRoom/OfferAccessPanel',
  component: OfferAccessPanel,
  args: {
    access: ACCESS_NEEDS_NDA,
    ndaHref: (id: string) => endpointUrl('downloadNdaAcceptance', { params: { id } }),
    onAcceptNda: fn(),
    onRequestAccess: fn(),
  },
} satisfies Meta<typeof OfferAccessPanel>
export default meta
type Story = StoryObj<typeof meta>

/** The agreement first: its text and version, then "Přijímám". */
export const NeedsNda: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('region', { name: 'Text dohody o mlčenlivosti' })).toHaveTextContent(
      'tři roky',
    )
    await expect(canvas.queryByRole('button', { name: /Požádat o přístup/ })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Přijímám dohodu o mlčenlivosti' }))
    await expect(args.onAcceptNda).toHaveBeenCalledWith({ version: 1, source: 'PLATFORM' })
  },
}

/** The owner wrote their own agreement: its text and version are shown and accepted (decision 1680). */
export const OwnersOwnNda: Story = {
  args: { access: ACCESS_OWNER_NDA },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: /Penzion U Lípy \(verze 3\)/ })).toBeVisible()
    await expect(canvas.getByText('Text dohody napsal vlastník nabídky.')).toBeVisible()
    await expect(canvas.getByRole('region', { name: 'Text dohody o mlčenlivosti' })).toHaveTextContent(
      'Český Krumlov',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Přijímám dohodu o mlčenlivosti' }))
    await expect(args.onAcceptNda).toHaveBeenCalledWith({ version: 3, source: 'OWNER' })
  },
}

/** The owner's own text on a phone: the scrolled text stays within the width. */
export const OwnersOwnNdaMobile: Story = {
  args: { access: ACCESS_OWNER_NDA },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Text dohody napsal vlastník nabídky.')).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}

/** Accepted: the PDF, and the request that reserves the credits. */
export const CanRequest: Story = {
  args: { access: ACCESS_CAN_REQUEST },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('link', { name: 'Stáhnout PDF' })).toHaveAttribute(
      'href',
      endpointUrl('downloadNdaAcceptance', { params: { id: '8e3f4a5b-0001-4c5d-8e9f-0a1b2c3d4e5f' } }),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Požádat o přístup (50 kreditů)' }))
    await expect(args.onRequestAccess).toHaveBeenCalled()
  },
}

export const Pending: Story = {
  args: { access: ACCESS_PENDING },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Čeká na schválení')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: /Požádat/ })).toBeNull()
  },
}

export const Refused: Story = {
  args: { access: ACCESS_REFUSED },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Zamítnuto')).toBeVisible()
    await expect(canvas.getByRole('button', { name: /Požádat o přístup/ })).toBeVisible()
  },
}

export const Approved: Story = {
  args: { access: ACCESS_APPROVED },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nabídku máte odemčenou')).toBeVisible()
  },
}

export const RequestRefusedInCzech: Story = {
  args: {
    access: ACCESS_CAN_REQUEST,
    error: 'Nemáte dostatek kreditů. Dobijte si kredity nebo zvolte předplatné.',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Nemáte dostatek kreditů')
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 2 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
