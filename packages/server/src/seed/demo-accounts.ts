import type { RegionCode } from '@rg/domain/offers'
import type { Role } from '@rg/domain/profile'
import { hashPassword } from '../auth/passwords.ts'
import { findUserByEmail, insertUser } from '../auth/store.ts'
import type { Database, Queryable } from '../db/database.ts'

export const DEMO_PASSWORD = 'demo-heslo-2026'

/** What a demo profile holds beyond its e-mail: the business card's phone and company (docs/decisions/1140). */
export interface DemoPerson {
  email: string
  firstName: string
  lastName: string
  phone: string
  company: string | null
  ico: string | null
  city: string
  region: RegionCode
}

export const DEMO_ACCOUNTS: readonly (DemoPerson & { role: Role })[] = [
  {
    email: 'admin@demo.cz',
    role: 'SUPER_ADMIN',
    firstName: 'Adéla',
    lastName: 'Správcová',
    phone: '+420734218905',
    company: 'Správcová Invest s.r.o.',
    ico: '47596163',
    city: 'Praha',
    region: 'CZ-10',
  },
  {
    email: 'overeny@demo.cz',
    role: 'VERIFIED',
    firstName: 'Ondřej',
    lastName: 'Ověřený',
    phone: '+420603472118',
    company: 'Ověřený Development s.r.o.',
    ico: '74606085',
    city: 'Praha',
    region: 'CZ-10',
  },
  {
    email: 'uzivatel@demo.cz',
    role: 'USER',
    firstName: 'Jana',
    lastName: 'Uživatelová',
    phone: '+420775064231',
    company: null,
    ico: null,
    city: 'Praha',
    region: 'CZ-10',
  },
]

/**
 * The verified owners of the demo services, one per service (the service's name is their firm's): fictitious people
 * and firms (the IČO passes the register's checksum but names no real firm), +420 phones and example.cz addresses.
 * They sign in with the demo password like the demo accounts, but are not announced at the start.
 */
export const DEMO_PROVIDERS: readonly DemoPerson[] = [
  provider(
    'martin.dvorak',
    'Martin',
    'Dvořák',
    '+420602318447',
    'Advokátní kancelář Dvořák & partneři s.r.o.',
    '36211206',
    'Praha',
    'CZ-10',
  ),
  provider(
    'petra.horakova',
    'Petra',
    'Horáková',
    '+420737215604',
    'Advokátní kancelář Mgr. Petra Horáková',
    '80389767',
    'Brno',
    'CZ-64',
  ),
  provider(
    'karel.vesely',
    'Karel',
    'Veselý',
    '+420377452190',
    'Odhad CZ, znalecký ústav s.r.o.',
    '63869446',
    'Plzeň',
    'CZ-32',
  ),
  provider(
    'tomas.benes',
    'Tomáš',
    'Beneš',
    '+420721604385',
    'Oceňování Beneš s.r.o.',
    '69847681',
    'Olomouc',
    'CZ-71',
  ),
  provider(
    'lucie.markova',
    'Lucie',
    'Marková',
    '+420608127453',
    'Hyposervis Investor s.r.o.',
    '78183049',
    'Praha',
    'CZ-10',
  ),
  provider(
    'radek.kolar',
    'Radek',
    'Kolář',
    '+420596213874',
    'Mezaninový fond Morava a.s.',
    '22437126',
    'Ostrava',
    'CZ-80',
  ),
  provider(
    'jiri.svoboda',
    'Jiří',
    'Svoboda',
    '+420495512038',
    'Daňová kancelář Svoboda s.r.o.',
    '43222404',
    'Hradec Králové',
    'CZ-52',
  ),
  provider(
    'hana.prochazkova',
    'Hana',
    'Procházková',
    '+420386419725',
    'Účetnictví Plus s.r.o.',
    '66440327',
    'České Budějovice',
    'CZ-31',
  ),
  provider(
    'pavel.kral',
    'Pavel',
    'Král',
    '+420224318906',
    'Správa domů Praha s.r.o.',
    '43612806',
    'Praha',
    'CZ-10',
  ),
  provider(
    'lenka.pokorna',
    'Lenka',
    'Pokorná',
    '+420731850264',
    'FM Servis Ostrava s.r.o.',
    '41454081',
    'Ostrava',
    'CZ-80',
  ),
  provider(
    'jan.kucera',
    'Jan',
    'Kučera',
    '+420567301482',
    'Reality Vysočina s.r.o.',
    '64124169',
    'Jihlava',
    'CZ-63',
  ),
  provider(
    'veronika.nemcova',
    'Veronika',
    'Němcová',
    '+420774293615',
    'Investiční reality Brno s.r.o.',
    '46538887',
    'Brno',
    'CZ-64',
  ),
  provider(
    'michal.novotny',
    'Michal',
    'Novotný',
    '+420605748120',
    'Stavební dozor Novotný s.r.o.',
    '47383046',
    'Ústí nad Labem',
    'CZ-42',
  ),
  provider(
    'tereza.simkova',
    'Tereza',
    'Šimková',
    '+420485129637',
    'Energetické audity Liberec s.r.o.',
    '53337603',
    'Liberec',
    'CZ-51',
  ),
  provider(
    'vladimir.marek',
    'Vladimír',
    'Marek',
    '+420466802571',
    'Notářská kancelář JUDr. Vladimír Marek',
    '30872324',
    'Pardubice',
    'CZ-53',
  ),
]

function provider(
  login: string,
  firstName: string,
  lastName: string,
  phone: string,
  company: string,
  ico: string,
  city: string,
  region: RegionCode,
): DemoPerson {
  return { email: `${login}@example.cz`, firstName, lastName, phone, company, ico, city, region }
}

async function createPerson(q: Queryable, person: DemoPerson, role: Role, hash: string) {
  if (await findUserByEmail(q, person.email)) return
  const user = await insertUser(q, person.email, hash, {}, true)
  await q.query(
    `update public.profiles set role = $2, first_name = $3, last_name = $4, phone = $5, company_name = $6, ico = $7,
       city = $8, region = $9, onboarding_completed_at = now(),
       verification_status = case when $2 = 'USER' then 'NONE' else 'APPROVED' end
     where id = $1`,
    [
      user.id,
      role,
      person.firstName,
      person.lastName,
      person.phone,
      person.company,
      person.ico,
      person.city,
      person.region,
    ],
  )
}

/**
 * Demo accounts and the services' providers, confirmed and onboarded, created once (a later start finds them and
 * changes nothing, so a demo user's edits survive restarts). Needs the embedded auth schema: in Supabase mode only
 * with DEMO_DATA=1 against a database where auth.users may be written.
 */
export async function ensureDemoData(db: Database): Promise<boolean> {
  if (await findUserByEmail(db, DEMO_ACCOUNTS[0]?.email as string)) return false
  const hash = await hashPassword(DEMO_PASSWORD)
  await db.transaction(async (tx) => {
    for (const account of DEMO_ACCOUNTS) await createPerson(tx, account, account.role, hash)
    for (const person of DEMO_PROVIDERS) await createPerson(tx, person, 'VERIFIED', hash)
  })
  return true
}
