import type { Queryable } from '../../db/database.ts'

/**
 * The benchmark's two data sets (issue 32, item 7): indexes tuned on one distribution may miss on another.
 * - `a`: 28 towns equally likely, prices uniform from 200 000 Kč to 200 mil. Kč (5 % on request), publication times
 *   spread over two years, short texts, about 3 % not published.
 * - `b`: 45 other towns with a capital-heavy weighting (Praha a quarter, Brno a tenth, Ostrava 6 %, the rest a long
 *   tail), prices log-uniform from 50 000 Kč to 2 mld. Kč with 30 % on request, texts about four times as long, every
 *   offer published within the last 45 days (the dashboard's month holds them all), about 8 % not published.
 */
export type CatalogueVariant = 'a' | 'b'

/**
 * A large, realistic catalogue for the API benchmark (scripts/bench/api.mjs) and the EXPLAIN test: `listings` +
 * `services` offers with Czech names and cities in their regions, distributed as `variant` says. One
 * INSERT ... SELECT from generate_series, deterministic for the same sizes. Never used by the app itself.
 */
export async function seedCatalogue(
  db: Queryable,
  {
    listings,
    services,
    owners = 50,
    variant = 'a',
  }: { listings: number; services: number; owners?: number; variant?: CatalogueVariant },
): Promise<void> {
  await db.query(
    `insert into auth.users (id, email, aud, role, email_confirmed_at)
     select ('00000000-0000-4000-8000-' || lpad(to_hex(g), 12, '0'))::uuid, 'bench-owner-' || g || '@example.cz',
       'authenticated', 'authenticated', now()
     from generate_series(1, $1::int) g
     on conflict do nothing`,
    [owners],
  )
  if (variant === 'b') return seedVariantB(db, listings, services, owners)
  await db.query(
    `with cities(i, city, region) as (
       select * from unnest(
         array[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28],
         array['Praha','Kladno','Mladá Boleslav','České Budějovice','Tábor','Plzeň','Klatovy','Karlovy Vary','Cheb',
           'Ústí nad Labem','Děčín','Liberec','Jablonec nad Nisou','Hradec Králové','Trutnov','Pardubice','Chrudim',
           'Jihlava','Třebíč','Brno','Znojmo','Olomouc','Přerov','Zlín','Uherské Hradiště','Ostrava','Opava',
           'Kroměříž'],
         array['CZ-10','CZ-20','CZ-20','CZ-31','CZ-31','CZ-32','CZ-32','CZ-41','CZ-41','CZ-42','CZ-42','CZ-51',
           'CZ-51','CZ-52','CZ-52','CZ-53','CZ-53','CZ-63','CZ-63','CZ-64','CZ-64','CZ-71','CZ-71','CZ-72','CZ-72',
           'CZ-80','CZ-80','CZ-72'])
     ),
     names(i, name, category) as (
       select * from unnest(
         array[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20],
         array['Činžovní dům','Bytový dům','Rodinný dům','Byt 3+kk','Pozemek pro bydlení','Komerční pozemek',
           'Rezidenční projekt','Přestavba areálu','Dluhopisová smlouva','Pohledávka za odběratelem',
           'Podíl ve strojírenské firmě','Podíl v e-shopu','Vinařství','Penzion','Hotel','Skladová hala',
           'Kancelářská budova','Fotovoltaická elektrárna','Chata u rybníka','Obchodní jednotka'],
         array['REAL_ESTATE','REAL_ESTATE','REAL_ESTATE','REAL_ESTATE','REAL_ESTATE','REAL_ESTATE',
           'DEVELOPMENT_PROJECT','DEVELOPMENT_PROJECT','FINANCIAL_CONTRACT','FINANCIAL_CONTRACT','COMPANY_SHARE',
           'COMPANY_SHARE','OTHER_OPPORTUNITY','REAL_ESTATE','REAL_ESTATE','REAL_ESTATE','REAL_ESTATE',
           'OTHER_OPPORTUNITY','REAL_ESTATE','REAL_ESTATE'])
     ),
     services(i, name, category) as (
       select * from unnest(
         array[1,2,3,4,5,6,7],
         array['Advokátní kancelář','Znalecký posudek nemovitosti','Financování investic','Daňové poradenství',
           'Správa činžovních domů','Realitní makléř','Překlady smluv'],
         array['LEGAL','VALUATION','FINANCING','TAX_ACCOUNTING','PROPERTY_MANAGEMENT','REAL_ESTATE_SERVICES',
           'OTHER_SERVICE'])
     ),
     rows as (
       select g, g > $1::int as service,
         1 + (hashint4(g) & 2147483647) % 28 as ci,
         1 + (hashint4(g + 7919) & 2147483647) % 20 as ni,
         1 + (hashint4(g + 104729) & 2147483647) % 7 as si,
         (hashint4(g + 1299709) & 2147483647) % 1000 as r
       from generate_series(1, $1::int + $2::int) g
     )
     insert into public.offers (owner_id, kind, status, category, pub_name, pub_name_secondary, pub_keywords, city,
       region, pub_description, pub_price, submitted_at, published_at, created_at, updated_at)
     select ('00000000-0000-4000-8000-' || lpad(to_hex(1 + rows.g % $3::int), 12, '0'))::uuid,
       case when service then 'SERVICE' else 'LISTING' end,
       case when r < 10 then 'DRAFT' when r < 20 then 'PENDING' when r < 30 then 'PAUSED' else 'PUBLISHED' end,
       case when service then s.category else n.category end,
       case when service then s.name else n.name end || ' – ' || c.city,
       case when r % 3 = 0 then 'Výnos ' || (3 + r % 9) || ' % ročně' end,
       array['investice', lower(c.city)],
       c.city, c.region,
       'Nabídka ' || lower(case when service then s.name else n.name end) || ' v lokalitě ' || c.city
         || '. Dobrý technický stav, doložené příjmy, vhodné pro dlouhodobou investici. Číslo ' || rows.g || '.',
       case when service or r % 20 = 7 then null else 200000 + ((hashint4(rows.g + 15485863) & 2147483647)
         % 200000)::bigint * 1000 end,
       now() - make_interval(secs => rows.g * 600 + r),
       case when r >= 30 then now() - make_interval(secs => (($1::int + $2::int - rows.g) * 600 + r)) end,
       now() - make_interval(secs => rows.g * 600 + 3600),
       now() - make_interval(secs => rows.g * 300)
     from rows
       join cities c on c.i = rows.ci
       join names n on n.i = rows.ni
       join services s on s.i = rows.si`,
    [listings, services, owners],
  )
}

/** Data set `b` (see CatalogueVariant): other towns and weights, log-uniform prices, long texts, a recent month. */
async function seedVariantB(
  db: Queryable,
  listings: number,
  services: number,
  owners: number,
): Promise<void> {
  await db.query(
    `with towns(i, city, region) as (
       select * from unnest(
         array[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20,21,22,23,24,25,26,27,28,29,30,31,32,33,34,35,36,37,
           38,39,40,41,42,43,44,45],
         array['Praha','Brno','Ostrava','Beroun','Benešov','Kolín','Kutná Hora','Mělník','Příbram','Rakovník','Písek',
           'Strakonice','Prachatice','Rokycany','Domažlice','Sokolov','Most','Teplice','Chomutov','Litoměřice',
           'Česká Lípa','Semily','Náchod','Jičín','Rychnov nad Kněžnou','Svitavy','Ústí nad Orlicí','Havlíčkův Brod',
           'Žďár nad Sázavou','Pelhřimov','Blansko','Břeclav','Hodonín','Vyškov','Prostějov','Šumperk','Jeseník',
           'Vsetín','Valašské Meziříčí','Karviná','Frýdek-Místek','Nový Jičín','Bruntál','Třinec','Havířov'],
         array['CZ-10','CZ-64','CZ-80','CZ-20','CZ-20','CZ-20','CZ-20','CZ-20','CZ-20','CZ-20','CZ-31','CZ-31',
           'CZ-31','CZ-32','CZ-32','CZ-41','CZ-42','CZ-42','CZ-42','CZ-42','CZ-51','CZ-51','CZ-52','CZ-52','CZ-52',
           'CZ-53','CZ-53','CZ-63','CZ-63','CZ-63','CZ-64','CZ-64','CZ-64','CZ-64','CZ-71','CZ-71','CZ-71','CZ-72',
           'CZ-72','CZ-80','CZ-80','CZ-80','CZ-80','CZ-80','CZ-80'])
     ),
     names(i, name, category) as (
       select * from unnest(
         array[1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16],
         array['Nájemní dům','Byt 2+1 v osobním vlastnictví','Stavební parcela','Zemědělská půda','Developerský projekt',
           'Brownfield k revitalizaci','Směnka','Úvěrová pohledávka','Obchodní podíl ve s.r.o.','Akcie rodinné firmy',
           'Restaurace s terasou','Logistický areál','Retailový park','Apartmánový dům na horách','Malá vodní elektrárna',
           'Lesní pozemek'],
         array['REAL_ESTATE','REAL_ESTATE','REAL_ESTATE','REAL_ESTATE','DEVELOPMENT_PROJECT','DEVELOPMENT_PROJECT',
           'FINANCIAL_CONTRACT','FINANCIAL_CONTRACT','COMPANY_SHARE','COMPANY_SHARE','OTHER_OPPORTUNITY','REAL_ESTATE',
           'REAL_ESTATE','REAL_ESTATE','OTHER_OPPORTUNITY','REAL_ESTATE'])
     ),
     services(i, name, category) as (
       select * from unnest(
         array[1,2,3,4,5],
         array['Notářské služby','Odhad tržní ceny','Hypoteční poradenství','Účetnictví pro investory',
           'Facility management'],
         array['LEGAL','VALUATION','FINANCING','TAX_ACCOUNTING','PROPERTY_MANAGEMENT'])
     ),
     rows as (
       select g, g > $1::int as service,
         (hashint4(g) & 2147483647) % 1000 as w,
         1 + (hashint4(g + 7919) & 2147483647) % 16 as ni,
         1 + (hashint4(g + 104729) & 2147483647) % 5 as si,
         (hashint4(g + 1299709) & 2147483647) % 1000 as r,
         ((hashint4(g + 15485863) & 2147483647) % 1000000) / 1000000.0 as u
       from generate_series(1, $1::int + $2::int) g
     ),
     placed as (
       select rows.*,
         case when w < 250 then 1 when w < 350 then 2 when w < 410 then 3 else 4 + (w - 410) % 42 end as ti
       from rows
     )
     insert into public.offers (owner_id, kind, status, category, pub_name, pub_name_secondary, pub_keywords, city,
       region, pub_description, pub_price, submitted_at, published_at, created_at, updated_at)
     select ('00000000-0000-4000-8000-' || lpad(to_hex(1 + p.g % $3::int), 12, '0'))::uuid,
       case when service then 'SERVICE' else 'LISTING' end,
       case when r < 30 then 'DRAFT' when r < 60 then 'PENDING' when r < 80 then 'PAUSED' else 'PUBLISHED' end,
       case when service then s.category else n.category end,
       case when service then s.name else n.name end || ', ' || t.city,
       case when r % 4 = 0 then 'Návratnost ' || (5 + r % 15) || ' let' end,
       array['příležitost', lower(t.city), lower(n.category)],
       t.city, t.region,
       repeat('Prodej ' || lower(case when service then s.name else n.name end) || ' v obci ' || t.city
         || ' s dlouhodobým nájemníkem a rezervou na opravy; kupující přebírá smlouvy i pojištění. ', 4)
         || 'Evidenční číslo ' || p.g || '.',
       case when service or r % 10 < 3 then null
         else (round(exp(ln(50000) + p.u * (ln(2000000000) - ln(50000))) / 1000) * 1000)::bigint end,
       now() - make_interval(secs => (p.g % 3888) * 1000 + r),
       case when r >= 80 then now() - make_interval(secs => (($1::int + $2::int - p.g) * 38) + r) end,
       now() - make_interval(secs => (p.g % 3888) * 1000 + 3600),
       now() - make_interval(secs => p.g * 30)
     from placed p
       join towns t on t.i = p.ti
       join names n on n.i = p.ni
       join services s on s.i = p.si`,
    [listings, services, owners],
  )
}
