import { AUTH_SESSION } from '@rg/domain/auth-session'
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  decodeProtectedHeader,
  type JWTPayload,
  jwtVerify,
  SignJWT,
} from 'jose'
import type { RequestClaims } from '../db/as-user.ts'
import type { SupabaseConfig } from '../env.ts'
import type { SigningKey } from './keys.ts'

/** Access-token lifetime; well above the 90 s under which supabase-js refreshes on every call. */
export const ACCESS_TOKEN_TTL = 3600

export interface AccessClaims extends JWTPayload, RequestClaims {
  sub: string
  email?: string
  session_id?: string
}

export async function signAccessToken(
  key: SigningKey,
  claims: Record<string, unknown>,
  issuer: string,
  ttl = ACCESS_TOKEN_TTL,
): Promise<{ token: string; expiresAt: number }> {
  const iat = Math.floor(Date.now() / 1000)
  const token = await new SignJWT(claims)
    .setProtectedHeader({ alg: 'ES256', kid: key.kid, typ: 'JWT' })
    .setIssuer(issuer)
    .setIssuedAt(iat)
    .setExpirationTime(iat + ttl)
    .sign(key.privateKey)
  return { token, expiresAt: iat + ttl }
}

/** Verifies an access token and answers its claims; throws on a bad signature, expiry or audience. */
export type TokenVerifier = (token: string) => Promise<AccessClaims>

function checked(payload: JWTPayload): AccessClaims {
  if (typeof payload.sub !== 'string' || payload.role !== 'authenticated') throw new Error('not a user token')
  return payload as AccessClaims
}

/**
 * A verifier that remembers the tokens it verified until they expire, so a client's many requests with the same
 * access token pay for the signature check once (an ES256 verification is the biggest single cost of a cheap
 * signed-in request; docs/decisions/1660-request-fixed-cost.md). Safe because a token's claims cannot change without
 * changing the token; what can change — the session signed out, the user blocked — is checked per request
 * (sessionReader), not here. At most `max` tokens; the oldest are forgotten first. A refused token is never cached.
 */
export function cachedVerifier(verify: TokenVerifier, max = 10_000): TokenVerifier {
  const verified = new Map<string, AccessClaims>()
  return async (token) => {
    const hit = verified.get(token)
    if (hit && typeof hit.exp === 'number' && hit.exp > Date.now() / 1000) return hit
    if (hit) verified.delete(token)
    const claims = await verify(token)
    if (verified.size >= max) verified.delete(verified.keys().next().value as string)
    verified.set(token, claims)
    return claims
  }
}

/** Embedded mode: our own key, no network. */
export function localVerifier(key: SigningKey): TokenVerifier {
  const jwks = createLocalJWKSet({ keys: [key.publicJwk] })
  return async (token) =>
    checked((await jwtVerify(token, jwks, { audience: 'authenticated', algorithms: ['ES256'] })).payload)
}

/** Supabase mode: asymmetric tokens through the project's JWKS (cached 10 minutes), legacy HS256 with the secret. */
export function supabaseVerifier(config: SupabaseConfig): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL(`${config.url}/auth/v1/.well-known/jwks.json`), {
    cacheMaxAge: AUTH_SESSION.signingKeyCacheMs,
  })
  const secret = config.jwtSecret ? new TextEncoder().encode(config.jwtSecret) : undefined
  return async (token) => {
    const { alg } = decodeProtectedHeader(token)
    if (alg === 'HS256') {
      if (!secret) throw new Error('HS256 token but no SUPABASE_JWT_SECRET')
      return checked(
        (await jwtVerify(token, secret, { audience: 'authenticated', algorithms: ['HS256'] })).payload,
      )
    }
    return checked(
      (await jwtVerify(token, jwks, { audience: 'authenticated', algorithms: ['ES256', 'RS256'] })).payload,
    )
  }
}
