import path from 'node:path'
import type { Config } from '@react-router/dev/config'
import { assertClientOnlyBuild } from './build-checks.ts'
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
  },
} satisfies Config
