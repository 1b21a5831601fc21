import { spawnSync } from 'node:child_process'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const script = path.join(import.meta.dirname, 'at-once.sh')

/** at_once with the given NAME COMMAND pairs, in bash, as scripts/test.sh sources it. */
function atOnce(...pairs: string[]) {
  const quoted = pairs.map((p) => `'${p.replaceAll("'", "'\\''")}'`).join(' ')
  const run = spawnSync('bash', ['-c', `source '${script}'; at_once ${quoted}`], { encoding: 'utf8' })
  return { status: run.status, out: run.stdout }
}

describe('at_once', () => {
  it('names what failed next to its table: the failing tests of a failed command, not of one that passed', () => {
    const vitest = [
      "printf ' ✓  server  a.test.ts (2 tests)\\n'",
      "printf ' FAIL   server  b.test.ts > the matrix\\n'",
      "printf 'AssertionError: expected 1 to be 2\\n'",
      'exit 1',
    ].join('; ')
    const playwright = [
      "printf '  ✘  12 [chromium] › e2e/auth.spec.ts:10:1 › signs in (30.1s)\\n'",
      "printf '  1 failed\\n    [chromium] › e2e/auth.spec.ts:10:1 › signs in\\n  118 passed (10.2m)\\n'",
      'exit 1',
    ].join('; ')
    const { status, out } = atOnce(
      'fine',
      "printf ' FAIL  looks like a failure\\n'",
      'server',
      vitest,
      'e2e',
      playwright,
    )
    expect(status).toBe(1)
    const summary = out.slice(out.lastIndexOf('fine                     exit 0'))
    expect(summary).toContain('failed in server:\n   FAIL   server  b.test.ts > the matrix\n')
    expect(summary).toContain(
      'failed in e2e:\n    ✘  12 [chromium] › e2e/auth.spec.ts:10:1 › signs in (30.1s)\n',
    )
    expect(summary).toContain('      [chromium] › e2e/auth.spec.ts:10:1 › signs in\n')
    expect(summary).not.toContain('failed in fine')
    expect(summary).not.toContain('passed')
  })

  it('prints no failure list when every command passed', () => {
    const { status, out } = atOnce('a', 'echo one', 'b', 'echo two')
    expect(status).toBe(0)
    expect(out).not.toContain('failed in')
  })
})
