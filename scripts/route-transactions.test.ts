import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * A route's transactions are its service's (docs/decisions/0900-server-routes-and-services.md, 1630): a handler in
 * packages/server/src/routes/ maps input to one service call, and the service opens the transaction as the requester
 * or the server (asUser, asService, actAsUser, …). This check fails when a route file opens one itself, through the
 * helpers of db/as-user.ts, services/outcome.ts and services/service-role.ts or a Database's own `transaction`.
 * Issue 28 found 36 in route files; the last 35 (26 asUser/asService, 8 actAsUser, 1 asServiceWithin) moved into
 * services.
 */

const root = path.resolve(import.meta.dirname, '..')
const ROUTES = path.join(root, 'packages/server/src/routes')

const OPENS_TRANSACTION =
  /\b(?:asUser|asAnon|asService|actAsUser|asServiceWithin|continueAsService|setLocal)\s*(?:<[^>]*>)?\s*\(|\.transaction\s*\(/g
const IMPORTS_ROLE_SWITCH = /from\s+'[./]*(?:db\/as-user|services\/service-role)\.ts'/g

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [file] : []
  })
}

/** The code of a file without its comments (a comment may say why a route opens no transaction). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')

describe('route transactions', () => {
  it('finds route files to check', () => {
    expect(sources(ROUTES).length).toBeGreaterThan(20)
  })

  it('no route file opens a transaction or switches a role: the service it calls does', () => {
    const found = sources(ROUTES).flatMap((file) => {
      const text = code(readFileSync(file, 'utf8'))
      const calls = [...text.matchAll(OPENS_TRANSACTION), ...text.matchAll(IMPORTS_ROLE_SWITCH)]
      return calls.map((match) => `${path.relative(ROUTES, file)}: ${match[0]}`)
    })
    expect(found).toEqual([])
  })

  it('the check sees each form of opening one', () => {
    const sample = code(`
      await asUser(db, claims, (tx) => read(tx))
      asService<number>(db, count)
      actAsUser(db, claims, fn) // a comment naming asAnon( is not a call
      db.transaction(fn)
      import { asServiceWithin } from '../../services/service-role.ts'
    `)
    expect([...sample.matchAll(OPENS_TRANSACTION)].map((m) => m[0].replace(/\W/g, ''))).toEqual([
      'asUser',
      'asServicenumber',
      'actAsUser',
      'transaction',
    ])
    expect([...sample.matchAll(IMPORTS_ROLE_SWITCH)]).toHaveLength(1)
  })
})
