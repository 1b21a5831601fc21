import { BROWSE_COUNT_CAP, formatCzk, formatNumber, OFFER_SORT_LABELS, PRICE_ON_REQUEST } from '@rg/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { type ComponentProps, useState } from 'react'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { BROWSE_QUERY, BROWSE_RESULT, fitsViewport, MOBILE_GLOBALS, SERVICE_RESULT } from './fixtures.ts'
import { OfferBrowseScreen } from './OfferBrowseScreen.tsx'

const meta = {
  title: 'Screens/Offers/OfferBrowseScreen',
  component: OfferBrowseScreen,
  args: {
    kind: 'LISTING',
    status: 'ready',
    query: BROWSE_QUERY,
    result: BROWSE_RESULT,
    onQueryChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof OfferBrowseScreen>
export default meta
type Story = StoryObj<typeof meta>

/** Money and credits carry U+00A0; match them as written instead of collapsing the spaces. */
const exact = { normalizer: (s: string) => s.trim() }

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Investiční příležitosti' })).toBeVisible()
    const cards = within(canvas.getByRole('list', { name: 'Investiční příležitosti' })).getAllByRole(
      'article',
    )
    await expect(cards).toHaveLength(BROWSE_RESULT.items.length)
    // Price, empty price, location (city + region) and category label from the domain.
    await expect(canvas.getByText(formatCzk(24_500_000), exact)).toBeVisible()
    await expect(canvas.getByText(PRICE_ON_REQUEST)).toBeVisible()
    await expect(canvas.getByText(/České Budějovice, Jihočeský/)).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Činžovní dům v centru' })).toHaveAttribute(
      'href',
      '/portal/listings/101',
    )
    await expect(canvas.getByText('Nalezeno 42 nabídek')).toBeVisible()
  },
}

export const FilterByCategory: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    // On a wide screen the filters are inline; the "Filtry" sheet is for phones.
    await expect(canvas.queryByRole('button', { name: /^Filtry/ })).toBeNull()
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategorie' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Developerský projekt' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...BROWSE_QUERY,
      categories: ['DEVELOPMENT_PROJECT'],
      page: 1,
    })
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kraj' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Zlínský' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...BROWSE_QUERY,
      regions: ['CZ-72'],
      page: 1,
    })
  },
}

export const SearchAndPrice: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat v nabídkách' }), ' zlin ')
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cena od' }), '1000000')
    await expect(canvas.getByRole('textbox', { name: 'Cena od' })).toHaveValue(
      formatCzk(1_000_000).replace(/\s*Kč$/, ''),
    )
    await userEvent.click(canvas.getByRole('button', { name: 'Hledat' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...BROWSE_QUERY,
      q: 'zlin',
      priceFrom: 1_000_000,
      page: 1,
    })
  },
}

export const PriceRangeInvalid: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByRole('textbox', { name: 'Cena od' }), '5000000')
    await userEvent.type(canvas.getByRole('textbox', { name: /Cena do/ }), '1000000')
    await userEvent.click(canvas.getByRole('button', { name: 'Hledat' }))
    await expect(canvas.getByText('Cena od nesmí být vyšší než cena do.')).toBeVisible()
    await expect(args.onQueryChange).not.toHaveBeenCalled()
  },
}

export const SortAndPage: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('combobox', { name: 'Řazení' }))
    await userEvent.click(await screen.findByRole('option', { name: OFFER_SORT_LABELS['price-asc'] }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...BROWSE_QUERY, sort: 'price-asc', page: 1 })
    await userEvent.click(canvas.getByRole('button', { name: 'Stránka 2' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({ ...BROWSE_QUERY, page: 2 })
  },
}

export const Filtered: Story = {
  args: {
    query: {
      ...BROWSE_QUERY,
      q: 'dum',
      categories: ['REAL_ESTATE'],
      regions: ['CZ-31'],
      priceTo: 30_000_000,
    },
    result: { ...BROWSE_RESULT, items: BROWSE_RESULT.items.slice(0, 1), total: 1 },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('searchbox', { name: 'Hledat v nabídkách' })).toHaveValue('dum')
    await expect(canvas.getByText('Nalezena 1 nabídka')).toBeVisible()
    await expect(canvas.getByRole('combobox', { name: 'Kategorie' })).toHaveTextContent('Nemovitost')
    await userEvent.click(canvas.getByRole('button', { name: 'Zrušit filtry' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...args.query,
      q: undefined,
      categories: [],
      regions: [],
      priceFrom: undefined,
      priceTo: undefined,
      page: 1,
    })
  },
}

/** A price range matching more than the server counts: "více než 10 000", and pages end at the 10 000th result. */
export const ManyResults: Story = {
  args: {
    query: { ...BROWSE_QUERY, priceFrom: 1_000_000 },
    result: { ...BROWSE_RESULT, pageSize: 20, total: BROWSE_COUNT_CAP, totalCapped: true },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(`Nalezeno více než ${formatNumber(10_000)} nabídek`, exact)).toBeVisible()
    const nav = within(canvas.getByRole('navigation', { name: 'Stránkování' }))
    await expect(nav.getByRole('button', { name: 'Stránka 500' })).toBeVisible()
    await expect(nav.queryByRole('button', { name: 'Stránka 501' })).toBeNull()
  },
}

/** An exact count above the cap (plain browse is counted exactly): the number as it is, pages still end at 500. */
export const ManyResultsExact: Story = {
  args: { result: { ...BROWSE_RESULT, pageSize: 20, total: 97_028 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText(`Nalezeno ${formatNumber(97_028)} nabídek`, exact)).toBeVisible()
    const nav = within(canvas.getByRole('navigation', { name: 'Stránkování' }))
    await expect(nav.getByRole('button', { name: 'Stránka 500' })).toBeVisible()
  },
}

export const ManyResultsMobile: Story = {
  ...ManyResults,
  globals: MOBILE_GLOBALS,
  play: async (context) => {
    await ManyResults.play?.(context)
    await expect(fitsViewport()).toBe(true)
  },
}

export const Services: Story = {
  args: { kind: 'SERVICE', query: { ...BROWSE_QUERY, kind: 'SERVICE' }, result: SERVICE_RESULT },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { level: 1, name: 'Služby' })).toBeVisible()
    await expect(canvas.getByText('Nalezeny 2 služby')).toBeVisible()
    await expect(canvas.getByRole('link', { name: 'Právní prověrka nemovitosti' })).toHaveAttribute(
      'href',
      '/portal/services/201',
    )
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategorie' }))
    await expect(await screen.findByRole('option', { name: 'Právní služby' })).toBeVisible()
    await userEvent.keyboard('{Escape}')
  },
}

export const Loading: Story = {
  args: { status: 'loading', result: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Načítání nabídek...')
  },
}

export const Empty: Story = {
  args: { status: 'empty', result: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Zatím tu nic není' })).toBeVisible()
  },
}

export const NoResults: Story = {
  args: { query: { ...BROWSE_QUERY, q: 'hrad' }, result: { ...BROWSE_RESULT, items: [], total: 0 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('heading', { name: 'Nic jsme nenašli' })).toBeVisible()
    await userEvent.click(canvas.getAllByRole('button', { name: 'Zrušit filtry' })[1]!)
    await expect(args.onQueryChange).toHaveBeenCalled()
  },
}

export const ErrorState: Story = {
  name: 'Error',
  args: { status: 'error', result: undefined },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('alert')).toHaveTextContent('Seznam nabídek se nepodařilo načíst')
    await userEvent.click(canvas.getByRole('button', { name: 'Zkusit znovu' }))
    await expect(args.onRetry).toHaveBeenCalled()
  },
}

/** On a phone the filters wait behind "Filtry (N)", N the active ones, so the results start on the first screen. */
export const FiltersSheetMobile: Story = {
  globals: MOBILE_GLOBALS,
  args: { query: { ...BROWSE_QUERY, categories: ['REAL_ESTATE'], regions: ['CZ-31'] } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole('searchbox', { name: 'Hledat v nabídkách' })).toBeVisible()
    await expect(canvas.queryByRole('combobox', { name: 'Kategorie' })).toBeNull()
    await expect(canvas.queryByRole('textbox', { name: 'Cena od' })).toBeNull()
    // The first results are on the first screen.
    const firstCard = within(canvas.getByRole('list', { name: 'Investiční příležitosti' })).getAllByRole(
      'article',
    )[0]!
    await expect(firstCard.getBoundingClientRect().top).toBeLessThan(window.innerHeight)
    await userEvent.click(canvas.getByRole('button', { name: 'Filtry (2)' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filtry' })
    await expect(within(sheet).getByRole('combobox', { name: 'Kategorie' })).toHaveTextContent('Nemovitost')
    await expect(within(sheet).getByRole('combobox', { name: 'Kraj' })).toHaveTextContent('Jihočeský')
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Cena od' }), '1000000')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Zobrazit výsledky' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...args.query,
      priceFrom: 1_000_000,
      page: 1,
    })
    await expect(screen.queryByRole('dialog')).toBeNull()
    await expect(fitsViewport()).toBe(true)
  },
}

/** A bad price range in the sheet keeps it open with the error at its field. */
export const FiltersSheetInvalidMobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Filtry' }))
    const sheet = await screen.findByRole('dialog', { name: 'Filtry' })
    await userEvent.type(within(sheet).getByRole('textbox', { name: 'Cena od' }), '5000000')
    await userEvent.type(within(sheet).getByRole('textbox', { name: /Cena do/ }), '1000000')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Zobrazit výsledky' }))
    await expect(within(sheet).getByText('Cena od nesmí být vyšší než cena do.')).toBeVisible()
    await expect(args.onQueryChange).not.toHaveBeenCalled()
    await userEvent.keyboard('{Escape}')
    await expect(screen.queryByRole('dialog')).toBeNull()
  },
}

export const Mobile: Story = {
  globals: MOBILE_GLOBALS,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible()
    await expect(fitsViewport()).toBe(true)
  },
}

/** The screen with its query kept as the app keeps it in the URL: every applied change comes back as the query. */
function WithQuery(props: ComponentProps<typeof OfferBrowseScreen>) {
  const [query, setQuery] = useState(props.query)
  return (
    <OfferBrowseScreen
      {...props}
      query={query}
      onQueryChange={(next) => {
        props.onQueryChange(next)
        setQuery(next)
      }}
    />
  )
}

/** The fields show the applied search and prices, keep them after applying, and follow "Zrušit filtry". */
export const AppliedValuesKept: Story = {
  args: { query: { ...BROWSE_QUERY, q: 'dum', priceFrom: 1_000_000, priceTo: 30_000_000 } },
  render: (args) => <WithQuery {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const search = canvas.getByRole('searchbox', { name: 'Hledat v nabídkách' })
    const from = canvas.getByRole('textbox', { name: 'Cena od' })
    const to = canvas.getByRole('textbox', { name: /Cena do/ })
    await expect(search).toHaveValue('dum')
    await expect(from).toHaveValue(formatNumber(1_000_000))
    await expect(to).toHaveValue(formatNumber(30_000_000))
    await userEvent.clear(from)
    await userEvent.type(from, '2000000')
    await userEvent.click(canvas.getByRole('button', { name: 'Hledat' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...args.query,
      priceFrom: 2_000_000,
      page: 1,
    })
    await expect(search).toHaveValue('dum')
    await expect(from).toHaveValue(formatNumber(2_000_000))
    await expect(to).toHaveValue(formatNumber(30_000_000))
    // a category applies at once and leaves a price typed but not applied where it is
    await userEvent.type(to, '0')
    await userEvent.click(canvas.getByRole('combobox', { name: 'Kategorie' }))
    await userEvent.click(await screen.findByRole('option', { name: 'Developerský projekt' }))
    await expect(to).toHaveValue(formatNumber(300_000_000))
    await userEvent.click(canvas.getAllByRole('button', { name: 'Zrušit filtry' })[0]!)
    await expect(search).toHaveValue('')
    await expect(from).toHaveValue('')
    await expect(to).toHaveValue('')
  },
}

/** On a phone the sheet opens with the applied prices and applies them with the search text typed above it. */
export const FiltersSheetAppliedMobile: Story = {
  globals: MOBILE_GLOBALS,
  args: { query: { ...BROWSE_QUERY, priceFrom: 1_000_000 } },
  render: (args) => <WithQuery {...args} />,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole('button', { name: 'Filtry (1)' }))
    let sheet = await screen.findByRole('dialog', { name: 'Filtry' })
    await expect(within(sheet).getByRole('textbox', { name: 'Cena od' })).toHaveValue(formatNumber(1_000_000))
    await userEvent.keyboard('{Escape}')
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Hledat v nabídkách' }), 'penzion')
    await userEvent.click(canvas.getByRole('button', { name: 'Filtry (1)' }))
    sheet = await screen.findByRole('dialog', { name: 'Filtry' })
    await userEvent.type(within(sheet).getByRole('textbox', { name: /Cena do/ }), '9000000')
    await userEvent.click(within(sheet).getByRole('button', { name: 'Zobrazit výsledky' }))
    await expect(args.onQueryChange).toHaveBeenLastCalledWith({
      ...args.query,
      q: 'penzion',
      priceTo: 9_000_000,
      page: 1,
    })
    await userEvent.click(canvas.getByRole('button', { name: 'Filtry (2)' }))
    sheet = await screen.findByRole('dialog', { name: 'Filtry' })
    await expect(within(sheet).getByRole('textbox', { name: 'Cena od' })).toHaveValue(formatNumber(1_000_000))
    await expect(within(sheet).getByRole('textbox', { name: /Cena do/ })).toHaveValue(formatNumber(9_000_000))
  },
}
