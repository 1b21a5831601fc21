import type { ContactDetail, ContactInput } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, waitFor, within } from 'storybook/test'
import { Notepad } from '../kit/Notepad.tsx'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { ContactDetailScreen } from './ContactDetailScreen.tsx'

const CONTACT: ContactDetail = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Jana Dvořáková',
  jobTitle: null,
  emails: [{ type: 'work', value: 'jana@example.cz', primary: true }],
  phones: [{ type: 'mobile', value: '+420 777 123 456', primary: true }],
  addresses: [
    {
      type: 'work',
      street: 'Masarykova 12',
      city: 'Brno',
      postcode: '602 00',
      region: null,
      country: null,
      primary: true,
    },
  ],
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
        jobTitle: null,
        company: 'Nová firma a.s.',
        ico: '27082440',
        emails: CONTACT.emails,
        phones: CONTACT.phones,
        addresses: CONTACT.addresses,
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

const MANY: ContactDetail = {
  ...CONTACT,
  name: 'Ing. Jana Dvořáková, Ph.D.',
  jobTitle: 'Ředitelka pobočky',
  emails: [
    { type: 'work', value: 'jana@dvorak-reality.example.cz', primary: true },
    { type: 'home', value: 'jana.dvorakova@soukromy.example.cz', primary: false },
  ],
  phones: [
    { type: 'mobile', value: '+420 777 123 456', primary: true },
    { type: 'work', value: '+420 542 111 222 linka 15', primary: false },
    { type: 'home', value: '+420 546 333 444', primary: false },
  ],
  addresses: [
    { ...(CONTACT.addresses[0] as ContactDetail['addresses'][number]) },
    {
      type: 'home',
      street: 'Údolní 5\n2. patro',
      city: 'Brno',
      postcode: '602 00',
      region: 'Jihomoravský kraj',
      country: 'Česko',
      primary: false,
    },
  ],
}

/** Several e-mails, phones and addresses, each with its kind; the primary one marked (issue 30). */
export const SeveralValues: Story = {
  args: { contact: MANY },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Spojení' }))
    await expect(section.getByText('Ředitelka pobočky')).toBeVisible()
    await expect(section.getByText('E-mail (práce · hlavní)')).toBeVisible()
    await expect(section.getByRole('link', { name: 'jana.dvorakova@soukromy.example.cz' })).toHaveAttribute(
      'href',
      'mailto:jana.dvorakova@soukromy.example.cz',
    )
    await expect(section.getByRole('link', { name: '+420 542 111 222 linka 15' })).toHaveAttribute(
      'href',
      'tel:+420542111222;ext=15',
    )
    await expect(section.getByText('Telefon (domů)')).toBeVisible()
    await expect(section.getByText('Údolní 5, 2. patro, 602 00 Brno, Jihomoravský kraj, Česko')).toBeVisible()
  },
}

/** Add an e-mail, remove a phone, add an address and make it the primary one: the whole lists are saved. */
export const EditLists: Story = {
  args: { contact: MANY },
  play: async ({ args, canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Upravit kontakt' }))
    await userEvent.click(form.getByRole('button', { name: 'Přidat e-mail' }))
    await userEvent.type(form.getByRole('textbox', { name: 'E-mail 3' }), 'jana@novy.example.cz')
    await userEvent.click(form.getByRole('button', { name: 'Odebrat telefon 2' }))
    await expect(form.queryByRole('textbox', { name: 'Telefon 3' })).toBeNull()
    await expect(form.getByRole('textbox', { name: 'Telefon 2' })).toHaveValue('+420 546 333 444')
    await userEvent.click(form.getByRole('button', { name: 'Přidat adresu' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Ulice (3. adresa)' }), 'Na Příkopě 1')
    await userEvent.type(form.getByRole('textbox', { name: 'Město (3. adresa)' }), 'Praha')
    await userEvent.click(form.getByRole('radio', { name: 'Hlavní adresa 3' }))
    // an empty row added by mistake is not saved
    await userEvent.click(form.getByRole('button', { name: 'Přidat telefon' }))
    await userEvent.click(form.getByRole('button', { name: 'Uložit kontakt' }))
    await waitFor(() => expect(args.onSave).toHaveBeenCalledTimes(1))
    const saved = (args.onSave as unknown as { mock: { calls: [ContactInput][] } }).mock.calls[0]?.[0]
    await expect(saved?.emails?.map((e) => e.value)).toEqual([
      'jana@dvorak-reality.example.cz',
      'jana.dvorakova@soukromy.example.cz',
      'jana@novy.example.cz',
    ])
    await expect(saved?.phones?.map((p) => [p.type, p.value, p.primary])).toEqual([
      ['mobile', '+420 777 123 456', true],
      ['home', '+420 546 333 444', false],
    ])
    await expect(saved?.addresses?.map((a) => [a.street, a.city, a.primary])).toEqual([
      ['Masarykova 12', 'Brno', false],
      ['Údolní 5\n2. patro', 'Brno', false],
      ['Na Příkopě 1', 'Praha', true],
    ])
    await expect(saved?.addresses?.[1]?.region).toBe('Jihomoravský kraj')
    await expect(saved).not.toHaveProperty('email')
  },
}

/** Removing the primary e-mail makes the next one primary; the add buttons stop at the bounds. */
export const RemovePrimary: Story = {
  args: { contact: MANY },
  play: async ({ args, canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Upravit kontakt' }))
    await userEvent.click(form.getByRole('button', { name: 'Odebrat e-mail 1' }))
    await expect(form.getByRole('radio', { name: 'Hlavní e-mail 1' })).toBeChecked()
    for (let i = 0; i < 3; i++) await userEvent.click(form.getByRole('button', { name: 'Přidat adresu' }))
    await expect(form.getByRole('button', { name: 'Přidat adresu' })).toBeDisabled()
    await userEvent.click(form.getByRole('button', { name: 'Uložit kontakt' }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          emails: [{ type: 'home', value: 'jana.dvorakova@soukromy.example.cz', primary: true }],
        }),
      ),
    )
  },
}

/** A contact without any e-mail, phone or address says so. */
export const NoValues: Story = {
  args: {
    contact: { ...CONTACT, emails: [], phones: [], addresses: [], email: null, phone: null, address: null },
  },
  play: async ({ canvasElement }) => {
    const section = within(within(canvasElement).getByRole('region', { name: 'Spojení' }))
    await expect(section.getByText('Kontakt zatím nemá e-mail, telefon ani adresu.')).toBeVisible()
  },
}

export const SeveralValuesMobile: Story = {
  args: { contact: MANY },
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    const form = within(within(canvasElement).getByRole('form', { name: 'Upravit kontakt' }))
    await userEvent.click(form.getByRole('button', { name: 'Přidat e-mail' }))
    await expect(form.getByRole('textbox', { name: 'E-mail 3' })).toBeVisible()
    await waitFor(() => expect(fitsViewport()).toBe(true))
  },
}
