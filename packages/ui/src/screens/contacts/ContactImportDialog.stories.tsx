import type { Contact } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import {
  BROWSER_ERROR,
  networkFailure,
  StoryRefusal,
  withFailureText,
} from '../../internal/story-helpers.tsx'
import { Button } from '../../primitives/Button/Button.tsx'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { ContactImportDialog, type ContactImportDialogProps } from './ContactImportDialog.tsx'
import { withLists } from './fixtures.ts'

const EXISTING: Contact[] = [
  withLists({
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Jana Dvořáková',
    email: 'jana@example.cz',
    phone: '+420 777 123 456',
    company: 'Dvořák Reality s.r.o.',
    ico: null,
    address: null,
    note: '',
    tags: ['investor'],
    offerIds: [],
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-01T10:00:00.000Z',
  }),
]

/** A Czech Excel export: semicolons, first and last name apart, one bad e-mail, one bad IČO, a short row, a duplicate. */
const EXCEL_CSV = [
  'Jméno;Příjmení;Firma;IČO;E-mail;Telefon',
  'Petr;Novák;Novák Stavby s.r.o.;27082440;petr@example.cz;+420 731 555 010',
  'Eva;Malá;;;eva@example.cz;603 111 222',
  'Jana;Dvořáková;;;JANA@example.cz;',
  'Karel;Svoboda;;;není-email;',
  'Tomáš;Černý;Černý a syn;12345678;tomas@example.cz;',
  'Eva;Malá ml.;;;;+420603111222',
  'Zdeněk;Krátký',
].join('\r\n')

/** Windows-1250 bytes of the letters used below (what Czech Excel saves by default). */
const CP1250: Record<string, number> = {
  á: 0xe1,
  č: 0xe8,
  é: 0xe9,
  í: 0xed,
  ň: 0xf2,
  ř: 0xf8,
  ť: 0x9d,
  ý: 0xfd,
  Č: 0xc8,
  Š: 0x8a,
  Ž: 0x8e,
}
const cp1250 = (text: string) => new Uint8Array([...text].map((ch) => CP1250[ch] ?? ch.charCodeAt(0)))

type ImportFn = ContactImportDialogProps['onImport']

/** The dialog once its fade-in has started (at opacity 0 nothing in it counts as visible). */
async function shownDialog() {
  const dialog = await screen.findByRole('dialog', { name: 'Import kontaktů' })
  await waitFor(() => expect(dialog).toBeVisible())
  return dialog
}

/** Picks a file in the dialog's file input, as a person would. */
async function upload(file: File) {
  const dialog = await shownDialog()
  await userEvent.upload(within(dialog).getByLabelText('Soubor s kontakty'), file)
  return dialog
}

const meta = {
  title: 'Screens/Contacts/ContactImportDialog',
  component: ContactImportDialog,
  decorators: [withFailureText],
  args: {
    open: true,
    onOpenChange: fn(),
    existing: EXISTING,
    onImport: fn<ImportFn>(async (contacts) => ({ created: contacts.length, duplicates: 0 })),
  },
} satisfies Meta<typeof ContactImportDialog>
export default meta
type Story = StoryObj<typeof meta>

/** The button on /portal/contacts opens the empty dialog; nothing is chosen yet. */
export const Default: Story = {
  args: { open: false },
  render: function Render(args: ContactImportDialogProps) {
    const [open, setOpen] = useState(args.open)
    return (
      <ContactImportDialog
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next)
          args.onOpenChange(next)
        }}
        trigger={<Button variant="secondary">Importovat kontakty</Button>}
      />
    )
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Importovat kontakty' }))
    const dialog = await shownDialog()
    await waitFor(() => expect(within(dialog).getByLabelText('Soubor s kontakty')).toBeVisible())
    await expect(within(dialog).queryByRole('button', { name: /^Importovat \d/ })).toBeNull()
  },
}

/**
 * A bad value leaves its contact in without it and is named with its line; a row shorter than the header is read;
 * duplicates (the same e-mail, or the same name and phone) are listed apart; only the new contacts are sent.
 */
export const PreviewWithErrorsAndDuplicates: Story = {
  play: async ({ args }) => {
    const dialog = await upload(new File([EXCEL_CSV], 'kontakty.csv', { type: 'text/csv' }))
    const table = await within(dialog).findByRole('table', { name: 'Kontakty k importu' })
    await expect(within(table).getAllByRole('row')).toHaveLength(7) // header and six contacts
    await expect(within(table).getByText('Petr Novák')).toBeVisible()
    await expect(within(dialog).getByText(/Kódování: UTF-8 · 1 duplicita/)).toBeVisible()
    await expect(
      within(dialog).getByText(
        'Řádek 5, E-mail („není-email“): Zadejte platný e-mail. Kontakt importujeme bez tohoto e-mailu.',
      ),
    ).toBeVisible()
    await expect(
      within(dialog).getByText(
        'Řádek 6, IČO („12345678“): IČO musí mít 8 číslic a platný kontrolní součet. Kontakt importujeme bez IČO.',
      ),
    ).toBeVisible()
    const duplicates = within(dialog).getByRole('region', { name: 'Duplicity (1)' })
    await expect(within(duplicates).getByText(/V kontaktech:/)).toHaveTextContent(
      'V kontaktech: Jana Dvořáková · Dvořák Reality s.r.o., jana@example.cz, +420 777 123 456',
    )
    await expect(within(duplicates).getByText('(Stejný e-mail už v kontaktech je.)')).toBeVisible()
    await expect(
      within(duplicates).getByRole('combobox', { name: 'Řádek 4: Jana Dvořáková' }),
    ).toHaveTextContent('Přeskočit')
    await expect(args.onImport).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importovat 6 kontaktů' }))
    const email = (value: string) => [expect.objectContaining({ value, primary: true })]
    await expect(args.onImport).toHaveBeenCalledWith(
      [
        expect.objectContaining({ name: 'Petr Novák', ico: '27082440', emails: email('petr@example.cz') }),
        expect.objectContaining({ name: 'Eva Malá', phones: email('603 111 222') }),
        expect.objectContaining({ name: 'Karel Svoboda', emails: [] }),
        expect.objectContaining({ name: 'Tomáš Černý', ico: null, emails: email('tomas@example.cz') }),
        expect.objectContaining({ name: 'Eva Malá ml.', phones: email('+420603111222') }),
        expect.objectContaining({ name: 'Zdeněk Krátký' }),
      ],
      expect.any(Function),
      { onDuplicate: 'skip', duplicateChoices: [] },
    )
    await expect(await within(dialog).findByRole('status')).toHaveTextContent('Importováno 6 kontaktů.')
    await expect(within(dialog).getByRole('button', { name: 'Hotovo' })).toBeVisible()
  },
}

/** A file from Czech Excel in Windows-1250 reads with its diacritics; the server reports what it skipped. */
export const Windows1250File: Story = {
  args: { onImport: fn<ImportFn>(async () => ({ created: 15, duplicates: 2 })) },
  play: async () => {
    const bytes = cp1250('Celé jméno;Město\r\nJiří Šťastný;Plzeň\r\nŽofie Čermáková;Brno\r\n')
    const dialog = await upload(new File([bytes], 'excel.csv', { type: 'text/csv' }))
    await expect(await within(dialog).findByText(/Kódování: Windows-1250/)).toBeVisible()
    await expect(within(dialog).getByText('Jiří Šťastný')).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importovat 2 kontakty' }))
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Importováno 15 kontaktů, 2 duplicity přeskočeny.',
    )
  },
}

/** A picture or a PDF is refused as a whole; there is nothing to import. */
export const NotAContactFile: Story = {
  play: async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d])
    const dialog = await upload(new File([png], 'foto.csv', { type: 'text/csv' }))
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'foto.csv: Soubor není CSV ani vCard, který umíme přečíst.',
    )
    await expect(within(dialog).queryByRole('button', { name: /^Importovat/ })).toBeNull()
  },
}

/** The server refused the import: its Czech message is shown and the preview stays for another try. */
export const ImportFailed: Story = {
  args: {
    onImport: fn<ImportFn>(async () => {
      throw new StoryRefusal('Najednou lze importovat nejvýše 2000 kontaktů.')
    }),
  },
  play: async ({ args }) => {
    const vcard = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Petr Novák\r\nTEL:+420 731 555 010\r\nEND:VCARD\r\n'
    const dialog = await upload(new File([vcard], 'telefon.vcf', { type: 'text/vcard' }))
    await expect(await within(dialog).findByText(/Formát: vCard/)).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importovat 1 kontakt' }))
    await expect(args.onImport).toHaveBeenCalledTimes(1)
    await expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Najednou lze importovat nejvýše 2000 kontaktů.',
    )
    await expect(within(dialog).getByRole('button', { name: 'Importovat 1 kontakt' })).toBeEnabled()
  },
}

/** The connection dropped during the import: Czech text, never the browser's "Failed to fetch". */
export const ImportOffline: Story = {
  args: {
    onImport: fn<ImportFn>(async () => {
      throw networkFailure()
    }),
  },
  play: async () => {
    const vcard = 'BEGIN:VCARD\r\nVERSION:3.0\r\nFN:Petr Novák\r\nTEL:+420 731 555 010\r\nEND:VCARD\r\n'
    const dialog = await upload(new File([vcard], 'telefon.vcf', { type: 'text/vcard' }))
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Importovat 1 kontakt' }))
    const alert = await within(dialog).findByRole('alert')
    await expect(alert).toHaveTextContent('Import se nepodařil. Zkuste to prosím znovu.')
    await expect(alert.textContent).not.toMatch(BROWSER_ERROR)
  },
}

/** A Google Contacts export (" ::: " cells, numbered columns): every e-mail, phone and address is saved. */
const GOOGLE_CSV = [
  'Name,Given Name,Family Name,E-mail 1 - Type,E-mail 1 - Value,E-mail 2 - Type,E-mail 2 - Value,Phone 1 - Type,Phone 1 - Value,Address 1 - Type,Address 1 - Street,Address 1 - City,Address 1 - Postal Code',
  'Petr Novák,Petr,Novák,* Work ::: Home,petr@firma.example.cz ::: petr@doma.example.cz,Other,petr@jinde.example.cz,Mobile ::: Work,+420 731 555 010 ::: +420 222 333 444,Home,Údolní 5,Brno,602 00',
  'Eva Malá,Eva,Malá,,,,,Mobile,603 111 222,,,,',
].join('\r\n')

export const SavesEveryValue: Story = {
  play: async ({ args }) => {
    const dialog = await upload(new File([GOOGLE_CSV], 'google.csv', { type: 'text/csv' }))
    await expect(await within(dialog).findByText('Uloží se 3 e-maily, 3 telefony, 1 adresa.')).toBeVisible()
    await expect(within(dialog).queryByText(/zatím neuložíme/)).toBeNull()
    const table = within(dialog).getByRole('table', { name: 'Kontakty k importu' })
    await expect(
      within(table).getByText('petr@firma.example.cz, petr@doma.example.cz, petr@jinde.example.cz'),
    ).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importovat 2 kontakty' }))
    await expect(args.onImport).toHaveBeenCalledWith(
      [
        expect.objectContaining({
          name: 'Petr Novák',
          emails: [
            { type: 'work', value: 'petr@firma.example.cz', primary: true },
            { type: 'home', value: 'petr@doma.example.cz', primary: false },
            { type: 'other', value: 'petr@jinde.example.cz', primary: false },
          ],
          phones: [
            { type: 'mobile', value: '+420 731 555 010', primary: true },
            { type: 'work', value: '+420 222 333 444', primary: false },
          ],
          addresses: [
            expect.objectContaining({ type: 'home', street: 'Údolní 5', city: 'Brno', postcode: '602 00' }),
          ],
        }),
        expect.objectContaining({ name: 'Eva Malá' }),
      ],
      expect.any(Function),
      { onDuplicate: 'skip', duplicateChoices: [] },
    )
  },
}

/** Near the account's cap the preview says how many will fit; the server's answer names the contacts refused. */
export const OverTheCap: Story = {
  args: {
    existing: Array.from({ length: 19_999 }, (_, i) => ({
      ...(EXISTING[0] as Contact),
      id: `00000000-0000-4000-8000-${String(i + 2).padStart(12, '0')}`,
      name: `Kontakt ${i}`,
      emails: [],
      phones: [],
      email: null,
      phone: null,
    })),
    onImport: fn<ImportFn>(async () => ({
      created: 1,
      duplicates: 0,
      refused: 1,
      message:
        'V kontaktech může být nejvýše 20\u00a0000 kontaktů, proto 1 nový kontakt ze souboru nebyl uložen. Smažte nepotřebné kontakty a importujte soubor znovu.',
    })),
  },
  play: async () => {
    const dialog = await upload(new File([GOOGLE_CSV], 'google.csv', { type: 'text/csv' }))
    await expect(
      await within(dialog).findByText(
        /V kontaktech může být nejvýše 20\s000 kontaktů: uloží se jen 1 kontakt, 1 dalších/,
      ),
    ).toBeVisible()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importovat 2 kontakty' }))
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      /Importován 1 kontakt\. V kontaktech může být nejvýše 20\s000 kontaktů, proto 1 nový kontakt ze souboru nebyl uložen\./,
    )
  },
}

/** A large import goes in batches: the dialog shows how many contacts are saved so far. */
export const ImportProgress: Story = {
  args: {
    onImport: fn<ImportFn>(async (contacts, onProgress) => {
      const step = () => new Promise((resolve) => setTimeout(resolve, 400))
      onProgress?.(0)
      await step()
      onProgress?.(1)
      await step()
      onProgress?.(contacts.length)
      return { created: contacts.length, duplicates: 0, refused: 0 }
    }),
  },
  play: async () => {
    const dialog = await upload(new File([GOOGLE_CSV], 'google.csv', { type: 'text/csv' }))
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Importovat 2 kontakty' }))
    const bar = await within(dialog).findByRole('progressbar', { name: 'Importuji 1 z 2 kontaktů…' })
    await expect(bar).toHaveAttribute('max', '2')
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('Importovány 2 kontakty.'),
    )
    await expect(within(dialog).queryByRole('progressbar')).toBeNull()
  },
}

/** Chooses an action in one of the dialog's selects (Radix: the options open in a portal). */
async function choose(dialog: HTMLElement, select: string, option: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: select }))
  await userEvent.click(await screen.findByRole('option', { name: option }))
  await waitFor(() =>
    expect(within(dialog).getByRole('combobox', { name: select })).toHaveTextContent(option),
  )
}

/**
 * The duplicate of a contact already there is merged into it: the row is sent with its choice, at its place in the
 * file, and the result names the merge (docs/decisions/1323).
 */
export const DuplicateMerged: Story = {
  args: {
    onImport: fn<ImportFn>(async (contacts, _progress, choices) => ({
      created: contacts.length - (choices?.duplicateChoices.length ?? 0),
      duplicates: 0,
      merged: choices?.duplicateChoices.filter((c) => c.action === 'merge').length ?? 0,
      kept: 0,
      refused: 0,
    })),
  },
  play: async ({ args }) => {
    const dialog = await upload(new File([EXCEL_CSV], 'kontakty.csv', { type: 'text/csv' }))
    await within(dialog).findByRole('region', { name: 'Duplicity (1)' })
    await choose(dialog, 'Řádek 4: Jana Dvořáková', 'Sloučit')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importovat 6 kontaktů, sloučit 1' }))
    await expect(args.onImport).toHaveBeenCalledWith(
      expect.arrayContaining([expect.objectContaining({ name: 'Jana Dvořáková' })]),
      expect.any(Function),
      { onDuplicate: 'skip', duplicateChoices: [{ index: 2, action: 'merge' }] },
    )
    await expect((args.onImport as ReturnType<typeof fn>).mock.calls[0]?.[0]).toHaveLength(7)
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Importováno 6 kontaktů, 1 kontakt sloučen s existujícími.',
    )
  },
}

/** One choice for all duplicates ("Ponechat oba"); a row's own choice then overrides it. */
const TWICE_CSV = [
  'Celé jméno;E-mail;Telefon',
  'Jana Dvořáková;jana@example.cz;',
  'Karel Malý;karel@example.cz;',
  'Karel Malý;KAREL@example.cz;+420 602 000 111',
  'Jana D.;jana@example.cz;',
].join('\r\n')

export const KeepBothForAll: Story = {
  play: async ({ args }) => {
    const dialog = await upload(new File([TWICE_CSV], 'dvakrat.csv', { type: 'text/csv' }))
    const duplicates = await within(dialog).findByRole('region', { name: 'Duplicity (3)' })
    // two groups: the contact already there (twice in the file), and the earlier row of the file
    await expect(within(duplicates).getByText(/^V kontaktech:/)).toBeVisible()
    await expect(within(duplicates).getByText('V souboru na řádku 3')).toBeVisible()
    await expect(within(dialog).getByText('Importovat 1 kontakt', { selector: 'p' })).toBeVisible()
    await choose(dialog, 'Pro všechny duplicity', 'Ponechat oba')
    await expect(within(dialog).getByRole('button', { name: 'Importovat 4 kontakty' })).toBeVisible()
    await choose(dialog, 'Řádek 5: Jana D.', 'Přeskočit')
    await userEvent.click(within(dialog).getByRole('button', { name: 'Importovat 3 kontakty' }))
    await expect(args.onImport).toHaveBeenCalledWith(expect.any(Array), expect.any(Function), {
      onDuplicate: 'skip',
      duplicateChoices: [
        { index: 0, action: 'keep' },
        { index: 2, action: 'keep' },
      ],
    })
  },
}

/** Only duplicates in the file: nothing new; choosing to merge makes it "Sloučit 1 kontakt". */
export const OnlyDuplicates: Story = {
  play: async () => {
    const dialog = await upload(
      new File(['Celé jméno;E-mail\r\nJana Dvořáková;jana@example.cz\r\n'], 'jana.csv', { type: 'text/csv' }),
    )
    await expect(await within(dialog).findByText('Žádný nový kontakt k importu')).toBeVisible()
    await expect(within(dialog).queryByRole('button', { name: /^Importovat/ })).toBeNull()
    await choose(dialog, 'Řádek 2: Jana Dvořáková', 'Sloučit')
    await expect(within(dialog).getByRole('button', { name: 'Sloučit 1 kontakt' })).toBeEnabled()
  },
}

/** Paged address book: the dialog reads the whole book when a file is picked, for the duplicate check. */
export const LoadsTheAddressBook: Story = {
  args: { existing: undefined, loadExisting: fn(async () => EXISTING) },
  play: async ({ args }) => {
    const dialog = await upload(new File([EXCEL_CSV], 'kontakty.csv', { type: 'text/csv' }))
    await within(dialog).findByRole('region', { name: 'Duplicity (1)' })
    await expect(args.loadExisting).toHaveBeenCalledTimes(1)
  },
}

/** On a phone the duplicate groups and their choices fit the screen. */
export const DuplicatesMobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async () => {
    const dialog = await upload(new File([TWICE_CSV], 'dvakrat.csv', { type: 'text/csv' }))
    await within(dialog).findByRole('region', { name: 'Duplicity (3)' })
    await choose(dialog, 'Pro všechny duplicity', 'Sloučit')
    await waitFor(() => expect(fitsViewport()).toBe(true))
  },
}

/** On a phone the dialog and its table fit the screen (the table scrolls inside). */
export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async () => {
    await upload(new File([EXCEL_CSV], 'kontakty.csv', { type: 'text/csv' }))
    await screen.findByRole('table', { name: 'Kontakty k importu' })
    await waitFor(() => expect(fitsViewport()).toBe(true))
  },
}
