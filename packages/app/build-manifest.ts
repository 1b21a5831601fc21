import { randomBytes } from 'node:crypto'
import type { Plugin } from 'vite'

/**
 * New build detection: every build gets an id; the client bundle knows it (VITE_BUILD_ID) and the build publishes
 * builds/latest.json plus builds/meta/{id}.json (docs/product/screens-and-limits.md "Calls"), which the running app polls.
 */
export function buildManifest(): { plugin: Plugin; env: Record<string, string> } {
  const timestamp = Date.now()
  const id = process.env.BUILD_ID || `${timestamp.toString(36)}-${randomBytes(4).toString('hex')}`
  const meta = JSON.stringify({ id, timestamp })
  return {
    env: { VITE_BUILD_ID: id, VITE_BUILD_TIME: String(timestamp) },
    plugin: {
      name: 'rg-build-manifest',
      apply: 'build',
      generateBundle() {
        // Only the browser bundle carries static files; the pre-render bundle is thrown away after the build.
        if (this.environment && this.environment.name !== 'client') return
        this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: meta })
        this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: meta })
      },
    },
  }
}
