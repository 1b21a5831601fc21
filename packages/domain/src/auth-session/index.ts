/* @rg/domain/auth-session: what other packages use of this folder (docs/decisions/1730-one-declaration-per-endpoint.md). */

export { AUTH_SESSION, combineCookieChunks } from './auth-session.ts'
