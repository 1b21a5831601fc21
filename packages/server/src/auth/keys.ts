import type { webcrypto } from 'node:crypto'
import { randomUUID } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { exportJWK, generateKeyPair, importJWK, type JWK } from 'jose'

type CryptoKey = webcrypto.CryptoKey

export interface SigningKey {
  kid: string
  privateKey: CryptoKey
  /** Public half as published in /auth/v1/.well-known/jwks.json. */
  publicJwk: JWK
}

async function fromPrivateJwk(jwk: JWK): Promise<SigningKey> {
  const kid = jwk.kid as string
  const privateKey = (await importJWK(jwk, 'ES256')) as CryptoKey
  const { d: _d, ...pub } = jwk
  return {
    kid,
    privateKey,
    publicJwk: {
      kty: pub.kty,
      crv: pub.crv,
      x: pub.x,
      y: pub.y,
      kid,
      alg: 'ES256',
      use: 'sig',
      key_ops: ['verify'],
    },
  }
}

export async function generateSigningKey(): Promise<{ key: SigningKey; privateJwk: JWK }> {
  const { privateKey } = await generateKeyPair('ES256', { extractable: true })
  const privateJwk = { ...(await exportJWK(privateKey)), kid: randomUUID(), alg: 'ES256' }
  return { key: await fromPrivateJwk(privateJwk), privateJwk }
}

/**
 * The ES256 key that signs access tokens: generated at first start and kept in DATA_DIR/auth/signing-key.json
 * (readable by the owner only), so sessions survive restarts. dataDir 'memory://' keeps it in memory (tests).
 */
export async function loadOrCreateSigningKey(dataDir: string): Promise<SigningKey> {
  if (dataDir.startsWith('memory://')) return (await generateSigningKey()).key
  const file = path.join(dataDir, 'auth', 'signing-key.json')
  try {
    return await fromPrivateJwk(JSON.parse(readFileSync(file, 'utf8')) as JWK)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
  }
  const { key, privateJwk } = await generateSigningKey()
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 })
  writeFileSync(file, JSON.stringify(privateJwk), { mode: 0o600, flag: 'wx' })
  return key
}
