import { expect, it } from 'vitest'
import { backends } from './databases.ts'

it('runs the server suites against real Postgres in CI', () => {
  // A CI run that silently skipped real Postgres would prove nothing about RLS or concurrency there. scripts/test.sh
  // runs the suites twice at once, TEST_BACKEND=pglite and TEST_BACKEND=postgres; a run without it has both.
  const only = process.env.TEST_BACKEND
  if (process.env.CI === 'true' && only !== 'pglite')
    expect(backends.map((b) => b.name)).toContain('postgres')
  if (only !== 'postgres') expect(backends.map((b) => b.name)).toContain('pglite')
  if (only) expect(backends.map((b) => b.name)).toEqual([only])
})
