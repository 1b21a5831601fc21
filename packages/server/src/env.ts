import path from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  czechAccountToIban,
  DEMO_OPERATOR_IDENTITY,
  formatIban,
  ibanToCzechAccount,
  isValidIban,
} from '@rg/domain/payments'
import { DEFAULT_DOCUMENT_QUOTA_BYTES } from '@rg/domain/uploads'

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..')

export interface SupabaseConfig {
  url: string
  anonKey: string
  /** Legacy HS256 project secret; without it tokens are verified through the project's JWKS only. */
  jwtSecret: string | undefined
}

export interface ServerEnv {
  port: number
  /** Interface the server listens on: loopback unless HOST is set (docs/security.md). */
  host: string
  dataDir: string
  databaseUrl: string | undefined
  /** DATABASE_NAMED_STATEMENTS=off for a pooler in transaction mode (docs/decisions/1779-named-prepared-statements.md). */
  databaseNamedStatements: boolean
  /** Folder with the built web app (index.html, assets). */
  clientDir: string
  /**
   * Production rules (no demo accounts, no /dev/outbox, strict CSRF origins): NODE_ENV=production, or a HOST outside
   * loopback without DEMO_ON_NETWORK=1 (docs/decisions/1220-network-host-means-production.md).
   */
  production: boolean
  /**
   * Public origin of the site (BASE_URL). Every link in mails, redirects and pages is built from it (or, in the
   * loopback local demo without BASE_URL, from http://localhost:PORT), never from the request's Host header.
   */
  baseUrl: string | undefined
  /**
   * Which peers may tell the client address in X-Forwarded-For (TRUSTED_PROXY: `loopback`, a comma-separated list of
   * addresses, or unset = nobody; docs/security.md "Running behind a proxy").
   */
  trustedProxies: string[]
  /** Set in Supabase mode: authentication is the real Supabase Auth and /auth/v1 is not served. */
  supabase: SupabaseConfig | undefined
  smtpUrl: string | undefined
  /** SMTP sender address. */
  mailFrom: string
  /** Fill the demo accounts on first start (always in embedded mode, with DEMO_DATA=1 in Supabase mode). */
  demoData: boolean
  siteEmail: string | undefined
  /** Each verified user's private document store (DOCUMENTS_QUOTA_MB, default DEFAULT_DOCUMENT_QUOTA_BYTES). */
  documentQuotaBytes: number
  sitePhone: string | undefined
  /** The seller on invoices and the payee of bank transfers (docs/decisions/0962-invoices-and-vat.md). */
  operator: OperatorConfig
  /** AUTH_EMAIL_FREQUENCY_SECONDS: one sign-up or resend mail per address this often (GoTrue's SMTP max frequency). */
  authEmailFrequencySeconds: number | undefined
  /** METRICS_TOKEN: GET /metrics answers Prometheus with `Authorization: Bearer <token>`; unset = no /metrics. */
  metricsToken: string | undefined
  /**
   * MAP_TILE_URL and MAP_TILE_ATTRIBUTION: a base map under the offers map (docs/decisions/1620-leaflet-map.md); unset =
   * the shipped region outlines alone.
   */
  mapTiles: MapTilesConfig | null
}

/** An https XYZ tile template ({z}, {x}, {y}, optionally {s} and {r}) and the attribution its licence asks for. */
export interface MapTilesConfig {
  url: string
  attribution: string
}

export interface OperatorConfig {
  name: string
  address: string
  ico: string | null
  dic: string | null
  /** The register entry, e.g. "zapsaná v obchodním rejstříku vedeném Krajským soudem v Brně, oddíl C, vložka 1". */
  register: string | null
  /** Czech account number "[prefix-]number/bank"; the IBAN is derived from it unless OPERATOR_IBAN is set. */
  accountNumber: string
  iban: string
  vatPayer: boolean
  vatRatePercent: number
}

/** A clearly fictitious operator for the demo and tests; production must configure its own. */
export const DEMO_OPERATOR: OperatorConfig = {
  ...DEMO_OPERATOR_IDENTITY,
  vatPayer: true,
  vatRatePercent: 21,
}

/** The demo's contacts, as clearly made up as its operator (example.cz, a number nobody answers). */
export const DEMO_CONTACT = { email: 'provozovatel@example.cz', phone: '+420 800 000 000' } as const

/**
 * OPERATOR_* and VAT_* settings; each missing one falls back to the demo operator's outside production. OPERATOR_IBAN
 * and OPERATOR_ACCOUNT must denote the same account (either may be left out: it is derived from the other), and a VAT
 * payer in production names its DIČ (docs/decisions/1304-operator-settings-checked.md).
 */
export function parseOperator(env: NodeJS.ProcessEnv, production: boolean): OperatorConfig {
  const givenIban = env.OPERATOR_IBAN?.replace(/\s/g, '').toUpperCase() || ''
  if (givenIban && !isValidIban(givenIban))
    throw new EnvError(
      `OPERATOR_IBAN „${env.OPERATOR_IBAN}“ není platný IBAN (např. CZ65 0800 0000 1920 0014 5399).`,
    )
  const account =
    env.OPERATOR_ACCOUNT?.trim() ||
    (givenIban ? ibanToCzechAccount(givenIban) : null) ||
    (production ? '' : DEMO_OPERATOR.accountNumber)
  if (production && (!env.OPERATOR_NAME || !env.OPERATOR_ADDRESS || !env.OPERATOR_ICO || !account))
    throw new EnvError(
      'V produkci nastavte OPERATOR_NAME, OPERATOR_ADDRESS, OPERATOR_ICO a OPERATOR_ACCOUNT (údaje na fakturách, v obchodních podmínkách a v patičce webu).',
    )
  const iban = czechAccountToIban(account)
  if (!iban)
    throw new EnvError(
      `OPERATOR_ACCOUNT „${account}“ není platné české číslo účtu (např. 19-2000145399/0800).`,
    )
  if (givenIban && givenIban !== iban)
    throw new EnvError(
      `OPERATOR_IBAN „${formatIban(givenIban)}“ a OPERATOR_ACCOUNT „${account}“ nejsou tentýž účet: k číslu účtu patří IBAN ${formatIban(iban)}. Opravte jedno z nich, nebo OPERATOR_IBAN vynechte (spočítá se z čísla účtu).`,
    )
  const vatPayer = env.VAT_PAYER !== '0'
  const givenDic = env.OPERATOR_DIC?.replace(/\s/g, '').toUpperCase() || ''
  if (givenDic && !/^CZ\d{8,10}$/.test(givenDic))
    throw new EnvError(`OPERATOR_DIC „${env.OPERATOR_DIC}“ má tvar CZ a 8 až 10 číslic, např. CZ27082440.`)
  if (production && vatPayer && !givenDic)
    throw new EnvError(
      'Provozovatel je plátce DPH (VAT_PAYER není 0), ale chybí OPERATOR_DIC: faktura – daňový doklad musí uvádět DIČ dodavatele. Nastavte OPERATOR_DIC (např. CZ27082440), nebo VAT_PAYER=0, pokud plátcem DPH nejste.',
    )
  const rate = Number(env.VAT_RATE ?? 21)
  if (!Number.isFinite(rate) || rate < 0 || rate > 100)
    throw new EnvError(`VAT_RATE „${env.VAT_RATE}“ musí být číslo od 0 do 100 (sazba DPH v procentech).`)
  return {
    name: env.OPERATOR_NAME?.trim() || DEMO_OPERATOR.name,
    address: env.OPERATOR_ADDRESS?.trim() || DEMO_OPERATOR.address,
    ico: env.OPERATOR_ICO?.trim() || (env.OPERATOR_NAME ? null : DEMO_OPERATOR.ico),
    dic: givenDic || (env.OPERATOR_NAME ? null : DEMO_OPERATOR.dic),
    register: env.OPERATOR_REGISTER?.trim() || (env.OPERATOR_NAME ? null : DEMO_OPERATOR.register),
    accountNumber: account,
    iban,
    vatPayer,
    vatRatePercent: rate,
  }
}

/** A setting the server cannot start with; the message says which and what it expects. */
export class EnvError extends Error {
  override name = 'EnvError'
}

/**
 * BASE_URL is the site's public origin: links in e-mails and the CSRF Origin check use it as it is, so it must be
 * an http(s) origin without a path, query or credentials ("https://trziste.cz", a trailing slash is fine). Empty or
 * unset means "the origin of each request". Anything else stops the start: a relative '/' (what Vite-based tools
 * put into the environment) or a path would otherwise break sign-up links and every state-changing request.
 */
export function parseBaseUrl(value: string | undefined): string | undefined {
  const raw = value?.trim()
  if (!raw) return undefined
  const expected = 'očekává se adresa webu, např. https://trziste.cz'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new EnvError(`BASE_URL „${raw}“ není platná adresa (${expected}).`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new EnvError(`BASE_URL „${raw}“ musí začínat http:// nebo https:// (${expected}).`)
  if (url.username || url.password || url.search || url.hash || url.pathname !== '/')
    throw new EnvError(
      `BASE_URL „${raw}“ smí obsahovat jen protokol, doménu a port, bez cesty (${expected}).`,
    )
  return url.origin
}

const LOOPBACK_HOSTS = new Set(['127.0.0.1', '::1', 'localhost'])
export const isLoopbackHost = (host: string) => LOOPBACK_HOSTS.has(host.replace(/^\[|\]$/g, ''))

/** The origin every link is built from: BASE_URL, or in the loopback local demo http://localhost:PORT. */
export function publicOrigin(env: { baseUrl?: string | undefined; port: number }): string {
  return env.baseUrl ?? `http://localhost:${env.port}`
}

function parseTrustedProxies(value: string | undefined): string[] {
  const raw = value?.trim()
  if (!raw) return []
  const list = raw
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)
  const loopback = ['127.0.0.1', '::1', '::ffff:127.0.0.1']
  return list.flatMap((p) => (p === 'loopback' ? loopback : [p]))
}

/**
 * The server's settings from the environment. Throws an EnvError for a setting it cannot use (main.ts prints its
 * message and exits). Tests pass an explicit object: Vitest puts BASE_URL='/' into process.env.
 */
export function readEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const supabase = env.SUPABASE_URL
    ? {
        url: env.SUPABASE_URL.replace(/\/+$/, ''),
        anonKey: env.SUPABASE_ANON_KEY ?? '',
        jwtSecret: env.SUPABASE_JWT_SECRET || undefined,
      }
    : undefined
  const baseUrl = parseBaseUrl(env.BASE_URL)
  const host = env.HOST?.trim() || '127.0.0.1'
  const smtpUrl = env.SMTP_URL || undefined
  const networkDemo = env.DEMO_ON_NETWORK === '1'
  // docs/security.md "Modes", docs/decisions/1220-network-host-means-production.md: production needs its public
  // origin and a real mail transport. A listener outside loopback is production too (no demo accounts with their
  // published password, no /dev/outbox) unless DEMO_ON_NETWORK=1 says a demo on the network is meant; that demo
  // still needs BASE_URL, otherwise links would have to come from the (attacker-controlled) Host header.
  const production = env.NODE_ENV === 'production' || (!isLoopbackHost(host) && !networkDemo)
  if (env.NODE_ENV === 'production' && networkDemo)
    throw new EnvError(
      'DEMO_ON_NETWORK=1 nelze spojit s NODE_ENV=production (ukázka v síti má ukázkové účty se zveřejněným heslem); jedno z nich odstraňte.',
    )
  if (production) {
    const missing = [!baseUrl && 'BASE_URL', !smtpUrl && 'SMTP_URL'].filter(Boolean).join(' a ')
    if (missing && env.NODE_ENV === 'production')
      throw new EnvError(
        `v produkčním režimu (NODE_ENV=production) je nutné nastavit ${missing} (viz README, kontrolní seznam pro produkci).`,
      )
    if (missing)
      throw new EnvError(
        `HOST „${host}“ zpřístupní server i mimo tento počítač, proto platí pravidla produkce: nastavte ${missing} (viz README, kontrolní seznam pro produkci), nebo pro ukázku v síti se zveřejněnými ukázkovými účty DEMO_ON_NETWORK=1 a BASE_URL.`,
      )
  } else if (!baseUrl && !isLoopbackHost(host)) {
    throw new EnvError(
      `HOST „${host}“ zpřístupní server i mimo tento počítač; nastavte BASE_URL na veřejnou adresu webu (např. https://trziste.cz).`,
    )
  }
  // The legal texts give the operator's e-mail and phone for notices, complaints and withdrawal: production names
  // real ones, the demo clearly made-up ones (docs/decisions/1007).
  const siteEmail = env.SITE_EMAIL?.trim() || (production ? undefined : DEMO_CONTACT.email)
  const sitePhone = env.SITE_PHONE?.trim() || (production ? undefined : DEMO_CONTACT.phone)
  if (!siteEmail || !sitePhone)
    throw new EnvError(
      'V produkci nastavte SITE_EMAIL a SITE_PHONE (kontakt na provozovatele v obchodních podmínkách a na webu).',
    )
  const namedStatements = env.DATABASE_NAMED_STATEMENTS ?? 'on'
  if (namedStatements !== 'on' && namedStatements !== 'off')
    throw new EnvError(
      `DATABASE_NAMED_STATEMENTS „${namedStatements}“ má hodnotu on nebo off (off pro pooler spojení v režimu transakcí).`,
    )
  return {
    port: Number(env.PORT ?? 3000),
    host,
    dataDir: path.resolve(env.DATA_DIR ?? path.join(repoRoot, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    databaseNamedStatements: namedStatements === 'on',
    clientDir: path.resolve(env.CLIENT_DIR ?? path.join(repoRoot, 'packages/app/build/client')),
    production,
    baseUrl,
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXY),
    supabase,
    smtpUrl,
    mailFrom: env.MAIL_FROM ?? 'Tržiště investičních příležitostí <noreply@localhost>',
    // Production never creates the demo accounts (their password is public).
    demoData: production ? false : supabase ? env.DEMO_DATA === '1' : env.DEMO_DATA !== '0',
    siteEmail,
    sitePhone,
    operator: parseOperator(env, production),
    documentQuotaBytes: parseQuota(env.DOCUMENTS_QUOTA_MB),
    authEmailFrequencySeconds: parseSeconds('AUTH_EMAIL_FREQUENCY_SECONDS', env.AUTH_EMAIL_FREQUENCY_SECONDS),
    metricsToken: parseMetricsToken(env.METRICS_TOKEN),
    mapTiles: parseMapTiles(env.MAP_TILE_URL, env.MAP_TILE_ATTRIBUTION),
  }
}

export function parseMapTiles(
  rawUrl: string | undefined,
  rawAttribution: string | undefined,
): MapTilesConfig | null {
  const url = rawUrl?.trim()
  if (!url) return null
  const attribution = rawAttribution?.trim()
  if (!attribution)
    throw new EnvError(
      'MAP_TILE_ATTRIBUTION je povinné s MAP_TILE_URL (licence mapového podkladu žádá uvést zdroj).',
    )
  let parsed: URL | undefined
  try {
    parsed = new URL(url.replaceAll('{s}', 'a'))
  } catch {
    parsed = undefined
  }
  if (parsed?.protocol !== 'https:' || !['{z}', '{x}', '{y}'].every((part) => url.includes(part)))
    throw new EnvError(
      'MAP_TILE_URL musí být adresa https se {z}, {x} a {y}, např. https://tiles.example.cz/{z}/{x}/{y}.png.',
    )
  return { url, attribution }
}

/** The origin the tiles come from, for the pages' img-src ({s} subdomains as a wildcard). */
export function mapTilesOrigin(tiles: MapTilesConfig): string {
  const { protocol, host } = new URL(tiles.url.replaceAll('{s}', 'a'))
  return `${protocol}//${tiles.url.includes('{s}') ? host.replace(/^a\./, '*.') : host}`
}

function parseMetricsToken(raw: string | undefined): string | undefined {
  const token = raw?.trim()
  if (!token) return undefined
  // A short token is guessable; the metrics tell traffic and queue sizes to whoever reads them.
  if (token.length < 16) throw new EnvError('METRICS_TOKEN musí mít alespoň 16 znaků.')
  return token
}

function parseSeconds(name: string, raw: string | undefined): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined
  const seconds = Number(raw)
  if (!Number.isInteger(seconds) || seconds < 0)
    throw new EnvError(`${name} „${raw}“ musí být celý počet sekund (0 nebo víc).`)
  return seconds
}

function parseQuota(value: string | undefined): number {
  if (value === undefined || value.trim() === '') return DEFAULT_DOCUMENT_QUOTA_BYTES
  const mb = Number(value)
  if (!Number.isInteger(mb) || mb < 20 || mb > 100_000)
    throw new EnvError(
      `DOCUMENTS_QUOTA_MB „${value}“ musí být celé číslo od 20 do 100 000 (megabajty na uživatele).`,
    )
  return mb * 1024 * 1024
}
