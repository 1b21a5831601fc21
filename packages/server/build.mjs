// The server compiled for production (README "Production", docs/decisions/1377-compiled-server.md): src/main.ts and
// the backup command bundled with @rg/domain (and its zod) into plain ES modules in dist/, so production runs
// `node dist/main.js` with no TypeScript loader. Every other dependency stays an import of node_modules (native and
// WebAssembly parts included). Files read at run time (migrations, the embedded auth schema, fonts) are found from the
// repository root, which dist/ sits at the same depth below as src/.
import { readFileSync, rmSync } from 'node:fs'
import { build } from 'esbuild'

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'))
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith('@rg/'))
const root = new URL('.', import.meta.url).pathname
rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true })
await build({
  absWorkingDir: root,
  entryPoints: { main: 'src/main.ts', 'backup-cli': 'src/ops/backup-cli.ts' },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  external,
  sourcemap: true,
  logLevel: 'warning',
})
console.log('› built packages/server/dist/main.js and dist/backup-cli.js')
