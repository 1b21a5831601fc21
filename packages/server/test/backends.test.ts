import { expect, it } from 'vitest'
import { backends } from './databases.ts'

it('runs the server suites against real Postgres in CI', () => {
  // A CI run that silently skipped real Postgres would prove nothing about RLS or concurrency there.
  if (process.env.CI === 'true') expect(backends.map((b) => b.name)).toContain('postgres')
  expect(backends.map((b) => b.name)).toContain('pglite')
})
