import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fireEvent, fn, userEvent, waitFor, within } from 'storybook/test'
import { mobileFrame } from '../../internal/story-helpers.tsx'
import { FileUpload, type UploadItem } from './FileUpload.tsx'

function photo(hue: number) {
  return `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 120"><rect width="160" height="120" fill="hsl(${hue} 35% 80%)"/><path d="M0 90 L50 50 L85 80 L115 60 L160 95 V120 H0Z" fill="hsl(${hue} 45% 35%)"/></svg>`,
  )}`
}

const PHOTOS: UploadItem[] = [
  { id: 'p1', name: 'fasada.jpg', size: 1_450_000, status: 'done', previewUrl: photo(210) },
  { id: 'p2', name: 'obyvaci-pokoj.webp', size: 830_000, status: 'done', previewUrl: photo(30) },
  {
    id: 'p3',
    name: 'zahrada.png',
    size: 2_100_000,
    status: 'uploading',
    progress: 0.45,
    previewUrl: photo(120),
  },
  {
    id: 'p4',
    name: 'sklep.jpg',
    size: 2_900_000,
    status: 'error',
    error: 'Soubor se nepodařilo nahrát. Zkontrolujte připojení.',
  },
]

const DOCS: UploadItem[] = [
  { id: 'd1', name: 'list-vlastnictvi.pdf', size: 420_000, status: 'done' },
  { id: 'd2', name: 'financni-model-2026.xlsx', size: 5_600_000, status: 'uploading', progress: 0.7 },
  {
    id: 'd3',
    name: 'znalecky-posudek.docx',
    size: 12_000_000,
    status: 'error',
    error: 'Nahrávání bylo přerušeno.',
  },
]

/** A stand-in for the app: keeps the list and "uploads" accepted files with a progress bar. */
function Stateful(
  props: Omit<Parameters<typeof FileUpload>[0], 'items' | 'onRemove'> & { initial: UploadItem[] },
) {
  const { initial, onFilesAdded, onReorder, onCoverChange, ...rest } = props
  const [items, setItems] = useState(initial)
  const [cover, setCover] = useState<string | null>(initial[0]?.id ?? null)
  return (
    <FileUpload
      {...rest}
      items={items}
      coverId={cover}
      onFilesAdded={(files) => {
        onFilesAdded(files)
        setItems((list) => [
          ...list,
          ...files.map((f, i) => ({
            id: `new-${list.length + i}`,
            name: f.name,
            size: f.size,
            status: 'uploading' as const,
            progress: 0.3,
          })),
        ])
      }}
      onRemove={(id) => setItems((list) => list.filter((item) => item.id !== id))}
      onReorder={(ids) => {
        onReorder?.(ids)
        setItems((list) => ids.map((id) => list.find((item) => item.id === id)!))
      }}
      onCoverChange={(id) => {
        onCoverChange?.(id)
        setCover(id)
      }}
    />
  )
}

function file(name: string, size: number, type: string): File {
  const f = new File(['x'], name, { type })
  Object.defineProperty(f, 'size', { value: size })
  return f
}

function choose(input: HTMLInputElement, files: File[]) {
  const dt = new DataTransfer()
  for (const f of files) dt.items.add(f)
  Object.defineProperty(input, 'files', { value: dt.files, configurable: true })
  fireEvent.change(input)
}

const meta = {
  title: 'Primitives/FileUpload',
  component: FileUpload,
  args: {
    kind: 'document',
    label: 'Přílohy nabídky',
    items: [],
    onFilesAdded: fn(),
    onRemove: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof FileUpload>
export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const DocumentsWithProgress: Story = {
  args: { items: DOCS },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole('progressbar', { name: 'Nahrávání financni-model-2026.xlsx' }),
    ).toHaveAttribute('value', '70')
    await expect(canvas.getByRole('alert')).toHaveTextContent('Nahrávání bylo přerušeno.')
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalledWith('d3')
    await userEvent.click(canvas.getByRole('button', { name: 'Odebrat list-vlastnictvi.pdf' }))
    await expect(args.onRemove).toHaveBeenCalledWith('d1')
  },
}

/** Accepted files go to onFilesAdded; wrong type and oversize ones are explained in Czech (domain rules). */
export const RejectsInvalidFiles: Story = {
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement
    const good = file('smlouva.pdf', 200_000, 'application/pdf')
    choose(input, [
      good,
      file('virus.exe', 1000, 'application/x-msdownload'),
      file('obrovsky.pdf', 25_000_000, 'application/pdf'),
    ])
    await expect(args.onFilesAdded).toHaveBeenCalledWith([good])
    const alert = within(canvasElement).getByRole('alert')
    await expect(alert).toHaveTextContent('Soubor „virus.exe“ má nepodporovaný formát.')
    await expect(alert).toHaveTextContent(
      'Soubor „obrovsky.pdf“ je příliš velký. Maximální velikost je 20 MB.',
    )
  },
}

export const DragAndDrop: Story = {
  play: async ({ args, canvasElement }) => {
    const zone = within(canvasElement).getByRole('region', { name: 'Přílohy nabídky' })
    const dt = new DataTransfer()
    const dropped = file(
      'rozpocet.xlsx',
      50_000,
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    )
    dt.items.add(dropped)
    zone.dispatchEvent(new DragEvent('dragover', { bubbles: true, cancelable: true, dataTransfer: dt }))
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'true'))
    zone.dispatchEvent(new DragEvent('drop', { bubbles: true, cancelable: true, dataTransfer: dt }))
    await waitFor(() => expect(args.onFilesAdded).toHaveBeenCalledWith([dropped]))
    await waitFor(() => expect(zone).toHaveAttribute('data-dragging', 'false'))
  },
}

export const Photos: Story = {
  args: {
    kind: 'image',
    label: 'Fotografie nabídky',
    items: PHOTOS,
    coverId: 'p1',
    onCoverChange: fn(),
    onReorder: fn(),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    // the failed upload does not count and cannot become the cover
    await expect(canvas.getByText('3 / 30')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Nastavit jako titulní: sklep.jpg' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Titulní fotografie: fasada.jpg' })).toHaveAttribute(
      'aria-pressed',
      'true',
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Nastavit jako titulní: obyvaci-pokoj.webp' }))
    await expect(args.onCoverChange).toHaveBeenCalledWith('p2')
    await userEvent.click(canvas.getByRole('button', { name: 'Posunout dozadu: fasada.jpg' }))
    // the failed upload is not stored, so it has no place in the order
    await expect(args.onReorder).toHaveBeenCalledWith(['p2', 'p1', 'p3'])
    await expect(canvas.queryByRole('button', { name: 'Posunout dozadu: sklep.jpg' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Posunout dozadu: zahrada.png' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Posunout dopředu: fasada.jpg' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Nastavit jako titulní: zahrada.png' })).toBeDisabled()
  },
}

/** With the app's state: choosing a cover and moving photos update the grid. */
export const PhotosInteractive: Story = {
  args: { kind: 'image', label: 'Fotografie nabídky' },
  render: (args) => <Stateful {...args} initial={PHOTOS} />,
}

/** Dragging one photo tile onto another reorders them. */
export const PhotoDragReorder: Story = {
  args: { kind: 'image', label: 'Fotografie nabídky', onReorder: fn() },
  render: (args) => <Stateful {...args} initial={PHOTOS.slice(0, 3)} />,
  play: async ({ args, canvasElement }) => {
    const tiles = canvasElement.querySelectorAll('li[draggable="true"]')
    const dt = new DataTransfer()
    const drag = (type: string, el: Element) =>
      el.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: dt }))
    drag('dragstart', tiles[2]!)
    await new Promise((r) => setTimeout(r, 50))
    drag('dragover', tiles[0]!)
    await new Promise((r) => setTimeout(r, 50))
    drag('drop', tiles[0]!)
    await expect(args.onReorder).toHaveBeenCalledWith(['p3', 'p1', 'p2'])
  },
}

/** At most 30 photos: extra files are refused with the count left. */
export const PhotoLimit: Story = {
  args: { kind: 'image', label: 'Fotografie nabídky' },
  render: (args) => (
    <Stateful
      {...args}
      initial={Array.from({ length: 29 }, (_, i) => ({
        id: `p${i}`,
        name: `foto-${i + 1}.jpg`,
        size: 900_000,
        status: 'done' as const,
      }))}
    />
  ),
  play: async ({ args, canvasElement }) => {
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement
    choose(input, [file('a.jpg', 1000, 'image/jpeg'), file('b.jpg', 1000, 'image/jpeg')])
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'K nabídce lze nahrát nejvýše 30 fotografií. Můžete přidat ještě 1 fotografii.',
    )
    await expect(args.onFilesAdded).toHaveBeenCalledWith([expect.objectContaining({ name: 'a.jpg' })])
    await expect(within(canvasElement).getByText('30 / 30')).toBeInTheDocument()
    await expect(within(canvasElement).getByRole('button', { name: 'Vybrat fotografie' })).toBeDisabled()
  },
}

/**
 * The server refused a photo (not an image, too large): explained, not counted, no retry, no cover choice and no
 * place in the order (no arrows, not draggable).
 */
export const PhotoRefused: Story = {
  args: {
    kind: 'image',
    label: 'Fotografie nabídky',
    coverId: 'p1',
    onCoverChange: fn(),
    onReorder: fn(),
    items: [
      PHOTOS[0]!,
      {
        id: 'bad',
        name: 'smlouva.jpg',
        size: 40_000,
        status: 'error',
        retryable: false,
        error:
          'Obsah souboru „smlouva.jpg“ neodpovídá jeho příponě JPG. Nahrajte prosím skutečný soubor tohoto typu.',
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('neodpovídá jeho příponě')
    await expect(canvas.getByText('1 / 30')).toBeInTheDocument()
    await expect(canvas.queryByRole('button', { name: 'Zkusit znovu' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: 'Nastavit jako titulní: smlouva.jpg' })).toBeNull()
    await expect(canvas.queryByRole('button', { name: /^Posunout .*: smlouva\.jpg$/ })).toBeNull()
    await expect(canvas.getByText('smlouva.jpg').closest('li')).toHaveAttribute('draggable', 'false')
    // the one stored photo has nowhere to move
    await expect(canvas.getByRole('button', { name: 'Posunout dozadu: fasada.jpg' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Odebrat smlouva.jpg' })).toBeEnabled()
  },
}

export const Disabled: Story = { args: { disabled: true, items: DOCS.slice(0, 1) } }

export const Mobile: Story = {
  decorators: [mobileFrame],
  args: { kind: 'image', label: 'Fotografie nabídky' },
  render: (args) => <Stateful {...args} initial={PHOTOS.slice(0, 2)} />,
}
