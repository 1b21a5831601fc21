import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

/*
 * Every failure the app shows goes through errorText (packages/app/src/api/error-text.ts): an answer of /api shows
 * the contract's Czech message, anything else a Czech text, never the browser's English "Failed to fetch" (issue 27,
 * issue 28). This check fails when app code reads a caught error's `.message` itself, and when a ui module does: a
 * screen shows a failed callback through `useFailureText` (FailureTextProvider), which the app fills with errorText
 * (docs/decisions/1640-one-way-to-fail.md).
 */

const root = path.resolve(import.meta.dirname, '..')
const APP = path.join(root, 'packages/app/src')
const UI = path.join(root, 'packages/ui/src')

/** Where reading `.message` is the point, each with its reason: file → the number of such reads. */
const ALLOWED: Record<string, { reads: number; reason: string }> = {
  'api/error-text.ts': { reads: 1, reason: 'errorText itself: the Czech message of an ApiRequestError' },
  'routes/not-found.tsx': {
    reads: 1,
    reason: "the domain's notFoundError result, Czech, not a caught error",
  },
  'routes/portal/own-offer-detail.tsx': {
    reads: 1,
    reason: "the domain's notFoundError result, Czech, not a caught error",
  },
}

const READS_MESSAGE = /\b(?:e|err|error|failure|reason|cause)\.message\b/g

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory()) return sources(file)
    return /\.(ts|tsx)$/.test(entry.name) && !/\.(test|stories)\.tsx?$/.test(entry.name) ? [file] : []
  })
}

/** The code of a file without its comments (a comment may name `error.message` to say why it is not shown). */
const code = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1')

describe('error displays', () => {
  it('no app module shows a caught error’s own message: errorText decides the Czech text', () => {
    const found: Record<string, number> = {}
    for (const file of sources(APP)) {
      const reads = code(readFileSync(file, 'utf8')).match(READS_MESSAGE)?.length ?? 0
      if (reads > 0) found[path.relative(APP, file)] = reads
    }
    const expected = Object.fromEntries(Object.entries(ALLOWED).map(([file, { reads }]) => [file, reads]))
    expect(found).toEqual(expected)
  })

  it('no ui module shows a caught error’s own message: useFailureText (the app’s errorText) decides', () => {
    const found = sources(UI).flatMap((file) => {
      const reads = code(readFileSync(file, 'utf8')).match(READS_MESSAGE)?.length ?? 0
      return reads > 0 ? [`${path.relative(UI, file)}: ${reads}`] : []
    })
    expect(found).toEqual([])
  })
})
