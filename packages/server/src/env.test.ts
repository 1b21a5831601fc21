import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { EnvError, parseBaseUrl, readEnv, repoRoot } from './env.ts'

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
