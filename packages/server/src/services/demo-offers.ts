import { randomUUID } from 'node:crypto'
import { type OfferCategory, type OfferStatus, type RegionCode, STORAGE_BUCKETS } from '@rg/domain'
import type { Database, Queryable } from '../db/database.ts'
import { demoPdf, demoPhoto } from '../images/demo-photos.ts'
import type { Storage } from '../storage/storage.ts'

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

const SERVICES: readonly {
  category: OfferCategory
  name: string
  secondary: string
  keywords: string[]
  description: string
  place: number
  price: number | null
}[] = [
  {
    category: 'LEGAL',
    name: 'Advokátní kancelář Dvořák & partneři',
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
    secondary: 'Mezaninové a překlenovací úvěry',
    keywords: ['mezanin', 'developer', 'úvěr'],
    description: 'Krátkodobé financování developerských projektů a akvizic, rozhodnutí do 10 pracovních dnů.',
    place: 13,
    price: null,
  },
  {
    category: 'TAX_ACCOUNTING',
    name: 'Daňová kancelář Svoboda',
    secondary: 'Daně z nemovitostí a příjmů z nájmu',
    keywords: ['daně', 'účetnictví', 'nájem'],
    description: 'Daňová přiznání investorů, optimalizace zdanění nájemného, DPH u komerčních nemovitostí.',
    place: 7,
    price: 1500,
  },
  {
    category: 'TAX_ACCOUNTING',
    name: 'Účetnictví Plus s.r.o.',
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
    secondary: 'Facility management komerčních objektů',
    keywords: ['facility', 'kanceláře', 'správa'],
    description: 'Technická správa kancelářských a logistických budov, energetický management, revize.',
    place: 13,
    price: null,
  },
  {
    category: 'REAL_ESTATE_SERVICES',
    name: 'Reality Vysočina',
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
    secondary: 'PENB a energetické posudky',
    keywords: ['PENB', 'energetika', 'audit'],
    description: 'Průkazy energetické náročnosti budov, energetické posudky pro dotace a návrhy úspor.',
    place: 6,
    price: 4500,
  },
  {
    category: 'LEGAL',
    name: 'Notářská kancelář JUDr. Marek',
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

async function ownerIds(q: Queryable) {
  const { rows } = await q.query<{ id: string; email: string }>(
    `select id, email from public.profiles where email in ('overeny@demo.cz', 'admin@demo.cz')`,
  )
  return {
    verified: rows.find((r) => r.email === 'overeny@demo.cz')?.id,
    admin: rows.find((r) => r.email === 'admin@demo.cz')?.id,
  }
}

/**
 * 42 listings (three per region, across the five categories) and 15 services owned by the demo accounts, with
 * photos drawn by sharp and an information memorandum PDF per listing. Files get random names like real uploads
 * (`<offer id>/<uuid>.jpg`): /img serves any stored photo by its path, so a guessable name would show the photos of
 * drafts and pending offers to anyone. Runs once: when the demo accounts already
 * own an offer it changes nothing, so a demo user's edits survive restarts.
 */
export async function ensureDemoOffers(db: Database, storage: Storage): Promise<number> {
  const owners = await ownerIds(db)
  if (!owners.verified || !owners.admin) return 0
  const existing = await db.query<{ n: number }>(
    'select count(*)::int as n from public.offers where owner_id = any($1::uuid[])',
    [[owners.verified, owners.admin]],
  )
  if ((existing.rows[0]?.n ?? 0) > 0) {
    await renameGuessableDemoFiles(db, storage)
    return 0
  }
  const verified = owners.verified
  const admin = owners.admin

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
      owner: i % 4 === 3 ? admin : verified,
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

  // Draw the pictures before the transaction (sharp work is CPU only, no reason to hold the database).
  const files: { key: string; bytes: Uint8Array; bucket: typeof STORAGE_BUCKETS.listingImages }[] = []
  // 24 different pictures are plenty for variety and keep the first start quick; each offer stores its own copies.
  const photoBytes = new Map<number, Buffer>()
  for (let n = 0; n < DISTINCT_PHOTOS; n++) photoBytes.set(n, await demoPhoto(n + 1, 960, 640))
  let photoSeed = 0

  let count = 0
  const documents: { key: string; bytes: Uint8Array }[] = []
  await db.transaction(async (tx) => {
    for (const seed of seeds) {
      const published = seed.status === 'PUBLISHED'
      const { rows } = await tx.query<{ id: string | number }>(
        `insert into public.offers (owner_id, kind, status, category, pub_name, pub_name_secondary, pub_keywords, city,
           region, pub_description, pub_price, rejection_reason, submitted_at, published_at, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
           case when $3 = 'DRAFT' then null else now() - make_interval(mins => $13::int + 1440) end,
           case when $3 = 'PUBLISHED' then now() - make_interval(mins => $13::int) end,
           now() - make_interval(mins => $13::int + 2880), now() - make_interval(mins => $13::int))
         returning id`,
        [
          seed.owner,
          seed.kind,
          seed.status,
          seed.category,
          seed.name,
          seed.secondary,
          seed.keywords,
          seed.place.city,
          seed.place.region,
          seed.description,
          seed.price,
          seed.status === 'REJECTED' ? REJECTION : null,
          Math.round(seed.daysAgo * 1440),
        ],
      )
      const id = Number(rows[0]?.id)
      await tx.query(
        'insert into public.offer_private (offer_id, priv_description, street, postcode) values ($1, $2, $3, $4)',
        [id, seed.priv, seed.place.street, seed.place.postcode],
      )
      const history: [string, string | null, string | null, string | null, string | null][] = [
        ['create', null, 'DRAFT', seed.owner, null],
      ]
      if (seed.status !== 'DRAFT') history.push(['submit', 'DRAFT', 'PENDING', seed.owner, null])
      if (published) history.push(['approve', 'PENDING', 'PUBLISHED', admin, null])
      if (seed.status === 'REJECTED') history.push(['reject', 'PENDING', 'REJECTED', admin, REJECTION])
      for (const [action, from, to, actor, reason] of history) {
        await tx.query(
          `insert into public.offer_history (offer_id, actor_id, action, from_status, to_status, reason)
           values ($1, $2, $3, $4, $5, $6)`,
          [id, actor, action, from, to, reason],
        )
      }
      for (let p = 0; p < seed.photos; p++) {
        const bytes = photoBytes.get(photoSeed % DISTINCT_PHOTOS) as Buffer
        const key = `${id}/${randomUUID()}.jpg`
        photoSeed++
        files.push({ key, bytes: new Uint8Array(bytes), bucket: STORAGE_BUCKETS.listingImages })
        await tx.query(
          `insert into public.offer_photos (offer_id, storage_path, position, width, height, size_bytes, mime_type)
           values ($1, $2, $3, 960, 640, $4, 'image/jpeg')`,
          [id, key, p, bytes.byteLength],
        )
      }
      if (seed.kind === 'LISTING') {
        const pdf = demoPdf(`Informacni memorandum: ${seed.name}`, [
          seed.secondary,
          `Adresa: ${seed.place.street}, ${seed.place.postcode} ${seed.place.city}`,
          seed.price === null ? 'Cena na dotaz' : `Cena: ${seed.price} Kc`,
          'Tento dokument je ukazkovy a slouzi jen pro predvedeni trziste.',
        ])
        const key = `${id}/${randomUUID()}.pdf`
        documents.push({ key, bytes: pdf })
        await tx.query(
          `insert into public.offer_documents (offer_id, storage_path, name, size_bytes, mime_type)
           values ($1, $2, 'Informační memorandum.pdf', $3, 'application/pdf')`,
          [id, key, pdf.byteLength],
        )
      }
      count++
    }
  })
  for (const f of files) await storage.put(f.bucket, f.key, f.bytes, 'image/jpeg')
  for (const d of documents)
    await storage.put(STORAGE_BUCKETS.listingDocuments, d.key, d.bytes, 'application/pdf')
  return count
}

/**
 * Installs seeded before demo files got random names kept `<id>/demo-N.jpg` and `<id>/memorandum.pdf`; each such
 * file is copied to a random name, its row updated, and the old object removed. Idempotent (a second start finds
 * nothing to rename); a file missing from storage just gets its row renamed.
 */
export async function renameGuessableDemoFiles(db: Database, storage: Storage): Promise<number> {
  const tables = [
    {
      table: 'offer_photos',
      bucket: STORAGE_BUCKETS.listingImages,
      pattern: '^\\d+/demo-\\d+\\.jpg$',
      ext: '.jpg',
    },
    {
      table: 'offer_documents',
      bucket: STORAGE_BUCKETS.listingDocuments,
      pattern: '^\\d+/memorandum\\.pdf$',
      ext: '.pdf',
    },
  ] as const
  let renamed = 0
  for (const t of tables) {
    const { rows } = await db.query<{
      id: string
      offer_id: string | number
      storage_path: string
      mime_type: string
    }>(`select id, offer_id, storage_path, mime_type from public.${t.table} where storage_path ~ $1`, [
      t.pattern,
    ])
    for (const row of rows) {
      const key = `${row.offer_id}/${randomUUID()}${t.ext}`
      const bytes = await storage.get(t.bucket, row.storage_path)
      if (bytes) await storage.put(t.bucket, key, bytes, row.mime_type)
      await db.query(`update public.${t.table} set storage_path = $2 where id = $1`, [row.id, key])
      if (bytes) await storage.remove(t.bucket, row.storage_path)
      renamed++
    }
  }
  return renamed
}
