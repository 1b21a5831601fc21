import { rm } from 'node:fs/promises'
import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { assertClientOnlyBuild } from './build-checks.ts'
import { buildLandingRoot, rewriteLandingRootPages } from './landing-root-build.ts'
import { precompress } from './precompress.ts'
import { trimBrowserRouteManifest } from './route-manifest.ts'

export default {
  appDirectory: 'src',
  buildDirectory: 'build',
  // Landing pages are pre-rendered to HTML (readable without JavaScript); the portal renders on the client.
  ssr: false,
  prerender: [
    '/',
    '/contact',
    '/pricing',
    '/spotter',
    '/services',
    '/offerings',
    '/legal/vop',
    '/legal/gdpr',
  ],
  async buildEnd({ reactRouterConfig }) {
    const client = path.join(reactRouterConfig.buildDirectory, 'client')
    await assertClientOnlyBuild(client)
    await trimBrowserRouteManifest(path.join(client, 'assets'))
    // /, /pricing and /offerings hydrate without the router (docs/decisions/1600-landing-without-router.md)
    const script = await buildLandingRoot(path.dirname(reactRouterConfig.appDirectory), client, [
      precompress(),
    ])
    await rm(path.join(client, '.vite'), { recursive: true, force: true })
    await rewriteLandingRootPages(client, script)
  },
} satisfies Config
