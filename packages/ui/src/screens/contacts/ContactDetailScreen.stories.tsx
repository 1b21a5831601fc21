import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../offers/fixtures.ts'
import { Notepad } from '../offers/parts/Notepad.tsx'
import { ContactDetailScreen } from './ContactDetailScreen.tsx'

const CONTACT = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Jana Dvořáková',
  email: 'jana@example.cz',
  phone: '+420 777 123 456',
  company: 'Dvořák Reality s.r.o.',
  ico: '27082440',
  address: 'Masarykova 12, 602 00 Brno',
  note: 'Volat po 16. hodině.',
  tags: ['investor', 'banka'],
  offerIds: [12, 201, 7],
  offers: [
    { id: 12, kind: 'LISTING' as const, name: 'Činžovní dům ve Zlíně', own: false },
    { id: 201, kind: 'SERVICE' as const, name: 'Právní prověrka nemovitosti', own: false },
    { id: 7, kind: 'LISTING' as const, name: 'Pozemek Říčany', own: true },
  ],
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
}

const meta = {
  title: 'Screens/Contacts/ContactDetailScreen',
  component: ContactDetailScreen,
  args: {
    status: 'ready',
    contact: CONTACT,
    onSave: fn(async () => ({})),
    onDelete: fn(),
    onAddToCalls: fn(),
    onRetry: fn(),
    notepad: (
      <Notepad
        label="Moje poznámka ke kontaktu"
        value="Volat po 16. hodině."
        onChange={fn()}
        status="saved"
      />
    ),
  },
} satisfies Meta<typeof ContactDetailScreen>
export default meta
type Story = StoryObj<typeof meta>

export const Detail: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Jana Dvořáková' })).toBeVisible()
    await expect(canvas.getByRole('textbox', { name: /Moje poznámka ke kontaktu/ })).toHaveValue(
      'Volat po 16. hodině.',
    )
    const form = within(canvas.getByRole('form', { name: 'Upravit kontakt' }))
    await expect(form.getByRole('textbox', { name: /Štítky/ })).toHaveValue('investor, banka')
    const company = form.getByRole('textbox', { name: 'Firma' })
    await userEvent.clear(company)
    await userEvent.type(company, 'Nová firma a.s.')
    await userEvent.click(form.getByRole('button', { name: 'Uložit kontakt' }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        name: 'Jana Dvořáková',
        email: 'jana@example.cz',
        phone: '+420 777 123 456',
        company: 'Nová firma a.s.',
        ico: '27082440',
        address: 'Masarykova 12, 602 00 Brno',
        tags: ['investor', 'banka'],
      }),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat do seznamu hovorů' }))
    await expect(args.onAddToCalls).toHaveBeenCalled()
  },
}

/** "Smazat kontakt" waits, as on the list: "Vrátit zpět" within the window keeps the contact untouched. */
export const DeleteUndone: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Smazat kontakt' }))
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Kontakt Jana Dvořáková bude za chvíli smazán.',
    )
    await expect(canvas.queryByRole('form', { name: 'Upravit kontakt' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Vrátit zpět' }))
    await expect(canvas.getByRole('form', { name: 'Upravit kontakt' })).toBeVisible()
    await expect(args.onDelete).not.toHaveBeenCalled()
  },
}

/** Without "Vrátit zpět" the deletion goes out when the window ends, and the page says so. */
export const DeletedAfterWindow: Story = {
  args: { undoMs: 300 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Smazat kontakt' }))
    await expect(args.onDelete).not.toHaveBeenCalled()
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledTimes(1))
    await expect(canvas.getByRole('status')).toHaveTextContent('Kontakt Jana Dvořáková byl smazán.')
    await expect(canvas.getByRole('link', { name: 'Zpět na kontakty' })).toHaveAttribute(
      'href',
      '/portal/contacts',
    )
  },
}

/** The offers the contact is linked to, each a link to its page (one's own offer under /portal/my). */
export const LinkedOffers: Story = {
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Propojené nabídky' }))
    await expect(section.getByRole('link', { name: 'Činžovní dům ve Zlíně' })).toHaveAttribute(
      'href',
      '/portal/listings/12',
    )
    await expect(section.getByRole('link', { name: 'Právní prověrka nemovitosti' })).toHaveAttribute(
      'href',
      '/portal/services/201',
    )
    await expect(section.getByRole('link', { name: 'Pozemek Říčany' })).toHaveAttribute(
      'href',
      '/portal/my/listings/7',
    )
    await expect(section.getByText('Investiční příležitost · moje nabídka')).toBeVisible()
  },
}

export const NoLinkedOffers: Story = {
  args: { contact: { ...CONTACT, offerIds: [], offers: [] } },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Propojené nabídky' }))
    await expect(section.getByText(/Kontakt zatím není propojen s žádnou nabídkou/)).toBeVisible()
    await expect(section.queryByRole('link')).toBeNull()
  },
}

export const AlreadyOnCallList: Story = {
  args: { onAddToCalls: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Přidat do seznamu hovorů' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', contact: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const NotFound: Story = {
  args: { status: 'not-found', contact: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Kontakt nebyl nalezen')
  },
}

export const LoadError: Story = {
  args: { status: 'error', contact: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await waitFor(() => expect(fitsViewport()).toBe(true))
  },
}
