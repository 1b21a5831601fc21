import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

/*
 * Conventions the team decided and a review found broken (issue 28), checked so they stay kept:
 * - transactions and SQL belong to services (docs/decisions/0900-server-routes-and-services.md): a route file maps
 *   input to a service call and opens no transaction, writes no SQL;
 * - comments cite the project's own documents (docs/product/, docs/decisions/), never a document outside it;
 * - a Czech message is worded once: the server's services and the mock API answer from the domain's catalogues
 *   (docs/decisions/1243-refusal-catalogues.md), so no Czech literal of 12 or more characters stands in both.
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
  it('no test sets a cap below the suite’s own (decision 1249): a lower one failed a passing journey at load 20', () => {
    const number = (text: string) => Number(text.replaceAll('_', ''))
    const e2e = sources(path.join(root, 'e2e'), isSource).flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) => {
          const cap = /test\.setTimeout\(([\d_]+)\)/.exec(line)?.[1]
          return cap && number(cap) < 300_000 ? [`${rel(file)}:${i + 1}`] : []
        }),
    )
    const server = sources(path.join(root, 'packages/server'), (f) => f.endsWith('.test.ts')).flatMap(
      (file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => {
            const cap = /^\s*\}, ([\d_]+)\)$/.exec(line)?.[1]
            return cap && number(cap) < 180_000 ? [`${rel(file)}:${i + 1}`] : []
          }),
    )
    expect([...e2e, ...server]).toEqual([])
  })

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

  it('ui and app write no portal, sign-in or onboarding path: links start from the page table (decisions 1247, 1700, 1741)', () => {
    const files = ['packages/ui/src', 'packages/app/src'].flatMap((dir) =>
      sources(path.join(root, dir), (f) => isSource(f) && !/\.(test|stories)\.|story-fixtures/.test(f)),
    )
    const found = files.flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /['"`]\/(?:portal|auth|onboarding)\b/.test(line) ? [`${rel(file)}:${i + 1}`] : [],
        ),
    )
    expect(found).toEqual([])
  })

  it('a screen folder imports the kit, the shared parts and its own files, never another screen’s (decision 1642)', () => {
    const screens = path.join(root, 'packages/ui/src/screens')
    const found = sources(screens, (f) => isSource(f) && !/\.(test|stories)\./.test(f)).flatMap((file) => {
      const local = path.relative(screens, file)
      const own = local.split(path.sep)[0]
      const folders = [...readFileSync(file, 'utf8').matchAll(/from '((?:\.\.\/)+)([\w-]+)\//g)].flatMap(
        ([, up, folder]) => {
          const target = path.relative(screens, path.resolve(path.dirname(file), up ?? '', folder ?? ''))
          return target.startsWith('..') || path.isAbsolute(target) ? [] : [target.split(path.sep)[0]]
        },
      )
      return folders
        .filter((folder) => !['kit', 'parts', own].includes(folder))
        .map((folder) => `${local.split(path.sep).join('/')} -> ${folder}`)
    })
    // decision 1700 moved the last shared pieces into the kit and the parts: no crossing is left
    expect(found).toEqual([])
  })

  it('the portal parses every answer with its schema: `checked`, never a bare `call` (decision 0105)', () => {
    // `call` itself and `checked` built on it (the cookie bar calls through the visitor routes: visitor-call.ts).
    const allowed = ['api/call.ts', 'api/checked.ts'].map((f) => `packages/app/src/${f}`)
    const files = sources(
      path.join(root, 'packages/app/src'),
      (f) => isSource(f) && !/\.(test|stories)\./.test(f),
    )
    const found = files
      .filter((file) => !allowed.includes(rel(file)))
      .flatMap((file) =>
        readFileSync(file, 'utf8')
          .split('\n')
          .flatMap((line, i) => (/(?<![.\w])call\(/.test(line) ? [`${rel(file)}:${i + 1}`] : [])),
      )
    expect(found).toEqual([])
  })
})

/** Czech string literals (a letter with a diacritic) of 12 or more characters, template heads included. */
function czechLiterals(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true)
  const found: string[] = []
  const czech = (text: string) => text.length >= 12 && /[áčďéěíňóřšťúůýž]/i.test(text)
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && czech(node.text))
      found.push(node.text)
    if (ts.isTemplateExpression(node) && czech(node.head.text)) found.push(node.head.text)
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('one wording', () => {
  it('no Czech message of 12 or more characters is written in both the server and the mock API', () => {
    const outsideFixtures = (f: string) =>
      isSource(f) && !/\.test\.ts$/.test(f) && !/(fixtures|seed|demo)/.test(path.relative(root, f))
    const server = new Set(
      sources(path.join(root, 'packages/server/src'), outsideFixtures).flatMap(czechLiterals),
    )
    const mock = sources(path.join(root, 'packages/mock-api/src'), outsideFixtures).flatMap(czechLiterals)
    const both = [...new Set(mock.filter((text) => server.has(text)))]
    expect(both).toEqual([])
  })
})

/**
 * Places in `files` that share a run of `size` or more identical lines, as `a.ts:10 ~ b.ts:40`. Lines are compared
 * trimmed; blank ones, comments, imports and lone punctuation are passed over (they say nothing of their own).
 */
function repeatedRuns(files: string[], size: number): string[] {
  const meaningful = (line: string) =>
    line !== '' && !/^(\/\/|\/\*|\*|import |export \{)/.test(line) && /[\w'"`]/.test(line)
  const seen = new Map<string, string>()
  const pairs = new Set<string>()
  for (const file of files) {
    const lines = readFileSync(file, 'utf8')
      .split('\n')
      .map((text, i) => ({ text: text.trim(), at: i + 1 }))
      .filter((l) => meaningful(l.text))
    let lastPairEnd = -1
    for (let i = 0; i + size <= lines.length; i++) {
      const key = lines
        .slice(i, i + size)
        .map((l) => l.text)
        .join('\n')
      const here = `${rel(file)}:${lines[i]?.at}`
      const first = seen.get(key)
      if (first === undefined) seen.set(key, here)
      else if (i > lastPairEnd) {
        pairs.add(`${first} ~ ${here}`)
        lastPairEnd = i + size - 1
      }
    }
  }
  return [...pairs]
}

describe('one way of doing a thing', () => {
  it('the mock handlers repeat no run of six lines: a second use becomes a helper (mock-route.ts, offer-data.ts)', () => {
    const handlers = sources(
      path.join(root, 'packages/mock-api/src/handlers'),
      (f) => isSource(f) && !/\.test\.ts$/.test(f),
    )
    expect(repeatedRuns(handlers, 6)).toEqual([])
  })

  it('finds a repeated run, and only a real one', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rg-runs-'))
    const body = ['const a = 1', 'const b = 2', 'const c = 3', 'const d = 4', 'const e = 5', 'const f = 6']
    writeFileSync(path.join(dir, 'one.ts'), ['// one', ...body, '}'].join('\n'))
    writeFileSync(path.join(dir, 'two.ts'), ['import x from "y"', '', ...body].join('\n'))
    writeFileSync(path.join(dir, 'three.ts'), [...body.slice(0, 5), 'const g = 7'].join('\n'))
    const found = repeatedRuns(
      ['one.ts', 'two.ts', 'three.ts'].map((f) => path.join(dir, f)),
      6,
    )
    rmSync(dir, { recursive: true })
    expect(found).toHaveLength(1)
    expect(found[0]).toMatch(/one\.ts:2 ~ .*two\.ts:3$/)
  })
})

/** Names a module exports through `export { … } from`, as `type X` → 'X'. */
function reExported(file: string): string[] {
  return [...readFileSync(file, 'utf8').matchAll(/export \{([^}]*)\} from/g)].flatMap((m) =>
    (m[1] ?? '')
      .split(',')
      .map((item) => item.replace('type ', '').split(' as ').at(-1)?.trim() ?? '')
      .filter(Boolean),
  )
}

/** What the other packages import from '@rg/domain' and its subpaths: specifier → imported names. */
function domainImports(): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>()
  const dirs = [
    'packages/ui',
    'packages/app',
    'packages/server',
    'packages/mock-api',
    'scripts',
    'e2e',
    '.storybook',
  ]
  for (const file of dirs.flatMap((dir) => sources(path.join(root, dir), isSource))) {
    const text = readFileSync(file, 'utf8')
    if (!text.includes('@rg/domain')) continue
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true)
    for (const statement of source.statements) {
      if (!(ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement))) continue
      const spec = statement.moduleSpecifier
      if (!spec || !ts.isStringLiteral(spec) || !spec.text.startsWith('@rg/domain')) continue
      const bindings = ts.isImportDeclaration(statement)
        ? statement.importClause?.namedBindings
        : statement.exportClause
      const names = found.get(spec.text) ?? new Set<string>()
      if (bindings && (ts.isNamedImports(bindings) || ts.isNamedExports(bindings)))
        for (const element of bindings.elements) names.add((element.propertyName ?? element.name).text)
      found.set(spec.text, names)
    }
  }
  return found
}

describe('the domain barrel and its subpaths', () => {
  const imports = domainImports()
  const fromRoot = imports.get('@rg/domain') ?? new Set<string>()
  const exportsMap = JSON.parse(readFileSync(path.join(root, 'packages/domain/package.json'), 'utf8'))
    .exports as Record<string, string>

  it('the root exports only what another package imports from the root (issue 28, decision 1730)', () => {
    const exported = reExported(path.join(root, 'packages/domain/src/index.ts'))
    expect(exported.length).toBeGreaterThan(0)
    expect(exported.filter((name) => !fromRoot.has(name))).toEqual([])
  })

  it('a subpath exports only what another package imports from it or from the root', () => {
    const unused = Object.entries(exportsMap)
      .filter(([key, target]) => key !== '.' && target.endsWith('/index.ts'))
      .flatMap(([key, target]) => {
        const used = imports.get(`@rg/domain${key.slice(1)}`) ?? new Set<string>()
        return reExported(path.join(root, 'packages/domain', target))
          .filter((name) => !used.has(name) && !fromRoot.has(name))
          .map((name) => `${key}: ${name}`)
      })
    expect(unused).toEqual([])
  })

  it('every imported subpath is in the exports map, and every resource folder has one', () => {
    expect(
      [...imports.keys()].filter((spec) => !(`.${spec.slice('@rg/domain'.length)}` in exportsMap)),
    ).toEqual([])
    const folders = readdirSync(path.join(root, 'packages/domain/src'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
    expect(folders.filter((folder) => !(`./${folder}` in exportsMap))).toEqual([])
  })
})

describe('migrations', () => {
  it('every migration has a version of its own: the runner skips a version it has applied, whatever its name', () => {
    const versions = readdirSync(path.join(root, 'supabase/migrations'))
      .filter((f) => f.endsWith('.sql'))
      .map((f) => f.split('_')[0])
    expect(versions.filter((v, i) => versions.indexOf(v) !== i)).toEqual([])
  })
})

/**
 * The fields of a <form> whose value is copied into React state as the user types (docs/decisions/1740): a change
 * handler inside the form that hands its event's value, or the value itself, straight to a state setter, or that
 * hands the setter a function (which folds the value into the previous state, e.g. a set of ticked boxes).
 */
function mirroredFields(source: string): number[] {
  const found: number[] = []
  for (const form of source.matchAll(/<form\b[\s\S]*?<\/form>/g)) {
    const start = form.index ?? 0
    const handlers = form[0].matchAll(
      /\bon(?:Value|Checked)?Change=\{\s*(?:set[A-Z]\w*\s*\}|\(?(\w+)\)?\s*=>\s*set\w*\(\s*(?:(?:'\w+',\s*)?\1(?:\.(?:current)?[tT]arget\.\w+)?(?:\?\.\[0\])?\s*(?:\)|,|\?\?|as\b)|(?:\(\s*\w*\s*\)|\w+)\s*=>))/g,
    )
    for (const handler of handlers)
      found.push(source.slice(0, start + (handler.index ?? 0)).split('\n').length)
  }
  return found
}

describe('one form pattern (decision 1740)', () => {
  const screens = ['packages/ui/src/screens', 'packages/ui/src/landing'].flatMap((dir) =>
    sources(path.join(root, dir), (f) => isSource(f) && !/\.(test|stories)\.|fixtures/.test(f)),
  )
  // The one form kept controlled, and why, in decision 1740 ("Kept controlled"): the contact's list editor.
  const keptControlled: string[] = ['packages/ui/src/screens/contacts/ContactsScreen.tsx']

  it('a screen reads a form through the kit (screens/kit/form.ts) or the landing forms’ hook, never by hand', () => {
    const readers = [
      'packages/ui/src/screens/kit/form.ts',
      'packages/ui/src/landing/parts/use-landing-form.ts',
    ]
    const found = screens.filter((file) => /new FormData\(/.test(readFileSync(file, 'utf8'))).map(rel)
    expect(found.sort()).toEqual(readers.sort())
  })

  it('a form’s fields are uncontrolled and read on submit: no field is copied into state as the user types', () => {
    const found = screens.filter((file) => mirroredFields(readFileSync(file, 'utf8')).length > 0).map(rel)
    expect(found.sort()).toEqual([...keptControlled].sort())
  })

  it('finds a mirrored field, and only inside a form', () => {
    const source = [
      '<Select value={tag} onValueChange={setTag} />',
      '<form onSubmit={submit}>',
      '  <TextField name="q" defaultValue={q} onChange={(e) => setDirty(true)} />',
      '  <TextField value={text} onChange={(e) => setText(e.target.value)} />',
      '  <Select value={kind} onValueChange={setKind} />',
      "  <TextField value={v.city} onChange={(event) => set('city', event.currentTarget.value)} />",
      '  <input type="date" onChange={(e) => setHasDay(e.currentTarget.value !== "")} />',
      '  <Checkbox onCheckedChange={(on) =>',
      '    setOff((prev) => (on ? without(prev, kind) : [...prev, kind]))',
      '  } />',
      '  <Checkbox onCheckedChange={(on) => setTags((tags) => [...tags, on])} />',
      '  <Checkbox onCheckedChange={(on) => setMessagesOff(!on)} />',
      '</form>',
    ].join('\n')
    expect(mirroredFields(source)).toEqual([4, 5, 6, 8, 11])
  })
})
