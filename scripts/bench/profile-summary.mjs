#!/usr/bin/env node
/**
 * Summarises a V8 CPU profile (`node --cpu-prof`, e.g. `BENCH_PROFILE=/tmp/prof npm run bench:api`): self time by
 * function and by package, the biggest first, so a benchmark's "where does the time go" is a table, not a screenshot.
 *
 *   node scripts/bench/profile-summary.mjs /tmp/prof/CPU.*.cpuprofile [top=25]
 */
import { readFileSync } from 'node:fs'

const [file, topArg] = process.argv.slice(2)
if (!file) {
  console.error('usage: node scripts/bench/profile-summary.mjs <file.cpuprofile> [top]')
  process.exit(2)
}
const top = Number(topArg ?? 25)
const profile = JSON.parse(readFileSync(file, 'utf8'))
const byId = new Map(profile.nodes.map((node) => [node.id, node]))

// Self time per node: the samples that node was on top of the stack, each the time until the next sample.
const selfMicros = new Map()
for (let i = 0; i < profile.samples.length; i++) {
  const id = profile.samples[i]
  selfMicros.set(id, (selfMicros.get(id) ?? 0) + (profile.timeDeltas[i + 1] ?? 0))
}
const total = [...selfMicros.values()].reduce((a, b) => a + b, 0)

/** node_modules/<package> (or node:internal, the program, GC, idle) for a frame's script. */
function owner(url) {
  if (!url) return '(native)'
  const pnpm = url.match(/node_modules\/\.pnpm\/[^/]+\/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pnpm) return pnpm[1]
  const plain = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (plain) return plain[1]
  if (url.startsWith('node:')) return 'node:internal'
  const ours = url.match(/packages\/([^/]+)\//)
  return ours ? `@rg/${ours[1]}` : url
}

const byFunction = new Map()
const byPackage = new Map()
for (const [id, micros] of selfMicros) {
  const { callFrame } = byId.get(id)
  const where = callFrame.url
    ? `${callFrame.url.replace(/^.*node_modules\//, '')}:${callFrame.lineNumber + 1}`
    : ''
  const key = `${callFrame.functionName || '(anonymous)'} ${where}`.trim()
  byFunction.set(key, (byFunction.get(key) ?? 0) + micros)
  const pkg = callFrame.url ? owner(callFrame.url) : callFrame.functionName
  byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + micros)
}

const print = (title, map) => {
  console.log(`\n${title} (of ${(total / 1000).toFixed(0)} ms sampled)`)
  for (const [key, micros] of [...map].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(
      `${((100 * micros) / total).toFixed(1).padStart(5)} %  ${(micros / 1000).toFixed(0).padStart(7)} ms  ${key}`,
    )
}
print('self time by package', byPackage)
print('self time by function', byFunction)
