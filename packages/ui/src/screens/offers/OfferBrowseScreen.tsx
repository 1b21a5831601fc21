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
import { type FormEvent, type ReactNode, useId, useRef, useState } from 'react'
import { Button } from '../../primitives/Button/Button.tsx'
import { Dialog } from '../../primitives/Dialog/Dialog.tsx'
import { EmptyState } from '../../primitives/EmptyState/EmptyState.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { Pagination } from '../../primitives/Pagination/Pagination.tsx'
import { PriceInput, priceText, priceValue } from '../../primitives/PriceInput/PriceInput.tsx'
import { Select } from '../../primitives/Select/Select.tsx'
import { TextField } from '../../primitives/TextField/TextField.tsx'
import { mq } from '../../theme/breakpoints.ts'
import { ErrorBlock, LoadingBlock, type ScreenStatus } from '../kit/blocks.tsx'
import { readForm, type SubmittedForm, submitted, useOutsideValue } from '../kit/form.ts'
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
  // One place for the search text and the prices: the applied query (the URL). The inline form's fields show it and
  // follow it when it changes from outside (back button, a link, the sheet); the phone's sheet starts from it each
  // time it opens (docs/decisions/1740-one-form-pattern.md).
  const inlineForm = useRef<HTMLFormElement>(null)
  const searchField = useOutsideValue<HTMLInputElement>(query.q ?? '')
  const priceFromField = useOutsideValue<HTMLInputElement>(priceText(query.priceFrom))
  const priceToField = useOutsideValue<HTMLInputElement>(priceText(query.priceTo))
  const [rangeError, setRangeError] = useState<string | null>(null)
  // Below the sm breakpoint the filters live in a sheet behind "Filtry (N)"; from sm they stay inline.
  const [sheetOpen, setSheetOpen] = useState(false)
  const sheetFormId = useId()
  const activeCount = activeFilterCount(query)

  const change = (patch: Partial<OfferListQuery>) => onQueryChange({ ...query, ...patch, page: 1 })

  /** Applies the search text and the prices; false (and the error shown) when the domain refuses them. */
  const apply = (text: string, prices: SubmittedForm): boolean => {
    const trimmed = text.trim()
    const priceFrom = priceValue(prices.raw('priceFrom'))
    const priceTo = priceValue(prices.raw('priceTo'))
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
    const form = submitted(event)
    // On a phone the price fields are in the closed sheet: open it so the error is seen where it is.
    if (!apply(form.raw('q'), form) && !window.matchMedia(mq.sm).matches) setSheetOpen(true)
  }

  const submitSheet = (event: FormEvent<HTMLFormElement>) => {
    const sheet = submitted(event)
    // the search text stays in the search box above the sheet
    const text = inlineForm.current ? readForm(inlineForm.current).raw('q') : (query.q ?? '')
    if (apply(text, sheet)) setSheetOpen(false)
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

  /** The filters, inline or in the sheet; the inline prices follow the applied query (their refs). */
  const filterFields = (inline: boolean) => (
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
      <PriceInput
        label="Cena od"
        name="priceFrom"
        defaultValue={query.priceFrom ?? null}
        ref={inline ? priceFromField : undefined}
      />
      <PriceInput
        label="Cena do"
        name="priceTo"
        defaultValue={query.priceTo ?? null}
        ref={inline ? priceToField : undefined}
        error={rangeError ?? undefined}
      />
    </>
  )

  return (
    <div className={kit.page}>
      <PageHeader title={copy.title} lead={copy.lead} />
      <search aria-label={copy.search}>
        <form className={kit.stack} onSubmit={submit} ref={inlineForm}>
          <div className={kit.searchRow}>
            <TextField
              label={copy.search}
              type="search"
              name="q"
              defaultValue={query.q ?? ''}
              ref={searchField}
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
          <div className={css.filtersInline}>{filterFields(true)}</div>
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
          {filterFields(false)}
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
