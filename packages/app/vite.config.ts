import { createRequire } from 'node:module'
import path from 'node:path'
import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig, type Plugin } from 'vite'
import { buildManifest } from './build-manifest.ts'
import { precompress } from './precompress.ts'

const require = createRequire(import.meta.url)
const manifest = buildManifest()
for (const [key, value] of Object.entries(manifest.env)) process.env[key] ??= value

const SITE_MODULES = new RegExp(
  [
    String.raw`packages/ui/src/layouts/(LandingLayout|WithLinks|SkipLink|layouts\.css)`,
    'packages/ui/src/primitives/(Button|Link|Spinner|LoadingBar|Img)/',
    // The footer's house carousel loads when the footer comes near the viewport: only its loader and styles here.
    String.raw`packages/ui/src/widgets/(HouseCarousel/(LazyHouseCarousel\.tsx|HouseCarousel\.css)|(Logo|LoadingFallback|CookieBar)/)`,
    // The landing pages' icons only (svg-icon.tsx), not the kit's whole set by name (icons.tsx).
    'packages/ui/src/internal/(cx|svg-icon|visually-hidden)',
    String.raw`packages/ui/src/landing/(HomeScreen/(?!HomeText\.)|parts/(landing\.css|routes|ButtonLink|Teasers|teasers\.css|reveal\.css|use-scroll-reveal))`,
    'packages/domain/src/(czech-format/(money|plural)|navigation/navigation|cookie-consent|offers/offer-labels)',
    // react-dom's small entry (React Router's flushSync): otherwise a separate 1.4 KiB file on every page.
    String.raw`node_modules/(react-dom/(index|cjs/react-dom\.production)\.js)`,
    String.raw`packages/app/src/(config/runtime-config|routes/landing/(use-config|use-teasers|use-signed-in|seo)|toast\.tsx)`,
    String.raw`packages/app/src/(navigation\.tsx|build/|consent/(cookie-consent|tracking))`,
  ]
    .join('|')
    .replaceAll('/', String.raw`[\\/]`),
)

/**
 * React Router's package exports resolve to its development build in every mode (remix-run/react-router#14102), so its
 * dev-only warnings and their texts ship to browsers. The client build takes the identical production build instead
 * (`ENABLE_DEV_WARNINGS = false`, which the minifier then drops). Only the client: the pre-render runs React Router
 * from node_modules through @react-router/node, and two copies there would not share their contexts.
 */
function reactRouterProductionBuild(): Plugin {
  const dist = path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production')
  const targets: Record<string, string> = {
    'react-router': path.join(dist, 'index.mjs'),
    'react-router/dom': path.join(dist, 'dom-export.mjs'),
  }
  return {
    name: 'rg-react-router-production',
    apply: 'build',
    enforce: 'pre',
    resolveId(id) {
      if (this.environment?.name !== 'client') return null
      return targets[id] ?? null
    },
  }
}

/**
 * `BUNDLE_REPORT=file.json vite build`: what each client chunk is made of (source module and its rendered size), to
 * see what a page loads without a visualizer.
 */
function bundleReport(file: string | undefined): Plugin | false {
  if (!file) return false
  return {
    name: 'rg-bundle-report',
    apply: 'build',
    async generateBundle(_, bundle) {
      if (this.environment && this.environment.name !== 'client') return
      const chunks = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                file: item.fileName,
                imports: item.imports,
                dynamicImports: item.dynamicImports,
                modules: Object.entries(item.modules)
                  .map(([id, m]) => ({ id, bytes: m.renderedLength }))
                  .filter((m) => m.bytes > 0)
                  .sort((a, b) => b.bytes - a.bytes),
              },
            ]
          : [],
      )
      const { writeFile } = await import('node:fs/promises')
      await writeFile(file, JSON.stringify(chunks, null, 2))
    },
  }
}

export default defineConfig({
  plugins: [
    vanillaExtractPlugin(),
    reactRouterProductionBuild(),
    reactRouter(),
    manifest.plugin,
    precompress(),
    bundleReport(process.env.BUNDLE_REPORT),
  ],
  server: {
    // `pnpm dev`: the API server runs on 3000, the Vite dev server proxies to it. `dev:mock` needs no server.
    proxy: process.env.VITE_MOCK_API
      ? {}
      : {
          '/api': 'http://localhost:3000',
          '/auth/v1': 'http://localhost:3000',
          '/dev': 'http://localhost:3000',
          '/healthz': 'http://localhost:3000',
        },
  },
  build: {
    modulePreload: {
      // Code that the 'site' chunk and the root route import on first use or for a rare case (house carousel, cookie
      // API client, toaster, expired or sign-in link, error page): its scripts are not listed for parallel
      // preloading (only stylesheets, which load this way only), so those lists of file names do not ride along on
      // every page. Such a script fetches its own imports when it runs (one round trip more, on that rare path).
      resolveDependencies: (_file, deps, { hostId }) =>
        /(^|\/)(site|root)-[\w-]+\.js$/.test(hostId) ? deps.filter((dep) => dep.endsWith('.css')) : deps,
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // What the landing pages load besides React and React Router (the home page's screen included), in one
              // script and one stylesheet instead of twenty small files: fewer round trips before the first paint,
              // better gzip, a shorter route manifest.
              name: 'site',
              // The stories living beside those components belong to the admin styleguide's lazy chunk only.
              test: (id: string) => SITE_MODULES.test(id) && !/\.stories\.tsx$/.test(id),
            },
          ],
        },
      },
      treeshake: {
        // Our packages are side-effect free apart from their styles (vanilla-extract .css.ts files and the global
        // styles their index.ts imports), so what a page does not use of '@rg/domain' or '@rg/ui' is left out: the
        // landing pages must not carry the API contract's zod schemas or the portal's widgets.
        moduleSideEffects: [
          { test: /\/packages\/(domain|ui)\/src\/.*(?<!\.css)\.tsx?$/, sideEffects: false },
          { test: /\/packages\/ui\/src\/index\.ts$/, sideEffects: true },
        ],
      },
    },
  },
  // dev:mock serves the MSW worker from the mock-api package.
  publicDir: process.env.VITE_MOCK_API ? '../mock-api/public' : 'public',
})
