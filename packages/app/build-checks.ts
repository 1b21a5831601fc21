import { readdir, readFile } from 'node:fs/promises'
import path from 'node:path'
import { parseRouteManifest, routeManifestFile } from './route-manifest.ts'
import { parseHydrationState } from './src/hydration-state.ts'

/**
 * The app's own hydrated router (src/hydrated-router.tsx) leaves out React Router's server-data machinery, which is
 * right only while no page is rendered with server data (docs/decisions/0307-hydrated-router.md). The build checks
 * that after React Router has written it: no route module exports a server `loader` or `action`, and every
 * pre-rendered page (and the SPA fallback) carries the empty router state the entry reads. Otherwise the build
 * fails with the reason, instead of pages that would not hydrate.
 */
export async function assertClientOnlyBuild(clientDir: string): Promise<void> {
  const manifest = parseRouteManifest(
    await readFile(await routeManifestFile(path.join(clientDir, 'assets')), 'utf8'),
  )
  const serverData = Object.entries(manifest.routes)
    .filter(([, route]) => route.hasLoader || route.hasAction)
    .map(([id]) => id)
  if (serverData.length > 0) {
    throw new Error(
      `build check: these routes export a server loader or action, which src/hydrated-router.tsx does not support (docs/decisions/0307-hydrated-router.md): ${serverData.join(', ')}`,
    )
  }
  const pages = await htmlFiles(clientDir)
  if (pages.length === 0) throw new Error('build check: no pre-rendered pages in build/client')
  for (const page of pages) {
    const html = await readFile(page, 'utf8')
    const literal = html.match(/streamController\.enqueue\(("(?:[^"\\]|\\.)*")\)/)?.[1]
    if (!literal) throw new Error(`build check: ${path.relative(clientDir, page)} carries no router state`)
    try {
      parseHydrationState((JSON.parse(literal) as string).split('\n', 1)[0] ?? '')
    } catch (error) {
      throw new Error(`build check: ${path.relative(clientDir, page)}: ${(error as Error).message}`)
    }
  }
}

async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = []
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name)
    if (entry.isDirectory() && entry.name !== 'assets') found.push(...(await htmlFiles(file)))
    else if (entry.isFile() && entry.name.endsWith('.html')) found.push(file)
  }
  return found
}
