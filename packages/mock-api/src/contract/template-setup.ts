import { rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { TestProject } from 'vitest/node'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where this run's seeded server data folder is made, by the first contract file that needs it (targets.ts). */
    contractServerTemplate: string
  }
}

/** The mock-api project's global setup: names this run's template folder and removes it when the run ends. */
export default function setup(project: TestProject) {
  const dir = path.join(tmpdir(), `rg-contract-template-${process.pid}-${Date.now()}`)
  project.provide('contractServerTemplate', dir)
  return () => rmSync(dir, { recursive: true, force: true })
}
