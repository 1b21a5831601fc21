import { endpointUrl, type UserDocument } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { fitsViewport, MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { DocumentsScreen } from './DocumentsScreen.tsx'

const doc = (id: number, name: string, sizeBytes: number, tags: string[] = []): UserDocument => ({
  id: `00000000-0000-4000-8000-00000000d00${id}`,
  name,
  tags,
  sizeBytes,
  mimeType: 'application/pdf',
  url: endpointUrl('downloadDocument', { params: { id: `00000000-0000-4000-8000-00000000d00${id}` } }),
  createdAt: `2026-11-2${id}T09:00:00.000Z`,
  updatedAt: `2026-11-2${id}T09:00:00.000Z`,
})
const DOCS = [doc(3, 'Smlouva o dílo.pdf', 245_000), doc(2, 'Znalecký posudek – Zlín.pdf', 3_400_000)]
const MB = 1024 * 1024

const meta = {
  title: 'Screens/Documents/DocumentsScreen',
  component: DocumentsScreen,
  args: {
    status: 'ready',
    result: { items: DOCS, usedBytes: 3_645_000, quotaBytes: 500 * MB },
    uploads: [],
    onFilesAdded: fn(),
    onDismissUpload: fn(),
    onRetryUpload: fn(),
    onRename: fn(async (): Promise<string | null> => null),
    onTagsChange: fn(async (): Promise<string | null> => null),
    onDelete: fn(),
    offers: [
      { id: 12, name: 'Činžovní dům ve Zlíně' },
      { id: 14, name: 'Pozemek Říčany' },
    ],
    onAttach: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof DocumentsScreen>
export default meta
type Story = StoryObj<typeof meta>

/** The list with sizes and dates, the quota, rename (the extension stays), attach and a confirmed delete. */
export const List: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText('Využito 3,5 MB z 500 MB')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Smlouva o dílo.pdf' })).toHaveAttribute(
      'href',
      DOCS[0]?.url,
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Přejmenovat: Smlouva o dílo.pdf' }))
    const field = canvas.getByRole('textbox', { name: 'Nový název' })
    await userEvent.clear(field)
    await userEvent.type(field, 'Smlouva – podepsaná')
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit název' }))
    await expect(args.onRename).toHaveBeenCalledWith(DOCS[0]?.id, 'Smlouva – podepsaná')
    await userEvent.click(canvas.getByRole('button', { name: 'Připojit k nabídce: Smlouva o dílo.pdf' }))
    await expect(args.onAttach).toHaveBeenCalledWith(DOCS[0]?.id, 12)
    await userEvent.click(canvas.getByRole('button', { name: 'Smazat: Znalecký posudek – Zlín.pdf' }))
    await expect(args.onDelete).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Opravdu smazat' }))
    await expect(args.onDelete).toHaveBeenCalledWith(DOCS[1]?.id)
  },
}

/**
 * Attaching to a published offer sends it back to approval (docs/decisions/1350): the screen asks first and names
 * the offer; a draft is attached at once.
 */
export const AttachToPublished: Story = {
  args: {
    offers: [
      { id: 12, name: 'Činžovní dům ve Zlíně', status: 'PUBLISHED' },
      { id: 14, name: 'Pozemek Říčany', status: 'DRAFT' },
    ],
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Připojit k nabídce: Smlouva o dílo.pdf' }))
    const dialog = await screen.findByRole('dialog', {
      name: 'Připojit dokument a odeslat nabídku ke schválení?',
    })
    await expect(dialog).toHaveTextContent(/„Činžovní dům ve Zlíně“ je zveřejněná/)
    await expect(args.onAttach).not.toHaveBeenCalled()
    await userEvent.click(within(dialog).getByRole('button', { name: 'Nepřipojovat' }))
    await expect(args.onAttach).not.toHaveBeenCalled()
    await userEvent.click(canvas.getByRole('button', { name: 'Připojit k nabídce: Smlouva o dílo.pdf' }))
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', {
        name: 'Připojit a odeslat ke schválení',
      }),
    )
    await expect(args.onAttach).toHaveBeenCalledWith(DOCS[0]?.id, 12)
  },
}

export const AttachToPublishedMobile: Story = { ...AttachToPublished, globals: MOBILE_GLOBALS }

const TAGGED = [
  doc(4, 'Kupní smlouva – Zlín.pdf', 310_000, ['smlouvy', 'Zlín']),
  doc(3, 'Smlouva o dílo.pdf', 245_000, ['smlouvy']),
  doc(2, 'Znalecký posudek – Zlín.pdf', 3_400_000, ['Zlín', 'posudky']),
  doc(1, 'Poznámky.txt', 2_000),
]
const downloads = new Set(TAGGED.map((d) => d.url))
const listed = (el: HTMLElement) =>
  within(el)
    .queryAllByRole('link')
    .filter((a) => downloads.has(a.getAttribute('href') ?? ''))
    .map((a) => a.textContent)

/** Tags as the store's folders: shown on each document, a filter over the list, edited per document. */
export const Tags: Story = {
  args: { result: { items: TAGGED, usedBytes: 3_957_000, quotaBytes: 500 * MB } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      within(canvas.getByRole('list', { name: 'Štítky dokumentu Kupní smlouva – Zlín.pdf' })).getAllByRole(
        'listitem',
      ),
    ).toHaveLength(2)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Štítek' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Zlín' }))
    await waitFor(() =>
      expect(listed(canvasElement)).toEqual(['Kupní smlouva – Zlín.pdf', 'Znalecký posudek – Zlín.pdf']),
    )
    await userEvent.click(canvas.getByRole('combobox', { name: 'Štítek' }))
    await userEvent.click(await screen.findByRole('option', { name: 'smlouvy' }))
    await waitFor(() =>
      expect(listed(canvasElement)).toEqual(['Kupní smlouva – Zlín.pdf', 'Smlouva o dílo.pdf']),
    )

    // edit the tags of one document: a comma-separated field, saved as a list
    await userEvent.click(canvas.getByRole('button', { name: 'Štítky: Smlouva o dílo.pdf' }))
    const form = within(canvas.getByRole('form', { name: 'Štítky: Smlouva o dílo.pdf' }))
    const field = form.getByRole('textbox', { name: /Štítky/ })
    await expect(field).toHaveValue('smlouvy')
    await userEvent.type(field, ', Brno ,, podepsané')
    await userEvent.click(form.getByRole('button', { name: 'Uložit štítky' }))
    await expect(args.onTagsChange).toHaveBeenCalledWith(TAGGED[1]?.id, ['smlouvy', 'Brno', 'podepsané'])
    await waitFor(() => expect(canvas.queryByRole('form', { name: 'Štítky: Smlouva o dílo.pdf' })).toBeNull())
  },
}

/** The tags typed above the upload go with every file chosen. */
export const UploadWithTags: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: /Štítky nahrávaných souborů/ }), 'smlouvy, Zlín')
    const file = new File(['%PDF-1.4\n%%EOF\n'], 'Nájemní smlouva.pdf', { type: 'application/pdf' })
    await userEvent.upload(canvasElement.querySelector('input[type="file"]') as HTMLInputElement, file)
    await expect(args.onFilesAdded).toHaveBeenCalledWith([file], ['smlouvy', 'Zlín'])
  },
}

export const TagsRefused: Story = {
  args: {
    result: { items: TAGGED, usedBytes: 3_957_000, quotaBytes: 500 * MB },
    onTagsChange: fn(async (): Promise<string | null> => 'Štítek je příliš dlouhý (nejvýše 40 znaků).'),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Štítky: Poznámky.txt' }))
    const form = within(canvas.getByRole('form', { name: 'Štítky: Poznámky.txt' }))
    await userEvent.type(form.getByRole('textbox', { name: 'Štítky' }), 'x'.repeat(41))
    await userEvent.click(form.getByRole('button', { name: 'Uložit štítky' }))
    await expect(await canvas.findByText('Štítek je příliš dlouhý (nejvýše 40 znaků).')).toBeVisible()
    await expect(canvas.getByRole('form', { name: 'Štítky: Poznámky.txt' })).toBeVisible()
  },
}

export const RenameRefused: Story = {
  args: { onRename: fn(async (): Promise<string | null> => 'Název nesmí obsahovat lomítko.') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Přejmenovat: Smlouva o dílo.pdf' }))
    await userEvent.type(canvas.getByRole('textbox', { name: 'Nový název' }), '/x')
    await userEvent.click(canvas.getByRole('button', { name: 'Uložit název' }))
    await expect(await canvas.findByText('Název nesmí obsahovat lomítko.')).toBeVisible()
  },
}

/** Files on their way with progress, and one refused by the server (not counted, explained). */
export const Uploading: Story = {
  args: {
    uploads: [
      { id: 'u1', name: 'Nájemní smlouvy.pdf', size: 4 * MB, status: 'uploading', progress: 0.4 },
      {
        id: 'u2',
        name: 'Plná.pdf',
        size: 12 * MB,
        status: 'error',
        error:
          'Soubor (3,4 MB) se do úložiště nevejde: zbývá 1,2 MB z 500 MB. Smažte prosím nepotřebné dokumenty.',
        retryable: false,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(/se do úložiště nevejde/)).toBeVisible()
    await expect(canvas.getByText('Nájemní smlouvy.pdf')).toBeVisible()
  },
}

export const AlmostFull: Story = {
  args: { result: { items: DOCS, usedBytes: 490 * MB, quotaBytes: 500 * MB } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Využito 490 MB z 500 MB')).toBeVisible()
  },
}

export const Empty: Story = {
  args: { result: { items: [], usedBytes: 0, quotaBytes: 500 * MB }, offers: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Zatím žádné dokumenty. Nahrajte první výše.')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { status: 'loading', result: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1, name: 'Dokumenty' })).toBeVisible()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', result: undefined },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}
