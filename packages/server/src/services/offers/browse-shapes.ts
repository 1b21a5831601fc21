import type { OfferListQueryInput } from '@rg/domain/offers'

/**
 * Every sort and filter of the browse screens, the searches of issues 17 and 32 (a town, a city, two and three words,
 * a prefix while typing, one letter, no match) and deep pages: what the API benchmark
 * (scripts/bench/api.mjs) measures and offer-list.scale.test.ts EXPLAINs.
 */
export const BROWSE_SHAPES: readonly { name: string; query: OfferListQueryInput; signedIn?: boolean }[] = [
  { name: 'browse newest', query: {} },
  { name: 'browse newest (signed in)', query: {}, signedIn: true },
  { name: 'price asc', query: { sort: 'price-asc' } },
  { name: 'price desc', query: { sort: 'price-desc' } },
  { name: 'region + category', query: { regions: ['CZ-64'], categories: ['REAL_ESTATE'] } },
  { name: 'two regions, price desc', query: { regions: ['CZ-64', 'CZ-80'], sort: 'price-desc' } },
  { name: 'price range', query: { priceFrom: 5_000_000, priceTo: 10_000_000 } },
  { name: 'price range, price asc', query: { priceFrom: 5_000_000, priceTo: 10_000_000, sort: 'price-asc' } },
  // a common range over every category (the second data set's prices are log-uniform: many fall here)
  { name: 'price range 2–5 mil.', query: { priceFrom: 2_000_000, priceTo: 5_000_000 } },
  {
    name: 'price range 2–5 mil. (signed in)',
    query: { priceFrom: 2_000_000, priceTo: 5_000_000 },
    signedIn: true,
  },
  { name: 'services', query: { kind: 'SERVICE' } },
  { name: "search 'zlin'", query: { q: 'zlin' } },
  { name: "search 'cinzovni dum'", query: { q: 'cinzovni dum' } },
  { name: "prefix 'cinz'", query: { q: 'cinz' } },
  { name: "search 'zlin' (signed in)", query: { q: 'zlin' }, signedIn: true },
  { name: "search 'brno' (a city)", query: { q: 'brno' } },
  { name: "search 'bytovy dum trutnov'", query: { q: 'bytovy dum trutnov' } },
  { name: "search 'c' (one letter)", query: { q: 'c' } },
  { name: "search 'xyzzy' (no match)", query: { q: 'xyzzy' } },
  { name: 'page 2 newest', query: { page: 2 } },
  { name: 'page 50 newest', query: { page: 50 } },
  { name: 'page 200 newest', query: { page: 200 } },
  { name: 'page 500 price asc (last)', query: { page: 500, sort: 'price-asc' } },
]
