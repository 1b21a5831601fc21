import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * The check behind "an /api path is written once" (docs/decisions/0921-contract-paths-check.md): no string or
 * template literal outside the contract's declarations (packages/domain/src/contract/ and each resource's
 * `*.endpoints.ts`, docs/decisions/1730-one-declaration-per-endpoint.md) names an /api path. Code calls `endpointUrl('name', …)`,
 * the app `call('name', …)`, the server `defineRoute('name', …)`, the mock `mockRoute(store, 'name', …)`. The
 * literals are found with TypeScript's parser, so comments and prose in them do not count; test titles (the first
 * argument of describe/it/test) are prose too.
 */

const root = path.resolve(import.meta.dirname, '..')

/** '/api', read from the contract's visitor routes so this file does not write it either. */
const API_ROOT = readFileSync(path.join(root, 'packages/domain/src/contract/paths.ts'), 'utf8').match(
  /path: '(\/[^/']+)\//,
)?.[1] as string
const NAMES_API_PATH = new RegExp(`${API_ROOT}(?=$|[/?*#])`)

const SCANNED = [/^packages\/[^/]+\/src\//, /^packages\/server\/test\//, /^e2e\//, /^scripts\//]
const CONTRACT = /^packages\/domain\/src\/(contract\/|[\w-]+\/[\w-]+\.endpoints\.ts$)/
const SOURCE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/

/** What must stay, each with its reason: file → the exact literal texts allowed there. */
const ALLOWED: ReadonlyArray<{ file: string; literal: string; reason: string }> = []

interface Finding {
  file: string
  line: number
  literal: string
}

const TEST_CALLS = new Set(['describe', 'it', 'test', 'bench'])

/** The called name of `it(…)`, `it.each(…)(…)`, `describe.skip(…)`: its root identifier. */
function calleeRoot(expr: ts.Expression): string | undefined {
  if (ts.isIdentifier(expr)) return expr.text
  if (ts.isPropertyAccessExpression(expr)) return calleeRoot(expr.expression)
  if (ts.isCallExpression(expr)) return calleeRoot(expr.expression)
  return undefined
}

/** `import … from '../api/user.ts'`, `export … from`, `import('…')`: a module path, not an endpoint. */
function isModuleSpecifier(node: ts.Node): boolean {
  const parent = node.parent
  if (!parent) return false
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return parent.moduleSpecifier === node
  if (ts.isExternalModuleReference(parent)) return true
  return (
    ts.isCallExpression(parent) &&
    parent.expression.kind === ts.SyntaxKind.ImportKeyword &&
    parent.arguments[0] === node
  )
}

function isTestTitle(node: ts.Node): boolean {
  const parent = node.parent
  return (
    parent !== undefined &&
    ts.isCallExpression(parent) &&
    parent.arguments[0] === node &&
    TEST_CALLS.has(calleeRoot(parent.expression) ?? '')
  )
}

function literalText(node: ts.Node): string | undefined {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s) => `\${…}${s.literal.text}`).join('')
  return undefined
}

function findApiPaths(file: string, source: string): Finding[] {
  const kind = file.endsWith('x')
    ? ts.ScriptKind.TSX
    : file.endsWith('ts')
      ? ts.ScriptKind.TS
      : ts.ScriptKind.JS
  const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const found: Finding[] = []
  const visit = (node: ts.Node) => {
    const text = literalText(node)
    if (text !== undefined) {
      if (NAMES_API_PATH.test(text) && !isTestTitle(node) && !isModuleSpecifier(node)) {
        found.push({ file, line: sf.getLineAndCharacterOfPosition(node.getStart()).line + 1, literal: text })
      }
      return
    }
    ts.forEachChild(node, visit)
  }
  visit(sf)
  return found
}

function scannedFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  })
  return listed
    .split('\n')
    .filter((f) => SOURCE.test(f) && SCANNED.some((r) => r.test(f)) && !CONTRACT.test(f))
    .filter((f) => {
      try {
        readFileSync(path.join(root, f))
        return true
      } catch {
        return false // deleted in the working tree
      }
    })
}

describe('contract paths', () => {
  it('finds path literals and skips comments and test titles (the check can fail)', () => {
    const probe = [
      `// GET ${API_ROOT}/offers in a comment`,
      `const a = '${API_ROOT}/offers'`,
      `const b = \`*${API_ROOT}/my/offers/\${id}\``,
      `const c = "https://example.cz${API_ROOT}?x=1"`,
      `const d = '${API_ROOT}key and ${API_ROOT}-docs are other words'`,
      `describe('GET ${API_ROOT}/user', () => {})`,
      `import { x } from '..${API_ROOT}/user.ts'`,
      `it.each([1])('${API_ROOT}/x %s', () => {})`,
    ].join('\n')
    expect(findApiPaths('probe.ts', probe).map((f) => f.line)).toEqual([2, 3, 4])
  })

  it('no /api path is written outside packages/domain/src/contract/ and the *.endpoints.ts files', () => {
    const findings = scannedFiles().flatMap((file) =>
      findApiPaths(file, readFileSync(path.join(root, file), 'utf8')).filter(
        (f) => !ALLOWED.some((a) => a.file === f.file && a.literal === f.literal),
      ),
    )
    expect(
      findings.map((f) => `${f.file}:${f.line} ${JSON.stringify(f.literal)}`),
      'use endpointUrl / call / defineRoute / mockRoute with the entry name instead',
    ).toEqual([])
  })

  it('every *.endpoints.ts file is assembled into API (contract/endpoints.ts imports it)', () => {
    const assembler = readFileSync(path.join(root, 'packages/domain/src/contract/endpoints.ts'), 'utf8')
    const declarations = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
      cwd: root,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((f) => CONTRACT.test(f) && f.endsWith('.endpoints.ts'))
    expect(declarations.length).toBeGreaterThan(10)
    const missing = declarations.filter(
      (f) => !assembler.includes(`'../${f.split('/').slice(-2).join('/')}'`),
    )
    expect(missing).toEqual([])
  })

  it('every allowed literal is still there (the list does not rot)', () => {
    for (const allowed of ALLOWED) {
      const source = readFileSync(path.join(root, allowed.file), 'utf8')
      expect(
        findApiPaths(allowed.file, source).some((f) => f.literal === allowed.literal),
        allowed.reason,
      ).toBe(true)
    }
  })
})
