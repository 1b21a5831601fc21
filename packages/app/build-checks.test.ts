import { mkdir, mkdtemp, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { assertClientOnlyBuild } from './build-checks.ts'
import { withoutRouteImports } from './route-manifest.ts'
import { parseHydrationState } from './src/hydration-state.ts'

/** What React Router 7.18 writes into every pre-rendered page of this app (no server loaders). */
const EMPTY_STATE = '[{"_1":2,"_3":-5,"_4":-5},"loaderData",{},"actionData","errors"]'
const EMPTY = { loaderData: {}, actionData: null, errors: null }

describe('parseHydrationState', () => {
  it('reads the empty router state of a pre-rendered page', () => {
    expect(parseHydrationState(EMPTY_STATE)).toEqual(EMPTY)
    expect(parseHydrationState('[{"_1":2,"_3":-7},"loaderData",{},"actionData"]')).toEqual(EMPTY)
  })

  it.each([
    ['loader data', '[{"_1":2},"loaderData",{"_3":4},"routes/home",{"_5":6},"title","x"]'],
    ['an error', '[{"_1":2,"_3":4},"loaderData",{},"errors",{"_5":6},"root",["E","boom"]]'],
    ['action data', '[{"_1":2,"_3":4},"loaderData",{},"actionData",{"_5":6},"root",1]'],
    ['no JSON', '{not json'],
    ['no object at the root', '["loaderData"]'],
    ['a key that is no reference', '[{"loaderData":2},"x",{}]'],
  ])('refuses a state with %s, naming the reason in Czech', (_, line) => {
    expect(() => parseHydrationState(line)).toThrow(/Nepodporovaný stav hydratace stránky/)
  })
})

async function fakeBuild(options: { hasLoader?: boolean; stream?: string | null } = {}) {
  const dir = await mkdtemp(path.join(tmpdir(), 'rg-build-'))
  await mkdir(path.join(dir, 'assets'))
  await mkdir(path.join(dir, 'pricing'))
  const manifest = {
    entry: { module: '/assets/entry.js', imports: ['/assets/site.js'] },
    routes: {
      root: { id: 'root', hasLoader: false, hasAction: false, imports: ['/assets/site.js'], css: ['/a.css'] },
      'routes/landing/pricing': { id: 'routes/landing/pricing', hasLoader: options.hasLoader ?? false },
    },
  }
  await writeFile(
    path.join(dir, 'assets/manifest-abc123.js'),
    `window.__reactRouterManifest=${JSON.stringify(manifest)};`,
  )
  const stream = options.stream === undefined ? EMPTY_STATE : options.stream
  const script =
    stream === null ? '' : `<script>ctl.streamController.enqueue(${JSON.stringify(`${stream}\n`)})</script>`
  await writeFile(path.join(dir, 'index.html'), `<html><body>${script}</body></html>`)
  await writeFile(path.join(dir, 'pricing/index.html'), `<html><body>${script}</body></html>`)
  return dir
}

describe('assertClientOnlyBuild', () => {
  it('passes a build whose routes have no server data and whose pages carry the empty state', async () => {
    await expect(assertClientOnlyBuild(await fakeBuild())).resolves.toBeUndefined()
  })

  it('fails when a route exports a server loader, naming the route', async () => {
    await expect(assertClientOnlyBuild(await fakeBuild({ hasLoader: true }))).rejects.toThrow(
      /routes\/landing\/pricing/,
    )
  })

  it('fails when a page carries router state the entry cannot read, or none', async () => {
    await expect(
      assertClientOnlyBuild(await fakeBuild({ stream: '[{"_1":2},"loaderData",{"_3":4},"root",{}]' })),
    ).rejects.toThrow(/index\.html: Nepodporovaný stav/)
    await expect(assertClientOnlyBuild(await fakeBuild({ stream: null }))).rejects.toThrow(
      /carries no router state/,
    )
  })
})

describe('withoutRouteImports', () => {
  it("drops each route's chunk imports and keeps everything else", () => {
    const source = `window.__reactRouterManifest=${JSON.stringify({
      entry: { module: '/e.js', imports: ['/s.js'] },
      routes: { root: { id: 'root', module: '/r.js', imports: ['/s.js', '/x.js'], css: ['/r.css'] } },
      version: 'abc',
    })};`
    const trimmed = JSON.parse(withoutRouteImports(source).slice('window.__reactRouterManifest='.length, -1))
    expect(trimmed).toEqual({
      entry: { module: '/e.js', imports: ['/s.js'] },
      routes: { root: { id: 'root', module: '/r.js', css: ['/r.css'] } },
      version: 'abc',
    })
  })

  it('drops false flags and hasDefaultExport, keeps the true flags', () => {
    const source = `window.__reactRouterManifest=${JSON.stringify({
      routes: {
        a: { id: 'a', module: '/a.js', hasLoader: false, hasClientLoader: true, hasDefaultExport: true },
        b: { id: 'b', module: '/b.js', hasErrorBoundary: true, hasAction: false },
      },
    })};`
    const trimmed = JSON.parse(withoutRouteImports(source).slice('window.__reactRouterManifest='.length, -1))
    expect(trimmed.routes).toEqual({
      a: { id: 'a', module: '/a.js', hasClientLoader: true },
      b: { id: 'b', module: '/b.js', hasErrorBoundary: true },
    })
  })

  it('refuses a file that is not the route manifest', () => {
    expect(() => withoutRouteImports('export default {}')).toThrow(/unexpected format/)
  })
})
