import type { Config } from '@react-router/dev/config'

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
} satisfies Config
