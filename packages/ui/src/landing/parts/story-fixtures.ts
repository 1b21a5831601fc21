import { LONG_CZECH_TEXT } from '../../internal/story-helpers.tsx'
import type { LegalOperator } from '../legal/legal-document.ts'
import type { LandingTeaser } from './Teasers.tsx'

const photo = (id: number) => [
  {
    id: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    url: `listing-images/demo/${id}-0.webp`,
    width: 1600,
    height: 1067,
    sizeBytes: 214_000,
    position: 0,
    name: null,
  },
]

/**
 * Teasers for the landing stories, shaped as GET /api/offers answers a visitor: several categories and regions, one
 * without a price, one without a photo. Photos go through /img (the stories answer it with the mock API's drawing).
 */
export const TEASERS: readonly LandingTeaser[] = [
  {
    id: 101,
    kind: 'LISTING',
    category: 'REAL_ESTATE',
    pubName: 'Činžovní dům v centru',
    pubNameSecondary: 'Osm bytů, plně pronajato',
    city: 'České Budějovice',
    region: 'CZ-31',
    pubPrice: 24_500_000,
    photos: photo(101),
  },
  {
    id: 102,
    kind: 'LISTING',
    category: 'DEVELOPMENT_PROJECT',
    pubName: 'Rezidenční projekt u lesa',
    pubNameSecondary: 'Stavební povolení na 24 bytů',
    city: 'Říčany',
    region: 'CZ-20',
    pubPrice: null,
    photos: photo(102),
  },
  {
    id: 103,
    kind: 'LISTING',
    category: 'FINANCIAL_CONTRACT',
    pubName: 'Zajištěná pohledávka za developerem',
    pubNameSecondary: 'Zástava na pozemcích, splatnost 2028',
    city: 'Brno',
    region: 'CZ-64',
    pubPrice: 3_800_000,
    photos: [],
  },
  {
    id: 104,
    kind: 'LISTING',
    category: 'COMPANY_SHARE',
    pubName: 'Podíl ve strojírenské firmě',
    pubNameSecondary: '30 % ve ziskové rodinné firmě',
    city: 'Zlín',
    region: 'CZ-72',
    pubPrice: 12_000_000,
    photos: photo(104),
  },
  {
    id: 105,
    kind: 'LISTING',
    category: 'REAL_ESTATE',
    pubName: 'Penzion na Šumavě',
    pubNameSecondary: '12 pokojů, vlastní restaurace',
    city: 'Železná Ruda',
    region: 'CZ-32',
    pubPrice: 18_900_000,
    photos: photo(105),
  },
  {
    id: 106,
    kind: 'LISTING',
    category: 'OTHER_OPPORTUNITY',
    pubName: 'Logistický pozemek u D1',
    pubNameSecondary: '4,2 ha u dálničního sjezdu',
    city: 'Ostrava',
    region: 'CZ-80',
    pubPrice: 61_000_000,
    photos: photo(106),
  },
]

/** Service teasers for /services. */
export const SERVICE_TEASERS: readonly LandingTeaser[] = [
  {
    id: 201,
    kind: 'SERVICE',
    category: 'LEGAL',
    pubName: 'Advokátní kancelář pro realitní transakce',
    pubNameSecondary: 'Kupní smlouvy, úschovy, due diligence',
    city: 'Praha',
    region: 'CZ-10',
    pubPrice: null,
    photos: photo(201),
  },
  {
    id: 202,
    kind: 'SERVICE',
    category: 'VALUATION',
    pubName: 'Znalecké posudky nemovitostí',
    pubNameSecondary: 'Tržní ocenění do 10 pracovních dnů',
    city: 'Brno',
    region: 'CZ-64',
    pubPrice: 9_900,
    photos: [],
  },
]

export const LONG_TEASERS: readonly LandingTeaser[] = TEASERS.slice(0, 3).map((t) => ({
  ...t,
  pubName: LONG_CZECH_TEXT,
  pubNameSecondary: `${t.pubNameSecondary}, ${LONG_CZECH_TEXT.toLowerCase()}`,
  city: 'Brandýs nad Labem-Stará Boleslav',
  pubPrice: t.pubPrice === null ? null : 1_250_000_000,
}))

/** Obviously made-up operator details (example.cz, zero IČO): the repository never names a real company. */
export const OPERATOR = {
  provozovatel: 'Ukázkový provozovatel s.r.o.',
  ico: '00000000',
  sidlo: 'Ukázková 1, 110 00 Praha 1',
  rejstrik: 'zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 000000',
  email: 'info@example.cz',
  telefon: '+420 800 000 000',
  web: 'https://www.example.cz',
} satisfies LegalOperator

export const SITE_EMAIL = 'info@example.cz'
export const SITE_PHONE = '+420 777 123 456'

/** Story globals that render at the 375 px "Mobil" viewport of the preview (media queries included). */
export const MOBILE_GLOBALS = { viewport: { value: 'mobile', isRotated: false } }

/** True when nothing pushes the page wider than the viewport (no sideways scrolling on a phone). */
export function fitsViewport(): boolean {
  return document.documentElement.scrollWidth <= window.innerWidth
}
