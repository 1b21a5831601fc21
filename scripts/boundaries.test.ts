import { execFileSync } from 'node:child_process'
import { rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')
const biome = path.join(root, 'node_modules/.bin/biome')
const probes: string[] = []

/** Writes a probe file into a package and returns Biome's lint output and whether it passed. */
function lintProbe(relPath: string, source: string): { ok: boolean; output: string } {
  const file = path.join(root, relPath)
  probes.push(file)
  writeFileSync(file, source)
  try {
    const output = execFileSync(biome, ['lint', '--colors=off', file], {
      cwd: root,
      encoding: 'utf8',
      stdio: 'pipe',
    })
    return { ok: true, output }
  } catch (error) {
    const e = error as { stdout: string; stderr: string }
    return { ok: false, output: e.stdout + e.stderr }
  }
}

afterEach(() => {
  for (const file of probes.splice(0)) rmSync(file, { force: true })
})

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
  it.each(forbidden)('%s: %s is refused', (file, importLine, reason) => {
    const result = lintProbe(file, `${importLine}\nexport const probe = 1\n`)
    expect(result.ok).toBe(false)
    expect(result.output).toContain(reason)
  })

  it.each([
    ['packages/ui/src/__probe.ts', "import { creditBalance } from '@rg/domain'"],
    ['packages/app/src/__probe.ts', "import { CreditBalance } from '@rg/ui'"],
    ['packages/server/src/__probe.ts', "import { creditBalance } from '@rg/domain'"],
  ])('%s: %s is allowed', (file, importLine) => {
    const result = lintProbe(
      file,
      `${importLine}\nexport const probe = [${importLine.match(/\{ (\w+) \}/)?.[1]}]\n`,
    )
    expect(result.output).not.toContain('noRestrictedImports')
    expect(result.ok).toBe(true)
  })
})
