import { describe, expect, it } from 'vitest'
import { type AccessClaims, cachedVerifier } from './tokens.ts'

/** A stand-in verifier: tokens "ok:<exp>" verify with that expiry, anything else is refused; it counts its calls. */
function countingVerifier() {
  const calls: string[] = []
  const verify = async (token: string): Promise<AccessClaims> => {
    calls.push(token)
    const [kind, exp] = token.split(':')
    if (kind !== 'ok') throw new Error('bad signature')
    return { sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated', exp: Number(exp) }
  }
  return { calls, verify }
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

describe('cachedVerifier', () => {
  it('verifies a token once while it is valid', async () => {
    const { calls, verify } = countingVerifier()
    const cached = cachedVerifier(verify)
    const token = `ok:${inAnHour()}`
    const first = await cached(token)
    expect(await cached(token)).toBe(first)
    expect(calls).toEqual([token])
  })

  it('verifies an expired token again (and so refuses what the real verifier refuses)', async () => {
    const { calls, verify } = countingVerifier()
    const cached = cachedVerifier(verify)
    const expired = `ok:${Math.floor(Date.now() / 1000) - 1}`
    await cached(expired)
    await cached(expired)
    expect(calls).toEqual([expired, expired])
  })

  it('never remembers a refused token', async () => {
    const { calls, verify } = countingVerifier()
    const cached = cachedVerifier(verify)
    await expect(cached('forged')).rejects.toThrow('bad signature')
    await expect(cached('forged')).rejects.toThrow('bad signature')
    expect(calls).toEqual(['forged', 'forged'])
  })

  it('keeps at most max tokens, forgetting the oldest first', async () => {
    const { calls, verify } = countingVerifier()
    const cached = cachedVerifier(verify, 2)
    const exp = inAnHour()
    const [a, b, c] = [`ok:${exp}:a`, `ok:${exp}:b`, `ok:${exp}:c`]
    await cached(a)
    await cached(b)
    await cached(c)
    await cached(b)
    await cached(a)
    expect(calls).toEqual([a, b, c, a])
  })
})
