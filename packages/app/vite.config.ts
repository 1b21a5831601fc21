import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'
import { buildManifest } from './build-manifest.ts'

const manifest = buildManifest()
for (const [key, value] of Object.entries(manifest.env)) process.env[key] ??= value

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter(), manifest.plugin],
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
  // dev:mock serves the MSW worker from the mock-api package.
  publicDir: process.env.VITE_MOCK_API ? '../mock-api/public' : 'public',
})
