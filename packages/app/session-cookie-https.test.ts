import { afterEach, expect, it, vi } from 'vitest'
import { cookiesWrittenOnSignIn } from './session-cookie.ts'

afterEach(() => vi.unstubAllGlobals())

it('the session cookie is Secure (and SameSite=Lax) on https', async () => {
  const cookies = await cookiesWrittenOnSignIn('https://trziste.example.cz')
  expect(cookies.length).toBeGreaterThan(0)
  for (const cookie of cookies) {
    expect(cookie).toMatch(/;\s*Secure(;|$)/i)
    expect(cookie).toMatch(/;\s*SameSite=Lax(;|$)/i)
  }
})
