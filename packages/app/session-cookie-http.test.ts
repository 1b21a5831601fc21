import { afterEach, expect, it, vi } from 'vitest'
import { cookiesWrittenOnSignIn } from './session-cookie.ts'

afterEach(() => vi.unstubAllGlobals())

// The control for session-cookie-https.test.ts: the flag follows the page's protocol (plain http only on the
// loopback demo, where a Secure cookie would not be stored by every browser).
it('the session cookie is not Secure on the loopback demo over plain http', async () => {
  const cookies = await cookiesWrittenOnSignIn('http://localhost:3000')
  expect(cookies.length).toBeGreaterThan(0)
  for (const cookie of cookies) expect(cookie).not.toMatch(/;\s*Secure(;|$)/i)
})
