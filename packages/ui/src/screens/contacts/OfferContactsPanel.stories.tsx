import type { BusinessCard, Contact } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  BROWSER_ERROR,
  networkFailure,
  StoryRefusal,
  withFailureText,
} from '../../internal/story-helpers.tsx'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { withLists } from './fixtures.ts'
import { OfferContactsPanel } from './OfferContactsPanel.tsx'

const contact = (n: number, name: string, extra: Partial<Contact> = {}): Contact =>
  withLists({
    id: `00000000-0000-4000-8000-00000000000${n}`,
    name,
    email: null,
    phone: null,
    company: null,
    ico: null,
    address: null,
    note: '',
    tags: [],
    offerIds: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
    ...extra,
  })

const LAWYER = contact(1, 'Čeněk Šťastný', { phone: '+420 602 987 654', offerIds: [12] })
const BANKER = contact(2, 'Jana Dvořáková')
const OWNER: BusinessCard = {
  userId: '00000000-0000-4000-8000-0000000000b1',
  name: 'Marek Vlastník',
  company: 'Vlastník Reality s.r.o.',
  phone: '+420 777 000 111',
  email: 'marek@example.cz',
  avatarUrl: null,
  verified: true,
}

const meta = {
  title: 'Screens/Contacts/OfferContactsPanel',
  component: OfferContactsPanel,
  decorators: [withFailureText],
  args: {
    status: 'ready',
    linked: [LAWYER],
    others: [BANKER],
    onLink: fn(async () => undefined),
    onUnlink: fn(async () => undefined),
  },
} satisfies Meta<typeof OfferContactsPanel>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Moje kontakty u této nabídky' })).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Čeněk Šťastný' })).toHaveAttribute(
      'href',
      '/portal/contacts/00000000-0000-4000-8000-000000000001',
    )
    await expect(canvas.getByRole('button', { name: 'Propojit' })).toBeDisabled()
    await userEvent.click(canvas.getByRole('combobox', { name: 'Propojit kontakt' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Jana Dvořáková' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Propojit' }))
    await expect(args.onLink).toHaveBeenCalledWith(BANKER)
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Jana Dvořáková je propojen s nabídkou.',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Odpojit Čeněk Šťastný od nabídky' }))
    await expect(args.onUnlink).toHaveBeenCalledWith(LAWYER)
  },
}

export const NoneYet: Story = {
  args: { linked: [], others: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('K této nabídce zatím nemáte žádný kontakt.')).toBeVisible()
    await expect(canvas.queryByRole('combobox')).toBeNull()
  },
}

/** After unlocking: the owner's business card becomes a contact in one click. */
export const SaveOwner: Story = {
  args: { owner: OWNER, onSaveOwner: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit vlastníka do kontaktů' }))
    await expect(args.onSaveOwner).toHaveBeenCalled()
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Marek Vlastník je uložen ve vašich kontaktech.',
    )
  },
}

export const OwnerAlreadySaved: Story = {
  args: { owner: OWNER, ownerSaved: true, onSaveOwner: fn(async () => undefined) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Vlastník už je ve vašich kontaktech.')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Uložit vlastníka do kontaktů' })).toBeNull()
  },
}

export const SaveRefused: Story = {
  args: {
    owner: OWNER,
    onSaveOwner: fn(async () => Promise.reject(new StoryRefusal('Kontakt se nepodařilo uložit.'))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit vlastníka do kontaktů' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Kontakt se nepodařilo uložit.'))
  },
}

/** The connection dropped while saving: Czech text, never the browser's "Failed to fetch". */
export const SaveOffline: Story = {
  args: {
    owner: OWNER,
    onSaveOwner: fn(async () => Promise.reject(networkFailure())),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit vlastníka do kontaktů' }))
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Změnu se nepodařilo uložit.'))
    await expect(canvas.getByRole('status').textContent).not.toMatch(BROWSER_ERROR)
  },
}

export const Loading: Story = {
  args: { status: 'loading', linked: [], others: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Načítání kontaktů…')).toBeVisible()
  },
}

export const LoadError: Story = {
  args: { status: 'error', linked: [], others: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Kontakty se nepodařilo načíst.')).toBeVisible()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  args: { owner: OWNER, onSaveOwner: fn(async () => undefined) },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { name: 'Moje kontakty u této nabídky' }),
    ).toBeVisible()
    await waitFor(() => expect(fitsViewport()).toBe(true))
  },
}
