import type { Log } from '../middlewares/request-log.ts'

/** A background job: one run does what is due and answers; the runner repeats it. */
export interface Job {
  name: string
  /** Milliseconds between runs. */
  everyMs: number
  run(): Promise<unknown>
}

/** Told about every finished run (metrics: runs, failures, duration, last run). */
export type JobObserver = (job: string, ok: boolean, seconds: number) => void

export interface RunningJobs {
  /** Stops the timers and waits for runs in progress. */
  stop(): Promise<void>
  /**
   * For /readyz: not stopped, and every job has started a run within twice its interval (plus 10 s), or is in one.
   */
  healthy(at?: number): boolean
}

/**
 * Runs each job on its own timer, never two runs of one job at once in this process (other processes may run the
 * same job: jobs claim their rows with FOR UPDATE SKIP LOCKED). A failed run is logged and retried on the next tick.
 * `stop()` waits for runs in progress, so shutdown does not cut a transaction short on purpose.
 */
export function startJobs(jobs: readonly Job[], log: Log, observe?: JobObserver): RunningJobs {
  const running = new Map<string, Promise<unknown>>()
  const lastStart = new Map<string, number>()
  let stopped = false
  const timers = jobs.map((job) => {
    const tick = () => {
      if (running.has(job.name)) return
      const started = performance.now()
      lastStart.set(job.name, Date.now())
      const seconds = () => (performance.now() - started) / 1000
      const run = job
        .run()
        .then(
          () => observe?.(job.name, true, seconds()),
          (error) => {
            observe?.(job.name, false, seconds())
            log({ level: 'error', msg: 'job failed', job: job.name, error: String(error) })
          },
        )
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
      stopped = true
      for (const t of timers) clearInterval(t)
      await Promise.all(running.values())
    },
    healthy(at = Date.now()) {
      if (stopped) return false
      return jobs.every((job) => {
        if (running.has(job.name)) return true
        const last = lastStart.get(job.name)
        return last !== undefined && at - last <= 2 * job.everyMs + 10_000
      })
    },
  }
}
