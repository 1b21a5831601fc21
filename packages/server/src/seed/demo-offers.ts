import type { OfferCategory, OfferStatus, OfferViewer, RegionCode } from '@rg/domain/offers'
import { asService, asUser, type RequestClaims } from '../db/as-user.ts'
import type { Database, Queryable } from '../db/database.ts'
import { demoPdf, demoPhoto } from '../images/demo-photos.ts'
import { addDocument, addPhoto } from '../services/offers/offer-files.ts'
import { currentViewer } from '../services/offers/offer-read.ts'
import { createOffer, transitionOffer } from '../services/offers/offer-write.ts'
import type { Outcome } from '../services/outcome.ts'
import { within } from '../services/service-role.ts'
import type { Storage } from '../storage/storage.ts'
import { DEMO_ACCOUNTS, DEMO_PROVIDERS } from './demo-accounts.ts'

interface Place {
  region: RegionCode
  city: string
  street: string
  postcode: string
}

/** One real town per region, with a plausible street and its postcode. */
const PLACES: readonly Place[] = [
  { region: 'CZ-10', city: 'Praha', street: 'Vinohradská 1820/112', postcode: '13000' },
  { region: 'CZ-20', city: 'Kladno', street: 'Štěpánská 2411', postcode: '27201' },
  { region: 'CZ-31', city: 'České Budějovice', street: 'Lannova třída 63/12', postcode: '37001' },
  { region: 'CZ-32', city: 'Plzeň', street: 'Americká 2247/37', postcode: '30100' },
  { region: 'CZ-41', city: 'Karlovy Vary', street: 'Stará louka 356/44', postcode: '36001' },
  { region: 'CZ-42', city: 'Ústí nad Labem', street: 'Masarykova 1011/58', postcode: '40001' },
  { region: 'CZ-51', city: 'Liberec', street: 'Moskevská 637/6', postcode: '46001' },
  { region: 'CZ-52', city: 'Hradec Králové', street: 'Gočárova třída 1754/48', postcode: '50002' },
  { region: 'CZ-53', city: 'Pardubice', street: 'Třída Míru 90', postcode: '53002' },
  { region: 'CZ-63', city: 'Jihlava', street: 'Masarykovo náměstí 1484/97', postcode: '58601' },
  { region: 'CZ-64', city: 'Brno', street: 'Údolní 567/33', postcode: '60200' },
  { region: 'CZ-71', city: 'Olomouc', street: 'Horní náměstí 367/5', postcode: '77900' },
  { region: 'CZ-72', city: 'Zlín', street: 'Třída Tomáše Bati 5267', postcode: '76001' },
  { region: 'CZ-80', city: 'Ostrava', street: 'Nádražní 3110/112', postcode: '70200' },
]

interface Template {
  category: OfferCategory
  name: (p: Place) => string
  secondary: string
  keywords: string[]
  description: string
  priv: string
  price: (i: number) => number | null
}

const LISTING_TEMPLATES: readonly Template[] = [
  {
    category: 'REAL_ESTATE',
    name: (p) => `Činžovní dům, ${p.city}`,
    secondary: 'Plně pronajatý, osm bytových jednotek',
    keywords: ['činžovní dům', 'nájem', 'výnos'],
    description:
      'Zrekonstruovaný činžovní dům v širším centru města. Osm bytů 2+kk až 3+1, nové rozvody, zateplená fasáda. Roční nájemné kolem 1,1 mil. Kč, hrubý výnos přes 5 %.',
    priv: 'Prodávající je fyzická osoba, prodej kvůli vypořádání dědictví. Nájemní smlouvy na dobu určitou do roku 2028, podrobnosti v příloze.',
    price: (i) => 18_500_000 + i * 350_000,
  },
  {
    category: 'DEVELOPMENT_PROJECT',
    name: (p) => `Rezidenční projekt ${p.city}`,
    secondary: 'Pozemek s platným stavebním povolením',
    keywords: ['development', 'stavební povolení', 'pozemek'],
    description:
      'Projekt 24 bytů s podzemními garážemi na pozemku 3 200 m². Stavební povolení je pravomocné, hledáme investora nebo koinvestora pro výstavbu.',
    priv: 'Projektová společnost s.r.o. bez závazků, převod 100 % podílu. Rozpočet výstavby a harmonogram v přiloženém memorandu.',
    price: (i) => 42_000_000 + i * 1_200_000,
  },
  {
    category: 'FINANCIAL_CONTRACT',
    name: (p) => `Zajištěná pohledávka, ${p.city}`,
    secondary: 'Úvěr zajištěný zástavou nemovitosti',
    keywords: ['pohledávka', 'zástava', 'úrok'],
    description:
      'Postoupení pohledávky z podnikatelského úvěru, zajištěné zástavním právem k rodinnému domu. LTV do 50 %, splatnost 18 měsíců, úrok 9,5 % p. a.',
    priv: 'Dlužník je stavební firma s 12 lety historie, doposud splácí řádně. Znalecký posudek zastavené nemovitosti přiložen.',
    price: (i) => 3_200_000 + i * 150_000,
  },
  {
    category: 'COMPANY_SHARE',
    name: (p) => `Podíl ve výrobní firmě, ${p.city}`,
    secondary: 'Menšinový podíl 30 % ve stabilní s.r.o.',
    keywords: ['podíl', 'firma', 'dividenda'],
    description:
      'Zavedená strojírenská firma s obratem 64 mil. Kč a kladným hospodářským výsledkem posledních šest let. Nabízený podíl 30 % s právem na dividendu.',
    priv: 'Současný společník odchází do důchodu. Účetní závěrky za tři roky a návrh smlouvy o převodu podílu v přílohách.',
    price: (i) => 9_800_000 + i * 400_000,
  },
  {
    category: 'OTHER_OPPORTUNITY',
    name: (p) => `Fotovoltaická elektrárna, ${p.city}`,
    secondary: 'Provozovaná FVE 400 kWp s výkupem',
    keywords: ['fotovoltaika', 'energie', 'výnos'],
    description:
      'Střešní fotovoltaická elektrárna v provozu od roku 2022, průměrná roční výroba 420 MWh, dlouhodobá smlouva o výkupu elektřiny.',
    priv: 'Elektrárna stojí na střeše logistického areálu, nájem střechy smluvně zajištěn na 20 let. Data o výrobě v příloze.',
    price: (i) => 7_400_000 + i * 200_000,
  },
  {
    category: 'REAL_ESTATE',
    name: (p) => `Komerční prostory, ${p.city}`,
    secondary: 'Obchodní parter v pěší zóně',
    keywords: ['komerční', 'obchod', 'nájem'],
    description:
      'Obchodní prostory 240 m² v přízemí měšťanského domu v pěší zóně, pronajaté zavedenému řetězci do roku 2030.',
    priv: 'Jednotka je vymezena jako samostatná, v domě funguje SVJ. Nájemní smlouva s inflační doložkou v příloze.',
    price: () => null,
  },
]

/** The demo services, each owned by its provider (DEMO_PROVIDERS, by e-mail): the firm the service names. */
const SERVICES: readonly {
  category: OfferCategory
  name: string
  owner: string
  secondary: string
  keywords: string[]
  description: string
  place: number
  price: number | null
}[] = [
  {
    category: 'LEGAL',
    name: 'Advokátní kancelář Dvořák & partneři',
    owner: 'martin.dvorak@example.cz',
    secondary: 'Právo nemovitostí a transakcí',
    keywords: ['advokát', 'kupní smlouva', 'due diligence'],
    description:
      'Právní prověrky nemovitostí a firem, kupní a nájemní smlouvy, úschovy kupní ceny. Pracujeme pro investory po celé republice.',
    place: 0,
    price: 2500,
  },
  {
    category: 'LEGAL',
    name: 'Mgr. Petra Horáková, advokátka',
    owner: 'petra.horakova@example.cz',
    secondary: 'Pohledávky a insolvence',
    keywords: ['pohledávky', 'insolvence', 'advokát'],
    description:
      'Vymáhání a postupování pohledávek, zastupování věřitelů v insolvenčních řízeních, zajišťovací instrumenty.',
    place: 10,
    price: 2200,
  },
  {
    category: 'VALUATION',
    name: 'Znalecký ústav Odhad CZ',
    owner: 'karel.vesely@example.cz',
    secondary: 'Znalecké posudky nemovitostí',
    keywords: ['znalec', 'posudek', 'odhad'],
    description:
      'Znalecké posudky pro banky, soudy i investory, tržní ocenění bytových, komerčních i zemědělských nemovitostí.',
    place: 3,
    price: 6500,
  },
  {
    category: 'VALUATION',
    name: 'Ing. Tomáš Beneš, odhadce',
    owner: 'tomas.benes@example.cz',
    secondary: 'Ocenění firem a podílů',
    keywords: ['ocenění firmy', 'podíl', 'znalec'],
    description:
      'Oceňování obchodních podílů a podniků výnosovou metodou, posudky pro převody podílů a vypořádání společníků.',
    place: 11,
    price: 18000,
  },
  {
    category: 'FINANCING',
    name: 'Hyposervis Investor',
    owner: 'lucie.markova@example.cz',
    secondary: 'Financování investičních nemovitostí',
    keywords: ['hypotéka', 'úvěr', 'financování'],
    description:
      'Zprostředkujeme investiční hypotéky a podnikatelské úvěry u bank i nebankovních věřitelů, včetně refinancování.',
    place: 0,
    price: null,
  },
  {
    category: 'FINANCING',
    name: 'Mezaninový fond Morava',
    owner: 'radek.kolar@example.cz',
    secondary: 'Mezaninové a překlenovací úvěry',
    keywords: ['mezanin', 'developer', 'úvěr'],
    description: 'Krátkodobé financování developerských projektů a akvizic, rozhodnutí do 10 pracovních dnů.',
    place: 13,
    price: null,
  },
  {
    category: 'TAX_ACCOUNTING',
    name: 'Daňová kancelář Svoboda',
    owner: 'jiri.svoboda@example.cz',
    secondary: 'Daně z nemovitostí a příjmů z nájmu',
    keywords: ['daně', 'účetnictví', 'nájem'],
    description: 'Daňová přiznání investorů, optimalizace zdanění nájemného, DPH u komerčních nemovitostí.',
    place: 7,
    price: 1500,
  },
  {
    category: 'TAX_ACCOUNTING',
    name: 'Účetnictví Plus s.r.o.',
    owner: 'hana.prochazkova@example.cz',
    secondary: 'Vedení účetnictví projektových společností',
    keywords: ['účetnictví', 's.r.o.', 'audit'],
    description:
      'Účetnictví a mzdy pro SPV a menší firmy, příprava na audit a due diligence při prodeji podílu.',
    place: 2,
    price: 3900,
  },
  {
    category: 'PROPERTY_MANAGEMENT',
    name: 'Správa domů Praha',
    owner: 'pavel.kral@example.cz',
    secondary: 'Kompletní správa nájemních domů',
    keywords: ['správa', 'nájemníci', 'údržba'],
    description:
      'Výběr nájemníků, vyúčtování služeb, údržba a havarijní služba 24/7 pro nájemní domy v Praze a okolí.',
    place: 0,
    price: 4900,
  },
  {
    category: 'PROPERTY_MANAGEMENT',
    name: 'FM Servis Ostrava',
    owner: 'lenka.pokorna@example.cz',
    secondary: 'Facility management komerčních objektů',
    keywords: ['facility', 'kanceláře', 'správa'],
    description: 'Technická správa kancelářských a logistických budov, energetický management, revize.',
    place: 13,
    price: null,
  },
  {
    category: 'REAL_ESTATE_SERVICES',
    name: 'Reality Vysočina',
    owner: 'jan.kucera@example.cz',
    secondary: 'Prodej a pronájem investičních nemovitostí',
    keywords: ['realitní kancelář', 'prodej', 'pronájem'],
    description:
      'Zprostředkování prodeje činžovních domů a komerčních objektů na Vysočině a v jižních Čechách.',
    place: 9,
    price: null,
  },
  {
    category: 'REAL_ESTATE_SERVICES',
    name: 'Investiční reality Brno',
    owner: 'veronika.nemcova@example.cz',
    secondary: 'Off-market nemovitosti pro investory',
    keywords: ['off-market', 'investice', 'Brno'],
    description:
      'Vyhledáváme nemovitosti mimo veřejnou nabídku podle zadání investora, včetně vyjednání ceny.',
    place: 10,
    price: null,
  },
  {
    category: 'OTHER_SERVICE',
    name: 'Stavební dozor Novotný',
    owner: 'michal.novotny@example.cz',
    secondary: 'Technický dozor investora',
    keywords: ['stavební dozor', 'TDI', 'rekonstrukce'],
    description:
      'Technický dozor při výstavbě a rekonstrukcích, kontrola rozpočtů a fakturace, převzetí stavby.',
    place: 5,
    price: 850,
  },
  {
    category: 'OTHER_SERVICE',
    name: 'Energetické audity Liberec',
    owner: 'tereza.simkova@example.cz',
    secondary: 'PENB a energetické posudky',
    keywords: ['PENB', 'energetika', 'audit'],
    description: 'Průkazy energetické náročnosti budov, energetické posudky pro dotace a návrhy úspor.',
    place: 6,
    price: 4500,
  },
  {
    category: 'LEGAL',
    name: 'Notářská kancelář JUDr. Marek',
    owner: 'vladimir.marek@example.cz',
    secondary: 'Úschovy a notářské zápisy',
    keywords: ['notář', 'úschova', 'zápis'],
    description:
      'Notářské úschovy kupní ceny, zakládání společností, převody podílů a notářské zápisy se svolením k vykonatelnosti.',
    place: 8,
    price: 1800,
  },
]

/** Statuses for variety: mostly published, a few waiting, drafts and rejected ones (by index). */
function listingStatus(i: number): OfferStatus {
  // at most one of each region's three listings is not published
  if (i === 3 || i === 18 || i === 33) return 'PENDING'
  if (i === 7 || i === 22) return 'DRAFT'
  if (i === 10 || i === 39) return 'REJECTED'
  return 'PUBLISHED'
}

const DISTINCT_PHOTOS = 24

const REJECTION = 'Doplňte prosím přesnější údaje o výnosu a stáří nájemních smluv.'

/** The ids of the demo accounts and the services' providers, by e-mail. */
async function demoPeople(q: Queryable): Promise<Map<string, string>> {
  const { rows } = await q.query<{ id: string; email: string }>(
    'select id, email from public.profiles where email = any($1::text[])',
    [[...DEMO_ACCOUNTS, ...DEMO_PROVIDERS].map((p) => p.email)],
  )
  return new Map(rows.map((r) => [r.email, r.id]))
}

interface Seed {
  kind: 'LISTING' | 'SERVICE'
  owner: string
  status: OfferStatus
  category: OfferCategory
  name: string
  secondary: string
  keywords: string[]
  description: string
  priv: string | null
  place: Place
  price: number | null
  daysAgo: number
  photos: number
}

function demoSeeds(verified: string, admin: string, people: Map<string, string>): Seed[] {
  const seeds: Seed[] = []
  for (let i = 0; i < 42; i++) {
    const place = PLACES[i % PLACES.length] as Place
    const template = LISTING_TEMPLATES[
      (i + Math.floor(i / PLACES.length)) % LISTING_TEMPLATES.length
    ] as Template
    seeds.push({
      kind: 'LISTING',
      owner: i % 5 === 4 ? admin : verified,
      status: listingStatus(i),
      category: template.category,
      name: template.name(place),
      secondary: template.secondary,
      keywords: [...template.keywords, place.city],
      description: template.description,
      priv: template.priv,
      place,
      price: template.price(i),
      daysAgo: i * 1.5,
      photos: 1 + (i % 3),
    })
  }
  SERVICES.forEach((s, i) => {
    seeds.push({
      kind: 'SERVICE',
      owner: people.get(s.owner) as string,
      status: 'PUBLISHED',
      category: s.category,
      name: s.name,
      secondary: s.secondary,
      keywords: s.keywords,
      description: s.description,
      priv: 'Konzultace po předchozí domluvě, první schůzka zdarma. Ceník na vyžádání e-mailem.',
      place: PLACES[s.place] as Place,
      price: s.price,
      daysAgo: i * 2,
      photos: 1,
    })
  })
  // Oldest first: the offers' ids then follow their age, so lists ordered by the last change (all seeded in one
  // transaction, the same moment) still show the youngest first.
  return seeds
    .map((seed, order) => ({ seed, order }))
    .sort((a, b) => b.seed.daysAgo - a.seed.daysAgo || a.order - b.order)
    .map((x) => x.seed)
}

const claimsOf = (sub: string): RequestClaims => ({ sub, role: 'authenticated' })

/** A service's answer in the seed: a refusal means the demo data no longer fits the rules, which must fail loudly. */
function expectOk<T>(outcome: Outcome<T>, what: string): T {
  if (!outcome.ok) throw new Error(`demo offers: ${what} refused: ${outcome.message}`)
  return outcome.value
}

/**
 * 42 listings (three per region, across the five categories) owned by the demo accounts and 15 services owned by
 * their providers (DEMO_PROVIDERS), with photos drawn by sharp and an information memorandum PDF per listing. Seeded
 * through the services the product uses, as the demo people themselves: the owner creates the offer, uploads its
 * photos and memorandum and submits it, the demo admin approves or rejects it; so the history, the files' random names (`<offer id>/<uuid>.jpg`, which
 * /img cannot be made to guess) and every rule are the real ones. The ages are then set back (the demo marketplace
 * looks lived in). Runs once, in one transaction: when the demo people already own an offer it changes nothing, so a
 * demo user's edits survive restarts.
 */
export async function ensureDemoOffers(db: Database, storage: Storage): Promise<number> {
  const people = await demoPeople(db)
  const verified = people.get('overeny@demo.cz')
  const admin = people.get('admin@demo.cz')
  if (!verified || !admin || SERVICES.some((s) => !people.has(s.owner))) return 0
  const existing = await db.query<{ n: number }>(
    'select count(*)::int as n from public.offers where owner_id = any($1::uuid[])',
    [[...people.values()]],
  )
  if ((existing.rows[0]?.n ?? 0) > 0) return 0
  const seeds = demoSeeds(verified, admin, people)

  // Draw the pictures before the transaction (sharp work is CPU only, no reason to hold the database).
  // 24 different pictures are plenty for variety and keep the first start quick; each offer stores its own copies.
  const photoBytes = new Map<number, Buffer>()
  for (let n = 0; n < DISTINCT_PHOTOS; n++) photoBytes.set(n, await demoPhoto(n + 1, 960, 640))
  let photoSeed = 0

  // The demo data is the operator's own seed, not an account's uploads: no storage quota applies to it.
  const SEED_QUOTA = Number.POSITIVE_INFINITY
  return db.transaction(async (tx) => {
    const seedDb = within(tx)
    const as = <T>(sub: string, fn: (tx: Queryable, viewer: OfferViewer) => Promise<T>) =>
      asUser(seedDb, claimsOf(sub), async (q) => {
        const viewer = await currentViewer(q, sub)
        if (!viewer) throw new Error(`demo offers: ${sub} has no profile`)
        return fn(q, viewer)
      })
    const ages: { id: number; minutes: number; status: OfferStatus }[] = []
    for (const seed of seeds) {
      const id = await as(seed.owner, (q) =>
        createOffer(q, seed.owner, {
          kind: seed.kind,
          category: seed.category,
          pubName: seed.name,
          pubNameSecondary: seed.secondary,
          pubKeywords: seed.keywords,
          pubDescription: seed.description,
          pubPrice: seed.price,
          privDescription: seed.priv,
          street: seed.place.street,
          city: seed.place.city,
          postcode: seed.place.postcode,
          region: seed.place.region,
        }),
      )
      const owner = claimsOf(seed.owner) as RequestClaims & { sub: string }
      for (let p = 0; p < seed.photos; p++) {
        const bytes = photoBytes.get(photoSeed % DISTINCT_PHOTOS) as Buffer
        photoSeed++
        const form = new FormData()
        form.set('file', new File([new Uint8Array(bytes)], `foto-${p + 1}.jpg`, { type: 'image/jpeg' }))
        expectOk(await addPhoto(seedDb, storage, owner, id, form, SEED_QUOTA), 'a photo')
      }
      if (seed.kind === 'LISTING') {
        const pdf = demoPdf(`Informacni memorandum: ${seed.name}`, [
          seed.secondary,
          `Adresa: ${seed.place.street}, ${seed.place.postcode} ${seed.place.city}`,
          seed.price === null ? 'Cena na dotaz' : `Cena: ${seed.price} Kc`,
          'Tento dokument je ukazkovy a slouzi jen pro predvedeni trziste.',
        ])
        const form = new FormData()
        form.set('file', new File([pdf], 'Informační memorandum.pdf', { type: 'application/pdf' }))
        expectOk(await addDocument(seedDb, storage, owner, id, form, SEED_QUOTA), 'the memorandum')
      }
      if (seed.status !== 'DRAFT') {
        expectOk(await as(seed.owner, (q, v) => transitionOffer(q, v, id, 'submit', undefined)), 'submit')
      }
      if (seed.status === 'PUBLISHED' || seed.status === 'REJECTED') {
        const action = seed.status === 'PUBLISHED' ? 'approve' : 'reject'
        const reason = seed.status === 'REJECTED' ? REJECTION : undefined
        expectOk(await as(admin, (q, v) => transitionOffer(q, v, id, action, reason)), action)
      }
      ages.push({ id, minutes: Math.round(seed.daysAgo * 1440), status: seed.status })
    }
    // The demo's own act, not a user's: the offers' ages (created two days, submitted one day before publishing).
    await asService(seedDb, async (q) => {
      for (const { id, minutes, status } of ages) {
        await q.query(
          `update public.offers set created_at = now() - make_interval(mins => $2::int + 2880),
             submitted_at = case when $3 = 'DRAFT' then null else now() - make_interval(mins => $2::int + 1440) end,
             published_at = case when $3 = 'PUBLISHED' then now() - make_interval(mins => $2::int) end
           where id = $1`,
          [id, minutes, status],
        )
      }
    })
    return ages.length
  })
}
