import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { MOBILE_GLOBALS } from '../kit/story-viewport.ts'
import { SaveSearchDialog, searchSummary, suggestedSearchTitle } from './SaveSearchDialog.tsx'

const QUERY = {
  kind: 'LISTING' as const,
  q: 'penzion',
  categories: ['REAL_ESTATE' as const],
  regions: ['CZ-64' as const],
  priceFrom: undefined,
  priceTo: 5_000_000,
}

const meta = {
  title: 'Screens/Discovery/SaveSearchDialog',
  component: SaveSearchDialog,
  args: {
    suggestedName: suggestedSearchTitle(QUERY),
    summary: searchSummary(QUERY),
    onSave: fn(),
    status: 'idle',
  },
} satisfies Meta<typeof SaveSearchDialog>
export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Uložit hledání' }))
    const dialog = await screen.findByRole('dialog', { name: 'Uložit hledání jako hlídacího psa' })
    await expect(
      within(dialog).getByText(/Hlídá: „penzion“, Nemovitost, Jihomoravský, do 5\s000\s000\sKč/),
    ).toBeInTheDocument()
    const name = within(dialog).getByRole('textbox', { name: 'Název' })
    await expect(name).toHaveValue('penzion · Nemovitost · Jihomoravský')
    await userEvent.clear(name)
    await userEvent.type(name, 'Penziony')
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Jak často upozorňovat' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Denní souhrn' }))
    await userEvent.click(within(dialog).getByRole('button', { name: 'Uložit hlídacího psa' }))
    await expect(args.onSave).toHaveBeenCalledWith({ name: 'Penziony', frequency: 'DAILY' })
  },
}

export const Saving: Story = {
  args: { status: 'saving', defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('button', { name: /Uložit hlídacího psa/ })).toHaveAttribute(
      'aria-busy',
      'true',
    )
  },
}

export const Saved: Story = {
  args: { status: 'saved', defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByText(/Hlídací pes je uložený\./)).toBeInTheDocument()
    await expect(within(dialog).getByRole('link', { name: 'Zobrazit hlídací psy' })).toHaveAttribute(
      'href',
      '/portal/watchdogs',
    )
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'idle', defaultOpen: true, error: 'Můžete mít nejvýše 20 hlídacích psů.' },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByText('Můžete mít nejvýše 20 hlídacích psů.')).toBeInTheDocument()
  },
}

/** Nothing filtered: it watches every new listing. */
export const NoFilters: Story = {
  args: {
    defaultOpen: true,
    summary: searchSummary({ ...QUERY, q: undefined, categories: [], regions: [], priceTo: undefined }),
    suggestedName: suggestedSearchTitle({
      ...QUERY,
      q: undefined,
      categories: [],
      regions: [],
      priceTo: undefined,
    }),
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByText('Hlídá: všechny nové investiční příležitosti')).toBeInTheDocument()
    await expect(within(dialog).getByRole('textbox', { name: 'Název' })).toHaveValue('Nové příležitosti')
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  args: { defaultOpen: true },
  play: async () => {
    const dialog = await screen.findByRole('dialog')
    await expect(within(dialog).getByRole('button', { name: 'Uložit hlídacího psa' })).toBeInTheDocument()
  },
}
