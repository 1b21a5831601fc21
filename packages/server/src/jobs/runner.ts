import type { Log } from '../middlewares/request-log.ts'

/** A background job: one run does what is due and answers; the runner repeats it. */
export interface Job {
  name: string
  /** Milliseconds between runs. */
  everyMs: number
  run(): Promise<unknown>
}

/**
 * Runs each job on its own timer, never two runs of one job at once in this process (other processes may run the
 * same job: jobs claim their rows with FOR UPDATE SKIP LOCKED). A failed run is logged and retried on the next tick.
 * `stop()` waits for runs in progress, so shutdown does not cut a transaction short on purpose.
 */
export function startJobs(jobs: readonly Job[], log: Log): { stop(): Promise<void> } {
  const running = new Map<string, Promise<unknown>>()
  const timers = jobs.map((job) => {
    const tick = () => {
      if (running.has(job.name)) return
      const run = job
        .run()
        .catch((error) => log({ level: 'error', msg: 'job failed', job: job.name, error: String(error) }))
        .finally(() => running.delete(job.name))
      running.set(job.name, run)
    }
    const timer = setInterval(tick, job.everyMs)
    timer.unref()
    setTimeout(tick, 0).unref()
    return timer
  })
  return {
    async stop() {
      for (const t of timers) clearInterval(t)
      await Promise.all(running.values())
    },
  }
}
