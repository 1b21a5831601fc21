import { spawnSync } from 'node:child_process'
import { DEFAULT_DOCUMENT_QUOTA_BYTES } from '@rg/domain/uploads'
import { describe, expect, it } from 'vitest'
import { EnvError, mapTilesOrigin, parseBaseUrl, readEnv, repoRoot } from './env.ts'
import { injectConfig, pageCsp } from './routes/pages.ts'

describe('readEnv: BASE_URL', () => {
  it('takes an http(s) origin, a trailing slash included, and leaves an empty value to each request', () => {
    expect(readEnv({ BASE_URL: 'https://trziste.cz/' }).baseUrl).toBe('https://trziste.cz')
    expect(readEnv({ BASE_URL: 'http://localhost:3000' }).baseUrl).toBe('http://localhost:3000')
    expect(readEnv({ BASE_URL: ' https://Trziste.CZ ' }).baseUrl).toBe('https://trziste.cz')
    expect(readEnv({ BASE_URL: '' }).baseUrl).toBeUndefined()
    expect(readEnv({}).baseUrl).toBeUndefined()
  })

  it.each([
    ['/', 'není platná adresa'],
    ['trziste.cz', 'není platná adresa'],
    ['ftp://trziste.cz', 'musí začínat http:// nebo https://'],
    ['https://trziste.cz/portal', 'bez cesty'],
    ['https://trziste.cz/?a=1', 'bez cesty'],
    ['https://admin:heslo@trziste.cz', 'bez cesty'],
  ])('refuses %s with a clear Czech message', (value, message) => {
    expect(() => readEnv({ BASE_URL: value })).toThrow(EnvError)
    expect(() => parseBaseUrl(value)).toThrow(message)
  })

  it('stops the server before it opens anything, with the message and exit code 1', () => {
    const { status, stderr } = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'packages/server/src/main.ts'],
      {
        cwd: repoRoot,
        env: { PATH: process.env.PATH, BASE_URL: '/', DATA_DIR: 'memory://', PORT: '0' },
        encoding: 'utf8',
        timeout: 60_000,
      },
    )
    expect(status).toBe(1)
    expect(stderr).toContain('Server nelze spustit: BASE_URL „/“ není platná adresa')
    expect(stderr).not.toMatch(/at .*env\.ts/)
  })
})

describe('readEnv: DOCUMENTS_QUOTA_MB', () => {
  it('gives each user the default store unless a whole number of megabytes from 20 to 100 000 is set', () => {
    expect(readEnv({}).documentQuotaBytes).toBe(DEFAULT_DOCUMENT_QUOTA_BYTES)
    expect(readEnv({ DOCUMENTS_QUOTA_MB: '' }).documentQuotaBytes).toBe(DEFAULT_DOCUMENT_QUOTA_BYTES)
    expect(readEnv({ DOCUMENTS_QUOTA_MB: '  ' }).documentQuotaBytes).toBe(DEFAULT_DOCUMENT_QUOTA_BYTES)
    expect(readEnv({ DOCUMENTS_QUOTA_MB: '1000' }).documentQuotaBytes).toBe(1000 * 1024 * 1024)
    // the bounds themselves are allowed: one 20 MB document fits the smallest store
    expect(readEnv({ DOCUMENTS_QUOTA_MB: '20' }).documentQuotaBytes).toBe(20 * 1024 * 1024)
    expect(readEnv({ DOCUMENTS_QUOTA_MB: '100000' }).documentQuotaBytes).toBe(100_000 * 1024 * 1024)
  })

  it.each(['19', '100001', '0', '-50', '1.5', '500 MB', 'hodně'])(
    'refuses %s with a Czech message',
    (value) => {
      expect(() => readEnv({ DOCUMENTS_QUOTA_MB: value })).toThrow(EnvError)
      expect(() => readEnv({ DOCUMENTS_QUOTA_MB: value })).toThrow(
        `DOCUMENTS_QUOTA_MB „${value}“ musí být celé číslo od 20 do 100 000 (megabajty na uživatele).`,
      )
    },
  )
})

describe('readEnv: DATABASE_NAMED_STATEMENTS', () => {
  it('is on unless set off (a pooler in transaction mode), and refuses anything else in Czech', () => {
    expect(readEnv({}).databaseNamedStatements).toBe(true)
    expect(readEnv({ DATABASE_NAMED_STATEMENTS: 'on' }).databaseNamedStatements).toBe(true)
    expect(readEnv({ DATABASE_NAMED_STATEMENTS: 'off' }).databaseNamedStatements).toBe(false)
    expect(() => readEnv({ DATABASE_NAMED_STATEMENTS: 'false' })).toThrow(
      'DATABASE_NAMED_STATEMENTS „false“ má hodnotu on nebo off (off pro pooler spojení v režimu transakcí).',
    )
  })
})

describe('readEnv: AUTH_EMAIL_FREQUENCY_SECONDS', () => {
  it('sets how often a confirmation mail may go to one address, GoTrue’s default of a minute when unset', () => {
    expect(readEnv({}).authEmailFrequencySeconds).toBeUndefined()
    expect(readEnv({ AUTH_EMAIL_FREQUENCY_SECONDS: '5' }).authEmailFrequencySeconds).toBe(5)
    for (const bad of ['-1', '1.5', 'minuta'])
      expect(() => readEnv({ AUTH_EMAIL_FREQUENCY_SECONDS: bad })).toThrow('musí být celý počet sekund')
  })
})

describe('readEnv: METRICS_TOKEN', () => {
  it('turns /metrics on with a token of at least 16 characters, off when unset', () => {
    expect(readEnv({}).metricsToken).toBeUndefined()
    expect(readEnv({ METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined()
    expect(readEnv({ METRICS_TOKEN: 'a-long-enough-token' }).metricsToken).toBe('a-long-enough-token')
    expect(() => readEnv({ METRICS_TOKEN: 'short' })).toThrow('METRICS_TOKEN musí mít alespoň 16 znaků.')
  })
})

describe('readEnv: MAP_TILE_URL and MAP_TILE_ATTRIBUTION (docs/decisions/1620-leaflet-map.md)', () => {
  const osm = {
    MAP_TILE_URL: 'https://{s}.tile.example.org/{z}/{x}/{y}.png',
    MAP_TILE_ATTRIBUTION: '© přispěvatelé OSM',
  }

  it('has no base map unless configured, and then the template with its attribution', () => {
    expect(readEnv({}).mapTiles).toBeNull()
    expect(readEnv({ MAP_TILE_URL: ' ' }).mapTiles).toBeNull()
    expect(readEnv(osm).mapTiles).toEqual({ url: osm.MAP_TILE_URL, attribution: '© přispěvatelé OSM' })
  })

  it('refuses a template without https, {z}/{x}/{y} or an attribution, in Czech', () => {
    expect(() => readEnv({ MAP_TILE_URL: osm.MAP_TILE_URL })).toThrow(/MAP_TILE_ATTRIBUTION je povinné/)
    expect(() => readEnv({ ...osm, MAP_TILE_URL: 'http://tiles.example.org/{z}/{x}/{y}.png' })).toThrow(
      /MAP_TILE_URL musí být adresa https/,
    )
    expect(() => readEnv({ ...osm, MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}.png' })).toThrow(EnvError)
    expect(() => readEnv({ ...osm, MAP_TILE_URL: 'nic' })).toThrow(EnvError)
  })

  it('lets the pages load images from the tiles origin only when configured', () => {
    const tiles = readEnv(osm).mapTiles
    if (!tiles) throw new Error('tiles expected')
    expect(mapTilesOrigin(tiles)).toBe('https://*.tile.example.org')
    expect(mapTilesOrigin({ url: 'https://t.example.cz:8443/{z}/{x}/{y}.png', attribution: 'x' })).toBe(
      'https://t.example.cz:8443',
    )
    expect(pageCsp('<p></p>', 'http://localhost:3000', tiles)).toContain(
      "img-src 'self' data: blob: https://*.tile.example.org;",
    )
    expect(pageCsp('<p></p>', 'http://localhost:3000')).toContain("img-src 'self' data: blob:;")
    const page = injectConfig('<html><head></head></html>', {
      baseUrl: 'https://trziste.example',
      supabaseUrl: 'https://trziste.example',
      supabaseAnonKey: 'k',
      siteEmail: null,
      sitePhone: null,
      operator: null,
      mapTiles: tiles,
    })
    expect(page).toContain('"mapTiles":{"url":"https://{s}.tile.example.org/{z}/{x}/{y}.png"')
  })
})
