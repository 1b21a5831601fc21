import { formatCzk, formatDate } from '@rg/domain/czech-format'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { mobileFrame } from '../../internal/story-helpers.tsx'
import { Badge } from '../Badge/Badge.tsx'
import { Table, type TableColumn } from './Table.tsx'

interface Row {
  id: string
  name: string
  city: string
  price: number | null
  created: string
  status: string
}

const rows: Row[] = [
  {
    id: '1',
    name: 'Bytový dům Brno-střed',
    city: 'Brno',
    price: 48_500_000,
    created: '2026-11-02',
    status: 'Publikováno',
  },
  {
    id: '2',
    name: 'Pozemek pro rezidenční výstavbu',
    city: 'Říčany',
    price: null,
    created: '2026-10-18',
    status: 'Čeká na schválení',
  },
  {
    id: '3',
    name: 'Pohledávka za developerem',
    city: 'Ostrava',
    price: 2_300_000,
    created: '2026-09-30',
    status: 'Pozastaveno',
  },
]

const columns: TableColumn<Row>[] = [
  { key: 'name', header: 'Název' },
  { key: 'city', header: 'Město' },
  { key: 'price', header: 'Cena', numeric: true, cell: (r) => formatCzk(r.price) },
  { key: 'created', header: 'Vytvořeno', cell: (r) => formatDate(r.created) },
  { key: 'status', header: 'Stav', cell: (r) => <Badge tone="outline">{r.status}</Badge> },
]

const meta = {
  title: 'Primitives/Table',
  component: Table<Row>,
  args: { caption: 'Moje nabídky', columns, rows, rowKey: (r: Row) => r.id },
} satisfies Meta<typeof Table<Row>>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Moje nabídky' })
    await expect(within(table).getAllByRole('row')).toHaveLength(4)
    await expect(table).toHaveTextContent('Cena na dotaz')
  },
}
export const Loading: Story = { args: { status: 'loading' } }
export const Empty: Story = {
  args: { rows: [], emptyText: 'Zatím nemáte žádné nabídky.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveTextContent('Zatím nemáte žádné nabídky.')
  },
}
export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Data se nepodařilo načíst.')
  },
}
export const Mobile: Story = { decorators: [mobileFrame] }

/** narrow="cards" on a wide screen: the same table as Default. */
export const CardsWide: Story = {
  args: { narrow: 'cards' },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Moje nabídky' })
    await expect(getComputedStyle(within(table).getAllByRole('row')[1]!).display).toBe('table-row')
    await expect(within(table).getByRole('columnheader', { name: 'Cena' })).toBeVisible()
  },
}

/** narrow="cards" on a phone: each row a card of "column: value" lines, nothing to scroll sideways. */
export const CardsMobile: Story = {
  args: { narrow: 'cards' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    const table = canvas.getByRole('table', { name: 'Moje nabídky' })
    // Still a table for screen readers: a header row and three rows of five cells.
    const rows = within(table).getAllByRole('row')
    await expect(rows).toHaveLength(4)
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5)
    await expect(within(rows[1]!).getAllByRole('cell')).toHaveLength(5)
    // Shown as cards: a row is a box with its cells stacked, the region does not scroll sideways.
    await expect(getComputedStyle(rows[1]!).display).toBe('flex')
    const [first, second] = within(rows[1]!).getAllByRole('cell')
    await expect(second!.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      first!.getBoundingClientRect().bottom,
    )
    await expect(first).toHaveAttribute('data-label', 'Název')
    const region = canvas.getByRole('region', { name: 'Moje nabídky' })
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth)
  },
}

export const CardsMobileEmpty: Story = {
  args: { narrow: 'cards', rows: [], emptyText: 'Zatím nemáte žádné nabídky.' },
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveTextContent('Zatím nemáte žádné nabídky.')
  },
}
