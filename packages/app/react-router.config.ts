import path from 'node:path'
import type { Config } from '@react-router/dev/config'
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
    await trimBrowserRouteManifest(path.join(reactRouterConfig.buildDirectory, 'client/assets'))
  },
} satisfies Config
