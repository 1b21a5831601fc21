import type { Contact } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  BROWSER_ERROR,
  networkFailure,
  StoryRefusal,
  withFailureText,
} from '../../internal/story-helpers.tsx'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { ContactsScreen } from './ContactsScreen.tsx'
import { withLists } from './fixtures.ts'

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
    createdAt: `2026-11-0${n}T10:00:00.000Z`,
    updatedAt: `2026-11-0${n}T10:00:00.000Z`,
    ...extra,
  })

const CONTACTS: Contact[] = [
  contact(1, 'Jana Dvořáková', {
    company: 'Dvořák Reality s.r.o.',
    email: 'jana@example.cz',
    phone: '+420 777 123 456',
    tags: ['investor'],
  }),
  contact(2, 'Čeněk Šťastný', { company: 'Advokátní kancelář Šťastný', tags: ['právník'] }),
  contact(3, 'Petr Novák', { phone: '+420 731 555 010', tags: ['investor', 'developer'] }),
]

const meta = {
  title: 'Screens/Contacts/ContactsScreen',
  component: ContactsScreen,
  decorators: [withFailureText],
  args: {
    status: 'ready',
    contacts: CONTACTS,
    onCreate: fn(async () => ({})),
    onDelete: fn(),
    undoMs: 50,
    onRetry: fn(),
  },
} satisfies Meta<typeof ContactsScreen>
export default meta
type Story = StoryObj<typeof meta>

const names = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('table'))
    .queryAllByRole('link')
    .map((a) => a.textContent)

export const List: Story = {
  // long enough for the hidden row to be seen before the deletion goes through on a loaded machine
  args: { undoMs: 500 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Kontakty' })).toBeVisible()
    await expect(names(canvasElement)).toEqual(['Čeněk Šťastný', 'Jana Dvořáková', 'Petr Novák'])
    await expect(canvas.getByRole('link', { name: 'Jana Dvořáková' })).toHaveAttribute(
      'href',
      '/portal/contacts/00000000-0000-4000-8000-000000000001',
    )
    // search ignores diacritics and case
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat' }), 'STASTNY')
    await waitFor(() => expect(names(canvasElement)).toEqual(['Čeněk Šťastný']))
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Hledat' }))
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat' }), 'nikdo')
    await expect(await canvas.findByText('Hledání neodpovídá žádný kontakt.')).toBeVisible()
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Hledat' }))
    // tag filter
    await userEvent.click(canvas.getByRole('combobox', { name: 'Štítek' }))
    await userEvent.click(await screen.findByRole('option', { name: 'investor' }))
    await waitFor(() => expect(names(canvasElement)).toEqual(['Jana Dvořáková', 'Petr Novák']))
    // delete: hidden at once, deleted when the undo window has passed
    await userEvent.click(canvas.getByRole('button', { name: 'Smazat kontakt Petr Novák' }))
    await waitFor(() => expect(names(canvasElement)).toEqual(['Jana Dvořáková']))
    await waitFor(() => expect(args.onDelete).toHaveBeenCalledWith(CONTACTS[2]))
  },
}

/** A deleted contact can be taken back for a few seconds; nothing is deleted then. */
export const UndoDelete: Story = {
  args: { undoMs: 60_000 },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Smazat kontakt Jana Dvořáková' }))
    await expect(canvas.getByRole('status')).toHaveTextContent('Kontakt Jana Dvořáková byl smazán.')
    await expect(names(canvasElement)).toEqual(['Čeněk Šťastný', 'Petr Novák'])
    await userEvent.click(canvas.getByRole('button', { name: 'Vrátit zpět' }))
    await expect(names(canvasElement)).toEqual(['Čeněk Šťastný', 'Jana Dvořáková', 'Petr Novák'])
    await expect(canvas.queryByRole('button', { name: 'Vrátit zpět' })).toBeNull()
    // a second deletion completes the first one at once (only the last can be taken back)
    await userEvent.click(canvas.getByRole('button', { name: 'Smazat kontakt Petr Novák' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Smazat kontakt Čeněk Šťastný' }))
    await expect(args.onDelete).toHaveBeenCalledTimes(1)
    await expect(args.onDelete).toHaveBeenCalledWith(CONTACTS[2])
    await expect(canvas.getByRole('status')).toHaveTextContent('Kontakt Čeněk Šťastný byl smazán.')
  },
}

/** Several contacts go to the call list at once. */
export const AddSelectedToCalls: Story = {
  args: { onAddToCalls: fn(async () => undefined) },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole('button', { name: /Přidat vybrané do hovorů/ })).toBeNull()
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vybrat Jana Dvořáková' }))
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Vybrat Petr Novák' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat vybrané do hovorů (2)' }))
    await expect(args.onAddToCalls).toHaveBeenCalledWith([CONTACTS[0], CONTACTS[2]])
    await expect(await canvas.findByRole('status')).toHaveTextContent(
      'Přidáno do seznamu hovorů: 2 kontakty.',
    )
    await expect(canvas.getByRole('checkbox', { name: 'Vybrat Jana Dvořáková' })).not.toBeChecked()
  },
}

/** Import opens its dialog (the preview itself: ContactImportDialog's stories). */
export const Import: Story = {
  args: { onImport: fn(async () => ({ created: 0, duplicates: 0 })) },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Importovat CSV nebo vCard' }))
    const dialog = await screen.findByRole('dialog', { name: 'Import kontaktů' })
    await waitFor(() => expect(dialog).toBeVisible())
    await expect(within(dialog).getByLabelText('Soubor s kontakty')).toBeInTheDocument()
  },
}

/** The address book leaves as vCard (phones, Outlook, Google) or CSV for Excel. */
export const Export: Story = {
  args: { onExport: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Exportovat vCard (.vcf)' }))
    await expect(args.onExport).toHaveBeenCalledWith('vcard')
    await userEvent.click(canvas.getByRole('button', { name: 'Exportovat CSV (Excel)' }))
    await expect(args.onExport).toHaveBeenCalledWith('csv')
  },
}

export const SortedByNewest: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Řazení' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Nejnovější' }))
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(['Petr Novák', 'Čeněk Šťastný', 'Jana Dvořáková']),
    )
  },
}

export const Create: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat kontakt' }))
    const form = within(canvas.getByRole('form', { name: 'Nový kontakt' }))
    await userEvent.click(form.getByRole('button', { name: 'Uložit kontakt' }))
    await expect(form.getByRole('alert')).toHaveTextContent('Vyplňte jméno kontaktu.')
    await expect(args.onCreate).not.toHaveBeenCalled()
    await userEvent.type(form.getByRole('textbox', { name: /Jméno/ }), 'Eva Malá')
    await userEvent.type(form.getByRole('textbox', { name: 'Telefon' }), '603 111 222')
    await userEvent.type(form.getByRole('textbox', { name: /Štítky/ }), 'investor, banka')
    await userEvent.type(form.getByRole('textbox', { name: 'IČO' }), '270 82 440')
    await userEvent.type(form.getByRole('textbox', { name: 'Adresa' }), 'Vídeňská 1, Brno')
    await userEvent.type(form.getByRole('textbox', { name: /Poznámka/ }), 'Potkali jsme se na veletrhu.')
    await userEvent.click(form.getByRole('button', { name: 'Uložit kontakt' }))
    await waitFor(() =>
      expect(args.onCreate).toHaveBeenCalledWith({
        name: 'Eva Malá',
        jobTitle: null,
        email: null,
        phone: '603 111 222',
        company: null,
        ico: '27082440',
        address: 'Vídeňská 1, Brno',
        tags: ['investor', 'banka'],
        note: 'Potkali jsme se na veletrhu.',
      }),
    )
  },
}

export const CreateRefused: Story = {
  args: { onCreate: fn(async () => Promise.reject(new StoryRefusal('Zadejte platný e-mail.'))) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat kontakt' }))
    const form = within(canvas.getByRole('form', { name: 'Nový kontakt' }))
    await userEvent.type(form.getByRole('textbox', { name: /Jméno/ }), 'Eva')
    await userEvent.click(form.getByRole('button', { name: 'Uložit kontakt' }))
    await expect(await form.findByRole('alert')).toHaveTextContent('Zadejte platný e-mail.')
  },
}

/** The connection dropped while saving: Czech text, never the browser's "Failed to fetch". */
export const CreateOffline: Story = {
  args: { onCreate: fn(async () => Promise.reject(networkFailure())) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Přidat kontakt' }))
    const form = within(canvas.getByRole('form', { name: 'Nový kontakt' }))
    await userEvent.type(form.getByRole('textbox', { name: /Jméno/ }), 'Eva')
    await userEvent.click(form.getByRole('button', { name: 'Uložit kontakt' }))
    const alert = await form.findByRole('alert')
    await expect(alert).toHaveTextContent('Kontakt se nepodařilo uložit.')
    await expect(alert.textContent).not.toMatch(BROWSER_ERROR)
  },
}

export const Empty: Story = {
  args: { contacts: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Zatím nemáte žádný kontakt')).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', contacts: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeInTheDocument()
  },
}

export const LoadError: Story = {
  args: { status: 'error', contacts: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Kontakty se nepodařilo načíst')
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Kontakty' })).toBeVisible()
    await waitFor(() => expect(fitsViewport()).toBe(true))
  },
}

/*
 * Paged (docs/decisions/1325): the screen shows the pages loaded so far, by name; the next one comes on "Načíst další"
 * or when the end of the list scrolls into view; the search goes to the server and starts from the first page.
 */
const PAGED = {
  contacts: [...CONTACTS].sort((a, b) => a.name.localeCompare(b.name, 'cs')),
  total: 20_000,
  hasMore: true,
  autoLoad: false,
  onLoadMore: fn(),
  onSearch: fn(),
  onLoadAll: fn(async () => CONTACTS),
}

/** The first page of a full address book: how many are shown of how many, and "Načíst další". */
export const Paged: Story = {
  args: PAGED,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Zobrazeno 3 kontakty z 20 000.')).toBeVisible()
    // the server orders and searches: no tag filter or other order over a part of the book
    await expect(canvas.queryByRole('combobox', { name: 'Štítek' })).toBeNull()
    await expect(canvas.queryByRole('combobox', { name: 'Řazení' })).toBeNull()
    await expect(args.onLoadMore).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Načíst další' }))
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1)
  },
}

/** With the end of the list in view, the next page is asked for without a click. */
export const PagedLoadsOnScroll: Story = {
  args: { ...PAGED, autoLoad: true, onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    within(canvasElement).getByRole('button', { name: 'Načíst další' }).scrollIntoView()
    await waitFor(() => expect(args.onLoadMore).toHaveBeenCalled())
  },
}

/** The next page on its way: the button waits. */
export const PagedLoadingMore: Story = {
  args: { ...PAGED, loadingMore: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Načíst další' })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

/** The next page failed: said so, and the button tries again. */
export const PagedLoadMoreFailed: Story = {
  args: { ...PAGED, loadMoreError: true, onLoadMore: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Další kontakty se nepodařilo načíst.')
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu načíst další' }))
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1)
  },
}

/** The last page loaded: no button. */
export const PagedAllLoaded: Story = {
  args: { ...PAGED, hasMore: false, total: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Zobrazeny všechny kontakty (3).')).toBeVisible()
    await expect(canvas.queryByRole('button', { name: 'Načíst další' })).toBeNull()
  },
}

/** Typing searches on the server once the typing pauses; the rows shown are the server's answer. */
export const PagedSearch: Story = {
  args: { ...PAGED, onSearch: fn() },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat' }), 'stastny')
    await waitFor(() => expect(args.onSearch).toHaveBeenCalledWith('stastny'))
    await expect(args.onSearch).toHaveBeenCalledTimes(1)
    // not filtered here: the app shows the server's rows
    await expect(names(canvasElement)).toHaveLength(3)
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Hledat' }))
    await waitFor(() => expect(args.onSearch).toHaveBeenLastCalledWith(''))
  },
}

/** A search that finds nobody in a book that has contacts: the table says so, not the empty book. */
export const PagedSearchNoMatch: Story = {
  args: { ...PAGED, contacts: [], hasMore: false, total: 12 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Hledání neodpovídá žádný kontakt.')).toBeVisible()
    await expect(canvas.queryByText('Zatím nemáte žádný kontakt')).toBeNull()
  },
}

/** An empty book, paged: the empty state. */
export const PagedEmpty: Story = {
  args: { ...PAGED, contacts: [], hasMore: false, total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Zatím nemáte žádný kontakt')).toBeVisible()
  },
}

/** On a phone the list, the count and "Načíst další" fit the screen. */
export const PagedMobile: Story = {
  args: PAGED,
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Načíst další' })).toBeVisible()
    await waitFor(() => expect(fitsViewport()).toBe(true))
  },
}
