import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { build, type Manifest, type Plugin } from 'vite'
import { LANDING_ROOT_PATHS } from './src/landing-root/paths.ts'

const ENTRY = 'src/landing-root/entry.tsx'
const MANIFEST = '.vite/landing-root-manifest.json'

/**
 * The landing pages' own script (docs/decisions/1600-landing-without-router.md): a second, separate client build of
 * `src/landing-root/entry.tsx` into the same assets folder, React DOM and the pages' components without React
 * Router. Same vanilla-extract plugin and file scopes as the app's build, so the class names are the same ones the
 * pre-rendered HTML and its stylesheets carry; this build's own stylesheets are not linked.
 */
export async function buildLandingRoot(
  appDir: string,
  clientDir: string,
  plugins: Plugin[],
): Promise<string> {
  await build({
    configFile: false,
    root: appDir,
    mode: 'production',
    logLevel: 'warn',
    publicDir: false,
    plugins: [vanillaExtractPlugin(), ...plugins],
    build: {
      outDir: clientDir,
      emptyOutDir: false,
      copyPublicDir: false,
      manifest: MANIFEST,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        input: { 'landing-root': path.join(appDir, ENTRY) },
        treeshake: {
          // as in vite.config.ts: our packages are free of side effects apart from their styles
          moduleSideEffects: [
            { test: /\/packages\/(domain|ui)\/src\/.*(?<!\.css)\.tsx?$/, sideEffects: false },
            { test: /\/packages\/ui\/src\/index\.ts$/, sideEffects: true },
          ],
        },
      },
    },
  })
  const manifest = JSON.parse(await readFile(path.join(clientDir, MANIFEST), 'utf8')) as Manifest
  const entry = manifest[ENTRY]
  if (!entry?.isEntry) throw new Error(`landing root build: no entry ${ENTRY} in ${MANIFEST}`)
  return `/${entry.file}`
}

const ROUTER_CONTEXT = /<script>window\.__reactRouterContext = [\s\S]*?<\/script>/
const ROUTER_BOOTSTRAP = /<script type="module" async="">import "\/assets\/manifest-[\s\S]*?<\/script>/
// React Router's streamed (empty) router state: a suspended boundary and the scripts that fill it
const ROUTER_STREAM =
  /<!--\$\?--><template id="B:0"><\/template><!--\/\$-->[\s\S]*\$RC\("B:1","S:1"\)<\/script>/
const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*>/g

/** A pre-rendered page's HTML with React Router's scripts replaced by the landing root's script. */
export function withLandingRootScript(html: string, script: string): string {
  for (const [name, pattern] of Object.entries({ ROUTER_CONTEXT, ROUTER_BOOTSTRAP, ROUTER_STREAM }))
    if (!pattern.test(html)) throw new Error(`landing root build: ${name} not found in a pre-rendered page`)
  if (!html.includes('id="landing-root"')) throw new Error('landing root build: no #landing-root in the page')
  return (
    html
      .replace(MODULE_PRELOAD, '')
      .replace(ROUTER_CONTEXT, '')
      .replace(ROUTER_BOOTSTRAP, '')
      .replace(ROUTER_STREAM, '')
      // async, like React Router's bootstrap: a module script is otherwise deferred and holds DOMContentLoaded back
      .replace('</body>', `<script type="module" async="" src="${script}"></script></body>`)
  )
}

const STYLESHEET = /<link rel="stylesheet" href="(\/assets\/[\w.-]+\.css)#?"\/>/g

/**
 * The page's stylesheets as `<style>` elements in their place and order (docs/decisions/1776-landing-inline-styles.md):
 * the first paint then waits for the HTML alone, not for a request per stylesheet. `css` reads one by its href.
 */
export function withInlineStylesheets(html: string, css: (href: string) => string): string {
  return html.replace(STYLESHEET, (_, href: string) => {
    const text = css(href)
    // a style element ends at the first "</style", whatever CSS quoting says
    if (/<\/style/i.test(text)) throw new Error(`landing root build: ${href} cannot be inlined`)
    return `<style>${text}</style>`
  })
}

export async function rewriteLandingRootPages(clientDir: string, script: string): Promise<void> {
  const sheets = new Map<string, string>()
  for (const page of LANDING_ROOT_PATHS) {
    const file = path.join(clientDir, page, 'index.html')
    const html = withLandingRootScript(await readFile(file, 'utf8'), script)
    for (const [, href] of html.matchAll(STYLESHEET))
      if (href && !sheets.has(href)) sheets.set(href, await readFile(path.join(clientDir, href), 'utf8'))
    await writeFile(
      file,
      withInlineStylesheets(html, (href) => sheets.get(href) ?? ''),
    )
  }
}
