import { LONG_CZECH_TEXT } from '../../internal/story-helpers.tsx'
import type { LandingTeaser } from '../HomeScreen/HomeScreen.tsx'
import type { LegalOperator } from '../legal/legal-document.ts'

/** Teasers for the landing stories: several categories and regions, one without a price, none with a photo. */
export const TEASERS: readonly LandingTeaser[] = [
  {
    id: 'n-101',
    name: 'Činžovní dům v centru',
    subtitle: 'Osm bytů, plně pronajato',
    city: 'České Budějovice',
    region: 'Jihočeský kraj',
    priceCzk: 24_500_000,
    category: 'Nemovitost',
    photoUrl: null,
  },
  {
    id: 'n-102',
    name: 'Rezidenční projekt u lesa',
    subtitle: 'Stavební povolení na 24 bytů',
    city: 'Říčany',
    region: 'Středočeský kraj',
    priceCzk: null,
    category: 'Developerský projekt',
    photoUrl: null,
  },
  {
    id: 'n-103',
    name: 'Zajištěná pohledávka za developerem',
    subtitle: 'Zástava na pozemcích, splatnost 2028',
    city: 'Brno',
    region: 'Jihomoravský kraj',
    priceCzk: 3_800_000,
    category: 'Finanční smlouva / pohledávka',
    photoUrl: null,
  },
  {
    id: 'n-104',
    name: 'Podíl ve strojírenské firmě',
    subtitle: '30 % ve ziskové rodinné firmě',
    city: 'Zlín',
    region: 'Zlínský kraj',
    priceCzk: 12_000_000,
    category: 'Podíl ve firmě',
    photoUrl: null,
  },
  {
    id: 'n-105',
    name: 'Penzion na Šumavě',
    subtitle: '12 pokojů, vlastní restaurace',
    city: 'Železná Ruda',
    region: 'Plzeňský kraj',
    priceCzk: 18_900_000,
    category: 'Nemovitost',
    photoUrl: null,
  },
  {
    id: 'n-106',
    name: 'Pozemky pro logistický areál',
    subtitle: '4,2 ha u dálničního sjezdu',
    city: 'Ostrava',
    region: 'Moravskoslezský kraj',
    priceCzk: 61_000_000,
    category: 'Jiná příležitost',
    photoUrl: null,
  },
]

export const LONG_TEASERS: readonly LandingTeaser[] = TEASERS.slice(0, 3).map((t) => ({
  ...t,
  name: LONG_CZECH_TEXT,
  subtitle: `${t.subtitle}, ${LONG_CZECH_TEXT.toLowerCase()}`,
  city: 'Brandýs nad Labem-Stará Boleslav',
  priceCzk: t.priceCzk === null ? null : 1_250_000_000,
}))

/** Obviously made-up operator details (example.cz, zero IČO): the repository never names a real company. */
export const OPERATOR: LegalOperator = {
  name: 'Ukázkový provozovatel s.r.o.',
  ico: '00000000',
  address: 'Ukázková 1, 110 00 Praha 1',
  register: 'zapsaná v obchodním rejstříku vedeném Městským soudem v Praze, oddíl C, vložka 000000',
  email: 'info@example.cz',
  phone: '+420 800 000 000',
  web: 'https://www.example.cz',
}

export const SITE_EMAIL = 'info@example.cz'
export const SITE_PHONE = '+420 777 123 456'

/** Story globals that render at the 375 px "Mobil" viewport of the preview (media queries included). */
export const MOBILE_GLOBALS = { viewport: { value: 'mobile', isRotated: false } }

/** True when nothing pushes the page wider than the viewport (no sideways scrolling on a phone). */
export function fitsViewport(): boolean {
  return document.documentElement.scrollWidth <= window.innerWidth
}
