import { spawnSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const biome = path.join(root, 'node_modules/.bin/biome')

interface Diagnostic {
  severity: string
  message: string
  category: string
  location: { path: string }
}

/**
 * Every probe file written at once and linted in one Biome run (one start instead of one per probe); each test then
 * reads its own file's diagnostics. A probe is named for its case, so two cases in one package never share a file.
 */
function lintProbes(probes: Array<{ file: string; source: string }>): Map<string, Diagnostic[]> {
  for (const { file, source } of probes) writeFileSync(path.join(root, file), source)
  const run = spawnSync(biome, ['lint', '--colors=off', '--reporter=json', ...probes.map((p) => p.file)], {
    cwd: root,
    encoding: 'utf8',
  })
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }
  const byFile = new Map<string, Diagnostic[]>(probes.map((p) => [p.file, []]))
  for (const d of report.diagnostics) byFile.get(d.location.path)?.push(d)
  return byFile
}

describe('dependency direction (biome noRestrictedImports)', () => {
  const forbidden: [string, string, string][] = [
    ['packages/domain/src/__probe.ts', "import { useState } from 'react'", 'no React'],
    [
      'packages/domain/src/__probe.ts',
      "import { CreditBalance } from '@rg/ui'",
      'imports no package of ours',
    ],
    ['packages/domain/src/__probe.ts', "import { readFileSync } from 'node:fs'", 'Node.js builtin'],
    [
      'packages/ui/src/__probe.ts',
      "import { userHandlers } from '@rg/mock-api'",
      'ui imports @rg/domain only',
    ],
    ['packages/ui/src/__probe.ts', "import { useQuery } from '@tanstack/react-query'", 'ui never fetches'],
    [
      'packages/mock-api/src/__probe.ts',
      "import { CreditBalance } from '@rg/ui'",
      'mock-api imports @rg/domain only',
    ],
    [
      'packages/server/src/__probe.ts',
      "import { CreditBalance } from '@rg/ui'",
      'server imports @rg/domain only',
    ],
    [
      'packages/app/src/__probe.ts',
      "import { userHandlers } from '@rg/mock-api'",
      'only in its mock-mode entry',
    ],
    ['packages/app/src/__probe.ts', "import { createApp } from '@rg/server'", 'over HTTP only'],
    [
      'packages/app/src/__probe.ts',
      "import { creditBalance } from '../../domain/src/index.ts'",
      'never by path',
    ],
  ]
  const allowed: [string, string][] = [
    ['packages/ui/src/__probe.ts', "import { creditBalance } from '@rg/domain'"],
    ['packages/app/src/__probe.ts', "import { CreditBalance } from '@rg/ui'"],
    ['packages/server/src/__probe.ts', "import { creditBalance } from '@rg/domain'"],
  ]
  // each case's probe: its package's folder, a name of its own
  const probeFile = (file: string, n: number) => file.replace('__probe.ts', `__probe_${n}.ts`)
  const probes = [
    ...forbidden.map(([file, importLine], n) => ({
      file: probeFile(file, n),
      source: `${importLine}\nexport const probe = 1\n`,
    })),
    ...allowed.map(([file, importLine], n) => ({
      file: probeFile(file, forbidden.length + n),
      source: `${importLine}\nexport const probe = [${importLine.match(/\{ (\w+) \}/)?.[1]}]\n`,
    })),
  ]
  let diagnostics = new Map<string, Diagnostic[]>()
  beforeAll(() => {
    diagnostics = lintProbes(probes)
  })
  afterAll(() => {
    for (const { file } of probes) rmSync(path.join(root, file), { force: true })
  })

  it.each(forbidden.map((c, n) => [...c, n] as const))(
    '%s: %s is refused',
    (file, _importLine, reason, n) => {
      const found = diagnostics.get(probeFile(file, n)) ?? []
      expect(
        found
          .filter((d) => d.severity === 'error')
          .map((d) => d.message)
          .join('\n'),
      ).toContain(reason)
    },
  )

  it.each(allowed.map((c, n) => [...c, forbidden.length + n] as const))(
    '%s: %s is allowed',
    (file, _importLine, n) => {
      const found = diagnostics.get(probeFile(file, n)) ?? []
      expect(found.map((d) => d.category)).not.toContain('lint/style/noRestrictedImports')
      expect(found.filter((d) => d.severity === 'error')).toEqual([])
    },
  )
})
