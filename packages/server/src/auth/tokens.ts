import { AUTH_SESSION } from '@rg/domain'
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
