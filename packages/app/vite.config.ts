import { reactRouter } from '@react-router/dev/vite'
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vanillaExtractPlugin(), reactRouter()],
  server: {
    // `pnpm dev`: the API server runs on 3000, the Vite dev server proxies to it.
    proxy: {
      '/api': 'http://localhost:3000',
      '/auth/v1': 'http://localhost:3000',
      '/healthz': 'http://localhost:3000',
    },
  },
})
