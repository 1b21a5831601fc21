import { readdir, readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { writeCompressedCopies } from './precompress.ts'

const PREFIX = 'window.__reactRouterManifest='

/** What the build reads of a route in React Router's manifest. */
export interface ManifestRoute {
  hasLoader?: boolean
  hasAction?: boolean
  imports?: string[]
}

/** Parses build/client/assets/manifest-*.js (`window.__reactRouterManifest={…};`). */
export function parseRouteManifest(source: string): { routes: Record<string, ManifestRoute> } {
  if (!source.startsWith(PREFIX)) throw new Error('route manifest: unexpected format')
  return JSON.parse(source.slice(PREFIX.length).replace(/;\s*$/, ''))
}

/** The browser's route manifest file of a build (React Router writes exactly one, named by its content). */
export async function routeManifestFile(assetsDir: string): Promise<string> {
  const files = (await readdir(assetsDir)).filter((name) => /^manifest-[\w-]+\.js$/.test(name))
  if (files.length !== 1) throw new Error(`route manifest: expected one manifest-*.js, found ${files.length}`)
  return path.join(assetsDir, files[0] as string)
}

/**
 * The browser's copy of React Router's route manifest without each route's `imports` (the chunks a route module
 * imports). Every page loads this file first, and those lists of hashed file names were 40 % of it (3.6 of 5.8 KiB
 * gzip with 53 routes). In the browser React Router reads them only for `<Link prefetch>` (which the app does not
 * use) and for the modulepreload links `<Scripts>` renders before hydration (hoisted links: React tolerates their
 * difference from the pre-rendered HTML, which the server trims anyway). A route module still loads its imports
 * itself, all in one wave (the bundler hoists transitive imports). The pre-render and the SPA fallback keep the
 * full manifest: it is the server build's copy. The routes' `false` flags and `hasDefaultExport` go too (unread in the
 * browser; 2026-11-27 the two deal rooms' routes put / 34 bytes over its 120 KiB budget).
 */
export function withoutRouteImports(source: string): string {
  const manifest = parseRouteManifest(source)
  for (const route of Object.values(manifest.routes) as Array<ManifestRoute & Record<string, unknown>>) {
    delete route.imports
    // React Router's browser code reads the has* flags only as truthy (`hasErrorBoundary === true` at most), and
    // `hasDefaultExport` not at all (react-router 7.18): a false flag says nothing an absent one does not.
    delete route.hasDefaultExport
    for (const key of Object.keys(route)) if (key.startsWith('has') && route[key] === false) delete route[key]
  }
  return `${PREFIX}${JSON.stringify(manifest)};`
}

/** Rewrites build/client/assets/manifest-*.js (React Router writes it during the server build, after the client's). */
export async function trimBrowserRouteManifest(assetsDir: string): Promise<void> {
  const file = await routeManifestFile(assetsDir)
  const trimmed = withoutRouteImports(await readFile(file, 'utf8'))
  await writeFile(file, trimmed)
  await writeCompressedCopies(file, trimmed)
}
