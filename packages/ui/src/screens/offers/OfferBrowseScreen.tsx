import {
  BROWSE_COUNT_CAP,
  type CzechPluralForms,
  categoriesForKind,
  fieldErrors,
  formatNumber,
  OFFER_SORT_LABELS,
  OFFER_SORTS,
  type OfferCategory,
  type OfferKind,
  type OfferListQuery,
  type OfferListResponse,
  type OfferSort,
  type OfferTeaser,
  offerListQuerySchema,
  pluralCs,
  REGIONS,
  type RegionCode,
  safeParseCs,
  toApiIssues,
} from '@rg/domain'
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { Dialog } from '../../primitives/Dialog/Dialog.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Pagination } from '../../primitives/Pagination/Pagination.tsx'
import { PriceInput } from '../../primitives/PriceInput/PriceInput.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { mq } from '../../theme/breakpoints.ts'
import { ErrorBlock, LoadingBlock, type ScreenStatus } from '../kit/blocks.tsx'
import * as kit from '../kit/kit.css.ts'
import { offerPath } from '../kit/offer-path.ts'
import { OfferTeaserCard } from '../kit/offer-teaser.tsx'
import { PageHeader } from '../parts/parts.tsx'
import * as css from './parts/offers.css.ts'

const ALL = 'ALL'

export interface OfferBrowseScreenProps {
  kind: OfferKind
  /** The whole query (search, filters, sort, page), controlled: the app keeps it in the URL. */
  query: OfferListQuery
  /** Called with the next query; a change of search, filters or sort goes back to page 1. */
  onQueryChange: (next: OfferListQuery) => void
  status: ScreenStatus
  /** The current page of results (status 'ready'). */
  result?: OfferListResponse
  onRetry?: () => void
  /** Per card: the heart and "Porovnat" (issue 34), wired by the app. */
  cardActions?: (offer: OfferTeaser) => ReactNode
  /** Beside the sort: "Uložit hledání" (SaveSearchDialog). */
  toolbar?: ReactNode
  /** Under the results: the compare bar. */
  footer?: ReactNode
  /** The list or the map view (?view=map): links between them in the results bar. */
  views?: { current: 'list' | 'map'; listHref: string; mapHref: string }
  /** The map (the app loads it only on the map view), drawn above the list. */
  map?: ReactNode
}

const FOUND_FORMS: CzechPluralForms = ['Nalezena', 'Nalezeny', 'Nalezeno']

/** "Nalezeno 42 nabídek", or "Nalezeno více než 10 000 nabídek" when the server stopped counting (totalCapped). */
function foundText(result: OfferListResponse, forms: CzechPluralForms): string {
  if (result.totalCapped) return `Nalezeno více než ${formatNumber(result.total)} ${forms[2]}`
  return `${pluralCs(result.total, FOUND_FORMS)} ${formatNumber(result.total)} ${pluralCs(result.total, forms)}`
}

const COPY: Record<
  OfferKind,
  { title: string; lead: string; search: string; noun: string; forms: CzechPluralForms }
> = {
  LISTING: {
    title: 'Investiční příležitosti',
    lead: 'Neveřejné nabídky nemovitostí, projektů, pohledávek a podílů. Podrobnosti odemknete kredity.',
    search: 'Hledat v nabídkách',
    noun: 'nabídek',
    forms: ['nabídka', 'nabídky', 'nabídek'],
  },
  SERVICE: {
    title: 'Služby',
    lead: 'Právní služby, odhady, financování, daně a správa nemovitostí od ověřených poskytovatelů.',
    search: 'Hledat ve službách',
    noun: 'služeb',
    forms: ['služba', 'služby', 'služeb'],
  },
}

function hasFilters(q: OfferListQuery): boolean {
  return Boolean(
    q.q || q.categories.length > 0 || q.regions.length > 0 || q.priceFrom != null || q.priceTo != null,
  )
}

/** How many filters (category, region, price from, price to) the query applies; the search text is not one. */
export function activeFilterCount(q: OfferListQuery): number {
  return (
    (q.categories.length > 0 ? 1 : 0) +
    (q.regions.length > 0 ? 1 : 0) +
    (q.priceFrom != null ? 1 : 0) +
    (q.priceTo != null ? 1 : 0)
  )
}

/** /portal/listings and /portal/services: search, filters, sort, a grid of teaser cards and pages. */
export function OfferBrowseScreen({
  kind,
  query,
  onQueryChange,
  status,
  result,
  onRetry,
  cardActions,
  toolbar,
  footer,
  views,
  map,
}: OfferBrowseScreenProps) {
  const copy = COPY[kind]
  const [text, setText] = useState(query.q ?? '')
  const [priceFrom, setPriceFrom] = useState<number | null>(query.priceFrom ?? null)
  const [priceTo, setPriceTo] = useState<number | null>(query.priceTo ?? null)
  const [rangeError, setRangeError] = useState<string | null>(null)
  // Below the sm breakpoint the filters live in a sheet behind "Filtry (N)"; from sm they stay inline.
  const [sheetOpen, setSheetOpen] = useState(false)
  const sheetFormId = useId()
  const activeCount = activeFilterCount(query)

  // The query can change from outside (back button, a link): the drafts follow it.
  useEffect(() => setText(query.q ?? ''), [query.q])
  useEffect(() => setPriceFrom(query.priceFrom ?? null), [query.priceFrom])
  useEffect(() => setPriceTo(query.priceTo ?? null), [query.priceTo])

  const change = (patch: Partial<OfferListQuery>) => onQueryChange({ ...query, ...patch, page: 1 })

  /** Applies the search text and the price drafts; false (and the error shown) when the domain refuses them. */
  const apply = (): boolean => {
    const trimmed = text.trim()
    // The domain's query schema holds the rules (price range, lengths) and their Czech messages.
    const parsed = safeParseCs(offerListQuerySchema, {
      ...query,
      q: trimmed === '' ? undefined : trimmed,
      priceFrom: priceFrom ?? undefined,
      priceTo: priceTo ?? undefined,
      page: 1,
    })
    if (!parsed.success) {
      const errors = fieldErrors(toApiIssues(parsed.error))
      setRangeError(errors.priceTo ?? errors.priceFrom ?? errors.q ?? Object.values(errors)[0] ?? null)
      return false
    }
    setRangeError(null)
    onQueryChange(parsed.data)
    return true
  }

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // On a phone the price fields are in the closed sheet: open it so the error is seen where it is.
    if (!apply() && !window.matchMedia(mq.sm).matches) setSheetOpen(true)
  }

  const submitSheet = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (apply()) setSheetOpen(false)
  }

  const reset = () => {
    setRangeError(null)
    onQueryChange({
      ...query,
      q: undefined,
      categories: [],
      regions: [],
      priceFrom: undefined,
      priceTo: undefined,
      page: 1,
    })
  }

  const categoryOptions = [
    { value: ALL, label: 'Všechny kategorie' },
    ...categoriesForKind(kind).map((c) => ({ value: c.code, label: c.label })),
  ]
  const regionOptions = [
    { value: ALL, label: 'Všechny kraje' },
    ...REGIONS.map((r) => ({ value: r.code, label: r.label })),
  ]
  const sortOptions = OFFER_SORTS.map((s) => ({ value: s, label: OFFER_SORT_LABELS[s] }))
  // Pages reach the first BROWSE_COUNT_CAP results (docs/decisions/0852-browse-counts-and-pages.md).
  const pageCount = result
    ? Math.max(1, Math.ceil(Math.min(result.total, BROWSE_COUNT_CAP) / result.pageSize))
    : 1

  const filterFields = (
    <>
      <Select
        label="Kategorie"
        options={categoryOptions}
        value={query.categories[0] ?? ALL}
        onValueChange={(v) => change({ categories: v === ALL ? [] : [v as OfferCategory] })}
      />
      <Select
        label="Kraj"
        options={regionOptions}
        value={query.regions[0] ?? ALL}
        onValueChange={(v) => change({ regions: v === ALL ? [] : [v as RegionCode] })}
      />
      <PriceInput label="Cena od" name="priceFrom" value={priceFrom} onValueChange={setPriceFrom} />
      <PriceInput
        label="Cena do"
        name="priceTo"
        value={priceTo}
        onValueChange={setPriceTo}
        error={rangeError ?? undefined}
      />
    </>
  )

  return (
    <div className={kit.page}>
      <PageHeader title={copy.title} lead={copy.lead} />
      <search aria-label={copy.search}>
        <form className={kit.stack} onSubmit={submit}>
          <div className={kit.searchRow}>
            <TextField
              label={copy.search}
              type="search"
              name="q"
              value={text}
              onChange={(e) => setText(e.target.value)}
              placeholder="např. byt Brno, pohledávka, penzion"
            />
            <div className={kit.row}>
              <Button type="submit">Hledat</Button>
              <Button
                variant="secondary"
                className={css.narrowOnly}
                aria-haspopup="dialog"
                onClick={() => setSheetOpen(true)}
              >
                {activeCount > 0 ? `Filtry (${activeCount})` : 'Filtry'}
              </Button>
            </div>
          </div>
          <div className={css.filtersInline}>{filterFields}</div>
        </form>
      </search>
      <Dialog
        open={sheetOpen}
        onOpenChange={setSheetOpen}
        title="Filtry"
        footer={
          <>
            {activeCount > 0 ? (
              <Button
                variant="ghost"
                onClick={() => {
                  reset()
                  setSheetOpen(false)
                }}
              >
                Zrušit filtry
              </Button>
            ) : null}
            <Button type="submit" form={sheetFormId}>
              Zobrazit výsledky
            </Button>
          </>
        }
      >
        <form id={sheetFormId} className={kit.stack} onSubmit={submitSheet}>
          {filterFields}
        </form>
      </Dialog>

      <div className={css.resultsBar}>
        <p className={kit.muted} aria-live="polite">
          {status === 'ready' && result ? foundText(result, copy.forms) : ''}
        </p>
        <div className={kit.row}>
          {toolbar}
          {views ? (
            <nav aria-label="Zobrazení" className={kit.row}>
              <Link href={views.listHref} aria-current={views.current === 'list' ? 'page' : undefined}>
                Seznam
              </Link>
              <Link href={views.mapHref} aria-current={views.current === 'map' ? 'page' : undefined}>
                Mapa
              </Link>
            </nav>
          ) : null}
          {hasFilters(query) ? (
            <Button variant="ghost" onClick={reset}>
              Zrušit filtry
            </Button>
          ) : null}
          <Select
            label="Řazení"
            options={sortOptions}
            value={query.sort}
            onValueChange={(v) => change({ sort: v as OfferSort })}
          />
        </div>
      </div>

      {map}
      {status === 'loading' ? <LoadingBlock label={`Načítání ${copy.noun}...`} cards={6} /> : null}
      {status === 'error' ? (
        <ErrorBlock title={`Seznam ${copy.noun} se nepodařilo načíst`} onRetry={onRetry} />
      ) : null}
      {status === 'empty' || (status === 'ready' && result?.items.length === 0) ? (
        <EmptyState
          title={hasFilters(query) ? 'Nic jsme nenašli' : 'Zatím tu nic není'}
          description={
            hasFilters(query)
              ? 'Zkuste upravit hledaný text nebo zrušit některé filtry.'
              : 'Nové nabídky přibývají průběžně, podívejte se sem brzy znovu.'
          }
          action={
            hasFilters(query) ? (
              <Button variant="secondary" onClick={reset}>
                Zrušit filtry
              </Button>
            ) : undefined
          }
        />
      ) : null}
      {status === 'ready' && result && result.items.length > 0 ? (
        <>
          <ul className={kit.grid} aria-label={copy.title}>
            {result.items.map((offer) => (
              <li key={offer.id}>
                <OfferTeaserCard
                  offer={offer}
                  href={offerPath('portal', offer.kind, offer.id)}
                  actions={cardActions?.(offer)}
                />
              </li>
            ))}
          </ul>
          <Pagination
            page={query.page}
            pageCount={pageCount}
            onPageChange={(page) => onQueryChange({ ...query, page })}
          />
        </>
      ) : null}
      {footer}
    </div>
  )
}
