import type {
  BusinessCard,
  OfferDetail,
  OfferHistoryEntry,
  OfferListQuery,
  OfferListResponse,
  OfferSummary,
  OfferTeaser,
  Review,
  ReviewListResponse,
} from '@rg/domain'
import { endpointUrl } from '@rg/domain'

/** The download link of the demo listing's memorandum, as the API builds it. */
export const MEMORANDUM_URL = endpointUrl('downloadOfferDocument', {
  params: { id: 1, documentId: '00000000-0000-4000-8000-000000000301' },
})

/** Realistic Czech fixtures for the offers screens' stories (no network; the photo URLs go through /img). */

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`

const photo = (n: number, position = 0) => ({
  id: uuid(1000 + n * 10 + position),
  url: `listing-images/demo/${n}-${position}.webp`,
  width: 1600,
  height: 1067,
  sizeBytes: 214_000 + position * 1_000,
  position,
  name: null,
})

const teaserBase: Pick<
  OfferTeaser,
  'status' | 'unlocked' | 'isOwn' | 'pubKeywords' | 'pubDescription' | 'publishedAt'
> = {
  status: 'PUBLISHED',
  unlocked: false,
  isOwn: false,
  pubKeywords: [],
  pubDescription: null,
  publishedAt: '2026-11-02T09:15:00.000Z',
}

export const TEASERS: OfferTeaser[] = [
  {
    ...teaserBase,
    id: 101,
    kind: 'LISTING',
    category: 'REAL_ESTATE',
    pubName: 'Činžovní dům v centru',
    pubNameSecondary: 'Osm bytů, plně pronajato',
    city: 'České Budějovice',
    region: 'CZ-31',
    pubPrice: 24_500_000,
    photos: [photo(101), photo(101, 1)],
  },
  {
    ...teaserBase,
    id: 102,
    kind: 'LISTING',
    category: 'DEVELOPMENT_PROJECT',
    pubName: 'Rezidenční projekt u lesa',
    pubNameSecondary: 'Stavební povolení na 24 bytů',
    city: 'Říčany',
    region: 'CZ-20',
    pubPrice: null,
    photos: [],
  },
  {
    ...teaserBase,
    id: 103,
    kind: 'LISTING',
    category: 'FINANCIAL_CONTRACT',
    pubName: 'Zajištěná pohledávka za developerem',
    pubNameSecondary: 'Zástava na pozemcích, splatnost 2028',
    city: 'Brno',
    region: 'CZ-64',
    pubPrice: 3_800_000,
    photos: [photo(103)],
    unlocked: true,
  },
  {
    ...teaserBase,
    id: 104,
    kind: 'LISTING',
    category: 'COMPANY_SHARE',
    pubName: 'Podíl ve strojírenské firmě',
    pubNameSecondary: '30 % ve ziskové rodinné firmě',
    city: 'Zlín',
    region: 'CZ-72',
    pubPrice: 12_000_000,
    photos: [photo(104)],
  },
  {
    ...teaserBase,
    id: 105,
    kind: 'LISTING',
    category: 'REAL_ESTATE',
    pubName: 'Penzion na Šumavě',
    pubNameSecondary: '12 pokojů, vlastní restaurace',
    city: 'Železná Ruda',
    region: 'CZ-32',
    pubPrice: 18_900_000,
    photos: [photo(105)],
    isOwn: true,
  },
  {
    ...teaserBase,
    id: 106,
    kind: 'LISTING',
    category: 'OTHER_OPPORTUNITY',
    pubName: 'Pozemky pro logistický areál',
    pubNameSecondary: '4,2 ha u dálničního sjezdu',
    city: 'Ostrava',
    region: 'CZ-80',
    pubPrice: 61_000_000,
    photos: [photo(106)],
  },
]

export const SERVICE_TEASERS: OfferTeaser[] = [
  {
    ...teaserBase,
    id: 201,
    kind: 'SERVICE',
    category: 'LEGAL',
    pubName: 'Právní prověrka nemovitosti',
    pubNameSecondary: 'Due diligence do deseti pracovních dnů',
    city: 'Praha',
    region: 'CZ-10',
    pubPrice: 15_000,
    photos: [],
  },
  {
    ...teaserBase,
    id: 202,
    kind: 'SERVICE',
    category: 'VALUATION',
    pubName: 'Znalecký posudek bytu a domu',
    pubNameSecondary: 'Pro banku, dědictví i prodej',
    city: 'Olomouc',
    region: 'CZ-71',
    pubPrice: 6_500,
    photos: [photo(202)],
  },
]

export const BROWSE_QUERY: OfferListQuery = {
  kind: 'LISTING',
  page: 1,
  pageSize: 6,
  categories: [],
  regions: [],
  sort: 'newest',
}

export const BROWSE_RESULT: OfferListResponse = { items: TEASERS, page: 1, pageSize: 6, total: 42 }
export const SERVICE_RESULT: OfferListResponse = { items: SERVICE_TEASERS, page: 1, pageSize: 6, total: 2 }

export const OWNER_CARD: BusinessCard = {
  userId: uuid(7),
  name: 'Jana Dvořáková',
  company: 'Dvořáková Reality s.r.o.',
  phone: '+420777123456',
  email: 'jana.dvorakova@example.cz',
  avatarUrl: null,
  verified: true,
}

/** A listing as a signed-in user who has not unlocked it receives it: the teaser only. */
export const LOCKED_LISTING: OfferDetail = {
  ...TEASERS[0]!,
  pubKeywords: ['činžovní dům', 'výnosová nemovitost', 'centrum'],
  pubDescription:
    'Rekonstruovaný činžovní dům s osmi byty a komerčním přízemím. Dlouhodobé nájemní smlouvy, roční nájemné 1,6 mil. Kč.',
  photos: [photo(101), photo(101, 1), photo(101, 2)],
}

/** The same listing after unlocking: private description, address, documents, business card. */
export const UNLOCKED_LISTING: OfferDetail = {
  ...LOCKED_LISTING,
  unlocked: true,
  privDescription:
    'Prodávající je fyzická osoba, prodej kvůli generační výměně. Energetický štítek C, střecha po opravě v roce 2021.\nMožnost prohlídky po domluvě.',
  street: 'Lannova třída 28',
  postcode: '37001',
  documents: [
    {
      id: uuid(301),
      name: 'Memorandum - Činžovní dům Lannova.pdf',
      sizeBytes: 1_843_200,
      mimeType: 'application/pdf',
      url: MEMORANDUM_URL,
    },
    {
      id: uuid(302),
      name: 'Nájemní smlouvy - přehled.xlsx',
      sizeBytes: 48_128,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      url: endpointUrl('downloadOfferDocument', { params: { id: 1, documentId: uuid(302) } }),
    },
  ],
  businessCard: OWNER_CARD,
}

export const SERVICE_DETAIL: OfferDetail = {
  ...SERVICE_TEASERS[0]!,
  pubKeywords: ['due diligence', 'katastr', 'kupní smlouva'],
  pubDescription: 'Prověříme vlastnictví, zástavy, věcná břemena a nájemní vztahy ještě před podpisem.',
  privDescription:
    'Výstupem je písemná zpráva s doporučeními a návrhem úprav kupní smlouvy. Pro investory z portálu sleva 10 %.',
  street: 'Vodičkova 710/31',
  postcode: '11000',
  documents: [
    {
      id: uuid(311),
      name: 'Ukázka zprávy.pdf',
      sizeBytes: 412_000,
      mimeType: 'application/pdf',
      url: endpointUrl('downloadOfferDocument', { params: { id: 2, documentId: uuid(303) } }),
    },
  ],
  businessCard: { ...OWNER_CARD, name: 'Mgr. Petr Novák', company: 'Advokátní kancelář Novák' },
}

export const REVIEWS: Review[] = [
  {
    id: uuid(401),
    offerId: 101,
    author: { id: uuid(11), name: 'Tomáš Procházka', avatarUrl: null },
    stars: 5,
    body: 'Podklady kompletní, majitelka rychle reagovala a prohlídka proběhla do týdne.',
    createdAt: '2026-11-10T10:00:00.000Z',
    updatedAt: '2026-11-10T10:00:00.000Z',
  },
  {
    id: uuid(402),
    offerId: 101,
    author: { id: uuid(12), name: 'Lucie Černá', avatarUrl: null },
    stars: 4,
    body: null,
    createdAt: '2026-11-12T16:30:00.000Z',
    updatedAt: '2026-11-12T16:30:00.000Z',
  },
]

export const REVIEW_LIST: ReviewListResponse = { items: REVIEWS, average: 4.5, count: 2, canReview: true }
export const REVIEW_LIST_READONLY: ReviewListResponse = { ...REVIEW_LIST, canReview: false }
export const NO_REVIEWS: ReviewListResponse = { items: [], average: null, count: 0, canReview: true }

/** The server's refusal of a review report, as a story shows it. */
export const REPORT_FAILURE =
  'Nepodařilo se spojit se serverem. Zkontrolujte připojení a zkuste to prosím znovu.'

/**
 * An async callback whose answer the play function gives when it is ready to look at the pending state:
 * `call` returns a promise (each call a new one), `answer(value)` settles the latest.
 */
export function heldAnswer<T>() {
  let settle: (value: T) => void = () => undefined
  return {
    call: () =>
      new Promise<T>((resolve) => {
        settle = resolve
      }),
    answer: (value: T) => settle(value),
  }
}

const OWNER = { id: uuid(7), name: 'Jana Dvořáková', email: 'jana.dvorakova@example.cz' }

const summary = (
  teaser: OfferTeaser,
  extra: Partial<OfferSummary> & Pick<OfferSummary, 'status'>,
): OfferSummary => ({
  ...teaser,
  isOwn: true,
  createdAt: '2026-10-20T08:00:00.000Z',
  updatedAt: '2026-11-18T12:45:00.000Z',
  viewCount: 0,
  unlockCount: 0,
  rejectionReason: null,
  owner: OWNER,
  ...extra,
})

export const MY_OFFERS: OfferSummary[] = [
  summary(TEASERS[0]!, { status: 'PUBLISHED', viewCount: 312, unlockCount: 14 }),
  summary(TEASERS[1]!, { status: 'PENDING', publishedAt: null }),
  summary(TEASERS[3]!, { status: 'DRAFT', publishedAt: null }),
  summary(TEASERS[5]!, {
    status: 'REJECTED',
    publishedAt: null,
    rejectionReason: 'Klíčová slova obsahují kontaktní údaje. Odstraňte prosím telefon z klíčových slov.',
  }),
  summary(TEASERS[4]!, { status: 'PAUSED', viewCount: 87, unlockCount: 3 }),
  summary(TEASERS[2]!, { status: 'CLOSED', viewCount: 540, unlockCount: 22 }),
]

export const MY_SERVICES: OfferSummary[] = [
  summary(SERVICE_TEASERS[0]!, { status: 'PUBLISHED', viewCount: 128 }),
  summary(SERVICE_TEASERS[1]!, { status: 'DRAFT', publishedAt: null }),
]

export const ADMIN_QUEUE: OfferSummary[] = MY_OFFERS.filter((o) => o.status === 'PENDING').concat([
  summary(TEASERS[3]!, {
    id: 110,
    status: 'PENDING',
    publishedAt: null,
    owner: { ...OWNER, id: uuid(8), name: 'Karel Svoboda', email: 'karel.svoboda@example.cz' },
  }),
])

/** The owner's (and admin's) view of a published listing: everything, with the counts. */
export const OWN_LISTING: OfferDetail = {
  ...UNLOCKED_LISTING,
  unlocked: false,
  isOwn: true,
  ownerId: uuid(7),
  createdAt: '2026-10-20T08:00:00.000Z',
  updatedAt: '2026-11-02T09:15:00.000Z',
  viewCount: 312,
  unlockCount: 14,
  rejectionReason: null,
}

export const PENDING_LISTING: OfferDetail = {
  ...OWN_LISTING,
  isOwn: false,
  status: 'PENDING',
  publishedAt: null,
}

export const REJECTED_LISTING: OfferDetail = {
  ...OWN_LISTING,
  status: 'REJECTED',
  publishedAt: null,
  rejectionReason: 'Klíčová slova obsahují kontaktní údaje. Odstraňte prosím telefon z klíčových slov.',
}

export const HISTORY: OfferHistoryEntry[] = [
  {
    id: 1,
    action: 'create',
    actor: { id: uuid(7), name: 'Jana Dvořáková' },
    fromStatus: null,
    toStatus: 'DRAFT',
    changes: {},
    reason: null,
    createdAt: '2026-10-20T08:00:00.000Z',
  },
  {
    id: 2,
    action: 'submit',
    actor: { id: uuid(7), name: 'Jana Dvořáková' },
    fromStatus: 'DRAFT',
    toStatus: 'PENDING',
    changes: {},
    reason: null,
    createdAt: '2026-10-21T09:30:00.000Z',
  },
  {
    id: 3,
    action: 'reject',
    actor: { id: uuid(2), name: 'Administrátor Portálu' },
    fromStatus: 'PENDING',
    toStatus: 'REJECTED',
    changes: {},
    reason: 'Klíčová slova obsahují kontaktní údaje. Odstraňte prosím telefon z klíčových slov.',
    createdAt: '2026-10-22T11:05:00.000Z',
  },
  {
    id: 4,
    action: 'edit',
    actor: { id: uuid(7), name: 'Jana Dvořáková' },
    fromStatus: 'REJECTED',
    toStatus: 'REJECTED',
    changes: { pubKeywords: [['tel. 777123456'], ['činžovní dům']], pubPrice: [25_000_000, 24_500_000] },
    reason: null,
    createdAt: '2026-10-23T14:20:00.000Z',
  },
  {
    id: 5,
    action: 'approve',
    actor: { id: uuid(2), name: 'Administrátor Portálu' },
    fromStatus: 'PENDING',
    toStatus: 'PUBLISHED',
    changes: {},
    reason: null,
    createdAt: '2026-11-02T09:15:00.000Z',
  },
]

/** The offers', deal-room and discovery stories take these from here; the other screens' stories from the kit. */
export { fitsViewport, MOBILE_GLOBALS, tableShowsCards } from '../kit/story-viewport.ts'
