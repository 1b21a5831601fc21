import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Conventions the team decided and a review found broken (issue 28), checked so they stay kept:
 * - transactions and SQL belong to services (docs/decisions/0900-server-routes-and-services.md): a route file maps
 *   input to a service call and opens no transaction, writes no SQL;
 * - comments cite the project's own documents (docs/product/, docs/decisions/), never a document outside it.
 */

const root = path.resolve(import.meta.dirname, '..')

function sources(dir: string, keep: (file: string) => boolean): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return []
    if (entry.isDirectory()) return sources(file, keep)
    return keep(file) ? [file] : []
  })
}

const isSource = (file: string) => /\.(ts|tsx|mts|mjs)$/.test(file)
const rel = (file: string) => path.relative(root, file)

describe('conventions', () => {
  it('server route files open no transaction and write no SQL: services do (decision 0900)', () => {
    const routes = sources(
      path.join(root, 'packages/server/src/routes'),
      (f) => isSource(f) && !f.endsWith('.test.ts'),
    )
    const found = routes.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\b(?:db|tx|client|pool)\.(?:transaction|query|exec)\(/.test(line) ? [`${rel(file)}:${i + 1}`] : [],
        ),
    )
    expect(found).toEqual([])
  })

  it('comments cite docs/product or docs/decisions, not "Spec section N" of a document outside the repository', () => {
    const files = ['packages', 'scripts', 'e2e'].flatMap((dir) =>
      sources(path.join(root, dir), (f) => isSource(f) && !f.endsWith('conventions.test.ts')),
    )
    const found = files.filter((file) => /Spec sections? \d/.test(readFileSync(file, 'utf8'))).map(rel)
    expect(found).toEqual([])
  })
})
